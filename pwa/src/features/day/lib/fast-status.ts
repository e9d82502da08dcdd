// Where the member is in a day's fast, from their local clock.
import { atLocalTime, dateOfDay, localDate } from '@/content/calendar';

export { formatDuration } from '@/lib/duration';

export type FastStatus =
  | { kind: 'later-day' }
  | { kind: 'fasting'; minutesLeft: number }
  | { kind: 'complete' }
  | { kind: 'earlier-day' };

export function fastStatus(now: Date, startDate: string, day: number, closeTime: string): FastStatus {
  const date = dateOfDay(startDate, day);
  const today = localDate(now);
  const order = [today.year - date.year, today.month - date.month, today.day - date.day].find((d) => d !== 0) ?? 0;
  if (order < 0) return { kind: 'later-day' };
  if (order > 0) return { kind: 'earlier-day' };
  const msLeft = atLocalTime(date, closeTime).getTime() - now.getTime();
  return msLeft > 0 ? { kind: 'fasting', minutesLeft: Math.ceil(msLeft / 60000) } : { kind: 'complete' };
}
