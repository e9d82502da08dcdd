// Reminders follow the member's rhythm (issue 44): with reminders on, choosing a rhythm makes the
// subscription's prayer times the rhythm's (the prayer watch as chosen); turning them on later
// offers the rhythm's; the calendar link carries it. Facts from content/.
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import rhythms from 'virtual:rhythms';
import { programme } from '@/content/programme';
import { ENDPOINT, fetchMock, installPush, stubServiceAndDeviceEachTest } from '@/features/reminders/components/reminders-card.fixtures';
import { loadReminders, saveReminders } from '@/features/reminders/lib/reminder-store';
import { rhythmStore } from '@/features/rhythms/lib/rhythm-store';
import { formatClockTime } from '@/lib/clock-time';
import { PRAYER_WATCH_KEY } from '@/types/api';
import { followRhythm } from './rhythm-reminders';
import { CoverExtras } from './routes/cover-extras';

stubServiceAndDeviceEachTest();

const prayerTimes = programme.defaultSlots.map((s) => s.key);
const onceSlots = rhythms!.once.slots!;
const remindersOn = (slots: string[]) => saveReminders({ id: 's1', token: 't1', endpoint: ENDPOINT, slots, announcements: true });
const patches = () =>
  fetchMock.mock.calls
    .filter(([, init]) => init?.method === 'PATCH')
    .map(([url, init]) => ({ url: String(url), body: JSON.parse(String(init!.body)) as unknown }));

describe('reminders following the rhythm', () => {
  it('with reminders on, a rhythm chosen makes its prayer times the subscription’s, once; the watch stays as chosen', async () => {
    remindersOn([...prayerTimes, PRAYER_WATCH_KEY]);
    await followRhythm('once');
    expect(patches()).toEqual([{ url: '/api/push/subscriptions/s1', body: { slots: [...onceSlots, PRAYER_WATCH_KEY] } }]);
    expect(loadReminders()?.slots).toEqual([...onceSlots, PRAYER_WATCH_KEY]);
    // Followed: the member may change them one by one, and a later visit does not undo it.
    await followRhythm('once');
    expect(patches()).toHaveLength(1);

    await followRhythm('every');
    expect(patches()[1]!.body).toEqual({ slots: [...prayerTimes, PRAYER_WATCH_KEY] });
  });

  it('asks nothing with reminders off or no rhythm chosen; a refusal is tried again', async () => {
    await followRhythm(null);
    await followRhythm('twice');
    expect(fetchMock).not.toHaveBeenCalled();

    remindersOn(prayerTimes);
    fetchMock.mockResolvedValueOnce(new Response(null, { status: 503 }));
    await expect(followRhythm('once')).rejects.toThrow();
    expect(loadReminders()?.slots).toEqual(prayerTimes);
    await followRhythm('once');
    expect(loadReminders()?.slots).toEqual(onceSlots);
  });
});

describe('the cover’s reminders in a rhythm', () => {
  const option = (key: string) => {
    const slot = programme.defaultSlots.find((s) => s.key === key)!;
    return screen.getByRole<HTMLInputElement>('checkbox', { name: `${formatClockTime(slot.time)} ${slot.title}` });
  };

  it('offers the rhythm’s prayer times before reminders are on, and the calendar link carries it', async () => {
    installPush('granted');
    rhythmStore.write('once');
    render(
      <MemoryRouter>
        <CoverExtras />
      </MemoryRouter>,
    );
    const link = await screen.findByRole('link', { name: 'Add to calendar' }, { timeout: 20_000 });
    expect(new URL(link.getAttribute('href')!, 'https://guide.example').searchParams.get('rhythm')).toBe('once');
    for (const key of prayerTimes) expect(option(key).checked, key).toBe(onceSlots.includes(key));
  });

  it('shows the subscription’s prayer times once they follow the rhythm', async () => {
    // Subscribed before: the browser holds the subscription, permission granted.
    const { pushManager, notification } = installPush('granted');
    await pushManager.subscribe();
    notification.permission = 'granted';
    remindersOn(prayerTimes);
    rhythmStore.write('once');
    render(
      <MemoryRouter>
        <CoverExtras />
      </MemoryRouter>,
    );
    await screen.findByText('Reminders are on for this device.', {}, { timeout: 20_000 });
    await expect.poll(() => patches()).toHaveLength(1);
    await expect.poll(() => prayerTimes.filter((key) => option(key).checked)).toEqual(onceSlots);
  });
});
