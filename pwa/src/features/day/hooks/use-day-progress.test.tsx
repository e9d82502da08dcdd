import { act, render } from '@testing-library/react';
import { useLayoutEffect } from 'react';
import { describe, expect, it } from 'vitest';
import { loadProgress, progressKey, saveProgress, type DayProgress } from '@/lib/device-store';
import { changed, nothingRestored, restored, useDayProgress, type DayProgressControls } from './use-day-progress';

const START = '2025-10-01';
const KEY = progressKey(START, 3);
const GOAL = 8;
const stored: DayProgress = { completed: ['opening'], journals: { morning: 'Kept here.' }, hydration: 2 };
const tick = (slot: string) => (p: DayProgress) => ({ ...p, completed: [...p.completed, slot] });

/** Renders the hook for day 3, noting each render's controls; `early` ticks before the restore. */
function renderDay(early?: (toggleSlot: (slot: string) => void) => void) {
  const seen: DayProgressControls[] = [];
  function Early({ toggleSlot }: { toggleSlot: (slot: string) => void }) {
    // A child's layout effect runs before its parent's: before the stored progress is applied.
    useLayoutEffect(() => early?.(toggleSlot), [toggleSlot]);
    return null;
  }
  function Day() {
    const progress = useDayProgress(START, 3, GOAL);
    seen.push(progress);
    return <Early toggleSlot={progress.toggleSlot} />;
  }
  render(<Day />);
  return seen;
}

describe('a day’s progress on this device', () => {
  it('is not ready on its first render (an empty day, as prerendered), then ready with what is stored', () => {
    saveProgress(KEY, stored);
    const seen = renderDay();
    expect(seen[0]).toMatchObject({ ready: false, completed: [], journals: {}, hydration: 0 });
    expect(seen.at(-1)).toMatchObject({ ready: true, ...stored });
  });

  it('keeps a tick made before the stored progress is applied, and the stored one too', () => {
    saveProgress(KEY, stored);
    const seen = renderDay((toggleSlot) => toggleSlot('midday'));
    expect(seen.at(-1)?.completed).toEqual(['opening', 'midday']);
    expect(seen.at(-1)?.journals).toEqual(stored.journals);
    expect(loadProgress(KEY).completed).toEqual(['opening', 'midday']);
  });

  it('keeps a tick made after the restore with what was stored', () => {
    saveProgress(KEY, stored);
    const seen = renderDay();
    act(() => seen.at(-1)?.toggleSlot('afternoon'));
    expect(loadProgress(KEY)).toEqual({ ...stored, completed: ['opening', 'afternoon'] });
  });

  it('saves nothing before the restore: an empty first render overwrites nothing', () => {
    saveProgress(KEY, stored);
    renderDay();
    expect(loadProgress(KEY)).toEqual(stored);
  });

  it('applies a change made first to the stored progress, which the restore then keeps', () => {
    saveProgress(KEY, stored);
    const early = changed(nothingRestored, KEY, GOAL, tick('midday'));
    expect(early).toEqual({ key: KEY, progress: { ...stored, completed: ['opening', 'midday'] } });
    expect(restored(early, KEY, GOAL)).toBe(early);
    // Another day (or programme) is read afresh.
    const other = progressKey(START, 4);
    expect(restored(early, other, GOAL)).toEqual({ key: other, progress: { completed: [], journals: {}, hydration: 0 } });
  });

  it('keeps the stored hydration within the goal', () => {
    saveProgress(KEY, { ...stored, hydration: 12 });
    expect(restored(nothingRestored, KEY, GOAL).progress.hydration).toBe(GOAL);
  });
});
