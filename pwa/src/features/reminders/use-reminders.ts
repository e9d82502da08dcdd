import { useCallback, useEffect, useState } from 'react';
import type { SubscribeRequest } from '@/types/api';
import { base64UrlToBytes, pushSupport, withTimeout } from './push-support';
import { changePreferences, deleteSubscription, fetchPublicKey, saveSubscription } from './reminders-api';
import { loadReminders, saveReminders, type StoredReminders } from './reminder-store';

export type ReminderState = 'unsupported' | 'ios-install-first' | 'blocked' | 'off' | 'on' | 'working';

const SUBSCRIBE_TIMEOUT_MS = 15_000;
const NO_ANSWER = "Your browser's push service did not answer. Please try again later.";

const timeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

function initialState(): ReminderState {
  const support = pushSupport();
  if (support !== 'supported') return support;
  if (Notification.permission === 'denied') return 'blocked';
  return loadReminders() ? 'on' : 'off';
}

async function browserSubscription(): Promise<PushSubscription> {
  const registration = await withTimeout(navigator.serviceWorker.ready, SUBSCRIBE_TIMEOUT_MS, NO_ANSWER);
  const existing = await registration.pushManager.getSubscription();
  if (existing) return existing;
  const key = await fetchPublicKey();
  return withTimeout(
    registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: base64UrlToBytes(key) }),
    SUBSCRIBE_TIMEOUT_MS,
    NO_ANSWER,
  );
}

async function register(slots: string[]): Promise<StoredReminders> {
  const subscription = await browserSubscription();
  const request = { subscription: subscription.toJSON(), timeZone: timeZone(), slots } as SubscribeRequest;
  const { id, token } = await saveSubscription(request);
  const stored = { id, token, endpoint: subscription.endpoint, slots };
  saveReminders(stored);
  return stored;
}

/** The Reminders control's state and actions: permission is asked only from `turnOn` (a tap). */
export function useReminders(allSlots: string[]) {
  const [state, setState] = useState<ReminderState>(initialState);
  const [slots, setSlots] = useState<string[]>(() => loadReminders()?.slots ?? allSlots);
  const [error, setError] = useState<string | null>(null);

  // The browser may rotate a subscription: register the new endpoint under the same choices.
  useEffect(() => {
    const stored = loadReminders();
    if (!stored || pushSupport() !== 'supported' || Notification.permission !== 'granted') return;
    void navigator.serviceWorker.ready
      .then((r) => r.pushManager.getSubscription())
      .then((current) => (current?.endpoint === stored.endpoint ? null : register(stored.slots)))
      .catch(() => undefined);
  }, []);

  const run = useCallback(async (action: () => Promise<ReminderState>) => {
    setError(null);
    setState('working');
    try {
      setState(await action());
    } catch (err) {
      setError(err instanceof Error ? err.message : String(err));
      setState(loadReminders() ? 'on' : Notification.permission === 'denied' ? 'blocked' : 'off');
    }
  }, []);

  const turnOn = useCallback(
    () =>
      run(async () => {
        const permission = await Notification.requestPermission();
        if (permission !== 'granted') return permission === 'denied' ? 'blocked' : 'off';
        await register(slots);
        return 'on';
      }),
    [run, slots],
  );

  const turnOff = useCallback(
    () =>
      run(async () => {
        const stored = loadReminders();
        if (stored) await deleteSubscription(stored.id, stored.token);
        const registration = await navigator.serviceWorker.getRegistration();
        await (await registration?.pushManager.getSubscription())?.unsubscribe();
        saveReminders(null);
        return 'off';
      }),
    [run],
  );

  const toggleSlot = useCallback(
    (key: string) => {
      const next = slots.includes(key) ? slots.filter((s) => s !== key) : [...slots, key];
      const ordered = allSlots.filter((s) => next.includes(s));
      if (ordered.length === 0) {
        setError('Choose at least one reminder, or turn reminders off.');
        return;
      }
      setSlots(ordered);
      const stored = loadReminders();
      if (!stored) return;
      void run(async () => {
        await changePreferences(stored.id, stored.token, { slots: ordered });
        saveReminders({ ...stored, slots: ordered });
        return 'on';
      });
    },
    [allSlots, run, slots],
  );

  return { state, slots, error, turnOn, turnOff, toggleSlot, timeZone: timeZone() };
}
