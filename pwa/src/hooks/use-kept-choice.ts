import { useCallback } from 'react';
import type { Stored } from '@/lib/local-store';
import { keptChanged, useKept } from './use-kept';

const itself = <T>(value: T) => value;

/**
 * The member's choice this device keeps under `key` (null until chosen, and on the prerendered
 * page), kept current across the app and its tabs, and `choose`, which keeps another.
 */
export function useKeptChoice<T extends string>(store: Stored<T | null>, key: string): [T | null, (next: T) => void] {
  const chosen = useKept(store, key, itself<T | null>, null);
  const choose = useCallback(
    (next: T) => {
      store.write(next);
      keptChanged(key);
    },
    [store, key],
  );
  return [chosen, choose];
}
