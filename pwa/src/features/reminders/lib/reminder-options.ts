import { formatClockTime } from '@/lib/clock-time';
import { PRAYER_WATCH_KEY } from '@/types/api';
import type { BundledProgramme } from '@/content/programme';

export interface ReminderOption {
  key: string;
  label: string;
}

/** The programme's slots and its prayer watch, as members choose them. */
export function reminderOptions(programme: BundledProgramme): ReminderOption[] {
  return [
    ...programme.defaultSlots.map((s) => ({ key: s.key, label: `${formatClockTime(s.time)} ${s.title}` })),
    {
      key: PRAYER_WATCH_KEY,
      label: `${formatClockTime(programme.prayerWatch.start)} ${programme.prayerWatch.title}`,
    },
  ];
}
