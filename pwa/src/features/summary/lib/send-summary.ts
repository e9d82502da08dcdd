import { requestJson } from '@/lib/api';
import type { SummaryQueued, SummaryRequest } from '@/types/api';
import { keepToken, tokenFor } from './recipient-tokens';

/** POSTs a summary with the token this device holds for its address; resolves to the service's
 *  answer (and keeps the token it returns), rejects with an ApiError carrying its `error` text. */
export async function sendSummary(summary: SummaryRequest, idempotencyKey: string): Promise<SummaryQueued> {
  const recipientToken = tokenFor(summary.email);
  const answer =
    (await requestJson<Partial<SummaryQueued> | undefined>('/api/send-day-summary', {
      method: 'POST',
      headers: { 'Idempotency-Key': idempotencyKey },
      body: recipientToken ? { ...summary, recipientToken } : summary,
    })) ?? {};
  if (typeof answer.recipientToken === 'string') keepToken(summary.email, answer.recipientToken);
  return {
    id: typeof answer.id === 'string' ? answer.id : '',
    delivery: answer.delivery === 'awaiting_confirmation' ? 'awaiting_confirmation' : 'sending',
  };
}
