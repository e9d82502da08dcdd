import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
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

/**
 * A day's completed slots, journals and hydration, restored from and saved to this device.
 * The first render shows an empty day (as the prerendered page does); what this device kept is
 * restored right after, before the browser paints when the page was not prerendered.
 */
export function useDayProgress(programmeStart: string, day: number, hydrationGoal: number) {
  const key = progressKey(programmeStart, day);
  const [progress, setProgress] = useState<DayProgress>(emptyProgress);
  // Which key's progress has been restored: nothing is saved before then, so an empty first
  // render overwrites nothing. (Restoring an empty day changes no state: no re-render.)
  const restoredKey = useRef<string | null>(null);

  useLayoutEffect(() => {
    restoredKey.current = key;
    setProgress(restore(key, hydrationGoal));
  }, [key, hydrationGoal]);

  useEffect(() => {
    if (restoredKey.current === key && progress !== emptyProgress) saveProgress(key, progress);
  }, [key, progress]);

  /** Applies a change to the restored progress (restoring it first in the unlikely case it is not yet). */
  const update = useCallback(
    (change: (p: DayProgress) => DayProgress) =>
      setProgress((p) => change(restoredKey.current === key ? p : restore(key, hydrationGoal))),
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
    setProgress(emptyProgress);
  }, [key]);

  return useMemo(
    () => ({ ...progress, toggleSlot, markDone, setJournal, setHydration, clear }),
    [progress, toggleSlot, markDone, setJournal, setHydration, clear],
  );
}

function restore(key: string, hydrationGoal: number): DayProgress {
  const stored = loadProgress(key);
  if (stored.hydration <= hydrationGoal) return stored;
  return { ...stored, hydration: hydrationGoal };
}
