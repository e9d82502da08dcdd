// Sends what this device keeps for the prayer wall, and brings back how things stand.
//
// Requests shared offline wait on the device under their own author key, so a retry is the same
// request; one leaves the queue only once the service answered 201 (then it has its id). A
// request refused as written (422) stays, with the service's words, for the member to change; one
// the network's daily budget refused (429) stays queued with those words. "I prayed" taps and
// reports keep their tokens until the service answered, so each is counted once. Sending runs one
// at a time (in every tab: a Web Lock where the browser has them).
import { ApiError } from '@/lib/api';
import type { Mine } from '@/types/api';
import {
  MINE_MAX_REQUESTS,
  fetchMine,
  fetchWall,
  sendAnswered,
  sendAsk,
  sendPrayed,
  sendReport,
  sendWithdraw,
} from './wall-api';
import {
  changedOwn,
  keep,
  mineStore,
  prayedStore,
  reportsStore,
  waitingTaps,
  wallStore,
  type OwnRequest,
} from './wall-store';

/** Worth trying again later (not reached, timed out, the budget spent, the service failing). */
const later = (err: unknown) => !(err instanceof ApiError) || err.retryable;
const limited = (err: unknown) => err instanceof ApiError && err.status === 429;
const errorText = (err: unknown) => (err instanceof Error ? err.message : String(err));

/** Sends the requests waiting, oldest first. */
async function drainAsks(): Promise<void> {
  const tried = new Set<string>();
  for (;;) {
    const next = mineStore
      .read()
      .filter((r) => r.id === null && !r.held && !tried.has(r.authorKey))
      .at(-1);
    if (!next) return;
    tried.add(next.authorKey);
    try {
      const asked = await sendAsk({ text: next.text, authorKey: next.authorKey }, next.lang);
      if (typeof asked?.id !== 'string') return;
      const now = mineStore.read();
      if (!now.some((r) => r.authorKey === next.authorKey)) {
        // Withdrawn on this device while it was on its way: taken back from the service too.
        await sendWithdraw({ id: asked.id, authorKey: next.authorKey }).catch(() => undefined);
        continue;
      }
      keep(mineStore, changedOwn(now, next.authorKey, { id: asked.id, status: asked.status, error: null, held: false }));
    } catch (err) {
      if (limited(err)) {
        // The network's budget for today is spent: it waits, with the service's words.
        keep(mineStore, changedOwn(mineStore.read(), next.authorKey, { error: errorText(err) }));
        return;
      }
      if (later(err)) return;
      // Refused as written: kept for the member to change.
      keep(mineStore, changedOwn(mineStore.read(), next.authorKey, { held: true, error: errorText(err) }));
    }
  }
}

/** Sends the "I prayed" taps waiting; the words of a spent budget, if it was. */
async function drainTaps(): Promise<string | null> {
  for (const tap of waitingTaps(prayedStore.read())) {
    let state: 'sent' | 'refused' = 'sent';
    try {
      await sendPrayed(tap);
    } catch (err) {
      if (limited(err)) return errorText(err);
      if (later(err)) return null;
      // No longer on the wall, or its day is closed: nothing to count.
      state = 'refused';
    }
    const now = prayedStore.read();
    const key = `${tap.id}/${tap.day}`;
    const kept = now.taps[key];
    if (kept?.token === tap.token) keep(prayedStore, { taps: { ...now.taps, [key]: { ...kept, state } } });
  }
  return null;
}

/** Sends the reports waiting; the words of a spent budget, if it was. */
async function drainReports(): Promise<string | null> {
  for (const report of reportsStore.read().pending) {
    try {
      await sendReport(report);
    } catch (err) {
      if (limited(err)) return errorText(err);
      if (later(err)) return null;
    }
    const now = reportsStore.read();
    keep(reportsStore, { ...now, pending: now.pending.filter((p) => p.token !== report.token) });
  }
  return null;
}

/** One at a time across tabs where the browser can (Web Locks), else within this page. */
async function exclusively<T>(run: () => Promise<T>): Promise<T> {
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  if (!locks) return run();
  return (await locks.request('prayer-fast:prayer-wall', run)) as T;
}

let running: Promise<string | null> | null = null;
let again = false;

/**
 * Sends everything waiting: requests, then taps, then reports. A call while sending makes it look
 * again once done. Resolves to the service's words when a daily budget stopped a tap or report.
 */
export function flushWall(): Promise<string | null> {
  if (running) {
    again = true;
    return running;
  }
  running = (async () => {
    let said: string | null = null;
    do {
      again = false;
      said = await exclusively(async () => {
        await drainAsks();
        return (await drainTaps()) ?? (await drainReports());
      }).catch(() => null); // Whatever went wrong, what waits stays kept for the next try.
    } while (again);
    return said;
  })().finally(() => {
    running = null;
  });
  return running;
}

/** Reads the wall and keeps it for offline; false when it could not be read. */
export async function refreshWall(): Promise<boolean> {
  // Taps sent from here on are not in this reading (see shownCount).
  const startedAt = Date.now();
  try {
    const wall = await fetchWall();
    if (!Array.isArray(wall?.requests)) return false;
    keep(wallStore, { requests: wall.requests, savedAt: startedAt });
    return true;
  } catch {
    return false;
  }
}

/** How this device's sent requests stand (50 at a time); one the service no longer has is `gone`. */
export async function refreshMine(): Promise<void> {
  const sent = mineStore.read().filter((r) => r.id !== null && r.status !== 'gone');
  for (let i = 0; i < sent.length; i += MINE_MAX_REQUESTS) {
    const chunk = sent.slice(i, i + MINE_MAX_REQUESTS);
    let answer: Mine;
    try {
      answer = await fetchMine({ requests: chunk.map((r) => ({ id: r.id!, authorKey: r.authorKey })) });
    } catch {
      return;
    }
    if (!Array.isArray(answer?.requests)) return;
    const found = new Map(answer.requests.map((r) => [r.id, r]));
    let now = mineStore.read();
    for (const request of chunk) {
      const mine = found.get(request.id!);
      const change: Partial<OwnRequest> = mine
        ? { status: mine.status, prayed: mine.prayed, answered: mine.answered || request.answered, thanks: mine.thanks ?? request.thanks }
        : { status: 'gone' };
      now = changedOwn(now, request.authorKey, change);
    }
    keep(mineStore, now);
  }
}

const own = (authorKey: string) => mineStore.read().find((r) => r.authorKey === authorKey);

/** Marks a sent request answered, with an optional line of thanks; rejects with an ApiError. */
export async function markAnswered(authorKey: string, thanks: string): Promise<void> {
  const request = own(authorKey);
  if (!request?.id) return;
  const line = thanks.trim();
  try {
    await sendAnswered({ id: request.id, authorKey, ...(line ? { thanks: line } : {}) });
  } catch (err) {
    if (err instanceof ApiError && err.status === 404) keep(mineStore, changedOwn(mineStore.read(), authorKey, { status: 'gone' }));
    throw err;
  }
  keep(mineStore, changedOwn(mineStore.read(), authorKey, { answered: true, thanks: line || null }));
}

/**
 * Withdraws a request: deleted by the service (one it no longer has is fine), then from this
 * device and the wall it keeps. One not sent yet is only removed here. Rejects with an ApiError
 * when the service could not be asked (nothing changes then).
 */
export async function withdraw(authorKey: string): Promise<void> {
  const request = own(authorKey);
  if (!request) return;
  if (request.id !== null) {
    try {
      await sendWithdraw({ id: request.id, authorKey });
    } catch (err) {
      if (!(err instanceof ApiError && err.status === 404)) throw err;
    }
  }
  keep(mineStore, mineStore.read().filter((r) => r.authorKey !== authorKey));
  const wall = wallStore.read();
  if (wall && request.id !== null) keep(wallStore, { ...wall, requests: wall.requests.filter((r) => r.id !== request.id) });
}
