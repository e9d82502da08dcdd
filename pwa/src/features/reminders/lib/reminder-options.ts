import { formatClockTime } from '@/lib/clock-time';
import { PRAYER_WATCH_KEY } from '@/types/api';
import type { BundledProgramme } from '@/content/programme';
import * as m from 'virtual:messages/reminders';

export interface ReminderOption {
  key: string;
  label: string;
}

/** The programme's slots and its prayer watch (if the church keeps one), as members choose them. */
export function reminderOptions(programme: BundledProgramme): ReminderOption[] {
  const watch = programme.prayerWatch;
  return [
    ...programme.defaultSlots.map((s) => ({ key: s.key, label: m.remindersOption({ time: formatClockTime(s.time), title: s.title }) })),
    ...(watch ? [{ key: PRAYER_WATCH_KEY, label: m.remindersOption({ time: formatClockTime(watch.start), title: watch.title }) }] : []),
  ];
}
