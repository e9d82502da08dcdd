import { describe, expect, it } from 'vitest';
import { chosen, queued, tallyStore, withToken, type TallyState } from './tally-store';

const empty: TallyState = { counted: true, tokens: {}, pending: [] };

describe('the tally kept on the device', () => {
  it('gives a day one token, another day another, and keeps only the newest days’ tokens', () => {
    const [afterFirst, first] = withToken(empty, '2026-10-01', 1);
    let state = afterFirst;
    const [, again] = withToken(state, '2026-10-01', 1);
    expect(again).toBe(first);
    const seen = [first];
    for (const day of [2, 3, 4]) {
      let token: string;
      [state, token] = withToken(state, '2026-10-01', day);
      expect(seen).not.toContain(token);
      seen.push(token);
    }
    expect(Object.keys(state.tokens).sort()).toEqual(['2026-10-01/2', '2026-10-01/3', '2026-10-01/4']);
  });

  it('queues a change to a slot in place of an earlier one, under the day’s token', () => {
    let state = queued(empty, '2026-10-01', 3, [{ slot: 'opening', counted: true }, { slot: 'midday', counted: true }]);
    state = queued(state, '2026-10-01', 3, [{ slot: 'opening', counted: false }]);
    expect(state.pending.map((t) => [t.slot, t.counted])).toEqual([
      ['midday', true],
      ['opening', false],
    ]);
    expect(new Set(state.pending.map((t) => t.token))).toEqual(new Set([state.tokens['2026-10-01/3']]));
  });

  it('forgets tokens and waiting ticks when the member chooses not to be counted', () => {
    const state = queued(empty, '2026-10-01', 3, [{ slot: 'opening', counted: true }]);
    expect(chosen(state, false)).toEqual({ counted: false, tokens: {}, pending: [] });
    expect(chosen(state, true)).toEqual(state);
  });

  it('reads only well-formed values back', () => {
    localStorage.setItem(
      'prayer-fast:v1:tally',
      JSON.stringify({
        counted: 'yes',
        tokens: { '2026-10-01/1': 'short', '2026-10-01/2': 'A'.repeat(22) },
        pending: [{ day: 2, slot: 'opening', token: 'A'.repeat(22), counted: true }, { day: 'x' }],
      }),
    );
    expect(tallyStore.read()).toEqual({
      counted: null,
      tokens: { '2026-10-01/2': 'A'.repeat(22) },
      pending: [{ day: 2, slot: 'opening', token: 'A'.repeat(22), counted: true }],
    });
  });
});
