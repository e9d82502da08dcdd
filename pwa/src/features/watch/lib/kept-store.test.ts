// "I kept this hour", on the device: which pledged hours to ask about (ended while the app was
// open, within the service's day, not answered either way), answers under a fresh token each, and
// the queue sent as the service answers: 204 done, 422 kept with its words and never sent again,
// not reached sent again later under the same token.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api';
import type { KeptRequest } from '@/types/api';
import { flushKept } from './kept-sender';
import { answered, endedToAsk, keptStore, keptWaiting, nextEnd } from './kept-store';
import { churchInstant, samplePlan } from './watch.fixtures';
import { keep, pledged, pledgesStore, unpledged } from './watch-store';

const plan = samplePlan([12]);
const [nine, ten, eleven] = plan.turns as [(typeof plan.turns)[0], (typeof plan.turns)[0], (typeof plan.turns)[0]];
const at = (hour: number, minutes = 0) => Date.parse(churchInstant(12, hour)) + minutes * 60_000;
const pledge = (turn = nine) => keep(pledgesStore, pledged(pledgesStore.read(), turn));

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(at(21, 30));
});
afterEach(() => vi.useRealTimers());

describe('the hours to ask about', () => {
  it('are the pledged turns that ended since the app opened, oldest first, not those taken back or still going', () => {
    pledge(nine);
    pledge(ten);
    pledge(eleven);
    keep(pledgesStore, unpledged(pledgesStore.read(), 12, '23:00'));
    const opened = at(21, 30);
    expect(endedToAsk(pledgesStore.read(), [], opened, at(21, 59))).toEqual([]);
    expect(endedToAsk(pledgesStore.read(), [], opened, at(22))).toEqual([{ day: 12, start: '21:00', endsAt: at(22) }]);
    expect(endedToAsk(pledgesStore.read(), [], opened, at(23, 5)).map((h) => h.start)).toEqual(['21:00', '22:00']);
    // Opened after the turn had ended: not asked.
    expect(endedToAsk(pledgesStore.read(), [], at(22, 1), at(22, 30))).toEqual([]);
    // A day after its end the service no longer counts it: not asked.
    expect(endedToAsk(pledgesStore.read(), [], opened, at(22) + 24 * 3600_000)).toEqual([{ day: 12, start: '22:00', endsAt: at(23) }]);
  });

  it('leave out an hour once answered, either way', () => {
    pledge(nine);
    pledge(ten);
    const [first] = endedToAsk(pledgesStore.read(), [], at(21), at(23));
    const dismissed = answered([], first!, 'dismissed', at(23));
    expect(endedToAsk(pledgesStore.read(), dismissed, at(21), at(23)).map((h) => h.start)).toEqual(['22:00']);
    expect(dismissed[0]).toMatchObject({ answer: 'dismissed', token: null });
  });

  it('wait for the next end: the soonest pledged turn still to end', () => {
    expect(nextEnd([], at(21, 30))).toBeNull();
    pledge(ten);
    pledge(nine);
    expect(nextEnd(pledgesStore.read(), at(21, 30))).toBe(at(22));
    expect(nextEnd(pledgesStore.read(), at(22))).toBe(at(23));
    expect(nextEnd(pledgesStore.read(), at(23))).toBeNull();
  });
});

describe('the answers sent', () => {
  const hour = { day: 12, start: '21:00', endsAt: at(22) };
  const sent: KeptRequest[] = [];
  const accepting = vi.fn(async (body: KeptRequest) => void sent.push(body));
  beforeEach(() => {
    sent.length = 0;
    accepting.mockClear();
  });

  it('carry a token made fresh for each hour kept, and nothing else', () => {
    const list = answered(answered([], hour, 'kept', at(22)), { ...hour, start: '22:00' }, 'kept', at(23));
    const [a, b] = list.map((k) => k.token);
    expect(a).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(b).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(a).not.toBe(b);
  });

  it('wait while offline, then go once, under the same token', async () => {
    keep(keptStore, answered([], hour, 'kept', at(22)));
    const token = keptStore.read()[0]!.token;
    await flushKept(async () => Promise.reject(new ApiError('Failed to fetch')));
    await flushKept(async () => Promise.reject(new ApiError('Slow down', 429)));
    expect(keptWaiting(keptStore.read())).toHaveLength(1);
    await flushKept(accepting);
    expect(sent).toEqual([{ day: 12, start: '21:00', token }]);
    expect(keptStore.read()[0]).toMatchObject({ sent: true, error: null });
    await flushKept(accepting);
    expect(sent).toHaveLength(1);
  });

  it('keep the service’s words when it refused one (422), and never send it again', async () => {
    keep(keptStore, answered([], hour, 'kept', at(22)));
    await flushKept(async () => Promise.reject(new ApiError('That hour ended too long ago to be counted.', 422)));
    expect(keptStore.read()[0]).toMatchObject({ sent: false, error: 'That hour ended too long ago to be counted.' });
    await flushKept(accepting);
    expect(accepting).not.toHaveBeenCalled();
  });

  it('send nothing for an hour dismissed', async () => {
    keep(keptStore, answered([], hour, 'dismissed', at(22)));
    await flushKept(accepting);
    expect(accepting).not.toHaveBeenCalled();
  });
});
