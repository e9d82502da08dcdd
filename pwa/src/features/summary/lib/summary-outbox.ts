// Summaries the service has not taken yet wait on the device, and are sent again, with their
// original Idempotency-Key, when the connection returns or the app is next opened: written while
// offline, while the service could not be reached or asked to wait (429, 503), or while their
// address waits to be confirmed (the service keeps nothing of a summary until then: this device
// sends it once the member confirms). The key is what makes a retry safe: the service queues one
// summary per key, so a send that timed out after the service took it never becomes a second e-mail.

import { LANG } from '@/lib/language';
import { stored } from '@/lib/local-store';
import type { JourneySummaryRequest, SummaryQueued, SummaryRequest } from '@/types/api';
import { ApiError } from '@/lib/api';
import { SUMMARY_OUTBOX_KEY } from '@/lib/storage-keys';

/** A day's summary, or the journey's. */
export type AnySummary = SummaryRequest | JourneySummaryRequest;

export interface QueuedSummary {
  key: string;
  summary: AnySummary;
  queuedAt: number;
  /** Its address waits to be confirmed (the e-mail's link on this device, or its code here). */
  awaiting?: boolean;
  /** The language it was written in: it is sent in it, whichever copy of the app sends it. */
  lang?: string;
}

/** Sends a summary; `lang`: the language it was written in (else the app's). */
export type Send = (summary: AnySummary, idempotencyKey: string, lang?: string) => Promise<SummaryQueued>;

/** Sends through the API client, loaded when there is something to send: it is not part of the
 *  first load (the service worker keeps it for offline starts). */
const sendSummary: Send = (summary, key, lang) => import('./send-summary').then((m) => m.sendAny(summary, key, lang));
/** Sent; kept while its address is confirmed; kept because offline; kept because the service
 *  could not be reached; kept because the service asked to wait (its message says why). */
export type SendOutcome = 'sent' | 'awaiting_confirmation' | 'queued' | 'unreached' | HeldBack;

/** Kept on the device because the service asked to wait (429 or 503): its words. */
export interface HeldBack {
  held: string;
}

export const MAX_QUEUED = 20;
/** Waits before each retry of a send that did not reach the service (same key each time). */
const RETRY_DELAYS_MS = [1_000, 3_000];

const isOnline = () => (typeof navigator === 'undefined' ? true : navigator.onLine);
const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** The device already keeps as many summaries as it will: nothing was kept. */
export class QueueFullError extends Error {
  constructor() {
    super(`this device already keeps ${MAX_QUEUED} summaries to send later`);
    this.name = 'QueueFullError';
  }
}

/** Not sent: the device is offline, or the service stayed out of reach after the retries. */
export type NotReached = 'offline' | 'unreached';

/** Sends now, trying again with the same key while the service is not reached (the key makes
 *  each retry safe); resolves to the service's answer, or to why it was not reached. */
export async function sendReaching(
  send: () => Promise<SummaryQueued>,
  online: () => boolean = isOnline,
  pause: (ms: number) => Promise<void> = sleep,
): Promise<SummaryQueued | NotReached> {
  if (!online()) return 'offline';
  for (let attempt = 0; ; attempt++) {
    try {
      return await send();
    } catch (err) {
      const unreached = err instanceof ApiError && err.status === undefined;
      if (!unreached) throw err;
      // The connection dropped.
      if (!online()) return 'offline';
      const delay = RETRY_DELAYS_MS[attempt];
      if (delay === undefined) return 'unreached';
      await pause(delay);
    }
  }
}

/** Sends now, or keeps the summary to send later: offline, out of reach, asked to wait, or
 *  waiting for its address to be confirmed. Bad input is refused (an ApiError), nothing kept. */
export async function sendOrQueue(
  summary: AnySummary,
  key: string,
  send: Send = sendSummary,
  online: () => boolean = isOnline,
  pause: (ms: number) => Promise<void> = sleep,
): Promise<SendOutcome> {
  let answer: SummaryQueued | NotReached;
  try {
    answer = await sendReaching(() => send(summary, key), online, pause);
  } catch (err) {
    if (!(err instanceof ApiError) || !askedToWait(err)) throw err;
    keep(summary, key);
    return { held: err.message };
  }
  if (answer === 'offline' || answer === 'unreached') {
    keep(summary, key);
    return answer === 'offline' ? 'queued' : 'unreached';
  }
  if (answer.delivery !== 'awaiting_confirmation') return 'sent';
  keep(summary, key, true);
  return 'awaiting_confirmation';
}

/** The service took nothing and said when to try again: limited (429) or unavailable (503). */
const askedToWait = (err: ApiError) => err.status === 429 || err.status === 503;

/** Keeps a summary the service answered `awaiting_confirmation`, to send once confirmed. */
export function keepUntilConfirmed(summary: AnySummary, key: string): void {
  keep(summary, key, true);
}

/** Keeps `summary`, written in `lang`, to send later under `key` (replacing an entry with the same key). */
function keep(summary: AnySummary, key: string, awaiting = false, lang = LANG): void {
  const entries = loadQueue().filter((e) => e.key !== key);
  if (entries.length >= MAX_QUEUED) throw new QueueFullError();
  entries.push({ key, summary, queuedAt: Date.now(), lang, ...(awaiting ? { awaiting } : {}) });
  if (!saveQueue(entries)) throw new ApiError('this device could not keep the summary');
}

export interface FlushResult {
  /** Delivered straight out. */
  sent: number;
  /** The addresses (as typed, each once) whose summaries now wait for a confirmation (those
   *  that waited already are not named again: the summary panel shows them). */
  awaiting: string[];
  /** Refused by the service (bad input): dropped, since sending again cannot help. */
  refused: number;
}

let flushing: Promise<unknown> = Promise.resolve();

/** Sends every kept summary once, stopping at the first retryable failure. Flushes run one
 *  after another (never side by side), so a summary is never sent twice at once. */
export function flushQueue(send: Send = sendSummary): Promise<FlushResult> {
  const next = flushing.then(() => drain(send));
  flushing = next.catch(() => undefined);
  return next;
}

async function drain(send: Send): Promise<FlushResult> {
  const result: FlushResult = { sent: 0, awaiting: [], refused: 0 };
  for (const entry of loadQueue()) {
    try {
      const answer = await send(entry.summary, entry.key, entry.lang);
      if (answer.delivery === 'awaiting_confirmation') {
        if (entry.awaiting) continue;
        if (!result.awaiting.includes(entry.summary.email)) result.awaiting.push(entry.summary.email);
        keep(entry.summary, entry.key, true, entry.lang);
        continue;
      }
      result.sent += 1;
    } catch (err) {
      if (!(err instanceof ApiError) || err.retryable) break;
      result.refused += 1;
    }
    saveQueue(loadQueue().filter((e) => e.key !== entry.key));
  }
  return result;
}

/** Fired on `window` whenever the kept summaries change. */
export const QUEUE_CHANGED = 'prayer-fast:summary-outbox';

/** The kept summaries, keeping only well-formed entries (storage is user-editable). */
const store = stored(SUMMARY_OUTBOX_KEY, (raw): QueuedSummary[] =>
  Array.isArray(raw) ? raw.filter(isQueuedSummary) : [],
);

export function loadQueue(): QueuedSummary[] {
  return store.read();
}

function saveQueue(entries: QueuedSummary[]): boolean {
  const saved = store.write(entries.length === 0 ? null : entries);
  if (typeof window !== 'undefined') window.dispatchEvent(new Event(QUEUE_CHANGED));
  return saved;
}

function isQueuedSummary(value: unknown): value is QueuedSummary {
  if (!value || typeof value !== 'object') return false;
  const e = value as Partial<QueuedSummary>;
  return (
    typeof e.key === 'string' &&
    typeof e.queuedAt === 'number' &&
    (e.lang === undefined || typeof e.lang === 'string') &&
    isSummary(e.summary)
  );
}

function isSummary(value: unknown): value is AnySummary {
  if (!value || typeof value !== 'object') return false;
  const s = value as Partial<SummaryRequest & JourneySummaryRequest>;
  if (typeof s.email !== 'string') return false;
  if (Array.isArray(s.days)) return s.days.length > 0;
  return (
    typeof s.dayNumber === 'number' &&
    typeof s.theme === 'string' &&
    Array.isArray(s.completedSlots) &&
    !!s.journals &&
    typeof s.journals === 'object'
  );
}
