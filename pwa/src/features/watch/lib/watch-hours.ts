// The hours of the watch this device pledged and that have not ended: what it is reminded of at
// their start and what goes into the member's calendar.
import { programme } from '@/content/programme';
import { WATCH_REMINDER_HOURS_MAX, type WatchHour } from '@/types/api';
import { holds, type Pledge } from './watch-store';

/** A pledged hour, with when it ends (ms since the epoch). */
export interface PledgedHour extends WatchHour {
  endsAt: number;
}

/** How long one turn lasts (ms), as the programme bundled with this copy says. */
export const turnMs = (): number => (programme.prayerWatch?.hours?.turnMinutes ?? 60) * 60_000;

/** When a pledged turn ends (ms since the epoch); NaN when its start cannot be read. */
export const endOf = (p: Pick<Pledge, 'startsAt'>, length = turnMs()): number => Date.parse(p.startsAt) + length;

/**
 * The turns this device holds as pledged (not taken back, not refused) that have not ended at
 * `now`, soonest first, at most as many as the service reminds a device of.
 */
export function pledgedHours(pledges: readonly Pledge[], now: number, length = turnMs()): PledgedHour[] {
  return pledges
    .filter((p) => holds(p) && endOf(p, length) > now)
    .map((p) => ({ day: p.day, start: p.start, endsAt: endOf(p, length) }))
    .sort((a, b) => a.endsAt - b.endsAt || a.day - b.day)
    .slice(0, WATCH_REMINDER_HOURS_MAX);
}

const key = (h: WatchHour) => `${h.day}/${h.start}`;

/** The same hours, whatever their order. */
export function sameHours(a: readonly WatchHour[], b: readonly WatchHour[]): boolean {
  if (a.length !== b.length) return false;
  const keys = new Set(a.map(key));
  return b.every((h) => keys.has(key(h)));
}
