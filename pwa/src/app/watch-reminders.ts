// The watch's reminders join two features: the hours pledged on this device (features/watch) and
// its push subscription (features/reminders), whose id and token the service is told the hours under.
import { useEffect, useState } from 'react';
import { loadReminders, subscribeReminders } from '@/features/reminders/lib/reminder-store';
import type { PushSubscriptionRef } from '@/features/watch/lib/watch-api';
import { isGone, syncReminderHours, type ReminderSync } from '@/features/watch/lib/watch-reminders';
import { subscribeWatch } from '@/features/watch/lib/watch-store';

/** This device's push subscription, when reminders are on. */
export function subscriptionHere(): PushSubscriptionRef | null {
  const stored = loadReminders();
  return stored ? { id: stored.id, token: stored.token } : null;
}

/** Tells the service the hours this device is reminded of, when they changed (reminders on). */
export const syncWatchReminders = (): Promise<ReminderSync> => syncReminderHours(subscriptionHere());

/** Calls `listener` when the pledges or the reminders change on this page. */
export function subscribeWatchReminders(listener: () => void): () => void {
  const offWatch = subscribeWatch(listener);
  const offReminders = subscribeReminders(listener);
  return () => {
    offWatch();
    offReminders();
  };
}

/** Whether this device is reminded at the start of each pledged hour; undefined until the page runs. */
export function useRemindedHere(): boolean | undefined {
  const [reminded, setReminded] = useState<boolean | undefined>(undefined);
  useEffect(() => {
    const read = () => {
      const subscription = subscriptionHere();
      setReminded(subscription !== null && !isGone(subscription));
    };
    read();
    return subscribeWatchReminders(read);
  }, []);
  return reminded;
}
