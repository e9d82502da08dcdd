import { formatDuration } from '@/lib/duration';
import * as m from 'virtual:messages/cover';

/** `3 days 4 h` (`3 días 4 h`), or under a day `5 h 30 min` (whole minutes, rounded up). */
export function formatCountdown(ms: number): string {
  const minutes = Math.max(0, Math.ceil(ms / 60_000));
  const days = Math.floor(minutes / (24 * 60));
  if (days === 0) return formatDuration(minutes);
  const hours = Math.floor((minutes % (24 * 60)) / 60);
  return hours === 0 ? m.coverCountdownDays({ days }) : m.coverCountdownDaysHours({ days, hours });
}
