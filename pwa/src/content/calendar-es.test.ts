// The programme's dates in Spanish, as a Spanish build shows them.
import { vi } from 'vitest';
import { dateOfDay, longDate, shortDate } from './calendar';

vi.mock('@/lib/language', () => ({ LANG: 'es' }));

it('writes dates in Spanish: "domingo, 12 de octubre", "vie 3 oct"', () => {
  expect(longDate(dateOfDay('2025-10-01', 12))).toBe('domingo, 12 de octubre');
  expect(shortDate(dateOfDay('2025-10-01', 3))).toBe('vie 3 oct');
});
