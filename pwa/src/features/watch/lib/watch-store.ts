// What this device keeps of the prayer watch (lib/local-store.ts), under two keys (lib/storage-keys.ts):
//   WATCH_PLEDGES_KEY       the turns pledged from here, each with the token made fresh for that
//                           pledge (the service counts tokens, never devices), and whether the service
//                           has it yet: the queue is what it has not (sent again with the same token
//                           until it answers);
//   WATCH_PLAN_KEY_PREFIX   + this copy's language: the plan as last read, in that language (its
//                           themes), shown offline.
// The page follows every change through `subscribeWatch` (and other tabs' through `storage`).
import { asRecord, stored, type Stored } from '@/lib/local-store';
import { LANG } from '@/lib/language';
import { newToken } from '@/lib/random-token';
import { WATCH_PLAN_KEY_PREFIX, WATCH_PLEDGES_KEY } from '@/lib/storage-keys';
import { WALL_TOKEN_CHARS, type PledgeRequest, type WatchPlan, type WatchTurn } from '@/types/api';

/** The plan's key in this copy's language. */
const PLAN_KEY = `${WATCH_PLAN_KEY_PREFIX}${LANG}`;

/** A turn pledged from this device (or its taking back, until the service has it). */
export interface Pledge {
  /** The day whose night it is. */
  day: number;
  /** 'HH:MM' on the church's clock. */
  start: string;
  /** When the turn begins (RFC 3339), for its local time when the plan cannot be read. */
  startsAt: string;
  /** Made fresh for this pledge; a retry or its taking back sends the same one. */
  token: string;
  /** What the member chose last: false while its taking back waits to be sent. */
  pledged: boolean;
  /** The service has answered `pledged` (204): nothing left to send. */
  sent: boolean;
  /** The kept plan's count of the turn includes this pledge. */
  counted: boolean;
  /** The service's words when it refused the pledge (422): kept, never sent again. */
  error: string | null;
}

export interface KeptPlan {
  /** Null: the church keeps no watch hour by hour. */
  plan: WatchPlan | null;
  /** When it was read (ms since the epoch). */
  savedAt: number;
}

/** Pledges kept at most (a fast of 40 nights of 24 turns is 960). */
const PLEDGES_KEPT = 1000;
const TOKEN = new RegExp(`^[A-Za-z0-9_-]{${WALL_TOKEN_CHARS}}$`);
const CLOCK = /^([01]\d|2[0-3]):[0-5]\d$/;

const isText = (v: unknown): v is string => typeof v === 'string';

function parsePledge(raw: unknown): Pledge | null {
  const p = asRecord(raw);
  if (!p || !Number.isInteger(p.day) || !isText(p.start) || !CLOCK.test(p.start) || !isText(p.startsAt)) return null;
  if (!isText(p.token) || !TOKEN.test(p.token) || typeof p.pledged !== 'boolean') return null;
  return {
    day: p.day as number,
    start: p.start,
    startsAt: p.startsAt,
    token: p.token,
    pledged: p.pledged,
    sent: p.sent === true,
    counted: p.counted === true,
    error: isText(p.error) ? p.error : null,
  };
}

function parseTurn(raw: unknown): WatchTurn | null {
  const t = asRecord(raw);
  if (!t || !Number.isInteger(t.day) || !isText(t.start) || !CLOCK.test(t.start) || !isText(t.startsAt)) return null;
  if (!Number.isInteger(t.keeping) || (t.theme !== null && !isText(t.theme))) return null;
  // A plan kept before the service counted kept hours has none.
  const kept = Number.isInteger(t.kept) ? (t.kept as number) : 0;
  return { day: t.day as number, start: t.start, startsAt: t.startsAt, theme: t.theme, keeping: t.keeping as number, kept };
}

function parsePlan(raw: unknown): KeptPlan | null {
  const r = asRecord(raw);
  if (!r || typeof r.savedAt !== 'number') return null;
  if (r.plan === null) return { plan: null, savedAt: r.savedAt };
  const p = asRecord(r.plan);
  if (!p || !isText(p.title) || !isText(p.timeZone) || !Number.isInteger(p.turnMinutes) || !Array.isArray(p.turns)) return null;
  const turns = p.turns.map(parseTurn).filter((t): t is WatchTurn => t !== null);
  return { plan: { title: p.title, timeZone: p.timeZone, turnMinutes: p.turnMinutes as number, turns }, savedAt: r.savedAt };
}

export const pledgesStore: Stored<Pledge[]> = stored(WATCH_PLEDGES_KEY, (raw) =>
  Array.isArray(raw) ? raw.map(parsePledge).filter((p): p is Pledge => p !== null).slice(-PLEDGES_KEPT) : [],
);
export const planStore: Stored<KeptPlan | null> = stored(PLAN_KEY, parsePlan);

// Every change, so the page reads the stores again (a number: React compares it).
let version = 0;
const listeners = new Set<() => void>();
const changed = () => {
  version += 1;
  for (const listener of listeners) listener();
};

/** Keeps `value` in `store` and tells the page; false when the browser refused. */
export function keep<T>(store: Stored<T>, value: T): boolean {
  const kept = store.write(value);
  changed();
  return kept;
}

export const watchVersion = () => version;

export function subscribeWatch(listener: () => void): () => void {
  const onStorage = (event: StorageEvent) => (event.key === WATCH_PLEDGES_KEY || event.key === PLAN_KEY) && changed();
  if (listeners.size === 0) window.addEventListener('storage', onStorage);
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) window.removeEventListener('storage', onStorage);
  };
}

const isTurn = (p: { day: number; start: string }, day: number, start: string) => p.day === day && p.start === start;

/** This device's pledge of a turn, if any. */
export const pledgeOf = (list: readonly Pledge[], day: number, start: string) => list.find((p) => isTurn(p, day, start));

/** What this device holds as pledged (refused pledges aside). */
export const holds = (p: Pledge | undefined) => p !== undefined && p.pledged && p.error === null;

/** `list` with `p` last (the newest change is sent last). */
const withLast = (list: readonly Pledge[], p: Pledge) => [...list.filter((q) => !isTurn(q, p.day, p.start)), p];

/**
 * `list` with `turn` pledged: a new pledge under a fresh token; a refused one made again under a
 * fresh token; one whose taking back waits to be sent, pledged again under its own token.
 */
export function pledged(list: readonly Pledge[], turn: Pick<WatchTurn, 'day' | 'start' | 'startsAt'>, token = newToken()): Pledge[] {
  const before = pledgeOf(list, turn.day, turn.start);
  if (before && before.pledged && before.error === null) return [...list];
  if (before && !before.pledged) return withLast(list, { ...before, pledged: true, sent: false });
  const { day, start, startsAt } = turn;
  return withLast(list, { day, start, startsAt, token, pledged: true, sent: false, counted: false, error: null }).slice(-PLEDGES_KEPT);
}

/** `list` with the pledge of a turn taken back: sent under its token (a refused one is just forgotten). */
export function unpledged(list: readonly Pledge[], day: number, start: string): Pledge[] {
  const before = pledgeOf(list, day, start);
  if (!before || !before.pledged) return [...list];
  if (before.error !== null) return list.filter((p) => p !== before);
  return withLast(list, { ...before, pledged: false, sent: false });
}

/** A refused pledge, forgotten. */
export const forgotten = (list: readonly Pledge[], day: number, start: string) => list.filter((p) => !isTurn(p, day, start));

/** What waits to be sent, oldest change first. */
export const waiting = (list: readonly Pledge[]) => list.filter((p) => !p.sent && p.error === null);

/** What the service is sent for a pledge. */
export const requestOf = (p: Pledge): PledgeRequest => ({ day: p.day, start: p.start, token: p.token, pledged: p.pledged });

const sameRequest = (p: Pledge, r: PledgeRequest) => p.token === r.token && p.pledged === r.pledged;

/** The kept plan with one turn's count moved by `by`. */
function counting(kept: KeptPlan | null, day: number, start: string, by: number): KeptPlan | null {
  if (!kept?.plan || by === 0) return kept;
  const turns = kept.plan.turns.map((t) => (isTurn(t, day, start) ? { ...t, keeping: Math.max(0, t.keeping + by) } : t));
  return { ...kept, plan: { ...kept.plan, turns } };
}

/**
 * After the service answered 204 to `sent`: a pledge is sent (and in the kept count), a taking
 * back is dropped (and out of it). A change the member made meanwhile still waits.
 */
export function acknowledged(list: readonly Pledge[], kept: KeptPlan | null, sent: PledgeRequest): [Pledge[], KeptPlan | null] {
  const p = list.find((q) => sameRequest(q, sent));
  if (!p) {
    // Changed meanwhile (pledged again, say): the count follows what the service now has.
    const now = list.find((q) => q.token === sent.token);
    if (!now || now.counted === sent.pledged) return [[...list], kept];
    return [list.map((q) => (q === now ? { ...q, counted: sent.pledged } : q)), counting(kept, sent.day, sent.start, sent.pledged ? 1 : -1)];
  }
  const recount = counting(kept, p.day, p.start, p.counted === p.pledged ? 0 : p.pledged ? 1 : -1);
  if (!p.pledged) return [list.filter((q) => q !== p), recount];
  return [list.map((q) => (q === p ? { ...q, sent: true, counted: true } : q)), recount];
}

/** After the service refused `sent` (422): a pledge is kept with its words; a taking back is dropped. */
export function refused(list: readonly Pledge[], sent: PledgeRequest, error: string): Pledge[] {
  const p = list.find((q) => sameRequest(q, sent));
  if (!p) return [...list];
  if (!p.pledged) return list.filter((q) => q !== p);
  return list.map((q) => (q === p ? { ...q, error } : q));
}

/** After a plan was read: what the service has acknowledged is in its counts, what waits is as before. */
export const readWith = (list: readonly Pledge[]): Pledge[] => list.map((p) => (p.sent ? { ...p, counted: p.pledged } : p));

/** How many keep `turn`, this device's pledge counted as the member left it. */
export function shownKeeping(turn: WatchTurn, p: Pledge | undefined): number {
  if (!p) return turn.keeping;
  return Math.max(0, turn.keeping - (p.counted ? 1 : 0) + (holds(p) ? 1 : 0));
}

/**
 * A pledge of a journey copy ("Save a copy": day, start, startsAt, token, pledged, sent), as this
 * device keeps it (in no count it read, refused by no one), or null when it is not one.
 */
export function savedPledge(raw: unknown): Pledge | null {
  const p = parsePledge(raw);
  return p && typeof asRecord(raw)?.sent === 'boolean' ? { ...p, counted: false, error: null } : null;
}
