import { describe, expect, it } from 'vitest';
import { dateOfDay, fastStatus, formatDuration } from './fast-status';

const START = '2025-10-01';

describe('dateOfDay', () => {
  it('counts day 1 as the start date, in local time', () => {
    const d = dateOfDay(START, 1);
    expect([d.getFullYear(), d.getMonth(), d.getDate(), d.getHours()]).toEqual([2025, 9, 1, 0]);
  });

  it('puts day 3 on Fri Oct 3 and day 12 on Sun Oct 12', () => {
    const d3 = dateOfDay(START, 3);
    expect([d3.getMonth(), d3.getDate(), d3.getDay()]).toEqual([9, 3, 5]);
    const d12 = dateOfDay(START, 12);
    expect([d12.getMonth(), d12.getDate(), d12.getDay()]).toEqual([9, 12, 0]);
  });

  it('rolls over month ends', () => {
    const d = dateOfDay(START, 40);
    expect([d.getFullYear(), d.getMonth(), d.getDate()]).toEqual([2025, 10, 9]);
  });
});

describe('fastStatus', () => {
  it('is other-day on the day before and the day after', () => {
    expect(fastStatus(new Date(2025, 9, 2, 23, 59), START, 3, '18:00')).toEqual({ kind: 'other-day' });
    expect(fastStatus(new Date(2025, 9, 4, 0, 0), START, 3, '18:00')).toEqual({ kind: 'other-day' });
  });

  it('is other-day on the same day of another month or year', () => {
    expect(fastStatus(new Date(2025, 10, 3, 9, 0), START, 3, '18:00')).toEqual({ kind: 'other-day' });
    expect(fastStatus(new Date(2026, 9, 3, 9, 0), START, 3, '18:00')).toEqual({ kind: 'other-day' });
  });

  it('is fasting with the minutes left before the close', () => {
    expect(fastStatus(new Date(2025, 9, 3, 6, 0), START, 3, '18:00')).toEqual({ kind: 'fasting', minutesLeft: 720 });
    expect(fastStatus(new Date(2025, 9, 3, 0, 0), START, 3, '18:00')).toEqual({ kind: 'fasting', minutesLeft: 1080 });
    expect(fastStatus(new Date(2025, 9, 12, 17, 0), START, 12, '17:45')).toEqual({
      kind: 'fasting',
      minutesLeft: 45,
    });
  });

  it('rounds part minutes up', () => {
    expect(fastStatus(new Date(2025, 9, 3, 17, 59, 1), START, 3, '18:00')).toEqual({
      kind: 'fasting',
      minutesLeft: 1,
    });
    expect(fastStatus(new Date(2025, 9, 3, 17, 58, 30), START, 3, '18:00')).toEqual({
      kind: 'fasting',
      minutesLeft: 2,
    });
  });

  it('is complete at and after the close', () => {
    expect(fastStatus(new Date(2025, 9, 3, 18, 0), START, 3, '18:00')).toEqual({ kind: 'complete' });
    expect(fastStatus(new Date(2025, 9, 3, 23, 59), START, 3, '18:00')).toEqual({ kind: 'complete' });
    expect(fastStatus(new Date(2025, 9, 4, 17, 45), START, 4, '17:45')).toEqual({ kind: 'complete' });
  });
});

describe('formatDuration', () => {
  it.each([
    [0, '0 min'],
    [1, '1 min'],
    [45, '45 min'],
    [59, '59 min'],
    [60, '1 h'],
    [61, '1 h 1 min'],
    [90, '1 h 30 min'],
    [120, '2 h'],
    [705, '11 h 45 min'],
    [720, '12 h'],
  ])('%i minutes → %s', (minutes, text) => {
    expect(formatDuration(minutes)).toBe(text);
  });
});
