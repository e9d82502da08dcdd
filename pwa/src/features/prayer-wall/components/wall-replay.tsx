import { useEffect } from 'react';
import { waitsToBeSent } from '../lib/wall-store';

/**
 * Sends what this device kept for the prayer wall while offline (requests, "I prayed", reports) from
 * whichever page is open: when the app starts, and each time the browser is online again. The
 * sending code (wall-sync.ts: one at a time, each under its own key or token, so nothing goes
 * twice) loads only when something waits.
 */
export function WallReplay() {
  useEffect(() => {
    const send = () => {
      if (waitsToBeSent()) void import('../lib/wall-sync').then((sync) => sync.flushWall(), () => undefined);
    };
    send();
    window.addEventListener('online', send);
    return () => window.removeEventListener('online', send);
  }, []);
  return null;
}
