import { apiError, apiUrl } from '@/lib/api';
import type { SummaryRequest } from '@/types/api';

const SEND_TIMEOUT_MS = 15_000;

/** A failed send: `status` is the HTTP status, or undefined when the service was not reached. */
export class SendError extends Error {
  constructor(
    message: string,
    readonly status?: number,
  ) {
    super(message);
    this.name = 'SendError';
  }

  /** Worth trying again later: not reached, timed out, limited, or a server-side failure. */
  get retryable(): boolean {
    return this.status === undefined || this.status === 408 || this.status === 429 || this.status >= 500;
  }
}

/** POSTs a summary; resolves on 2xx, rejects with a SendError carrying the service's `error` text. */
export async function sendSummary(summary: SummaryRequest, idempotencyKey: string): Promise<void> {
  let res: Response;
  try {
    res = await fetch(apiUrl('/api/send-day-summary'), {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'Idempotency-Key': idempotencyKey },
      body: JSON.stringify(summary),
      signal: AbortSignal.timeout(SEND_TIMEOUT_MS),
    });
  } catch (err) {
    throw new SendError(err instanceof Error ? err.message : 'network error');
  }
  if (!res.ok) throw new SendError(await apiError(res), res.status);
}
