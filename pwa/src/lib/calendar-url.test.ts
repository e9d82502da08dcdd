import { describe, expect, it, vi } from 'vitest';
import { calendarUrl } from './calendar-url';

vi.mock('./language', async (actual) => ({ ...(await actual<typeof import('./language')>()), LANG: 'es' }));

describe('the calendar link', () => {
  it('carries the member’s time zone, the language when not the first, and the pledged hours as day-HH:MM', () => {
    const url = new URL(calendarUrl('America/Chicago', [{ day: 12, start: '21:00' }, { day: 15, start: '22:00' }]), 'https://guide.example');
    expect(url.pathname).toBe('/api/calendar.ics');
    expect([...url.searchParams]).toEqual([
      ['tz', 'America/Chicago'],
      ['lang', 'es'],
      ['watch', '12-21:00,15-22:00'],
    ]);
  });

  it('carries the member’s rhythm where one is chosen', () => {
    const url = new URL(calendarUrl('America/Chicago', [], 'once'), 'https://guide.example');
    expect(url.searchParams.get('rhythm')).toBe('once');
    expect(calendarUrl('America/Chicago')).not.toContain('rhythm');
  });

  it('says nothing of the watch when no hour is pledged', () => {
    expect(calendarUrl('Europe/Madrid')).toBe('/api/calendar.ics?tz=Europe%2FMadrid&lang=es');
  });
});
