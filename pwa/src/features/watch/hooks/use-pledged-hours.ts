import { useMemo, useSyncExternalStore } from 'react';
import { pledgedHours, type PledgedHour } from '../lib/watch-hours';
import { pledgesStore, subscribeWatch, watchVersion } from '../lib/watch-store';

/** The hours of the watch this device pledged that have not ended, kept current (none until mounted). */
export function usePledgedHours(): PledgedHour[] {
  const version = useSyncExternalStore(subscribeWatch, watchVersion, () => -1);
  return useMemo(() => (version < 0 ? [] : pledgedHours(pledgesStore.read(), Date.now())), [version]);
}
