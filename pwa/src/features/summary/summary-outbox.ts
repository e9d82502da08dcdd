// Summaries written while offline wait on the device and are sent, with their original
// Idempotency-Key, when the connection returns or the app is next opened.

import type { SummaryRequest } from '@/types/api';
import { SendError, sendSummary } from './send-summary';

export interface QueuedSummary {
  key: string;
  summary: SummaryRequest;
  queuedAt: number;
}

export type Send = (summary: SummaryRequest, idempotencyKey: string) => Promise<void>;
export type SendOutcome = 'sent' | 'queued';

const STORE = 'prayer-fast:v1:summary-outbox';
const MAX_QUEUED = 20;

const isOnline = () => (typeof navigator === 'undefined' ? true : navigator.onLine);

/** Sends now, or — when the device is offline — keeps the summary to send later. */
export async function sendOrQueue(
  summary: SummaryRequest,
  key: string,
  send: Send = sendSummary,
  online: () => boolean = isOnline,
): Promise<SendOutcome> {
  if (!online()) return queue(summary, key);
  try {
    await send(summary, key);
    return 'sent';
  } catch (err) {
    // The connection dropped while sending: keep it rather than lose it.
    if (err instanceof SendError && err.status === undefined && !online()) return queue(summary, key);
    throw err;
  }
}

function queue(summary: SummaryRequest, key: string): SendOutcome {
  const entries = loadQueue().filter((e) => e.key !== key);
  entries.push({ key, summary, queuedAt: Date.now() });
  if (!saveQueue(entries.slice(-MAX_QUEUED))) throw new SendError('this device could not keep the summary');
  return 'queued';
}

export interface FlushResult {
  sent: number;
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
  const result: FlushResult = { sent: 0, refused: 0 };
  for (const entry of loadQueue()) {
    try {
      await send(entry.summary, entry.key);
      result.sent += 1;
    } catch (err) {
      if (!(err instanceof SendError) || err.retryable) break;
      result.refused += 1;
    }
    saveQueue(loadQueue().filter((e) => e.key !== entry.key));
  }
  return result;
}

/** The waiting summaries, keeping only well-formed entries (storage is user-editable). */
export function loadQueue(): QueuedSummary[] {
  let raw: unknown;
  try {
    raw = JSON.parse(localStorage.getItem(STORE) ?? '[]');
  } catch {
    return [];
  }
  return Array.isArray(raw) ? raw.filter(isQueuedSummary) : [];
}

function saveQueue(entries: QueuedSummary[]): boolean {
  try {
    if (entries.length === 0) localStorage.removeItem(STORE);
    else localStorage.setItem(STORE, JSON.stringify(entries));
    return true;
  } catch {
    return false;
  }
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
