import { useEffect, useState } from 'react';
import { loadDayGuide, parseGuideDay } from '@/content/programme';
import type { DayGuide } from '@/types/content';

/** The guides of `days` that have one, as they load (precached: offline too). */
export function useGuides(days: readonly number[]): ReadonlyMap<number, DayGuide> {
  const [guides, setGuides] = useState<ReadonlyMap<number, DayGuide>>(new Map());
  const wanted = days.filter((day) => parseGuideDay(String(day)) !== null).join(',');
  useEffect(() => {
    let live = true;
    const list = wanted === '' ? [] : wanted.split(',').map(Number);
    void Promise.allSettled(list.map(loadDayGuide)).then((results) => {
      if (!live) return;
      const loaded = results.flatMap((r) => (r.status === 'fulfilled' ? [[r.value.day, r.value] as const] : []));
      setGuides(new Map(loaded));
    });
    return () => {
      live = false;
    };
  }, [wanted]);
  return guides;
}
