import { useCallback, useSyncExternalStore } from 'react';
import type { Stored } from '@/lib/local-store';

const CHANGED = 'prayer-fast:kept';

/** Tells every `useKept` of `key` in this tab that its value changed (other tabs hear `storage`). */
export function keptChanged(key: string) {
  window.dispatchEvent(new CustomEvent(CHANGED, { detail: key }));
}

/**
 * `select`ed from the value this device keeps under `key`, kept current across the app and its
 * tabs; `server` on the prerendered page (and while hydrating). `select` must give a value that
 * compares equal while nothing changed (a primitive).
 */
export function useKept<T, S>(store: Stored<T>, key: string, select: (value: T) => S, server: S): S {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const onLocal = (event: Event) => (event as CustomEvent<string>).detail === key && onChange();
      const onStorage = (event: StorageEvent) => event.key === key && onChange();
      window.addEventListener(CHANGED, onLocal);
      window.addEventListener('storage', onStorage);
      return () => {
        window.removeEventListener(CHANGED, onLocal);
        window.removeEventListener('storage', onStorage);
      };
    },
    [key],
  );
  return useSyncExternalStore(subscribe, () => select(store.read()), () => server);
}
