import { asRecord, stored, stringsOf } from '@/lib/local-store';
import { REMINDERS_KEY } from '@/lib/storage-keys';

// This device's reminder subscription: its id and token (to change or delete it) and choices.

export interface StoredReminders {
  id: string;
  token: string;
  endpoint: string;
  slots: string[];
  /** Church announcements pushed too (a record kept before the choice existed: on). */
  announcements: boolean;
}

const store = stored(REMINDERS_KEY, (raw): StoredReminders | null => {
  const value = asRecord(raw);
  const { id, token, endpoint, slots, announcements } = value ?? {};
  if (typeof id !== 'string' || typeof token !== 'string' || typeof endpoint !== 'string' || !Array.isArray(slots)) {
    return null; // unreadable: taken as not subscribed
  }
  return { id, token, endpoint, slots: stringsOf(slots), announcements: announcements !== false };
});

export function loadReminders(): StoredReminders | null {
  return store.read();
}

/** Keeps (or, with null, forgets) the subscription; a refused write leaves it working until the
 *  page is closed. */
export function saveReminders(value: StoredReminders | null): void {
  store.write(value);
  for (const listener of listeners) listener();
}

const listeners = new Set<() => void>();

/** Calls `listener` after each change this page makes (turned on or off, choices, a new subscription). */
export function subscribeReminders(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
