// How the day's guide by e-mail names what it shows: the address half hidden, the time on the app's
// clock, the next mail's date in the subscription's time zone.

import { formatClockTime } from '@/lib/clock-time';
import { LANG } from '@/lib/language';

/** "ruth@example.org" → "r…@example.org" (shown on the card, and read aloud, without the whole address). */
export function maskedAddress(email: string): string {
  const at = email.lastIndexOf('@');
  if (at <= 0) return email;
  return `${email.slice(0, 1)}…${email.slice(at)}`;
}

/** The device's time zone (IANA), or UTC where the browser does not say. */
export function deviceTimeZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
  } catch {
    return 'UTC';
  }
}

/** When the next guide mail arrives, in `timeZone` (the device's where the browser does not know it):
 *  its date in the app's language ("Tuesday, March 3") and its time on the app's clock ("7:00 AM"). */
export function nextMailAt(at: number, timeZone: string): { date: string; time: string } {
  for (const zone of [timeZone, undefined]) {
    try {
      const date = new Intl.DateTimeFormat(LANG, { weekday: 'long', month: 'long', day: 'numeric', timeZone: zone }).format(at);
      const parts = new Intl.DateTimeFormat('en-GB', { hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZone: zone }).formatToParts(at);
      const part = (type: Intl.DateTimeFormatPartTypes) => (parts.find((p) => p.type === type)?.value ?? '00').padStart(2, '0');
      return { date, time: formatClockTime(`${part('hour')}:${part('minute')}`) };
    } catch {
      // An unknown zone: the device's.
    }
  }
  return { date: new Date(at).toDateString(), time: '' };
}
