import { useCallback, useSyncExternalStore } from 'react';
import { chosen, queued, tallyStore, TALLY_KEY } from '../lib/tally-store';
import { flushTally } from '../lib/tally-sender';

const CHANGED = 'prayer-fast:tally-choice';

function subscribe(onChange: () => void) {
  const onStorage = (event: StorageEvent) => event.key === TALLY_KEY && onChange();
  window.addEventListener(CHANGED, onChange);
  window.addEventListener('storage', onStorage);
  return () => {
    window.removeEventListener(CHANGED, onChange);
    window.removeEventListener('storage', onStorage);
  };
}

/** Whether this member chose to be counted (null: not asked yet), kept current across the app. */
export function useTallyChoice() {
  const counted = useSyncExternalStore(subscribe, () => tallyStore.read().counted, () => null);
  const choose = useCallback((next: boolean, today?: { startDate: string; day: number; completed: string[] }) => {
    let state = chosen(tallyStore.read(), next);
    // Counted from a day page: what was ticked there already counts too.
    if (next && today) state = queued(state, today.startDate, today.day, today.completed.map((slot) => ({ slot, counted: true })));
    tallyStore.write(state);
    window.dispatchEvent(new Event(CHANGED));
    if (next) void flushTally();
  }, []);
  return { counted, choose };
}
