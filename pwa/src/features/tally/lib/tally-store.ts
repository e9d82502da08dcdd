// The member's choice to be counted in the church's tally, the day tokens and the ticks not yet
// sent, kept on this device. A token is made fresh for each programme day and never reused, so
// the service can count devices per day but cannot link two days of one device.
import { asRecord, stored } from '@/lib/local-store';
import { newToken } from '@/lib/random-token';
import { TALLY_KEY } from '@/lib/storage-keys';

/** A tick (or its removal) still to be sent, under its day's token. */
export interface PendingTick {
  day: number;
  slot: string;
  token: string;
  counted: boolean;
}

export interface TallyState {
  /** null: not asked yet; false: not counted; true: counted. */
  counted: boolean | null;
  /** The token of each recent day, by `{startDate}/{day}`. */
  tokens: Record<string, string>;
  pending: PendingTick[];
}

/** Days whose tokens are kept (the service counts only today's and yesterday's ticks). */
const TOKENS_KEPT = 3;
/** Ticks waiting to be sent, at most (a member ticks about ten a day). */
const PENDING_KEPT = 100;
const TOKEN = /^[A-Za-z0-9_-]{22}$/;

function isPending(raw: unknown): raw is PendingTick {
  const t = asRecord(raw);
  return (
    !!t &&
    Number.isInteger(t.day) &&
    typeof t.slot === 'string' &&
    typeof t.token === 'string' &&
    TOKEN.test(t.token) &&
    typeof t.counted === 'boolean'
  );
}

function parse(raw: unknown): TallyState {
  const r = asRecord(raw);
  const tokens = Object.fromEntries(
    Object.entries(asRecord(r?.tokens) ?? {}).filter((e): e is [string, string] => typeof e[1] === 'string' && TOKEN.test(e[1])),
  );
  return {
    counted: typeof r?.counted === 'boolean' ? r.counted : null,
    tokens,
    pending: Array.isArray(r?.pending) ? r.pending.filter(isPending).slice(-PENDING_KEPT) : [],
  };
}

export const tallyStore = stored<TallyState>(TALLY_KEY, parse);

/** `state` with a token for `day` (made now when it has none), keeping the newest days' only. */
export function withToken(state: TallyState, startDate: string, day: number): [TallyState, string] {
  const key = `${startDate}/${day}`;
  const token = state.tokens[key] ?? newToken();
  const dayOf = (k: string) => (k.startsWith(`${startDate}/`) ? Number(k.slice(startDate.length + 1)) : -1);
  const kept = Object.keys({ ...state.tokens, [key]: token })
    .sort((a, b) => dayOf(b) - dayOf(a))
    .slice(0, TOKENS_KEPT);
  const tokens = Object.fromEntries(kept.map((k) => [k, k === key ? token : state.tokens[k]!]));
  return [{ ...state, tokens }, token];
}

/** `state` with `changes` to `day`'s slots queued: a later change to a slot replaces an earlier one. */
export function queued(
  state: TallyState,
  startDate: string,
  day: number,
  changes: { slot: string; counted: boolean }[],
): TallyState {
  const [next, token] = withToken(state, startDate, day);
  const same = (t: PendingTick, c: { slot: string }) => t.day === day && t.token === token && t.slot === c.slot;
  const pending = next.pending.filter((t) => !changes.some((c) => same(t, c)));
  return { ...next, pending: [...pending, ...changes.map((c) => ({ day, token, ...c }))].slice(-PENDING_KEPT) };
}

/** `state` once the member chose: not counted forgets the tokens and what was waiting. */
export function chosen(state: TallyState, counted: boolean): TallyState {
  return counted ? { ...state, counted } : { counted, tokens: {}, pending: [] };
}
