import { useCallback, useEffect, useState } from 'react';
import type { SubscribeRequest } from '@/types/api';
import { base64UrlToBytes, pushSupport, withTimeout } from '@/features/reminders/lib/push-support';
import { ApiError } from '@/lib/api';
import {
  changePreferences,
  deleteSubscription,
  fetchPublicKey,
  saveSubscription,
  sendTestReminder,
} from '@/features/reminders/lib/reminders-api';
import { loadReminders, saveReminders, subscribeReminders, type StoredReminders } from '@/features/reminders/lib/reminder-store';
import * as m from 'virtual:messages/reminders';

export type ReminderState = 'unsupported' | 'ios-install-first' | 'blocked' | 'off' | 'on' | 'working';

const SUBSCRIBE_TIMEOUT_MS = 15_000;
const NO_ANSWER = m.remindersNoAnswer;

/** What went wrong, for the member: the service's own words, the app's when it was not reached
 *  (not the browser's "Failed to fetch"), or the browser's (a push service's refusal). */
function errorText(err: unknown): string {
  if (err instanceof ApiError && err.status === undefined) return m.remindersNotReached;
  return err instanceof Error ? err.message : String(err);
}

const timeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

function initialState(): ReminderState {
  const support = pushSupport();
  if (support !== 'supported') return support;
  if (Notification.permission === 'denied') return 'blocked';
  return loadReminders() ? 'on' : 'off';
}

async function browserSubscription(): Promise<PushSubscription> {
  const registration = await withTimeout(navigator.serviceWorker.ready, SUBSCRIBE_TIMEOUT_MS, NO_ANSWER);
  const key = await fetchPublicKey();
  const existing = await registration.pushManager.getSubscription();
  if (existing && madeWithKey(existing, key)) return existing;
  // Made with a key the service no longer uses: push services would refuse it.
  await existing?.unsubscribe();
  return withTimeout(
    registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: base64UrlToBytes(key) }),
    SUBSCRIBE_TIMEOUT_MS,
    NO_ANSWER,
  );
}

/** True when `subscription` was made with the VAPID public key `key` (base64url), or the browser cannot tell. */
function madeWithKey(subscription: PushSubscription, key: string): boolean {
  if (!subscription.options) return true;
  const used = subscription.options.applicationServerKey;
  if (!used) return false;
  const a = new Uint8Array(used);
  const b = base64UrlToBytes(key);
  return a.length === b.length && a.every((byte, i) => byte === b[i]);
}

/**
 * Keeps reminders alive across changes made elsewhere: the browser may rotate its subscription
 * (a new endpoint), and the service may rotate its VAPID key (push services then refuse the old
 * subscription). Either way it subscribes again under the same choices and drops the old record.
 */
async function resubscribeIfStale(): Promise<void> {
  const stored = loadReminders();
  if (!stored) return;
  const registration = await navigator.serviceWorker.ready;
  const current = await registration.pushManager.getSubscription();
  if (current?.endpoint === stored.endpoint && madeWithKey(current, await fetchPublicKey())) return;
  const fresh = await register(stored.slots, stored.announcements);
  if (fresh.id !== stored.id) await deleteSubscription(stored.id, stored.token);
}

/** One change at a time, in order: each reads what the one before it stored (a turn-off tapped
 * while the app subscribes again must remove the fresh record, not the replaced one). */
let changes: Promise<unknown> = Promise.resolve();
function oneAtATime<T>(change: () => Promise<T>): Promise<T> {
  const done = changes.then(change, change);
  changes = done.catch(() => undefined);
  return done;
}

async function register(slots: string[], announcements: boolean): Promise<StoredReminders> {
  const subscription = await browserSubscription();
  const request = { subscription: subscription.toJSON(), timeZone: timeZone(), slots, announcements } as SubscribeRequest;
  const { id, token } = await saveSubscription(request);
  const stored = { id, token, endpoint: subscription.endpoint, slots, announcements };
  saveReminders(stored);
  return stored;
}

/** The Reminders control's state and actions: permission is asked only from `turnOn` (a tap);
 *  `slotsBeforeOn`: the slots offered checked until then (all by default). */
export function useReminders(allSlots: string[], slotsBeforeOn: string[] = allSlots) {
  const [state, setState] = useState<ReminderState>(initialState);
  const [slots, setSlots] = useState<string[]>(() => loadReminders()?.slots ?? slotsBeforeOn);
  const [announcements, setAnnouncements] = useState<boolean>(() => loadReminders()?.announcements ?? true);
  const [error, setError] = useState<string | null>(null);
  const [testNote, setTestNote] = useState<string | null>(null);

  // Slots changed elsewhere on this page (to follow the member's rhythm): shown as kept.
  useEffect(
    () =>
      subscribeReminders(() => {
        const kept = loadReminders();
        if (kept) setSlots(kept.slots);
      }),
    [],
  );

  // Offline, or the service unreachable: nothing changes, and the next start tries again.
  useEffect(() => {
    if (!loadReminders() || pushSupport() !== 'supported' || Notification.permission !== 'granted') return;
    void oneAtATime(resubscribeIfStale).catch(() => undefined);
  }, []);

  const run = useCallback(async (action: () => Promise<ReminderState>) => {
    setError(null);
    setState('working');
    try {
      setState(await oneAtATime(action));
    } catch (err) {
      setError(errorText(err));
      setState(loadReminders() ? 'on' : Notification.permission === 'denied' ? 'blocked' : 'off');
    }
  }, []);

  /** A change of choices, made on the service (then kept here) when this device is subscribed. */
  const change = useCallback(
    (choices: Pick<StoredReminders, 'slots'> | Pick<StoredReminders, 'announcements'>) => {
      if (!loadReminders()) return;
      void run(async () => {
        const stored = loadReminders();
        if (!stored) return 'off';
        await changePreferences(stored.id, stored.token, choices);
        saveReminders({ ...stored, ...choices });
        return 'on';
      });
    },
    [run],
  );

  const turnOn = useCallback(
    () =>
      run(async () => {
        const permission = await Notification.requestPermission();
        if (permission !== 'granted') return permission === 'denied' ? 'blocked' : 'off';
        await register(slots, announcements);
        return 'on';
      }),
    [run, slots, announcements],
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

  /** Asks for a test push; a browser the push service no longer knows is turned off here too. */
  const sendTest = useCallback(async () => {
    const stored = loadReminders();
    if (!stored) return;
    setError(null);
    setTestNote(m.remindersTestSending);
    try {
      await sendTestReminder(stored.id, stored.token);
      setTestNote(m.remindersTestSent);
    } catch (err) {
      setTestNote(null);
      setError(errorText(err));
      if (err instanceof ApiError && (err.status === 410 || err.status === 404)) {
        saveReminders(null);
        setState('off');
      }
    }
  }, []);

  const toggleSlot = useCallback(
    (key: string) => {
      const next = slots.includes(key) ? slots.filter((s) => s !== key) : [...slots, key];
      const ordered = allSlots.filter((s) => next.includes(s));
      if (ordered.length === 0) {
        setError(m.remindersChooseOne);
        return;
      }
      setSlots(ordered);
      change({ slots: ordered });
    },
    [allSlots, change, slots],
  );

  /** Church announcements on or off: kept with the subscription when there is one. */
  const toggleAnnouncements = useCallback(() => {
    setAnnouncements(!announcements);
    change({ announcements: !announcements });
  }, [announcements, change]);

  return {
    state,
    slots,
    announcements,
    error,
    testNote,
    turnOn,
    turnOff,
    toggleSlot,
    toggleAnnouncements,
    sendTest,
    timeZone: timeZone(),
  };
}
