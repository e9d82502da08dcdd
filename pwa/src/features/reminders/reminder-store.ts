// This device's reminder subscription: its id and token (to change or delete it) and choices.

export interface StoredReminders {
  id: string;
  token: string;
  endpoint: string;
  slots: string[];
}

const KEY = 'prayer-fast:v1:reminders';

export function loadReminders(): StoredReminders | null {
  try {
    const value = JSON.parse(localStorage.getItem(KEY) ?? 'null') as Partial<StoredReminders> | null;
    if (
      value &&
      typeof value.id === 'string' &&
      typeof value.token === 'string' &&
      typeof value.endpoint === 'string' &&
      Array.isArray(value.slots)
    ) {
      return { id: value.id, token: value.token, endpoint: value.endpoint, slots: value.slots.filter((s) => typeof s === 'string') };
    }
  } catch {
    // Unreadable: treat as not subscribed.
  }
  return null;
}

export function saveReminders(value: StoredReminders | null): void {
  try {
    if (value) localStorage.setItem(KEY, JSON.stringify(value));
    else localStorage.removeItem(KEY);
  } catch {
    // Storage refused: the subscription still works until the page is closed.
  }
}
