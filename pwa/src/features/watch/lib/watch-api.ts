// The watch's requests (lib/api.ts: the member's language travels with each, so the turns'
// themes and the service's words come in it).
import { ApiError, requestJson } from '@/lib/api';
import { apiPath } from '@/lib/api-path';
import type { KeptRequest, PledgeRequest, WatchHour, WatchPlan, WatchReminders, WatchRemindersRequest } from '@/types/api';

/** The church's plan with every turn's count; null when it keeps no watch hour by hour (404). */
export async function fetchWatchPlan(): Promise<WatchPlan | null> {
  try {
    return await requestJson<WatchPlan>(apiPath('watchPlan'), { method: 'GET' });
  } catch (err) {
    if (err instanceof ApiError && err.status === 404) return null;
    throw err;
  }
}

/** A pledge of a turn, or (`pledged: false`) its taking back under the same token. */
export const sendPledge = (body: PledgeRequest) => requestJson<void>(apiPath('pledgeTurn'), { method: 'POST', body });

/** "I kept this hour", under a token made fresh for it. */
export const sendKept = (body: KeptRequest) => requestJson<void>(apiPath('keptTurn'), { method: 'POST', body });

/** The device's push subscription (its id and token). */
export interface PushSubscriptionRef {
  id: string;
  token: string;
}

/**
 * The whole set of hours this device's push subscription is reminded of at their start (it replaces
 * the last): sent apart from any pledge, with no pledge's token, so no reminder can be linked to one.
 */
export function sendReminderHours(subscription: PushSubscriptionRef, hours: WatchHour[]): Promise<WatchReminders> {
  const body: WatchRemindersRequest = { hours };
  return requestJson<WatchReminders>(apiPath('remindWatchHours', { id: subscription.id }), { method: 'PUT', body, token: subscription.token });
}
