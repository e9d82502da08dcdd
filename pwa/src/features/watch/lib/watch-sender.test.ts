import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api';
import type { PledgeRequest } from '@/types/api';
import { samplePlan } from './watch.fixtures';
import { flushPledges } from './watch-sender';
import { keep, planStore, pledged, pledgeOf, pledgesStore, unpledged } from './watch-store';

const plan = samplePlan([12], { 12: [2, 0, 0] });
const [nine, ten] = plan.turns;

/** The member taps a turn: kept here at once (as the page does). */
const pledge = (turn = nine!) => keep(pledgesStore, pledged(pledgesStore.read(), turn));
const letGo = (turn = nine!) => keep(pledgesStore, unpledged(pledgesStore.read(), turn.day, turn.start));

const offline = async () => {
  throw new ApiError('Failed to fetch');
};
const answering = (status: number, error: string) => async () => {
  throw new ApiError(error, status);
};
/** A service that answers 204, recording what it was sent. */
function accepting() {
  const sent: PledgeRequest[] = [];
  return { sent, send: vi.fn(async (body: PledgeRequest) => void sent.push(body)) };
}

afterEach(() => vi.restoreAllMocks());

describe('the pledge queue', () => {
  it('keeps a pledge made offline and sends it once online, exactly once, under its own token', async () => {
    pledge();
    const token = pledgeOf(pledgesStore.read(), 12, '21:00')!.token;
    await flushPledges(offline);
    expect(pledgeOf(pledgesStore.read(), 12, '21:00')).toMatchObject({ token, pledged: true, sent: false, error: null });

    const service = accepting();
    await flushPledges(service.send);
    expect(service.sent).toEqual([{ day: 12, start: '21:00', token, pledged: true }]);
    expect(pledgeOf(pledgesStore.read(), 12, '21:00')).toMatchObject({ token, sent: true });
    // Nothing waits any more: the next try sends nothing.
    await flushPledges(service.send);
    expect(service.send).toHaveBeenCalledTimes(1);
  });

  it('sends the same token on every retry (offline, 503, 429) until the service answers 204', async () => {
    pledge();
    const tries: string[] = [];
    const failing = (err: ApiError) => async (body: PledgeRequest) => {
      tries.push(body.token);
      throw err;
    };
    await flushPledges(failing(new ApiError('Failed to fetch')));
    await flushPledges(failing(new ApiError('Service unavailable', 503)));
    const limited = await flushPledges(failing(new ApiError('This network has reached today’s limit.', 429)));
    expect(limited.limited).toBe('This network has reached today’s limit.');
    const service = accepting();
    await flushPledges(service.send);
    expect(tries).toHaveLength(3);
    expect(new Set([...tries, service.sent[0]!.token]).size).toBe(1);
    expect(pledgeOf(pledgesStore.read(), 12, '21:00')!.sent).toBe(true);
  });

  it('keeps a refused pledge (422) with the service’s words, never sends it again, and sends the rest', async () => {
    pledge(nine);
    pledge(ten);
    const sent: string[] = [];
    const flushed = await flushPledges(async (body) => {
      sent.push(body.start);
      if (body.start === '21:00') throw new ApiError('That hour of the watch is over.', 422);
    });
    expect(sent).toEqual(['21:00', '22:00']);
    expect(flushed.refused).toEqual([{ request: expect.objectContaining({ start: '21:00' }), error: 'That hour of the watch is over.' }]);
    expect(pledgeOf(pledgesStore.read(), 12, '21:00')).toMatchObject({ pledged: true, sent: false, error: 'That hour of the watch is over.' });
    const again = accepting();
    await flushPledges(again.send);
    expect(again.send).not.toHaveBeenCalled();
  });

  it('un-pledges with the pledge’s own token and pledged: false, and forgets it only after 204', async () => {
    pledge();
    await flushPledges(accepting().send);
    const token = pledgeOf(pledgesStore.read(), 12, '21:00')!.token;
    letGo();
    await flushPledges(answering(503, 'Service unavailable'));
    expect(pledgeOf(pledgesStore.read(), 12, '21:00')).toMatchObject({ token, pledged: false, sent: false });
    const service = accepting();
    await flushPledges(service.send);
    expect(service.sent).toEqual([{ day: 12, start: '21:00', token, pledged: false }]);
    expect(pledgeOf(pledgesStore.read(), 12, '21:00')).toBeUndefined();
  });

  it('pledges again under a fresh token once the taking back was sent', async () => {
    pledge();
    await flushPledges(accepting().send);
    const first = pledgeOf(pledgesStore.read(), 12, '21:00')!.token;
    letGo();
    await flushPledges(accepting().send);
    pledge();
    const service = accepting();
    await flushPledges(service.send);
    expect(service.sent[0]).toMatchObject({ pledged: true });
    expect(service.sent[0]!.token).not.toBe(first);
  });

  it('moves the kept plan’s count as the service takes each change', async () => {
    keep(planStore, { plan, savedAt: 1 });
    const keepingAt9 = () => planStore.read()!.plan!.turns[0]!.keeping;
    pledge();
    await flushPledges(accepting().send);
    expect(keepingAt9()).toBe(3);
    letGo();
    await flushPledges(accepting().send);
    expect(keepingAt9()).toBe(2);
  });
});
