import { describe, expect, it } from 'vitest';
import { dateOfDay, longDate, parseCivilDate, percentReached, programmeMoment, shortDate } from './calendar';

const START = '2025-10-01';

describe('dateOfDay', () => {
  it('counts day 1 as the start date and rolls over month and year ends', () => {
    expect(dateOfDay(START, 1)).toEqual({ year: 2025, month: 10, day: 1 });
    expect(dateOfDay(START, 40)).toEqual({ year: 2025, month: 11, day: 9 });
    expect(dateOfDay('2025-12-20', 13)).toEqual({ year: 2026, month: 1, day: 1 });
    expect(dateOfDay('2028-02-28', 2)).toEqual({ year: 2028, month: 2, day: 29 });
  });

  it('writes dates as the printed guide does', () => {
    expect(shortDate(dateOfDay(START, 3))).toBe('Fri Oct 3');
    expect(shortDate(dateOfDay(START, 12))).toBe('Sun Oct 12');
    expect(longDate(dateOfDay(START, 1))).toBe('Wednesday, October 1');
  });
});

describe('parseCivilDate', () => {
  it('takes real YYYY-MM-DD dates only', () => {
    expect(parseCivilDate('2026-02-28')).toEqual({ year: 2026, month: 2, day: 28 });
    for (const bad of ['2026-02-30', '2026-13-01', '26-1-1', 'soon', '']) expect(parseCivilDate(bad)).toBeNull();
  });
});

describe('programmeMoment', () => {
  it('is before, during (day N) and after, by the local calendar date', () => {
    expect(programmeMoment(START, 40, new Date(2025, 8, 29, 12))).toEqual({ kind: 'before', daysUntil: 2 });
    expect(programmeMoment(START, 40, new Date(2025, 9, 1, 0, 0))).toEqual({ kind: 'during', day: 1 });
    expect(programmeMoment(START, 40, new Date(2025, 9, 12, 23, 59))).toEqual({ kind: 'during', day: 12 });
    expect(programmeMoment(START, 40, new Date(2025, 10, 9, 23, 59))).toEqual({ kind: 'during', day: 40 });
    expect(programmeMoment(START, 40, new Date(2025, 10, 10, 0, 0))).toEqual({ kind: 'after', daysSince: 1 });
  });
});

describe('percentReached', () => {
  it('is the day over the length, rounded (the seed: day 12 of 40 is 30%)', () => {
    expect(percentReached(12, 40)).toBe(30);
    expect(percentReached(7, 40)).toBe(18);
    expect(percentReached(40, 40)).toBe(100);
  });
});
