// The watch on every page (app/watch-shell.tsx), joining the pledges kept on this device with its
// push subscription: the hours to be reminded of are told to the service under the subscription's
// token when the app starts, after each pledge and when reminders are turned on; what waits
// (pledges, "I kept this hour", the hours) is sent when the browser is online again, from any page;
// a try the service could not take is made again later; the watch page says whether the phone will
// be reminded.
import { act, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { saveReminders } from '@/features/reminders/lib/reminder-store';
import { answered, keptStore } from '@/features/watch/lib/kept-store';
import { churchInstant, fakeWatchService, samplePlan } from '@/features/watch/lib/watch.fixtures';
import { keep, pledged, pledgesStore } from '@/features/watch/lib/watch-store';
import WatchRoute from './routes/watch';
import { WatchShell } from './watch-shell';

const plan = samplePlan([12, 13]);
const [nine, ten] = plan.turns as [(typeof plan.turns)[0], (typeof plan.turns)[0]];
const pledge = (turn: typeof nine) => keep(pledgesStore, pledged(pledgesStore.read(), turn));
const remindersOn = (id: string, token: string) =>
  saveReminders({ id, token, endpoint: `https://push.example/${id}`, slots: ['opening'], announcements: true });

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(Date.parse(churchInstant(12, 20)));
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('the watch on every page', () => {
  it('tells the service the pledged hours under the subscription’s token at start, after a pledge and when reminders are turned on again', async () => {
    const service = fakeWatchService(plan);
    remindersOn('sub-1', 'token-1');
    pledge(nine);
    render(<WatchShell />);
    await waitFor(() => expect(service.reminders).toHaveLength(1));
    expect(service.reminders[0]).toEqual({ id: 'sub-1', authorization: 'Bearer token-1', hours: [{ day: 12, start: '21:00' }] });

    act(() => void pledge(ten));
    await waitFor(() => expect(service.reminders).toHaveLength(2));
    expect(service.reminders[1]!.hours).toEqual([
      { day: 12, start: '21:00' },
      { day: 12, start: '22:00' },
    ]);
    // The pledges' own sending (under their tokens) is apart: no reminder request carries one.
    for (const { token } of pledgesStore.read()) expect(JSON.stringify(service.reminders)).not.toContain(token);

    act(() => remindersOn('sub-2', 'token-2'));
    await waitFor(() => expect(service.reminders).toHaveLength(3));
    expect(service.reminders[2]).toMatchObject({ id: 'sub-2', authorization: 'Bearer token-2' });
  });

  it('sends what waited, from any page, once the browser is online again', async () => {
    const service = fakeWatchService(plan);
    service.online = false;
    remindersOn('sub-1', 'token-1');
    pledge(nine);
    keep(keptStore, answered([], { day: 12, start: '21:00', endsAt: Date.parse(churchInstant(12, 22)) }, 'kept', Date.now()));
    render(<WatchShell />);
    await waitFor(() => expect(vi.mocked(fetch)).toHaveBeenCalledTimes(3));
    service.online = true;
    act(() => void window.dispatchEvent(new Event('online')));
    await waitFor(() => expect(service.reminders).toHaveLength(1));
    await waitFor(() => expect(service.pledges).toHaveLength(1));
    await waitFor(() => expect(service.kept).toHaveLength(1));
  });

  it('tries again later when the service is busy, and not at all once it no longer knows the subscription', async () => {
    vi.useFakeTimers({ toFake: ['Date', 'setTimeout', 'clearTimeout'] });
    vi.setSystemTime(Date.parse(churchInstant(12, 20)));
    const service = fakeWatchService(plan);
    service.nextReminders.push(Response.json({ error: 'Busy' }, { status: 503 }));
    remindersOn('sub-1', 'token-1');
    pledge(nine);
    render(<WatchShell />);
    await vi.waitFor(() => expect(service.reminders).toHaveLength(1));
    await act(() => vi.advanceTimersByTimeAsync(60_000));
    await vi.waitFor(() => expect(service.reminders).toHaveLength(2));

    service.nextReminders.push(Response.json({ error: 'Not found' }, { status: 404 }));
    act(() => void pledge(ten));
    await vi.waitFor(() => expect(service.reminders).toHaveLength(3));
    act(() => void pledge(plan.turns[3]!));
    await act(() => vi.advanceTimersByTimeAsync(60 * 60_000));
    expect(service.reminders).toHaveLength(3);
  });
});

describe('the watch page', () => {
  const openPage = async () => {
    render(
      <MemoryRouter>
        <WatchRoute />
      </MemoryRouter>,
    );
    await waitFor(() => expect(document.querySelector('main')).toHaveAttribute('data-ready'));
    return within(await screen.findByRole('region', { name: 'My hours' }));
  };

  it('says the phone will be reminded of each hour when reminders are on', async () => {
    fakeWatchService(plan);
    remindersOn('sub-1', 'token-1');
    const mine = await openPage();
    expect(mine.getByText('This phone will be reminded at the start of each hour you keep.')).toBeInTheDocument();
  });

  it('leads to the reminders when they are off', async () => {
    fakeWatchService(plan);
    const mine = await openPage();
    expect(mine.getByRole('link', { name: 'Turn on reminders' })).toHaveAttribute('href', '/#reminders');
  });
});
