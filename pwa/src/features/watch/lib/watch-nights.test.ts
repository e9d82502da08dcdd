import { describe, expect, it } from 'vitest';
import { churchInstant, samplePlan } from './watch.fixtures';
import { gapsOf, nightsOf } from './watch-nights';

const plan = samplePlan([11, 12, 13], { 12: [2, 0, 1] });
/** Day 12's night, 9:30 PM in Chicago: its first turn has begun, day 11's night is over. */
const during12 = new Date(Date.parse(churchInstant(12, 21)) + 30 * 60_000);

describe('the watch by night', () => {
  it('puts tonight first and the nights over apart, each night’s turns on the church’s clock', () => {
    const { upcoming, past } = nightsOf(plan, during12, 'America/Chicago');
    expect(upcoming.map((n) => n.day)).toEqual([12, 13]);
    expect(past.map((n) => n.day)).toEqual([11]);
    const [tonight, next] = upcoming;
    expect(tonight).toMatchObject({ day: 12, date: { year: 2025, month: 10, day: 12 }, tonight: true, over: false });
    expect(next).toMatchObject({ day: 13, date: { year: 2025, month: 10, day: 13 }, tonight: false });
    expect(tonight!.turns.map((t) => [t.time, t.now, t.over])).toEqual([
      ['9:00 PM', true, false],
      ['10:00 PM', false, false],
      ['11:00 PM', false, false],
    ]);
    expect(past[0]!.turns.every((t) => t.over)).toBe(true);
  });

  it('gives no local time when the member keeps the church’s time zone, or another with the same clock', () => {
    for (const zone of ['America/Chicago', 'America/Bogota', undefined, 'Not/A_Zone']) {
      const { upcoming } = nightsOf(plan, during12, zone);
      expect(upcoming.flatMap((n) => n.turns.map((t) => t.local))).toEqual(Array(6).fill(null));
    }
  });

  it('gives the member’s own time beside the church’s when their time zone is another', () => {
    const { upcoming } = nightsOf(plan, during12, 'America/Denver');
    // Denver is an hour behind Chicago.
    expect(upcoming[0]!.turns.map((t) => [t.time, t.local])).toEqual([
      ['9:00 PM', { time: '8:00 PM', weekday: null }],
      ['10:00 PM', { time: '9:00 PM', weekday: null }],
      ['11:00 PM', { time: '10:00 PM', weekday: null }],
    ]);
  });

  it('names the member’s weekday when their date is not the church’s', () => {
    const { upcoming } = nightsOf(plan, during12, 'Europe/Madrid');
    // Sunday 9:00 PM in Chicago is Monday 4:00 AM in Madrid.
    expect(upcoming[0]!.turns[0]!.local).toEqual({ time: '4:00 AM', weekday: 'Mon' });
  });

  it('counts the gaps of the turns still to keep', () => {
    const { upcoming } = nightsOf(plan, during12, 'America/Chicago');
    expect(gapsOf(upcoming[0]!, (turn) => turn.keeping)).toBe(1);
    expect(gapsOf(upcoming[1]!, (turn) => turn.keeping)).toBe(3);
    // The 9 PM turn is over at 10:05 PM: a gap no more.
    const later = nightsOf(samplePlan([12]), new Date(Date.parse(churchInstant(12, 22)) + 5 * 60_000), 'America/Chicago');
    expect(later.upcoming[0]!.turns[0]!.over).toBe(true);
    expect(gapsOf(later.upcoming[0]!, () => 0)).toBe(2);
  });

  it('is over, every night apart, once the fast’s last turn has ended', () => {
    const { upcoming, past } = nightsOf(plan, new Date(churchInstant(14, 12)), 'America/Chicago');
    expect(upcoming).toEqual([]);
    expect(past.map((n) => n.day)).toEqual([11, 12, 13]);
  });
});
