import type { PublishedAnnouncements } from '@/types/api';
import { requestJson } from '@/lib/api';
import { apiPath } from '@/lib/api-path';

/** The church's announcements of the last 30 days, newest first. */
export function fetchAnnouncements(): Promise<PublishedAnnouncements> {
  return requestJson<PublishedAnnouncements>(apiPath('publishedAnnouncements'), { method: 'GET' });
}
