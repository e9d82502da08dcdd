// What a day's summary lists, from the guide and this device's progress.
import { formatClockTime } from '@/lib/clock-time';
import type { DayProgress } from '@/lib/device-store';
import type { DayGuide, Slot } from '@/types/content';

export interface SummaryContent {
  completed: { key: string; label: string }[];
  journals: { key: string; label: string; text: string }[];
}

/** The slots a member can tick: the activities, then the close when it is shown as a slot. */
export function checkableSlots(guide: DayGuide): Slot[] {
  return guide.closeShownAs === 'slot' ? [...guide.slots, guide.close] : guide.slots;
}

export function summaryContent(guide: DayGuide, progress: DayProgress): SummaryContent {
  const done = checkableSlots(guide).filter((s) => progress.completed.includes(s.key));
  const journalSlots = [...guide.slots, guide.close].filter((s) => s.journal);
  return {
    completed: done.map((s) => ({ key: s.key, label: `${formatClockTime(s.time)} — ${s.title}` })),
    journals: journalSlots.map((s) => ({
      key: s.journal!.key,
      label: `${formatClockTime(s.time)} ${s.journal!.title ?? s.title}`,
      text: progress.journals[s.journal!.key] ?? '',
    })),
  };
}
