// What this device keeps of the prayer wall (lib/local-store.ts), under four keys (lib/storage-keys.ts):
//   WALL_MINE_KEY     the requests shared from here, each with the key that alone proves it is
//                     this device's (fresh for each request), and those not sent yet (`id: null`);
//                     a journey copy carries them (wall-copy.ts);
//   WALL_PRAYED_KEY   each "I prayed" by (request, programme day): its token, fresh for that pair
//                     and kept so a retry sends the same one, and whether it still waits to be sent;
//   WALL_REPORTS_KEY  the requests reported from here (hidden on this device) and the reports waiting;
//   WALL_KEY          the wall as last read, shown offline.
// The page follows every change through `subscribeWall` (and other tabs' through `storage`).
import { LANG } from '@/lib/language';
import { asRecord, stored, stringsOf, type Stored } from '@/lib/local-store';
import { newToken, randomBase64Url } from '@/lib/random-token';
import {
  AUTHOR_KEY_CHARS,
  PRAYER_REQUEST_MAX_CHARS,
  PRAYER_THANKS_MAX_CHARS,
  WALL_TOKEN_CHARS,
  type RequestStatus,
  type WallRequest,
} from '@/types/api';
import { WALL_KEY, WALL_MINE_KEY, WALL_PRAYED_KEY, WALL_REPORTS_KEY } from '@/lib/storage-keys';

/** A request shared from this device. */
export interface OwnRequest {
  /** This request's key (43 base64url characters): sent with it, its only proof of authorship. */
  authorKey: string;
  text: string;
  /** The language it was written in (the copy of the app it was asked on): sent with it. */
  lang: string;
  /** When the member shared it (ms since the epoch). */
  askedAt: number;
  /** The service's id; null while it waits to be sent. */
  id: string | null;
  /** How it stands (null until sent; `gone`: the service no longer has it). */
  status: RequestStatus | 'gone' | null;
  /** The service's words when it refused it or could not take it yet (null: none). */
  error: string | null;
  /** Refused as written (422): kept, not sent again until the member changes it. */
  held: boolean;
  prayed: number;
  answered: boolean;
  /** The line of thanks as the member wrote it (the wall shows it once the church has read it). */
  thanks: string | null;
}

/** One "I prayed": a request on a programme day. */
export interface Tap {
  token: string;
  /** When it was tapped (ms since the epoch). */
  at: number;
  /** waiting: still to be sent; sent: counted; refused: the service would not count it. */
  state: 'waiting' | 'sent' | 'refused';
}

export interface PrayedState {
  /** By `{request id}/{day}`. */
  taps: Record<string, Tap>;
}

export interface PendingReport {
  id: string;
  token: string;
}

export interface ReportsState {
  /** Requests reported from this device: hidden here. */
  hidden: string[];
  pending: PendingReport[];
}

export interface KeptWall {
  requests: WallRequest[];
  /** When it was read (ms since the epoch). */
  savedAt: number;
}

const AUTHOR_KEY = new RegExp(`^[A-Za-z0-9_-]{${AUTHOR_KEY_CHARS}}$`);
const LANGUAGE = /^[a-z]{2,3}(-[A-Za-z0-9]{1,8})*$/;
const TOKEN = new RegExp(`^[A-Za-z0-9_-]{${WALL_TOKEN_CHARS}}$`);
const STATUSES: readonly string[] = ['waiting', 'shown', 'declined', 'hidden', 'gone'] satisfies (RequestStatus | 'gone')[];
/** Requests kept at most (five a day can be shared from one network). */
export const MINE_KEPT = 200;
/** Taps kept at most (the wall shows 300 requests; old days' are dropped first). */
const TAPS_KEPT = 1000;
const HIDDEN_KEPT = 500;

const isString = (v: unknown): v is string => typeof v === 'string';
const isCount = (v: unknown): v is number => typeof v === 'number' && Number.isInteger(v) && v >= 0;

/** A request as this device keeps it, or null; what is not well formed is left at its default. */
export function ownRequest(raw: unknown): OwnRequest | null {
  const r = asRecord(raw);
  if (!r || !isString(r.authorKey) || !AUTHOR_KEY.test(r.authorKey) || !isString(r.text)) return null;
  if (typeof r.askedAt !== 'number' || !Number.isFinite(r.askedAt)) return null;
  const id = isString(r.id) && r.id !== '' ? r.id : null;
  const status = isString(r.status) && STATUSES.includes(r.status) ? (r.status as OwnRequest['status']) : null;
  return {
    authorKey: r.authorKey,
    text: r.text.slice(0, PRAYER_REQUEST_MAX_CHARS),
    // Kept before requests had it: asked on this copy, most likely.
    lang: isString(r.lang) && LANGUAGE.test(r.lang) ? r.lang : LANG,
    askedAt: r.askedAt,
    id,
    status: id === null ? null : (status ?? 'waiting'),
    error: isString(r.error) ? r.error : null,
    held: id === null && r.held === true,
    prayed: isCount(r.prayed) ? r.prayed : 0,
    answered: r.answered === true,
    thanks: isString(r.thanks) ? r.thanks.slice(0, PRAYER_THANKS_MAX_CHARS) : null,
  };
}

/** The requests shared from this device, newest first. */
export const mineStore: Stored<OwnRequest[]> = stored(
  WALL_MINE_KEY,
  (raw) => {
    const list = asRecord(raw)?.requests;
    const requests = new Map<string, OwnRequest>();
    for (const request of Array.isArray(list) ? list.map(ownRequest) : []) {
      if (request && !requests.has(request.authorKey)) requests.set(request.authorKey, request);
    }
    return [...requests.values()].slice(0, MINE_KEPT);
  },
  (requests) => ({ requests }),
);

function tap(raw: unknown): Tap | null {
  const t = asRecord(raw);
  if (!t || !isString(t.token) || !TOKEN.test(t.token) || typeof t.at !== 'number') return null;
  const state = t.state === 'sent' || t.state === 'refused' ? t.state : 'waiting';
  return { token: t.token, at: t.at, state };
}

export const prayedStore: Stored<PrayedState> = stored(WALL_PRAYED_KEY, (raw) => {
  const taps: Record<string, Tap> = {};
  for (const [key, value] of Object.entries(asRecord(asRecord(raw)?.taps) ?? {})) {
    const parsed = tap(value);
    if (parsed && dayOfTap(key) !== null) taps[key] = parsed;
  }
  return { taps };
});

export const reportsStore: Stored<ReportsState> = stored(WALL_REPORTS_KEY, (raw) => {
  const r = asRecord(raw);
  const pending = Array.isArray(r?.pending)
    ? r.pending
        .map(asRecord)
        .filter((p): p is Record<string, unknown> => !!p && isString(p.id) && isString(p.token) && TOKEN.test(p.token))
        .map((p) => ({ id: p.id as string, token: p.token as string }))
    : [];
  return { hidden: stringsOf(r?.hidden).slice(-HIDDEN_KEPT), pending };
});

function wallRequest(raw: unknown): WallRequest | null {
  const r = asRecord(raw);
  if (!r || !isString(r.id) || !isString(r.text) || !isString(r.lang) || !isCount(r.prayed)) return null;
  return { id: r.id, text: r.text, lang: r.lang, prayed: r.prayed, answered: r.answered === true, thanks: isString(r.thanks) ? r.thanks : null };
}

export const wallStore: Stored<KeptWall | null> = stored(WALL_KEY, (raw) => {
  const r = asRecord(raw);
  if (!r || !Array.isArray(r.requests) || typeof r.savedAt !== 'number') return null;
  return { requests: r.requests.map(wallRequest).filter((w): w is WallRequest => w !== null), savedAt: r.savedAt };
});

// Every change to what the page shows, for the page (see usePrayerWall).
const listeners = new Set<() => void>();
let version = 0;
const KEYS = [WALL_MINE_KEY, WALL_PRAYED_KEY, WALL_REPORTS_KEY, WALL_KEY];

/** Tells the page something it shows changed. */
export function wallChanged(): void {
  version += 1;
  for (const listener of listeners) listener();
}

const onStorage = (event: StorageEvent) => {
  if (event.key === null || KEYS.includes(event.key)) wallChanged();
};

export function subscribeWall(listener: () => void): () => void {
  if (listeners.size === 0) window.addEventListener('storage', onStorage);
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) window.removeEventListener('storage', onStorage);
  };
}

/** Grows with every change: the page reads the stores again when it does. */
export const wallVersion = () => version;

/** Keeps `value` in `store` and tells the page; false when the browser refused. */
export function keep<T>(store: Stored<T>, value: T): boolean {
  const ok = store.write(value);
  wallChanged();
  return ok;
}

/** A request's author key: 256 random bits, 43 characters. */
export const newAuthorKey = () => randomBase64Url(32);

/** The list with a new request (in this copy's language), waiting to be sent. */
export function asked(requests: OwnRequest[], text: string, authorKey: string, now: number): OwnRequest[] {
  const request: OwnRequest = {
    authorKey,
    text,
    lang: LANG,
    askedAt: now,
    id: null,
    status: null,
    error: null,
    held: false,
    prayed: 0,
    answered: false,
    thanks: null,
  };
  return [request, ...requests.filter((r) => r.authorKey !== authorKey)];
}

/** The list with `authorKey`'s request changed (nothing when it is no longer there). */
export function changedOwn(requests: OwnRequest[], authorKey: string, change: Partial<OwnRequest>): OwnRequest[] {
  return requests.map((r) => (r.authorKey === authorKey ? { ...r, ...change } : r));
}

const tapKey = (id: string, day: number) => `${id}/${day}`;

function dayOfTap(key: string): number | null {
  const match = /\/([1-9]\d{0,3})$/.exec(key);
  return match ? Number(match[1]) : null;
}

/** The tap of request `id` on `day`, if this device made one. */
export const tapOf = (state: PrayedState, id: string, day: number): Tap | undefined => state.taps[tapKey(id, day)];

/**
 * `state` with request `id` prayed for on `day`, and that tap's token: the one kept when it was
 * tapped already that day (a retry sends the same token), else a fresh one. Taps of days before
 * yesterday that were sent are forgotten (the service no longer counts them).
 */
export function prayedFor(state: PrayedState, id: string, day: number, now: number): [PrayedState, string] {
  const key = tapKey(id, day);
  const existing = state.taps[key];
  if (existing) return [state, existing.token];
  const token = newToken();
  const kept = Object.entries(state.taps).filter(([k, t]) => t.state === 'waiting' || (dayOfTap(k) ?? 0) >= day - 1);
  const taps = Object.fromEntries([...kept.slice(-(TAPS_KEPT - 1)), [key, { token, at: now, state: 'waiting' } satisfies Tap]]);
  return [{ taps }, token];
}

/** Whether anything waits to be sent: a request not refused as written, a tap, a report. */
export const waitsToBeSent = () =>
  mineStore.read().some((r) => r.id === null && !r.held) ||
  waitingTaps(prayedStore.read()).length > 0 ||
  reportsStore.read().pending.length > 0;

/** The taps still to be sent, oldest first. */
export function waitingTaps(state: PrayedState): { id: string; day: number; token: string }[] {
  return Object.entries(state.taps)
    .filter(([, t]) => t.state === 'waiting')
    .sort(([, a], [, b]) => a.at - b.at)
    .map(([key, t]) => ({ id: key.slice(0, key.lastIndexOf('/')), day: dayOfTap(key)!, token: t.token }));
}

/**
 * A request's count as this device shows it: the service's figure, plus this device's taps that
 * figure cannot hold yet (still waiting, or tapped once the wall was being read).
 */
export function shownCount(request: { id: string; prayed: number }, state: PrayedState, wallSavedAt: number): number {
  const prefix = `${request.id}/`;
  const own = Object.entries(state.taps).filter(
    ([key, t]) => key.startsWith(prefix) && (t.state === 'waiting' || (t.state === 'sent' && t.at >= wallSavedAt)),
  );
  return request.prayed + own.length;
}

/** `state` with request `id` reported: hidden here, its report (under a fresh token) waiting. */
export function reported(state: ReportsState, id: string): ReportsState {
  if (state.hidden.includes(id)) return state;
  return { hidden: [...state.hidden, id].slice(-HIDDEN_KEPT), pending: [...state.pending, { id, token: newToken() }] };
}
