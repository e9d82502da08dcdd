import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AskRequest, PrayedRequest } from '@/types/api';
import { fakeService, refusal } from './wall-service.fixtures';
import { asked, changedOwn, mineStore, newAuthorKey, prayedFor, prayedStore, reported, reportsStore, wallStore } from './wall-store';
import { flushWall, markAnswered, refreshMine, refreshWall, withdraw } from './wall-sync';

afterEach(() => vi.unstubAllGlobals());

/** A request written on this device, waiting to be sent. */
function queue(text: string, at = Date.now()) {
  const authorKey = newAuthorKey();
  mineStore.write(asked(mineStore.read(), text, authorKey, at));
  return authorKey;
}

const own = (authorKey: string) => mineStore.read().find((r) => r.authorKey === authorKey)!;

describe('requests written offline', () => {
  it('wait on the device, then go once when online, under the key they were written with', async () => {
    const service = fakeService();
    service.online = false;
    const key = queue('Pray for my mother, Rosa');
    await flushWall();
    expect(own(key)).toMatchObject({ id: null, status: null, held: false, error: null });

    service.online = true;
    await flushWall();
    expect(service.to('/requests')).toEqual([{ text: 'Pray for my mother, Rosa', authorKey: key }]);
    expect(own(key)).toMatchObject({ id: expect.any(String), status: 'waiting' });
    // Out of the queue: never sent again.
    await flushWall();
    expect(service.to('/requests')).toHaveLength(1);
  });

  it('are sent once when two flushes start together (the online event and the page opening)', async () => {
    const service = fakeService();
    queue('Pray for Ana');
    queue('Pray for Luis');
    await Promise.all([flushWall(), flushWall(), flushWall()]);
    expect((service.to('/requests') as AskRequest[]).map((r) => r.text)).toEqual(['Pray for Ana', 'Pray for Luis']);
  });

  it('stay on the device after a network failure or 503 and keep their key for the retry', async () => {
    const service = fakeService();
    const key = queue('Pray for Ana');
    service.answerNext('POST /api/prayer-wall/requests', refusal(503, 'Could not be saved just now'));
    await flushWall();
    expect(own(key).id).toBeNull();
    await flushWall();
    expect((service.to('/requests') as AskRequest[]).map((r) => r.authorKey)).toEqual([key, key]);
    expect(own(key).id).not.toBeNull();
  });

  it('are kept with the service’s words when refused as written (422), and not sent again until changed', async () => {
    const service = fakeService();
    const refused = queue('Call me on 555 0100');
    const fine = queue('Pray for Luis');
    service.answerNext('POST /api/prayer-wall/requests', refusal(422, 'Please leave out phone numbers.'));
    await flushWall();
    expect(own(refused)).toMatchObject({ id: null, held: true, error: 'Please leave out phone numbers.' });
    // The next one still went.
    expect(own(fine).id).not.toBeNull();
    await flushWall();
    expect(service.to('/requests')).toHaveLength(2);

    mineStore.write(changedOwn(mineStore.read(), refused, { text: 'Pray for me', held: false, error: null }));
    await flushWall();
    expect(service.to('/requests').at(-1)).toEqual({ text: 'Pray for me', authorKey: refused });
    expect(own(refused)).toMatchObject({ held: false, error: null, status: 'waiting' });
  });

  it('stay queued with the service’s words when the network’s daily budget is spent (429)', async () => {
    const service = fakeService();
    const key = queue('Pray for Ana');
    service.answerNext('POST /api/prayer-wall/requests', refusal(429, 'Too many prayer requests from this network today.'));
    await flushWall();
    expect(own(key)).toMatchObject({ id: null, held: false, error: 'Too many prayer requests from this network today.' });
    await flushWall();
    expect(own(key)).toMatchObject({ id: expect.any(String), error: null });
  });

  it('withdrawn on the device while on the way are taken back from the service', async () => {
    const service = fakeService();
    const key = queue('Pray for Ana');
    service.answerNext('POST /api/prayer-wall/requests', (body) => {
      mineStore.write(mineStore.read().filter((r) => r.authorKey !== key));
      return Response.json({ id: 'late0000000000000000id', status: 'waiting' }, { status: 201, headers: { 'x-body': String(body) } });
    });
    await flushWall();
    expect(service.to('/withdraw')).toEqual([{ id: 'late0000000000000000id', authorKey: key }]);
    expect(mineStore.read()).toEqual([]);
  });
});

describe('prayers and reports', () => {
  it('sends a tap once with its day and token, resending the same token after a failure', async () => {
    const service = fakeService();
    const [state, token] = prayedFor({ taps: {} }, 'wall00000000000000001', 3, Date.now());
    prayedStore.write(state);
    service.online = false;
    await flushWall();
    service.online = true;
    service.answerNext('POST /api/prayer-wall/prayed', refusal(500, 'HTTP 500'));
    await flushWall();
    await flushWall();
    await flushWall();
    const sent = service.to('/prayed') as PrayedRequest[];
    expect(sent).toEqual([
      { id: 'wall00000000000000001', day: 3, token },
      { id: 'wall00000000000000001', day: 3, token },
    ]);
    expect(prayedStore.read().taps['wall00000000000000001/3']!.state).toBe('sent');
  });

  it('drops a tap the service will not count (no longer on the wall), and says when the budget is spent', async () => {
    const service = fakeService();
    let [state] = prayedFor({ taps: {} }, 'gone00000000000000001', 3, 1);
    [state] = prayedFor(state, 'wall00000000000000002', 3, 2);
    prayedStore.write(state);
    service.answerNext('POST /api/prayer-wall/prayed', refusal(404, 'That request is no longer on the prayer wall.'));
    service.answerNext('POST /api/prayer-wall/prayed', refusal(429, 'Too many prayers counted from this network today.'));
    expect(await flushWall()).toBe('Too many prayers counted from this network today.');
    expect(prayedStore.read().taps['gone00000000000000001/3']!.state).toBe('refused');
    expect(prayedStore.read().taps['wall00000000000000002/3']!.state).toBe('waiting');
  });

  it('sends a report once under a fresh token', async () => {
    const service = fakeService();
    reportsStore.write(reported({ hidden: [], pending: [] }, 'wall00000000000000001'));
    await flushWall();
    await flushWall();
    expect(service.to('/reports')).toEqual([{ id: 'wall00000000000000001', token: expect.stringMatching(/^[A-Za-z0-9_-]{22}$/) }]);
    expect(reportsStore.read()).toEqual({ hidden: ['wall00000000000000001'], pending: [] });
  });
});

describe('the wall and the device’s own requests', () => {
  it('keeps the wall read for offline', async () => {
    const request = { id: 'wall00000000000000001', text: 'Pray for Ana', lang: 'en', prayed: 4, answered: false, thanks: null };
    const service = fakeService([request]);
    expect(await refreshWall()).toBe(true);
    expect(wallStore.read()?.requests).toEqual([request]);
    service.online = false;
    expect(await refreshWall()).toBe(false);
    expect(wallStore.read()?.requests).toEqual([request]);
  });

  it('learns how each sent request stands; one the service no longer has is gone', async () => {
    const service = fakeService();
    const shown = queue('Pray for Ana');
    const deleted = queue('Pray for Luis');
    const unsent = queue('Pray for Rosa');
    await flushWall();
    mineStore.write(changedOwn(mineStore.read(), unsent, { id: null, status: null }));
    const shownId = own(shown).id!;
    service.asked.set(shownId, { ...service.asked.get(shownId)!, status: 'shown', prayed: 14, thanks: 'Thank you all' });
    service.asked.delete(own(deleted).id!);
    await refreshMine();
    // Only those sent: the one not sent yet has no id to ask about.
    expect(service.to('/mine')).toEqual([
      {
        requests: [
          { id: own(deleted).id, authorKey: deleted },
          { id: shownId, authorKey: shown },
        ],
      },
    ]);
    expect(own(shown)).toMatchObject({ status: 'shown', prayed: 14, thanks: 'Thank you all' });
    expect(own(deleted).status).toBe('gone');
  });

  it('marks a request answered with its line of thanks, and withdraws one (on the service, then here)', async () => {
    const service = fakeService();
    const key = queue('Pray for Ana');
    await flushWall();
    const id = own(key).id!;
    await markAnswered(key, '  She is home  ');
    expect(service.to('/answered')).toEqual([{ id, authorKey: key, thanks: 'She is home' }]);
    expect(own(key)).toMatchObject({ answered: true, thanks: 'She is home' });

    await withdraw(key);
    expect(service.to('/withdraw')).toEqual([{ id, authorKey: key }]);
    expect(mineStore.read()).toEqual([]);
  });

  it('withdraws a request still waiting to be sent on this device only; offline, a sent one stays', async () => {
    const service = fakeService();
    const sent = queue('Pray for Ana');
    await flushWall();
    const waiting = queue('Pray for Luis');
    service.online = false;
    await withdraw(waiting);
    expect(mineStore.read().map((r) => r.authorKey)).toEqual([sent]);
    await expect(withdraw(sent)).rejects.toThrow();
    expect(mineStore.read().map((r) => r.authorKey)).toEqual([sent]);
    expect(service.to('/withdraw')).toEqual([]);
  });
});
