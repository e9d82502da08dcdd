import { useCallback, useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { queued, tallyStore } from '../lib/tally-store';
import { flushTally } from '../lib/tally-sender';

type Change = { slot: string; counted: boolean };

/**
 * Sends a day page's ticks and unticks to the church's tally when the member chose to be counted,
 * and a reminder's 'Mark done' (`?done=<slot>`: it may be applied with what the device restored,
 * and the prayer watch is no tick on the page). `askingAfter`: the slot the member ticked first
 * when never asked, where the page offers the choice (null: not asking).
 */
export function useTallyTicks(startDate: string, day: number, completed: string[], ready: boolean) {
  const seen = useRef<{ day: number; completed: string[] } | null>(null);
  const [askingAfter, setAskingAfter] = useState<string | null>(null);
  const [params] = useSearchParams();
  const markedDone = params.get('done');

  const report = useCallback(
    (changes: Change[]) => {
      const state = tallyStore.read();
      const ticked = changes.find((c) => c.counted);
      if (state.counted === null && ticked) setAskingAfter((asked) => asked ?? ticked.slot);
      if (state.counted !== true || changes.length === 0) return;
      tallyStore.write(queued(state, startDate, day, changes));
      void flushTally();
    },
    [startDate, day],
  );

  // Opening a day sends what is still waiting (ticks made offline).
  useEffect(() => void flushTally(), []);

  useEffect(() => {
    if (!ready) return;
    const before = seen.current?.day === day ? seen.current.completed : null;
    seen.current = { day, completed };
    // What the device restored is not a change.
    if (before === null) return;
    report([
      ...completed.filter((k) => !before.includes(k)).map((slot) => ({ slot, counted: true })),
      ...before.filter((k) => !completed.includes(k)).map((slot) => ({ slot, counted: false })),
    ]);
  }, [ready, day, completed, report]);

  useEffect(() => {
    if (markedDone !== null) report([{ slot: markedDone, counted: true }]);
  }, [markedDone, report]);

  return { askingAfter, stopAsking: useCallback(() => setAskingAfter(null), []) };
}
