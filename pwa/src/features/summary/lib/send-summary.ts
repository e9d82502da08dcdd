import { ApiError, requestJson } from '@/lib/api';
import { apiPath } from '@/lib/api-path';
import type { ConfirmCodeRequest, JourneySummaryRequest, SummaryQueued, SummaryRequest } from '@/types/api';
import * as m from 'virtual:messages/summary';
import { keepToken, tokenFor } from './recipient-tokens';

/** POSTs a summary, written in `lang` (else the app's language), with the token this device
 *  holds for its address; resolves to the service's answer (and keeps the token it returns),
 *  rejects with an ApiError carrying its `error` text. */
async function post(path: string, summary: { email: string }, idempotencyKey: string, lang?: string): Promise<SummaryQueued> {
  const recipientToken = tokenFor(summary.email);
  const answer =
    (await requestJson<Partial<SummaryQueued> | undefined>(path, {
      method: 'POST',
      headers: { 'Idempotency-Key': idempotencyKey, ...(lang ? { 'Accept-Language': lang } : {}) },
      body: recipientToken ? { ...summary, recipientToken } : summary,
    })) ?? {};
  if (typeof answer.recipientToken === 'string') keepToken(summary.email, answer.recipientToken);
  return {
    id: typeof answer.id === 'string' ? answer.id : '',
    delivery: answer.delivery === 'awaiting_confirmation' ? 'awaiting_confirmation' : 'sending',
  };
}

/** Sends the day's summary. */
export const sendSummary = (summary: SummaryRequest, idempotencyKey: string) =>
  post(apiPath('sendDaySummary'), summary, idempotencyKey);

/** Sends the journey so far, the same way (same address token, same answers). */
export const sendJourneySummary = (journey: JourneySummaryRequest, idempotencyKey: string) =>
  post(apiPath('sendJourneySummary'), journey, idempotencyKey);

/** Sends a kept summary of either kind, in the language it was written in. */
export const sendAny = (summary: SummaryRequest | JourneySummaryRequest, idempotencyKey: string, lang?: string) =>
  post(apiPath('days' in summary ? 'sendJourneySummary' : 'sendDaySummary'), summary, idempotencyKey, lang);

/** Confirms `email` for this device with the code from the confirmation e-mail; rejects with
 *  an ApiError carrying the service's words (wrong code, ended) or when there is no request. */
export async function confirmWithCode(email: string, code: string): Promise<void> {
  const recipientToken = tokenFor(email);
  if (!recipientToken) throw new ApiError(m.summaryCodeNoRequest, 410);
  const body: ConfirmCodeRequest = { recipientToken, code: code.trim() };
  await requestJson<undefined>(apiPath('confirmAddress'), { method: 'POST', body });
}
