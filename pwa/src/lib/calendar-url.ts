// The one link to the church's calendar (`GET /api/calendar.ics`), used by the reminders card and
// by the watch's "my hours": a link the browser follows itself, so the app's Accept-Language is not
// sent and the language goes in the query.
import { apiUrl } from './api';
import { LANG, LANGUAGES } from './language';

/** An hour of the watch a member pledged: the day whose night it is, its start on the church's clock ('HH:MM'). */
export interface CalendarWatchHour {
  day: number;
  start: string;
}

/**
 * The programme's calendar in the member's time zone, in the app's language when it is not the
 * programme's first, with the member's pledged hours of the watch (`watch=12-21:00,15-22:00`) as
 * events of their own.
 */
export function calendarUrl(timeZone: string, watch: readonly CalendarWatchHour[] = []): string {
  const lang = LANG === LANGUAGES[0] ? '' : `&lang=${encodeURIComponent(LANG)}`;
  const hours = watch.length === 0 ? '' : `&watch=${watch.map((h) => `${h.day}-${h.start}`).join(',')}`;
  return apiUrl(`/api/calendar.ics?tz=${encodeURIComponent(timeZone)}${lang}${hours}`);
}
