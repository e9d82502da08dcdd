// Where the member is in today's fast, from their local clock.

export type FastStatus =
  | { kind: 'other-day' }
  | { kind: 'fasting'; minutesLeft: number }
  | { kind: 'complete' };

/** The local calendar date of a programme day (day 1 = start date). */
export function dateOfDay(startDate: string, day: number): Date {
  const [y = 1970, m = 1, d = 1] = startDate.split('-').map(Number);
  return new Date(y, m - 1, d + day - 1);
}

export function fastStatus(now: Date, startDate: string, day: number, closeTime: string): FastStatus {
  const date = dateOfDay(startDate, day);
  const sameDay =
    now.getFullYear() === date.getFullYear() && now.getMonth() === date.getMonth() && now.getDate() === date.getDate();
  if (!sameDay) return { kind: 'other-day' };
  const [h = 0, m = 0] = closeTime.split(':').map(Number);
  const close = new Date(date.getFullYear(), date.getMonth(), date.getDate(), h, m);
  const msLeft = close.getTime() - now.getTime();
  return msLeft > 0 ? { kind: 'fasting', minutesLeft: Math.ceil(msLeft / 60000) } : { kind: 'complete' };
}

export function formatDuration(minutes: number): string {
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  if (h === 0) return `${m} min`;
  return m === 0 ? `${h} h` : `${h} h ${m} min`;
}
