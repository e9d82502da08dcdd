import { useEffect } from 'react';
import { flushTally } from '../lib/tally-sender';

/** Sends the ticks this device kept for the tally while offline: when the app starts, and each time it is online again. */
export function TallyReplay() {
  useEffect(() => {
    const flush = () => void flushTally();
    flush();
    window.addEventListener('online', flush);
    return () => window.removeEventListener('online', flush);
  }, []);
  return null;
}
