import * as m from 'virtual:messages/duration';

/** `45 min`, `2 h`, `1 h 5 min`. */
export function formatDuration(minutes: number): string {
  const h = Math.floor(minutes / 60);
  const min = minutes % 60;
  if (h === 0) return m.durationMinutes({ minutes: min });
  return min === 0 ? m.durationHours({ hours: h }) : m.durationHoursMinutes({ hours: h, minutes: min });
}
