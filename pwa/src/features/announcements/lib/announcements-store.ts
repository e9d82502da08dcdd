import type { PublishedAnnouncement } from '@/types/api';
import { LANGUAGES } from '@/lib/language';
import { asRecord, stored, stringsOf } from '@/lib/local-store';
import { ANNOUNCEMENTS_KEY } from '@/lib/storage-keys';

// The church's announcements as last fetched (for offline), and those this member dismissed.

export interface KeptAnnouncements {
  items: PublishedAnnouncement[];
  dismissed: string[];
}

const text = (v: unknown) => (typeof v === 'string' ? v : null);

function announcement(raw: unknown): PublishedAnnouncement | null {
  const value = asRecord(raw);
  const [id, title, body] = [text(value?.id), text(value?.title), text(value?.body)];
  if (!id || !title || !body || typeof value?.sentAt !== 'number') return null;
  // Kept before announcements had languages: the programme's first, the only one then.
  const lang = text(value.lang) ?? LANGUAGES[0] ?? '';
  return { id, title, body, link: text(value.link), sentAt: value.sentAt, lang };
}

const store = stored(ANNOUNCEMENTS_KEY, (raw): KeptAnnouncements => {
  const value = asRecord(raw);
  const items = Array.isArray(value?.items) ? value.items.map(announcement).filter((a) => a !== null) : [];
  return { items, dismissed: stringsOf(value?.dismissed) };
});

export function loadAnnouncements(): KeptAnnouncements {
  return store.read();
}

export function saveAnnouncements(value: KeptAnnouncements): void {
  store.write(value);
}
