import { useCallback } from 'react';
import { keptChanged, useKept } from '@/hooks/use-kept';
import { TALLY_KEY } from '@/lib/storage-keys';
import { chosen, queued, tallyStore, type TallyState } from '../lib/tally-store';
import { flushTally } from '../lib/tally-sender';

const countedOf = (state: TallyState) => state.counted;

/** Whether this member chose to be counted (null: not asked yet), kept current across the app. */
export function useTallyChoice() {
  const counted = useKept(tallyStore, TALLY_KEY, countedOf, null);
  const choose = useCallback((next: boolean, today?: { startDate: string; day: number; completed: string[] }) => {
    let state = chosen(tallyStore.read(), next);
    // Counted from a day page: what was ticked there already counts too.
    if (next && today) state = queued(state, today.startDate, today.day, today.completed.map((slot) => ({ slot, counted: true })));
    tallyStore.write(state);
    keptChanged(TALLY_KEY);
    if (next) void flushTally();
  }, []);
  return { counted, choose };
}
