// The hours this device is reminded of: the whole set of its pledged hours still to come, sent
// under the push subscription's token (and nothing of a pledge), only when it differs from what the
// service was last told for that subscription; tried again when it did not reach the service; not
// sent again to a subscription the service no longer knows.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api';
import type { WatchHour } from '@/types/api';
import type { PushSubscriptionRef } from './watch-api';
import { churchInstant, fakeWatchService, samplePlan } from './watch.fixtures';
import { isGone, remindedStore, syncReminderHours } from './watch-reminders';
import { keep, pledged, pledgesStore, refused, requestOf, unpledged } from './watch-store';

const plan = samplePlan([12, 13]);
const turn = (day: number, hour: number) => plan.turns.find((t) => t.day === day && t.start === `${hour}:00`)!;
const pledge = (day: number, hour: number) => keep(pledgesStore, pledged(pledgesStore.read(), turn(day, hour)));
const letGo = (day: number, hour: number) => keep(pledgesStore, unpledged(pledgesStore.read(), day, `${hour}:00`));

const phone: PushSubscriptionRef = { id: 'sub-1', token: 'secret-token' };

/** A service answering 200, recording each set it was sent. */
function accepting() {
  const sets: WatchHour[][] = [];
  return { sets, send: vi.fn(async (_: PushSubscriptionRef, hours: WatchHour[]) => (sets.push(hours), { hours: hours.length })) };
}
const failing = (error: ApiError) => vi.fn(async () => Promise.reject(error));

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  // Day 12's night, 9:30 PM in Chicago: the 9:00 PM turn under way.
  vi.setSystemTime(Date.parse(churchInstant(12, 21)) + 30 * 60_000);
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('the hours this device is reminded of', () => {
  it('are the pledged hours not ended, the turn under way included, sent as a whole set with no pledge token', async () => {
    pledge(13, 22);
    pledge(12, 21);
    pledge(12, 23);
    const service = accepting();
    expect(await syncReminderHours(phone, service.send)).toBe('sent');
    expect(service.send).toHaveBeenCalledWith(phone, expect.anything());
    expect(service.sets).toEqual([
      [
        { day: 12, start: '21:00' },
        { day: 12, start: '23:00' },
        { day: 13, start: '22:00' },
      ],
    ]);
    expect(JSON.stringify(service.sets)).not.toMatch(/token/);
  });

  it('leave out hours over, taken back or refused, and send nothing while nothing changed', async () => {
    // Day 12's 9:00 PM turn is over at 10:30 PM.
    vi.setSystemTime(Date.parse(churchInstant(12, 22)) + 30 * 60_000);
    pledge(12, 21);
    pledge(12, 22);
    pledge(13, 21);
    pledge(13, 22);
    letGo(13, 21);
    const list = pledgesStore.read();
    const refusedOne = list.find((p) => p.day === 13 && p.start === '22:00')!;
    keep(pledgesStore, refused(list, requestOf(refusedOne), 'That hour of the watch is over.'));
    const service = accepting();
    await syncReminderHours(phone, service.send);
    expect(service.sets).toEqual([[{ day: 12, start: '22:00' }]]);

    expect(await syncReminderHours(phone, service.send)).toBe('unchanged');
    // The hour ends: the service forgets it as it sends it, so that alone is no change.
    vi.setSystemTime(Date.parse(churchInstant(12, 23)) + 60_000);
    expect(await syncReminderHours(phone, service.send)).toBe('unchanged');
    expect(service.sets).toHaveLength(1);
  });

  it('are sent again whole after a pledge and after its taking back, down to none', async () => {
    const service = accepting();
    // Nothing pledged and nothing told yet: nothing to send.
    expect(await syncReminderHours(phone, service.send)).toBe('unchanged');
    pledge(12, 22);
    await syncReminderHours(phone, service.send);
    pledge(13, 21);
    await syncReminderHours(phone, service.send);
    letGo(12, 22);
    await syncReminderHours(phone, service.send);
    letGo(13, 21);
    await syncReminderHours(phone, service.send);
    expect(service.sets).toEqual([[{ day: 12, start: '22:00' }], [{ day: 12, start: '22:00' }, { day: 13, start: '21:00' }], [{ day: 13, start: '21:00' }], []]);
  });

  it('are sent again for a new subscription (reminders turned on again), and not at all when reminders are off', async () => {
    pledge(12, 22);
    const service = accepting();
    expect(await syncReminderHours(null, service.send)).toBe('unchanged');
    await syncReminderHours(phone, service.send);
    await syncReminderHours({ id: 'sub-2', token: 'other' }, service.send);
    expect(service.send.mock.calls.map(([subscription]) => subscription.id)).toEqual(['sub-1', 'sub-2']);
  });

  it('wait, unsent, while the service cannot be reached or is busy, and go once it can', async () => {
    pledge(12, 22);
    expect(await syncReminderHours(phone, failing(new ApiError('Failed to fetch')))).toBe('retry');
    expect(await syncReminderHours(phone, failing(new ApiError('Busy', 503)))).toBe('retry');
    expect(remindedStore.read()).toBeNull();
    const service = accepting();
    expect(await syncReminderHours(phone, service.send)).toBe('sent');
    expect(service.sets).toEqual([[{ day: 12, start: '22:00' }]]);
  });

  it('are not sent again to a subscription the service no longer knows under its token (401, 404)', async () => {
    for (const status of [401, 404]) {
      localStorage.clear();
      pledge(12, 22);
      expect(await syncReminderHours(phone, failing(new ApiError('Not found', status)))).toBe('gone');
      expect(isGone(phone)).toBe(true);
      pledge(13, 21);
      const service = accepting();
      expect(await syncReminderHours(phone, service.send)).toBe('gone');
      expect(service.send).not.toHaveBeenCalled();
      expect(isGone({ id: 'sub-2', token: 'other' })).toBe(false);
    }
  });

  it('are not sent again as they were after the service refused them (400), but are once they change', async () => {
    pledge(12, 22);
    expect(await syncReminderHours(phone, failing(new ApiError('That is not an hour of the church’s watch.', 400)))).toBe('refused');
    const service = accepting();
    expect(await syncReminderHours(phone, service.send)).toBe('unchanged');
    pledge(13, 21);
    expect(await syncReminderHours(phone, service.send)).toBe('sent');
  });

  it('go through the API as PUT /api/push/subscriptions/{id}/watch with the subscription’s bearer token', async () => {
    const service = fakeWatchService(plan);
    pledge(12, 22);
    expect(await syncReminderHours(phone)).toBe('sent');
    expect(service.reminders).toEqual([{ id: 'sub-1', authorization: 'Bearer secret-token', hours: [{ day: 12, start: '22:00' }] }]);
  });
});
