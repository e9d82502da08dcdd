import { useCallback, useEffect, useMemo, useState, useSyncExternalStore } from 'react';
import { useNow } from '@/hooks/use-now';
import { formatClockTime } from '@/lib/clock-time';
import type { WatchTurn } from '@/types/api';
import * as m from 'virtual:messages/watch';
import { fetchWatchPlan } from '../lib/watch-api';
import { flushPledges, type Flushed } from '../lib/watch-sender';
import {
  forgotten,
  holds,
  keep,
  planStore,
  pledged,
  pledgeOf,
  pledgesStore,
  readWith,
  subscribeWatch,
  unpledged,
  watchVersion,
} from '../lib/watch-store';

/** Whether the plan could be read: not yet, yes, or no (then the plan kept here is shown). */
export type PlanReading = 'reading' | 'read' | 'failed';

/** A turn as the member is told of it: its night and its start on the church's clock. */
export interface TurnNamed {
  turn: WatchTurn;
  time: string;
}

/** The words for what the service refused (422) in `flushed`, else for the budget it hit (429). */
function saidOf(flushed: Flushed): string | null {
  const refusal = flushed.refused.at(-1);
  if (refusal) {
    const { day, start } = refusal.request;
    return m.watchRefused({ day, time: formatClockTime(start), error: refusal.error });
  }
  return flushed.limited;
}

/**
 * The watch as this device has it (null until it runs: the prerendered page is a first visit's),
 * kept current; sends what waits, then reads the plan, when the page opens and whenever the browser
 * is online again.
 */
export function useWatch() {
  const version = useSyncExternalStore(subscribeWatch, watchVersion, () => -1);
  const kept = useMemo(() => (version < 0 ? null : { pledges: pledgesStore.read(), plan: planStore.read() }), [version]);
  const now = useNow(60_000);
  const ready = kept !== null && now !== null;
  const [reading, setReading] = useState<PlanReading>('reading');
  // What the live region says: the last tap's outcome, or what the service said.
  const [status, setStatus] = useState('');

  const sync = useCallback(async () => {
    const said = saidOf(await flushPledges());
    if (said) setStatus(said);
    try {
      const plan = await fetchWatchPlan();
      keep(planStore, { plan, savedAt: Date.now() });
      keep(pledgesStore, readWith(pledgesStore.read()));
      setReading('read');
    } catch {
      setReading('failed');
    }
  }, []);

  useEffect(() => {
    if (!ready) return;
    let live = true;
    const run = () => void (live && sync());
    run();
    window.addEventListener('online', run);
    return () => {
      live = false;
      window.removeEventListener('online', run);
    };
  }, [ready, sync]);

  /** Pledges the turn, or takes the pledge back; kept here at once, sent when it can be. */
  const toggle = useCallback(
    ({ turn, time }: TurnNamed) => {
      const list = pledgesStore.read();
      const pledging = !holds(pledgeOf(list, turn.day, turn.start));
      const next = pledging ? pledged(list, turn) : unpledged(list, turn.day, turn.start);
      if (!keep(pledgesStore, next)) {
        setStatus(m.watchNotKept);
        return;
      }
      const args = { day: turn.day, time };
      setStatus(pledging ? m.watchPledged(args) : m.watchUnpledged(args));
      void flushPledges().then((flushed) => {
        const said = saidOf(flushed);
        const mine = pledgeOf(pledgesStore.read(), turn.day, turn.start);
        if (said) setStatus(said);
        else if (mine && !mine.sent && mine.error === null) setStatus(m.watchQueued);
      });
    },
    [],
  );

  /** Forgets a pledge the service refused. */
  const forget = useCallback((day: number, start: string) => {
    keep(pledgesStore, forgotten(pledgesStore.read(), day, start));
  }, []);

  const retry = useCallback(() => {
    setReading('reading');
    void sync();
  }, [sync]);

  return { ready, kept, now, reading, status, toggle, forget, retry };
}
