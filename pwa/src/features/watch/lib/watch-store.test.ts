import { describe, expect, it } from 'vitest';
import { WATCH_PLEDGES_KEY } from '@/lib/storage-keys';
import { samplePlan } from './watch.fixtures';
import {
  acknowledged,
  pledged,
  pledgeOf,
  pledgesStore,
  readWith,
  refused,
  requestOf,
  shownKeeping,
  unpledged,
  waiting,
} from './watch-store';

const plan = samplePlan([12], { 12: [3, 0, 1] });
const [nine, ten] = plan.turns as [(typeof plan.turns)[0], (typeof plan.turns)[0]];

describe('the pledges kept on the device', () => {
  it('makes a fresh token for each pledge', () => {
    const both = pledged(pledged([], nine), ten);
    expect(both[0]!.token).not.toBe(both[1]!.token);
  });

  it('shows the count as the member left it: a pledge waiting adds one, a taking back waiting takes one off', () => {
    let list = pledged([], nine);
    expect(shownKeeping(nine, pledgeOf(list, 12, '21:00'))).toBe(4);
    // The service took it, and the plan read since counts it: still 4, not 5.
    list = acknowledged(list, null, requestOf(list[0]!))[0];
    const reread = { ...nine, keeping: 4 };
    expect(shownKeeping(reread, pledgeOf(readWith(list), 12, '21:00'))).toBe(4);
    list = unpledged(readWith(list), 12, '21:00');
    expect(shownKeeping(reread, pledgeOf(list, 12, '21:00'))).toBe(3);
  });

  it('a turn pledged again before its taking back was sent keeps its token (nothing new to count)', () => {
    const first = pledged([], nine);
    const again = pledged(unpledged(first, 12, '21:00'), nine);
    expect(again).toHaveLength(1);
    expect(again[0]).toMatchObject({ token: first[0]!.token, pledged: true, sent: false });
  });

  it('a refused pledge is not counted, waits for nothing, and a new tap pledges afresh', () => {
    const list = pledged([], ten);
    const kept = refused(list, requestOf(list[0]!), 'That hour of the watch is over.');
    expect(shownKeeping(ten, kept[0])).toBe(0);
    expect(waiting(kept)).toEqual([]);
    const afresh = pledged(kept, ten);
    expect(afresh[0]).toMatchObject({ error: null, pledged: true });
    expect(afresh[0]!.token).not.toBe(list[0]!.token);
    // Letting a refused pledge go just forgets it: nothing is sent.
    expect(unpledged(kept, 10, '22:00')).toEqual(kept);
    expect(unpledged(kept, 12, '22:00')).toEqual([]);
  });

  it('reads only well-formed pledges back', () => {
    const token = 'A'.repeat(22);
    localStorage.setItem(
      WATCH_PLEDGES_KEY,
      JSON.stringify([
        { day: 12, start: '21:00', startsAt: nine.startsAt, token, pledged: true, sent: true, counted: true, error: null },
        { day: 12, start: '25:00', startsAt: nine.startsAt, token, pledged: true },
        { day: 12, start: '22:00', startsAt: ten.startsAt, token: 'short', pledged: true },
        { day: '12', start: '22:00', startsAt: ten.startsAt, token, pledged: true },
      ]),
    );
    expect(pledgesStore.read()).toEqual([
      { day: 12, start: '21:00', startsAt: nine.startsAt, token, pledged: true, sent: true, counted: true, error: null },
    ]);
  });
});
