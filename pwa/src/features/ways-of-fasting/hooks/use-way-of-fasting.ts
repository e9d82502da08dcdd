import { useCallback } from 'react';
import type { Way } from '@/content/ways-of-fasting';
import { keptChanged, useKept } from '@/hooks/use-kept';
import { WAY_OF_FASTING_KEY } from '@/lib/storage-keys';
import { wayStore } from '../lib/way-store';

const itself = (way: Way | null) => way;

/** The member's way of fasting (null until chosen, and on the prerendered page), kept current across the app. */
export function useWayOfFasting() {
  const way = useKept(wayStore, WAY_OF_FASTING_KEY, itself, null);
  const choose = useCallback((next: Way) => {
    wayStore.write(next);
    keptChanged(WAY_OF_FASTING_KEY);
  }, []);
  return { way, choose };
}
