// The hours this device's push subscription is reminded of, kept in step with its pledges. The
// service is sent the whole set (never a single pledge, and no pledge's token) whenever it differs
// from what it was last sent for this subscription (`WATCH_REMINDED_KEY`): after a pledge or its
// taking back, when reminders are turned on, when the app starts. Offline, limited or failing
// (429, 5xx), it is tried again later; a subscription the service no longer knows under its token
// (401, 404) is not sent to again; a set it refused (400) is not sent again as it was.
import { ApiError } from '@/lib/api';
import { asRecord, stored, type Stored } from '@/lib/local-store';
import { oneRunAtATime } from '@/lib/one-run';
import type { WatchHour } from '@/types/api';
import { sendReminderHours, type PushSubscriptionRef } from './watch-api';
import { pledgedHours, sameHours, type PledgedHour } from './watch-hours';
import { keep, pledgesStore } from './watch-store';
import { WATCH_REMINDED_KEY } from '@/lib/storage-keys';

/** What the service was last told of, for which subscription, and how it answered. */
export interface Reminded {
  /** The push subscription's id. */
  id: string;
  hours: PledgedHour[];
  /** 'sent': it reminds of them; 'gone': it does not know the subscription (401, 404); 'refused': the set was refused (400). */
  state: 'sent' | 'gone' | 'refused';
}

const CLOCK = /^([01]\d|2[0-3]):[0-5]\d$/;

function parseHour(raw: unknown): PledgedHour | null {
  const h = asRecord(raw);
  if (!h || !Number.isInteger(h.day) || typeof h.start !== 'string' || !CLOCK.test(h.start) || typeof h.endsAt !== 'number') return null;
  return { day: h.day as number, start: h.start, endsAt: h.endsAt };
}

function parseReminded(raw: unknown): Reminded | null {
  const r = asRecord(raw);
  if (!r || typeof r.id !== 'string' || !Array.isArray(r.hours)) return null;
  if (r.state !== 'sent' && r.state !== 'gone' && r.state !== 'refused') return null;
  return { id: r.id, hours: r.hours.map(parseHour).filter((h): h is PledgedHour => h !== null), state: r.state };
}

export const remindedStore: Stored<Reminded | null> = stored(WATCH_REMINDED_KEY, parseReminded);

/** What a try came to: nothing to send, sent, the subscription gone, the set refused, or to try again later. */
export type ReminderSync = 'unchanged' | 'sent' | 'gone' | 'refused' | 'retry';

/** The subscription is known to be gone from the service (401, 404): this device is not reminded. */
export const isGone = (subscription: PushSubscriptionRef | null, reminded = remindedStore.read()) =>
  subscription !== null && reminded?.id === subscription.id && reminded.state === 'gone';

/** One try: the set of hours now against what the service was last told for `subscription`. */
async function once(subscription: PushSubscriptionRef, send: typeof sendReminderHours): Promise<ReminderSync> {
  const now = Date.now();
  const last = remindedStore.read();
  const mine = last?.id === subscription.id ? last : null;
  if (mine?.state === 'gone') return 'gone';
  const hours = pledgedHours(pledgesStore.read(), now);
  // Hours over are left out on both sides: the service forgets them as it sends them.
  if (sameHours(hours, mine?.hours.filter((h) => h.endsAt > now) ?? [])) return 'unchanged';
  const body: WatchHour[] = hours.map(({ day, start }) => ({ day, start }));
  let state: Reminded['state'] = 'sent';
  try {
    await send(subscription, body);
  } catch (err) {
    if (!(err instanceof ApiError) || err.retryable) return 'retry';
    state = err.status === 401 || err.status === 404 ? 'gone' : 'refused';
  }
  keep(remindedStore, { id: subscription.id, hours, state });
  return state;
}

const syncing = oneRunAtATime(once);

/**
 * Tells the service the hours `subscription` is reminded of, when they differ from what it was
 * last told; null (reminders off): nothing. A call while one runs makes it look again once done
 * (the pledges may have changed meanwhile) and shares its answer.
 */
export function syncReminderHours(subscription: PushSubscriptionRef | null, send = sendReminderHours): Promise<ReminderSync> {
  return subscription ? syncing(subscription, send) : Promise.resolve('unchanged');
}
