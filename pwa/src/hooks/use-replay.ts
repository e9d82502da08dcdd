import { useEffect } from 'react';

/**
 * Runs `replay` now (the app was opened), whenever the device is back online and whenever the
 * member comes back to the app; nothing while it is null. Runs again when `replay` changes (give
 * it from `useCallback`).
 */
export function useReplay(replay: (() => void) | null) {
  useEffect(() => {
    if (!replay) return;
    const onVisible = () => {
      if (document.visibilityState === 'visible') replay();
    };
    replay();
    window.addEventListener('online', replay);
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      window.removeEventListener('online', replay);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [replay]);
}
