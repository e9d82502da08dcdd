// The watch's two requests (lib/api.ts: the member's language travels with each, so the turns'
// themes come in it).
import { ApiError, requestJson } from '@/lib/api';
import type { PledgeRequest, WatchPlan } from '@/types/api';

/** The church's plan with every turn's count; null when it keeps no watch hour by hour (404). */
export async function fetchWatchPlan(): Promise<WatchPlan | null> {
  try {
    return await requestJson<WatchPlan>('/api/watch', { method: 'GET' });
  } catch (err) {
    if (err instanceof ApiError && err.status === 404) return null;
    throw err;
  }
}

/** A pledge of a turn, or (`pledged: false`) its taking back under the same token. */
export const sendPledge = (body: PledgeRequest) => requestJson<void>('/api/watch/pledges', { method: 'POST', body });
