import { apiError, apiUrl } from '@/lib/api';
import type { SummaryQueued, SummaryRequest } from '@/types/api';
import { keepToken, tokenFor } from './recipient-tokens';

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

/** POSTs a summary with the token this device holds for its address; resolves to the service's
 *  answer (and keeps the token it returns), rejects with a SendError carrying its `error` text. */
export async function sendSummary(summary: SummaryRequest, idempotencyKey: string): Promise<SummaryQueued> {
  const recipientToken = tokenFor(summary.email);
  let res: Response;
  try {
    res = await fetch(apiUrl('/api/send-day-summary'), {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'Idempotency-Key': idempotencyKey },
      body: JSON.stringify(recipientToken ? { ...summary, recipientToken } : summary),
      signal: AbortSignal.timeout(SEND_TIMEOUT_MS),
    });
  } catch (err) {
    throw new SendError(err instanceof Error ? err.message : 'network error');
  }
  if (!res.ok) throw new SendError(await apiError(res), res.status);
  const answer = (await res.json().catch(() => ({}))) as Partial<SummaryQueued>;
  if (typeof answer.recipientToken === 'string') keepToken(summary.email, answer.recipientToken);
  return {
    id: typeof answer.id === 'string' ? answer.id : '',
    delivery: answer.delivery === 'awaiting_confirmation' ? 'awaiting_confirmation' : 'sending',
  };
}
