// Sends the "I kept this hour" answers waiting on this device, oldest first, one at a time, each
// under its own token: sent twice, it counts once, so a retry is safe. One is done once the service
// answered 204; one it refused (422: the hour not begun, ended too long ago) keeps the service's
// words and is never sent again; one that did not reach it (offline, timed out, 429, 5xx) waits for
// the next try (another answer, the app starting, the browser coming online).
import { ApiError } from '@/lib/api';
import { oneRunAtATime } from '@/lib/one-run';
import type { KeptRequest } from '@/types/api';
import { sendKept } from './watch-api';
import { keptAnswered, keptRequestOf, keptStore, keptWaiting } from './kept-store';
import { keep } from './watch-store';

async function drain(send: (body: KeptRequest) => Promise<void>): Promise<void> {
  for (;;) {
    const next = keptWaiting(keptStore.read())[0];
    if (!next) return;
    const request = keptRequestOf(next);
    let error: string | null = null;
    try {
      await send(request);
    } catch (err) {
      if (!(err instanceof ApiError) || err.retryable) return;
      // Refused as sent: sending it again would not change the answer.
      error = err.message;
    }
    // Read again: the member may have answered another meanwhile. (A browser that will not keep
    // the answer would be sent it again and again: stop.)
    if (!keep(keptStore, keptAnswered(keptStore.read(), request, error))) return;
  }
}

/** Sends what is waiting; a call while sending makes it look again once done. */
export const flushKept: (send?: (body: KeptRequest) => Promise<void>) => Promise<void> = oneRunAtATime((send = sendKept) => drain(send));
