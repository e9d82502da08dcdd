// Programme dates from one start date, in the member's own time zone (the browser's). Civil dates
// are counted as whole days (UTC day numbers), so a daylight-saving change never shifts a day.

export interface CivilDate {
  year: number;
  month: number; // 1-12
  day: number;
}

import { LANG } from '@/lib/language';

const MS_PER_DAY = 86_400_000;

export function parseCivilDate(text: string): CivilDate | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const check = new Date(Date.UTC(year, month - 1, day));
  return check.getUTCMonth() === month - 1 && check.getUTCDate() === day ? { year, month, day } : null;
}

const dayNumber = (d: CivilDate) => Date.UTC(d.year, d.month - 1, d.day) / MS_PER_DAY;

function fromDayNumber(n: number): CivilDate {
  const date = new Date(n * MS_PER_DAY);
  return { year: date.getUTCFullYear(), month: date.getUTCMonth() + 1, day: date.getUTCDate() };
}

/** The member's calendar date at `now`, in the browser's time zone. */
export const localDate = (now: Date): CivilDate => ({
  year: now.getFullYear(),
  month: now.getMonth() + 1,
  day: now.getDate(),
});

/** The calendar date of programme day `day` (day 1 = the start date). */
export function dateOfDay(startDate: string, day: number): CivilDate {
  const start = parseCivilDate(startDate) ?? { year: 1970, month: 1, day: 1 };
  return fromDayNumber(dayNumber(start) + day - 1);
}

/** The instant of `HH:MM` on a calendar date, in the browser's time zone. */
export function atLocalTime(date: CivilDate, time: string): Date {
  const [h = 0, m = 0] = time.split(':').map(Number);
  return new Date(date.year, date.month - 1, date.day, h, m);
}

export type ProgrammeMoment =
  | { kind: 'before'; daysUntil: number }
  | { kind: 'during'; day: number }
  | { kind: 'after'; daysSince: number };

/** Where `now` falls in a programme of `lengthDays` starting on `startDate`. */
export function programmeMoment(startDate: string, lengthDays: number, now: Date): ProgrammeMoment {
  const offset = dayNumber(localDate(now)) - dayNumber(dateOfDay(startDate, 1));
  if (offset < 0) return { kind: 'before', daysUntil: -offset };
  if (offset >= lengthDays) return { kind: 'after', daysSince: offset - lengthDays + 1 };
  return { kind: 'during', day: offset + 1 };
}

// A civil date is formatted at noon UTC, in UTC: the same date in every time zone.
const atNoonUtc = (d: CivilDate) => new Date(Date.UTC(d.year, d.month - 1, d.day, 12));
// Made when first used, not as the module loads.
let shortFormat: Intl.DateTimeFormat | undefined;

/** `Fri Oct 3`, as the printed guide dates its days (`vie 3 oct`): the language's short names
 *  in its order, without punctuation. */
export const shortDate = (d: CivilDate) =>
  (shortFormat ??= new Intl.DateTimeFormat(LANG, { weekday: 'short', month: 'short', day: 'numeric', timeZone: 'UTC' }))
    .formatToParts(atNoonUtc(d))
    .filter((part) => part.type !== 'literal')
    .map((part) => part.value)
    .join(' ');

/** `Wednesday, October 1` (`miércoles, 1 de octubre`). */
export const longDate = (d: CivilDate) =>
  atNoonUtc(d).toLocaleDateString(LANG, { weekday: 'long', month: 'long', day: 'numeric', timeZone: 'UTC' });

/** Percent of the programme reached on `day` (day 12 of 40 → 30). */
export const percentReached = (day: number, lengthDays: number) => Math.round((day / lengthDays) * 100);
