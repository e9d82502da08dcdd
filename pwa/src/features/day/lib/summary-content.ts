// What a day's summary lists, from the guide and this device's progress.
import { formatClockTime } from '@/lib/clock-time';
import type { DayProgress } from '@/lib/device-store';
import { checkableSlots } from '@/content/checkable-slots';
import type { DayGuide } from '@/types/content';

export interface SummaryContent {
  completed: { key: string; label: string }[];
  journals: { key: string; label: string; text: string }[];
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
