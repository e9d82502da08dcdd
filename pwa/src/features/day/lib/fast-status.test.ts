import { describe, expect, it } from 'vitest';
import { fastStatus, formatDuration } from './fast-status';

const START = '2025-10-01';

describe('fastStatus', () => {
  it('is later-day on the day before and earlier-day on the day after', () => {
    expect(fastStatus(new Date(2025, 9, 2, 23, 59), START, 3, '18:00')).toEqual({ kind: 'later-day' });
    expect(fastStatus(new Date(2025, 9, 4, 0, 0), START, 3, '18:00')).toEqual({ kind: 'earlier-day' });
  });

  it('compares whole dates: the same day of another month or year is another day', () => {
    expect(fastStatus(new Date(2025, 10, 3, 9, 0), START, 3, '18:00')).toEqual({ kind: 'earlier-day' });
    expect(fastStatus(new Date(2026, 9, 3, 9, 0), START, 3, '18:00')).toEqual({ kind: 'earlier-day' });
    expect(fastStatus(new Date(2024, 9, 3, 9, 0), START, 3, '18:00')).toEqual({ kind: 'later-day' });
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
