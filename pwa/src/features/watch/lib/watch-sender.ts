// Sends the pledges (and takings back) waiting on this device, oldest change first, one at a time,
// each under its own token: sent twice, it counts once, so a retry is safe. One is dropped from the
// queue only once the service answered 204; one it refused (422) stays with the service's words and
// is not sent again; one that did not reach it (offline, timed out, 429, 5xx) waits for the next
// try (the page opening, another tap, the browser coming online).
import { ApiError } from '@/lib/api';
import type { PledgeRequest } from '@/types/api';
import { sendPledge } from './watch-api';
import { acknowledged, keep, planStore, pledgesStore, refused, requestOf, waiting } from './watch-store';

export interface Flushed {
  /** The service's words when it held the queue back for a while (429: the network's daily budget). */
  limited: string | null;
  /** Pledges it refused this time, with its words. */
  refused: { request: PledgeRequest; error: string }[];
}

let running: Promise<Flushed> | null = null;
let again = false;

async function drain(send: (body: PledgeRequest) => Promise<void>, flushed: Flushed): Promise<void> {
  for (;;) {
    const next = waiting(pledgesStore.read())[0];
    if (!next) return;
    const request = requestOf(next);
    try {
      await send(request);
    } catch (err) {
      if (!(err instanceof ApiError)) return;
      if (err.status === 429) flushed.limited = err.message;
      if (err.retryable) return;
      // Refused as sent: the member sees why; sending it again would not change the answer.
      // (A browser that will not keep it would be sent it again and again: stop.)
      if (!keep(pledgesStore, refused(pledgesStore.read(), request, err.message))) return;
      flushed.refused.push({ request, error: err.message });
      continue;
    }
    // Read again: the member may have tapped meanwhile.
    const [list, plan] = acknowledged(pledgesStore.read(), planStore.read(), request);
    if (plan) keep(planStore, plan);
    if (!keep(pledgesStore, list)) return;
  }
}

/** Sends what is waiting; a call while sending makes it look again once done (and shares its answer). */
export function flushPledges(send: (body: PledgeRequest) => Promise<void> = sendPledge): Promise<Flushed> {
  if (running) {
    again = true;
    return running;
  }
  const flushed: Flushed = { limited: null, refused: [] };
  running = (async () => {
    do {
      again = false;
      await drain(send, flushed);
    } while (again);
    return flushed;
  })().finally(() => {
    running = null;
  });
  return running;
}
