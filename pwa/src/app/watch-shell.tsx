import { useEffect } from 'react';
import { KeptPrompt } from '@/features/watch/components/kept-prompt';
import { flushKept } from '@/features/watch/lib/kept-sender';
import { flushPledges } from '@/features/watch/lib/watch-sender';
import { subscribeWatchReminders, syncWatchReminders } from './watch-reminders';

/** A try the service could not take (offline, 429, 5xx) is made again after this, doubling up to the longest. */
const RETRY_FIRST_MS = 60_000;
const RETRY_LONGEST_MS = 30 * 60_000;

/**
 * The watch on every page, for a church that keeps it hour by hour: sends what waits on this device
 * (pledges, "I kept this hour", the hours to be reminded of) when the app starts and whenever the
 * browser is online again; tells the service the hours to be reminded of whenever the pledges or the
 * reminders change; and asks, once a pledged hour has ended, whether it was kept.
 */
export function WatchShell() {
  useEffect(() => {
    let live = true;
    let retry: ReturnType<typeof setTimeout> | undefined;
    let wait = RETRY_FIRST_MS;
    const sync = async () => {
      clearTimeout(retry);
      retry = undefined;
      const result = await syncWatchReminders();
      if (!live) return;
      if (result !== 'retry') {
        wait = RETRY_FIRST_MS;
        return;
      }
      if (retry === undefined) retry = setTimeout(() => void sync(), wait);
      wait = Math.min(wait * 2, RETRY_LONGEST_MS);
    };
    const flush = () => {
      void flushPledges();
      void flushKept();
      void sync();
    };
    flush();
    window.addEventListener('online', flush);
    const unsubscribe = subscribeWatchReminders(() => void sync());
    return () => {
      live = false;
      clearTimeout(retry);
      window.removeEventListener('online', flush);
      unsubscribe();
    };
  }, []);
  return <KeptPrompt />;
}
