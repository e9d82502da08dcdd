import { describe, expect, it } from 'vitest';
import { newToken } from '@/lib/random-token';
import { WALL_KEY, WALL_MINE_KEY, WALL_PRAYED_KEY, WALL_REPORTS_KEY } from '@/lib/storage-keys';
import {
  asked,
  changedOwn,
  mineStore,
  newAuthorKey,
  prayedFor,
  prayedStore,
  reported,
  reportsStore,
  shownCount,
  tapOf,
  waitingTaps,
  wallStore,
  type PrayedState,
} from './wall-store';

const id = (n: number) => `request${String(n).padStart(15, '0')}`;

describe('the prayer wall kept on the device', () => {
  it('makes a fresh 43-character author key for each request and a fresh 22-character token for each tap', () => {
    const keys = new Set(Array.from({ length: 50 }, newAuthorKey));
    const tokens = new Set(Array.from({ length: 50 }, newToken));
    expect(keys.size).toBe(50);
    expect(tokens.size).toBe(50);
    for (const key of keys) expect(key).toMatch(/^[A-Za-z0-9_-]{43}$/);
    for (const token of tokens) expect(token).toMatch(/^[A-Za-z0-9_-]{22}$/);
  });

  it('gives a (request, day) one token, kept for a retry; another day or request another', () => {
    const empty: PrayedState = { taps: {} };
    const [once, first] = prayedFor(empty, id(1), 3, 1000);
    const [again, same] = prayedFor(once, id(1), 3, 2000);
    expect(same).toBe(first);
    expect(again).toBe(once);
    const [, nextDay] = prayedFor(once, id(1), 4, 3000);
    const [, otherRequest] = prayedFor(once, id(2), 3, 3000);
    expect(new Set([first, nextDay, otherRequest]).size).toBe(3);
    expect(tapOf(once, id(1), 3)).toEqual({ token: first, at: 1000, state: 'waiting' });
    expect(tapOf(once, id(1), 4)).toBeUndefined();
    expect(waitingTaps(once)).toEqual([{ id: id(1), day: 3, token: first }]);
  });

  it('forgets sent taps of days before yesterday, never one still waiting', () => {
    let state: PrayedState = {
      taps: {
        [`${id(1)}/1`]: { token: 'A'.repeat(22), at: 1, state: 'sent' },
        [`${id(2)}/1`]: { token: 'B'.repeat(22), at: 2, state: 'waiting' },
        [`${id(3)}/4`]: { token: 'C'.repeat(22), at: 3, state: 'sent' },
      },
    };
    [state] = prayedFor(state, id(4), 5, 4);
    expect(Object.keys(state.taps).sort()).toEqual([`${id(2)}/1`, `${id(3)}/4`, `${id(4)}/5`]);
  });

  it('counts this device’s taps the wall it read cannot hold yet', () => {
    const request = { id: id(1), prayed: 13 };
    const tapped = (state: PrayedState['taps'][string]['state'], at: number): PrayedState => ({
      taps: { [`${id(1)}/3`]: { token: 'A'.repeat(22), at, state } },
    });
    expect(shownCount(request, { taps: {} }, 500)).toBe(13);
    expect(shownCount(request, tapped('waiting', 100), 500)).toBe(14);
    expect(shownCount(request, tapped('sent', 600), 500)).toBe(14);
    expect(shownCount(request, tapped('sent', 500), 500)).toBe(14);
    expect(shownCount(request, tapped('sent', 100), 500)).toBe(13);
    expect(shownCount(request, tapped('refused', 600), 500)).toBe(13);
    expect(shownCount({ id: id(2), prayed: 0 }, tapped('waiting', 100), 500)).toBe(0);
  });

  it('keeps and reads back its requests, taps, reports and the wall', () => {
    const key = newAuthorKey();
    let mine = asked([], 'Pray for Ana', key, 1000);
    mine = changedOwn(mine, key, { id: id(1), status: 'shown', prayed: 2, answered: true, thanks: 'Thank God, Ana is well' });
    mine = asked(mine, 'Pray for Luis', newAuthorKey(), 2000);
    mineStore.write(mine);
    const [prayed] = prayedFor({ taps: {} }, id(1), 3, 1500);
    prayedStore.write(prayed);
    const reports = reported({ hidden: [], pending: [] }, id(2));
    reportsStore.write(reports);
    const wall = { requests: [{ id: id(1), text: 'Pray for Ana', lang: 'en', prayed: 2, answered: true, thanks: 'Thank you' }], savedAt: 1200 };
    wallStore.write(wall);

    expect(mineStore.read()).toEqual(mine);
    expect(mineStore.read().map((r) => r.text)).toEqual(['Pray for Luis', 'Pray for Ana']);
    expect(prayedStore.read()).toEqual(prayed);
    expect(reportsStore.read()).toEqual(reports);
    expect(reports.pending[0]!.token).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(wallStore.read()).toEqual(wall);
    // Reported once: the same report is not queued twice.
    expect(reported(reports, id(2))).toBe(reports);
  });

  it('reads only well-formed values back', () => {
    const key = newAuthorKey();
    localStorage.setItem(
      WALL_MINE_KEY,
      JSON.stringify({
        requests: [
          { authorKey: 'short', text: 'x', askedAt: 1 },
          { authorKey: key, text: 'Pray for Ana', askedAt: 5, id: null, status: 'shown', held: true, error: 'No links' },
          { authorKey: key, text: 'duplicate', askedAt: 6 },
        ],
      }),
    );
    localStorage.setItem(WALL_PRAYED_KEY, JSON.stringify({ taps: { [`${id(1)}/3`]: { token: 'bad', at: 1 }, nonsense: { token: 'A'.repeat(22), at: 1 } } }));
    localStorage.setItem(WALL_REPORTS_KEY, JSON.stringify({ hidden: [id(1), 7], pending: [{ id: id(1), token: 'A'.repeat(22) }, { id: 3 }] }));
    localStorage.setItem(WALL_KEY, JSON.stringify({ requests: [{ id: id(1), text: 'x', lang: 'en', prayed: -1 }], savedAt: 1 }));
    expect(mineStore.read()).toEqual([
      {
        authorKey: key,
        text: 'Pray for Ana',
        // Kept before requests had their language: this copy's.
        lang: 'en',
        askedAt: 5,
        id: null,
        // Not sent: no status, whatever was stored.
        status: null,
        error: 'No links',
        held: true,
        prayed: 0,
        answered: false,
        thanks: null,
      },
    ]);
    expect(prayedStore.read()).toEqual({ taps: {} });
    expect(reportsStore.read()).toEqual({ hidden: [id(1)], pending: [{ id: id(1), token: 'A'.repeat(22) }] });
    expect(wallStore.read()).toEqual({ requests: [], savedAt: 1 });
    localStorage.setItem(WALL_KEY, '{not json');
    expect(wallStore.read()).toBeNull();
  });
});
