import { describe, expect, it } from 'vitest';
import { formatCountdown } from './countdown';

describe('formatCountdown', () => {
  it('counts days and hours, or hours and minutes under a day', () => {
    expect(formatCountdown((2 * 24 + 5) * 3_600_000)).toBe('2 days 5 h');
    expect(formatCountdown(24 * 3_600_000)).toBe('1 day');
    expect(formatCountdown(90 * 60_000)).toBe('1 h 30 min');
    expect(formatCountdown(59_000)).toBe('1 min');
    expect(formatCountdown(-5)).toBe('0 min');
  });
});
