// Summaries written while offline (or while the service cannot be reached) wait on the device
// and are sent, with their original Idempotency-Key, when the connection returns or the app is
// next opened. The key is what makes a retry safe: the service queues one summary per key, so a
// send that timed out after the service took it never becomes a second e-mail.

import { stored } from '@/lib/local-store';
import type { SummaryQueued, SummaryRequest } from '@/types/api';
import { ApiError } from '@/lib/api';

export interface QueuedSummary {
  key: string;
  summary: SummaryRequest;
  queuedAt: number;
}

export type Send = (summary: SummaryRequest, idempotencyKey: string) => Promise<SummaryQueued>;

/** Sends through the API client, loaded when there is something to send: it is not part of the
 *  first load (the service worker keeps it for offline starts). */
const sendSummary: Send = (summary, key) => import('./send-summary').then((m) => m.sendSummary(summary, key));
/** Sent; sent to an address that must confirm first; kept because offline; kept because the
 *  service could not be reached. */
export type SendOutcome = 'sent' | 'awaiting_confirmation' | 'queued' | 'unreached';

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

/** Sends now, or keeps the summary to send later when the device is offline or the service
 *  stays out of reach. */
export async function sendOrQueue(
  summary: SummaryRequest,
  key: string,
  send: Send = sendSummary,
  online: () => boolean = isOnline,
  pause: (ms: number) => Promise<void> = sleep,
): Promise<SendOutcome> {
  const answer = await sendReaching(() => send(summary, key), online, pause);
  if (answer === 'offline') return queue(summary, key, 'queued');
  if (answer === 'unreached') return queue(summary, key, 'unreached');
  return answer.delivery === 'awaiting_confirmation' ? 'awaiting_confirmation' : 'sent';
}

function queue(summary: SummaryRequest, key: string, outcome: 'queued' | 'unreached'): SendOutcome {
  const entries = loadQueue().filter((e) => e.key !== key);
  if (entries.length >= MAX_QUEUED) throw new QueueFullError();
  entries.push({ key, summary, queuedAt: Date.now() });
  if (!saveQueue(entries)) throw new ApiError('this device could not keep the summary');
  return outcome;
}

export interface FlushResult {
  /** Delivered straight out. */
  sent: number;
  /** The addresses (as typed, each once) whose summaries now wait for a confirmation. */
  awaiting: string[];
  /** Refused by the service (bad input): dropped, since sending again cannot help. */
  refused: number;
}

let flushing: Promise<unknown> = Promise.resolve();

/** Sends every waiting summary once, stopping at the first retryable failure. Flushes run one
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
      const answer = await send(entry.summary, entry.key);
      if (answer.delivery !== 'awaiting_confirmation') result.sent += 1;
      else if (!result.awaiting.includes(entry.summary.email)) result.awaiting.push(entry.summary.email);
    } catch (err) {
      if (!(err instanceof ApiError) || err.retryable) break;
      result.refused += 1;
    }
    saveQueue(loadQueue().filter((e) => e.key !== entry.key));
  }
  return result;
}

/** The waiting summaries, keeping only well-formed entries (storage is user-editable). */
const store = stored('prayer-fast:v1:summary-outbox', (raw): QueuedSummary[] =>
  Array.isArray(raw) ? raw.filter(isQueuedSummary) : [],
);

export function loadQueue(): QueuedSummary[] {
  return store.read();
}

function saveQueue(entries: QueuedSummary[]): boolean {
  return store.write(entries.length === 0 ? null : entries);
}

function isQueuedSummary(value: unknown): value is QueuedSummary {
  if (!value || typeof value !== 'object') return false;
  const e = value as Partial<QueuedSummary>;
  const s = e.summary as Partial<SummaryRequest> | undefined;
  return (
    typeof e.key === 'string' &&
    typeof e.queuedAt === 'number' &&
    !!s &&
    typeof s.email === 'string' &&
    typeof s.dayNumber === 'number' &&
    typeof s.theme === 'string' &&
    Array.isArray(s.completedSlots) &&
    !!s.journals &&
    typeof s.journals === 'object'
  );
}
