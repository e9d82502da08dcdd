import type { PublishedAnnouncements } from '@/types/api';
import { requestJson } from '@/lib/api';

/** The church's announcements of the last 30 days, newest first. */
export function fetchAnnouncements(): Promise<PublishedAnnouncements> {
  return requestJson<PublishedAnnouncements>('/api/announcements', { method: 'GET' });
}
