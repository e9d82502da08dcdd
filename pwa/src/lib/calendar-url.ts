// The one link to the church's calendar (`GET /api/calendar.ics`), used by the reminders card and
// by the watch's "my hours": a link the browser follows itself, so the app's Accept-Language is not
// sent and the language goes in the query.
import { apiUrl } from './api';
import { apiPath } from './api-path';
import { LANG, LANGUAGES } from './language';
import type { RhythmKey } from '@/types/content';

/** An hour of the watch a member pledged: the day whose night it is, its start on the church's clock ('HH:MM'). */
export interface CalendarWatchHour {
  day: number;
  start: string;
}

/**
 * The programme's calendar in the member's time zone, in the app's language when it is not the
 * programme's first, with the member's pledged hours of the watch (`watch=12-21:00,15-22:00`) as
 * events of their own, and the prayer times of the member's rhythm (`rhythm=once`) where one is chosen.
 */
export function calendarUrl(timeZone: string, watch: readonly CalendarWatchHour[] = [], rhythm?: RhythmKey): string {
  const lang = LANG === LANGUAGES[0] ? '' : `&lang=${encodeURIComponent(LANG)}`;
  const hours = watch.length === 0 ? '' : `&watch=${watch.map((h) => `${h.day}-${h.start}`).join(',')}`;
  const chosen = rhythm ? `&rhythm=${rhythm}` : '';
  return apiUrl(`${apiPath('calendar')}?tz=${encodeURIComponent(timeZone)}${lang}${hours}${chosen}`);
}
