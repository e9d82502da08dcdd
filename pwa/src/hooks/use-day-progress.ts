import { useCallback, useEffect, useMemo, useState } from 'react';
import {
  clearProgress,
  emptyProgress,
  loadProgress,
  progressKey,
  saveProgress,
  type DayProgress,
} from '@/lib/device-store';

/** A day's completed slots, journals and hydration, restored from and saved to this device. */
export function useDayProgress(programmeStart: string, day: number, hydrationGoal: number) {
  const key = progressKey(programmeStart, day);
  const [progress, setProgress] = useState<DayProgress>(() => {
    const stored = loadProgress(key);
    return { ...stored, hydration: Math.min(stored.hydration, hydrationGoal) };
  });

  useEffect(() => {
    saveProgress(key, progress);
  }, [key, progress]);

  const toggleSlot = useCallback((slotKey: string) => {
    setProgress((p) => ({
      ...p,
      completed: p.completed.includes(slotKey) ? p.completed.filter((k) => k !== slotKey) : [...p.completed, slotKey],
    }));
  }, []);

  /** Completes a slot (never un-completes it): 'Mark done' from a reminder. */
  const markDone = useCallback((slotKey: string) => {
    setProgress((p) => (p.completed.includes(slotKey) ? p : { ...p, completed: [...p.completed, slotKey] }));
  }, []);

  const setJournal = useCallback((journalKey: string, text: string) => {
    setProgress((p) => ({ ...p, journals: { ...p.journals, [journalKey]: text } }));
  }, []);

  const setHydration = useCallback((count: number) => setProgress((p) => ({ ...p, hydration: count })), []);

  const clear = useCallback(() => {
    clearProgress(key);
    setProgress(emptyProgress);
  }, [key]);

  return useMemo(
    () => ({ ...progress, toggleSlot, markDone, setJournal, setHydration, clear }),
    [progress, toggleSlot, markDone, setJournal, setHydration, clear],
  );
}
