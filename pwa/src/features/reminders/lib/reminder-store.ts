import { asRecord, stored, stringsOf } from '@/lib/local-store';

// This device's reminder subscription: its id and token (to change or delete it) and choices.

export interface StoredReminders {
  id: string;
  token: string;
  endpoint: string;
  slots: string[];
}

const store = stored('prayer-fast:v1:reminders', (raw): StoredReminders | null => {
  const value = asRecord(raw);
  const { id, token, endpoint, slots } = value ?? {};
  if (typeof id !== 'string' || typeof token !== 'string' || typeof endpoint !== 'string' || !Array.isArray(slots)) {
    return null; // unreadable: taken as not subscribed
  }
  return { id, token, endpoint, slots: stringsOf(slots) };
});

export function loadReminders(): StoredReminders | null {
  return store.read();
}

/** Keeps (or, with null, forgets) the subscription; a refused write leaves it working until the
 *  page is closed. */
export function saveReminders(value: StoredReminders | null): void {
  store.write(value);
}
