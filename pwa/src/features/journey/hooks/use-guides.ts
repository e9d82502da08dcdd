import { useEffect, useState } from 'react';
import { loadDayGuide, parseGuideDay } from '@/content/programme';
import type { DayGuide } from '@/types/content';

interface Loaded {
  /** The days asked for, as `wanted` below. */
  days: string;
  guides: ReadonlyMap<number, DayGuide>;
}

/**
 * The guides of `days` that have one, as they load (precached: offline too); `settled` once
 * every one of them has loaded or failed to.
 */
export function useGuides(days: readonly number[]): { guides: ReadonlyMap<number, DayGuide>; settled: boolean } {
  const [loaded, setLoaded] = useState<Loaded>({ days: '', guides: new Map() });
  const wanted = days.filter((day) => parseGuideDay(String(day)) !== null).join(',');
  useEffect(() => {
    let live = true;
    const list = wanted === '' ? [] : wanted.split(',').map(Number);
    void Promise.allSettled(list.map(loadDayGuide)).then((results) => {
      if (!live) return;
      const guides = results.flatMap((r) => (r.status === 'fulfilled' ? [[r.value.day, r.value] as const] : []));
      setLoaded({ days: wanted, guides: new Map(guides) });
    });
    return () => {
      live = false;
    };
  }, [wanted]);
  return { guides: loaded.guides, settled: loaded.days === wanted };
}
