// Whether this week's recordings are kept on the device, their space, and keeping or removing them.
import { useCallback, useEffect, useState } from 'react';
import { keepWeek, keptOf, removeKept } from '../lib/keep';
import type { Recording } from '../lib/recordings';

export type KeepState = 'unknown' | 'none' | 'keeping' | 'kept' | 'failed' | 'removed';

const hasCaches = () => typeof caches !== 'undefined';

export function useKeptWeek(all: readonly Recording[], week: readonly Recording[]) {
  const [kept, setKept] = useState<Recording[]>([]);
  const [state, setState] = useState<KeepState>('unknown');
  useEffect(() => {
    if (!hasCaches()) return;
    let live = true;
    keptOf(all).then(
      (found) => {
        if (!live) return;
        setKept(found);
        setState((s) => (s === 'keeping' ? s : found.length > 0 ? 'kept' : s === 'removed' ? s : 'none'));
      },
      () => live && setState('none'),
    );
    return () => {
      live = false;
    };
  }, [all]);

  const keep = useCallback(() => {
    setState('keeping');
    keepWeek(week).then(
      (found) => {
        setKept(found);
        setState('kept');
      },
      () => setState('failed'),
    );
  }, [week]);

  const remove = useCallback(() => {
    void removeKept().then(() => {
      setKept([]);
      setState('removed');
    });
  }, []);

  return { available: hasCaches(), state, kept, keep, remove };
}
