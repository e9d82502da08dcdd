// Sends the ticks waiting on this device, oldest first, one at a time. A tick the service refused
// (a closed day, say) is dropped; one that did not reach it waits for the next try (the page
// opening, another tick, the browser coming online).
import { ApiError } from '@/lib/api';
import { sendTick } from './tally-api';
import { tallyStore, type PendingTick } from './tally-store';

let running: Promise<void> | null = null;
let again = false;

const same = (a: PendingTick, b: PendingTick) =>
  a.day === b.day && a.slot === b.slot && a.token === b.token && a.counted === b.counted;

async function drain(send: (tick: PendingTick) => Promise<void>): Promise<void> {
  for (;;) {
    const state = tallyStore.read();
    const next = state.pending[0];
    if (state.counted !== true || !next) return;
    try {
      await send(next);
    } catch (err) {
      if (!(err instanceof ApiError) || err.retryable) return;
    }
    // Read again: the member may have ticked meanwhile.
    const now = tallyStore.read();
    tallyStore.write({ ...now, pending: now.pending.filter((t) => !same(t, next)) });
  }
}

/** Sends what is waiting; a call while sending makes it look again once done. */
export function flushTally(send: (tick: PendingTick) => Promise<void> = sendTick): Promise<void> {
  if (running) {
    again = true;
    return running;
  }
  running = (async () => {
    do {
      again = false;
      await drain(send);
    } while (again);
  })().finally(() => {
    running = null;
  });
  return running;
}
