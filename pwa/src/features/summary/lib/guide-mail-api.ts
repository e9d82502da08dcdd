// The day's guide by e-mail, on the service: asked for (POST), read (GET) and stopped (DELETE) with
// the token this device holds for the address, the same token as the summaries'.

import { ApiError, requestJson } from '@/lib/api';
import { apiPath } from '@/lib/api-path';
import type { GuideMailAnswer, GuideMailRequest, GuideMailState, RhythmKey, WayKey } from '@/types/api';
import * as m from 'virtual:messages/guide-mail';
import { keepToken, tokenFor } from './recipient-tokens';
import { TIME } from './guide-mail-store';

const num = (v: unknown) => (typeof v === 'number' && Number.isFinite(v) ? v : undefined);

/** Asks for the guide each morning (in `lang`, else the app's language), with the token this device
 *  holds for the address; keeps the token the service returns. Rejects with an ApiError. */
export async function askGuideMail(request: Omit<GuideMailRequest, 'recipientToken'>, idempotencyKey: string, lang?: string): Promise<GuideMailAnswer> {
  const recipientToken = tokenFor(request.email);
  const body: GuideMailRequest = recipientToken ? { ...request, recipientToken } : request;
  const answer =
    (await requestJson<Partial<GuideMailAnswer> | undefined>(apiPath('subscribeGuideMail'), {
      method: 'POST',
      headers: { 'Idempotency-Key': idempotencyKey, ...(lang ? { 'Accept-Language': lang } : {}) },
      body,
    })) ?? {};
  if (typeof answer.recipientToken === 'string') keepToken(request.email, answer.recipientToken);
  const nextAt = num(answer.nextAt);
  const nextDay = num(answer.nextDay);
  return {
    delivery: answer.delivery === 'subscribed' ? 'subscribed' : 'awaiting_confirmation',
    ...(nextAt !== undefined ? { nextAt } : {}),
    ...(nextDay !== undefined ? { nextDay } : {}),
  };
}

/** The subscription of `email` as the service holds it; null when there is none (stopped, or the
 *  fast is over: 404). Rejects with an ApiError (without a token: as refused). */
export async function readGuideMail(email: string): Promise<GuideMailState | null> {
  const token = tokenFor(email);
  if (!token) throw new ApiError(m.guideMailNoRequest, 410);
  try {
    const state = await requestJson<Partial<GuideMailState> | undefined>(apiPath('guideMailState'), { method: 'GET', token });
    if (!state || typeof state.time !== 'string' || !TIME.test(state.time) || typeof state.timeZone !== 'string') {
      throw new ApiError('malformed answer', 502);
    }
    const nextAt = num(state.nextAt);
    const nextDay = num(state.nextDay);
    return {
      time: state.time,
      timeZone: state.timeZone,
      rhythm: state.rhythm as RhythmKey,
      ...(state.way ? { way: state.way as WayKey } : {}),
      ...(nextAt !== undefined ? { nextAt } : {}),
      ...(nextDay !== undefined ? { nextDay } : {}),
    };
  } catch (err) {
    if (err instanceof ApiError && err.status === 404) return null;
    throw err;
  }
}

/** Stops the guide e-mails to `email` (nothing to do without a token: nothing was asked from here). */
export async function stopGuideMail(email: string): Promise<void> {
  const token = tokenFor(email);
  if (!token) return;
  await requestJson<undefined>(apiPath('stopGuideMail'), { method: 'DELETE', token });
}
