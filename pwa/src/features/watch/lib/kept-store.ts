// "I kept this hour": what this device keeps (WATCH_KEPT_KEY) of the prompt that follows the end
// of a turn it pledged: each hour it asked about, whether the member dismissed it or said they kept
// it, and for the latter the token made fresh for that one hour (the service counts tokens, never
// devices) and whether the service has it yet: the queue is what it has not (sent again with the
// same token until it answers). An hour answered either way is never asked about again.
import { asRecord, stored, type Stored } from '@/lib/local-store';
import { WALL_TOKEN_CHARS, type KeptRequest } from '@/types/api';
import { newToken } from '@/lib/random-token';
import { endOf, turnMs } from './watch-hours';
import { holds, type Pledge } from './watch-store';
import { WATCH_KEPT_KEY } from '@/lib/storage-keys';

/** The service counts "I kept this hour" until a day after the hour's end. */
export const KEPT_WINDOW_MS = 24 * 3600_000;
/** Answers kept this long after their hour's end (then no prompt can ask about it again). */
const KEPT_FOR_MS = 2 * KEPT_WINDOW_MS;

/** An hour of the watch asked about. */
export interface KeptHour {
  day: number;
  /** 'HH:MM' on the church's clock. */
  start: string;
  /** When it ended (ms since the epoch). */
  endsAt: number;
  answer: 'kept' | 'dismissed';
  /** For 'kept': made fresh for this hour; a retry sends the same one. */
  token: string | null;
  /** The service has answered 204: nothing left to send. */
  sent: boolean;
  /** The service's words when it refused it (422): kept, never sent again. */
  error: string | null;
}

/** A pledged hour that has ended, to ask about. */
export interface EndedHour {
  day: number;
  start: string;
  endsAt: number;
}

const TOKEN = new RegExp(`^[A-Za-z0-9_-]{${WALL_TOKEN_CHARS}}$`);
const CLOCK = /^([01]\d|2[0-3]):[0-5]\d$/;

function parseKept(raw: unknown): KeptHour | null {
  const k = asRecord(raw);
  if (!k || !Number.isInteger(k.day) || typeof k.start !== 'string' || !CLOCK.test(k.start) || typeof k.endsAt !== 'number') return null;
  if (k.answer !== 'kept' && k.answer !== 'dismissed') return null;
  const token = typeof k.token === 'string' && TOKEN.test(k.token) ? k.token : null;
  if (k.answer === 'kept' && token === null) return null;
  return {
    day: k.day as number,
    start: k.start,
    endsAt: k.endsAt,
    answer: k.answer,
    token,
    sent: k.sent === true,
    error: typeof k.error === 'string' ? k.error : null,
  };
}

export const keptStore: Stored<KeptHour[]> = stored(WATCH_KEPT_KEY, (raw) =>
  Array.isArray(raw) ? raw.map(parseKept).filter((k): k is KeptHour => k !== null) : [],
);

const isHour = (a: { day: number; start: string }, b: { day: number; start: string }) => a.day === b.day && a.start === b.start;

/**
 * The hours to ask about at `now`: turns this device holds as pledged that ended after `since`
 * (while the app was open) and within the service's window, not answered yet; the oldest first.
 */
export function endedToAsk(pledges: readonly Pledge[], kept: readonly KeptHour[], since: number, now: number, length = turnMs()): EndedHour[] {
  return pledges
    .filter((p) => holds(p))
    .map((p) => ({ day: p.day, start: p.start, endsAt: endOf(p, length) }))
    .filter((h) => h.endsAt > since && h.endsAt <= now && h.endsAt > now - KEPT_WINDOW_MS && !kept.some((k) => isHour(k, h)))
    .sort((a, b) => a.endsAt - b.endsAt);
}

/** When the next pledged turn ends after `now` (ms since the epoch), or null when none does. */
export function nextEnd(pledges: readonly Pledge[], now: number, length = turnMs()): number | null {
  const ends = pledges.filter((p) => holds(p)).map((p) => endOf(p, length)).filter((end) => end > now);
  return ends.length === 0 ? null : Math.min(...ends);
}

/** `list` with `hour` answered (a fresh token for 'kept'), answers older than two days dropped. */
export function answered(list: readonly KeptHour[], hour: EndedHour, answer: KeptHour['answer'], now: number, token = newToken()): KeptHour[] {
  const kept = list.filter((k) => !isHour(k, hour) && k.endsAt > now - KEPT_FOR_MS);
  return [...kept, { ...hour, answer, token: answer === 'kept' ? token : null, sent: false, error: null }];
}

/** What waits to be sent, oldest answer first. */
export const keptWaiting = (list: readonly KeptHour[]) => list.filter((k) => k.answer === 'kept' && !k.sent && k.error === null);

/** What the service is sent for an hour kept. */
export const keptRequestOf = (k: KeptHour): KeptRequest => ({ day: k.day, start: k.start, token: k.token! });

/** `list` after the service answered `sent`: 204 (`error` null) or a refusal in its words. */
export function keptAnswered(list: readonly KeptHour[], sent: KeptRequest, error: string | null): KeptHour[] {
  return list.map((k) => (k.token === sent.token && isHour(k, sent) ? { ...k, sent: error === null, error } : k));
}
