import { useCallback, useEffect, useLayoutEffect, useMemo, useState } from 'react';
import {
  clearProgress,
  emptyProgress,
  loadProgress,
  progressKey,
  saveProgress,
  type DayProgress,
} from '@/lib/device-store';

/** A day's progress on this device, with what changes it. */
export type DayProgressControls = ReturnType<typeof useDayProgress>;

/** The progress the page shows, and the storage key it was restored from (null: none yet). */
export interface ShownProgress {
  key: string | null;
  progress: DayProgress;
}

export const nothingRestored: ShownProgress = { key: null, progress: emptyProgress };

/** What this device kept under `key` (its hydration within the goal). */
function restore(key: string, hydrationGoal: number): DayProgress {
  const stored = loadProgress(key);
  if (stored.hydration <= hydrationGoal) return stored;
  return { ...stored, hydration: hydrationGoal };
}

/** `shown` once `key`'s stored progress is applied: what is shown for `key` already is kept. */
export function restored(shown: ShownProgress, key: string, hydrationGoal: number): ShownProgress {
  return shown.key === key ? shown : { key, progress: restore(key, hydrationGoal) };
}

/**
 * `change` made to `key`'s progress. Made before the stored progress is applied, it is made to the
 * stored progress (which `restored` then keeps): a tick in that moment is never lost.
 */
export function changed(
  shown: ShownProgress,
  key: string,
  hydrationGoal: number,
  change: (p: DayProgress) => DayProgress,
): ShownProgress {
  return { key, progress: change(restored(shown, key, hydrationGoal).progress) };
}

/**
 * A day's completed slots, journals and hydration, restored from and saved to this device.
 * The first render shows an empty day (as the prerendered page does) and is not `ready`; what
 * this device kept is restored right after, before the browser paints when the page was not
 * prerendered, and from then on the progress is `ready`.
 */
export function useDayProgress(programmeStart: string, day: number, hydrationGoal: number) {
  const key = progressKey(programmeStart, day);
  const [shown, setShown] = useState<ShownProgress>(nothingRestored);
  const ready = shown.key === key;
  const progress = ready ? shown.progress : emptyProgress;

  useLayoutEffect(() => {
    setShown((s) => restored(s, key, hydrationGoal));
  }, [key, hydrationGoal]);

  // Nothing is saved before the restore: an empty first render overwrites nothing.
  useEffect(() => {
    if (ready && progress !== emptyProgress) saveProgress(key, progress);
  }, [key, ready, progress]);

  const update = useCallback(
    (change: (p: DayProgress) => DayProgress) => setShown((s) => changed(s, key, hydrationGoal, change)),
    [key, hydrationGoal],
  );

  const toggleSlot = useCallback((slotKey: string) => {
    update((p) => ({
      ...p,
      completed: p.completed.includes(slotKey) ? p.completed.filter((k) => k !== slotKey) : [...p.completed, slotKey],
    }));
  }, [update]);

  /** Completes a slot (never un-completes it): 'Mark done' from a reminder. */
  const markDone = useCallback(
    (slotKey: string) => update((p) => (p.completed.includes(slotKey) ? p : { ...p, completed: [...p.completed, slotKey] })),
    [update],
  );

  const setJournal = useCallback(
    (journalKey: string, text: string) => update((p) => ({ ...p, journals: { ...p.journals, [journalKey]: text } })),
    [update],
  );

  const setHydration = useCallback((count: number) => update((p) => ({ ...p, hydration: count })), [update]);

  const clear = useCallback(() => {
    clearProgress(key);
    setShown({ key, progress: emptyProgress });
  }, [key]);

  return useMemo(
    () => ({ ...progress, ready, toggleSlot, markDone, setJournal, setHydration, clear }),
    [progress, ready, toggleSlot, markDone, setJournal, setHydration, clear],
  );
}
