import { describe, expect, it } from 'vitest';
import { TWELVE_HOUR_SAMPLES } from '@/types/api';
import { formatClockTime } from './clock-time';

describe('formatClockTime', () => {
  it.each([
    ['06:00', '6:00 AM'],
    ['09:00', '9:00 AM'],
    ['12:00', '12:00 PM'],
    ['15:00', '3:00 PM'],
    ['17:45', '5:45 PM'],
    ['18:00', '6:00 PM'],
    ['21:00', '9:00 PM'],
    ['00:00', '12:00 AM'],
    ['00:05', '12:05 AM'],
    ['11:59', '11:59 AM'],
    ['12:30', '12:30 PM'],
    ['23:59', '11:59 PM'],
  ])('%s → %s', (time, text) => {
    expect(formatClockTime(time)).toBe(text);
  });
});

describe('formatClockTime on a 24-hour clock', () => {
  it.each([
    ['06:00', '6:00'],
    ['17:45', '17:45'],
    ['00:05', '0:05'],
  ])('%s → %s', (time, text) => {
    expect(formatClockTime(time, 'h23')).toBe(text);
  });
});

describe('formatClockTime agrees with the service', () => {
  // The service prints these in e-mails, notifications and the calendar (generated from Rust).
  it.each(TWELVE_HOUR_SAMPLES.map(([time, text]) => [time, text]))('%s → %s, as the service prints it', (time, text) => {
    expect(formatClockTime(time)).toBe(text);
  });
});
