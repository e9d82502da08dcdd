import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { programme } from '@/content/programme';
import { resetProgrammeSettings, storeProgrammeSettings } from '@/content/programme-settings';
import { RemindersCard } from './reminders-card';
import { ENDPOINT, fetchMock, installPush, stubServiceAndDeviceEachTest } from './reminders-card.fixtures';

stubServiceAndDeviceEachTest();

describe('RemindersCard when the service sends no push reminders', () => {
  it('offers the calendar only, with no administrator message', () => {
    installPush('granted');
    storeProgrammeSettings({ startDate: programme.startDate, pushReminders: false });
    const { container } = render(<RemindersCard programme={programme} />);
    expect(screen.getByText(/Add every prayer time of the fast to your calendar/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Remind me' })).not.toBeInTheDocument();
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Add to calendar' })).toBeInTheDocument();
    expect(container.textContent).not.toMatch(/VAPID/);
  });

  it('shows nothing until the service has answered, then what it offers', async () => {
    installPush('granted');
    resetProgrammeSettings();
    const { container } = render(<RemindersCard programme={programme} />);
    expect(container).toBeEmptyDOMElement();
    act(() => storeProgrammeSettings({ startDate: programme.startDate, pushReminders: true }));
    expect(await screen.findByRole('button', { name: 'Remind me' })).toBeInTheDocument();
  });
});

describe("RemindersCard's way to the day's guide by e-mail", () => {
  const link = () => screen.queryByRole('link', { name: "No notifications on this phone? Get the day's guide by e-mail" });

  it('links to the journey page’s card where the church offers it, push reminders or not', () => {
    storeProgrammeSettings({ startDate: programme.startDate, pushReminders: true, guideMail: true });
    const { unmount } = render(<RemindersCard programme={programme} />);
    expect(link()).toHaveAttribute('href', '/journey#guide-mail');
    unmount();
    storeProgrammeSettings({ startDate: programme.startDate, pushReminders: false, guideMail: true });
    render(<RemindersCard programme={programme} />);
    expect(link()).toHaveAttribute('href', '/journey#guide-mail');
  });

  it('is not there where the church does not offer it', () => {
    storeProgrammeSettings({ startDate: programme.startDate, pushReminders: true, guideMail: false });
    const { unmount } = render(<RemindersCard programme={programme} />);
    expect(screen.getByRole('status')).toBeInTheDocument();
    expect(link()).not.toBeInTheDocument();
    unmount();
    storeProgrammeSettings({ startDate: programme.startDate, pushReminders: false, guideMail: false });
    render(<RemindersCard programme={programme} />);
    expect(link()).not.toBeInTheDocument();
  });

  it('is gone while reminders are on for this device', async () => {
    storeProgrammeSettings({ startDate: programme.startDate, pushReminders: true, guideMail: true });
    installPush('granted');
    render(<RemindersCard programme={programme} />);
    expect(link()).toBeInTheDocument();
    await userEvent.click(await screen.findByRole('button', { name: 'Remind me' }));
    expect(await screen.findByRole('button', { name: 'Turn off reminders' })).toBeInTheDocument();
    expect(link()).not.toBeInTheDocument();
  });
});

describe('RemindersCard', () => {
  it('without push support, says so and still offers the calendar', () => {
    render(<RemindersCard programme={programme} />);
    expect(screen.getByRole('status')).toHaveTextContent('This browser cannot show reminders');
    expect(screen.queryByRole('button', { name: 'Remind me' })).not.toBeInTheDocument();
    const link = screen.getByRole('link', { name: 'Add to calendar' });
    expect(link.getAttribute('href')).toMatch(/^\/api\/calendar\.ics\?tz=/);
  });

  it('adds the hours of the watch pledged here to the calendar', () => {
    render(<RemindersCard programme={programme} watchHours={[{ day: 12, start: '21:00' }, { day: 15, start: '22:00' }]} />);
    const href = screen.getByRole('link', { name: 'Add to calendar' }).getAttribute('href')!;
    expect(new URL(href, 'https://guide.example').searchParams.get('watch')).toBe('12-21:00,15-22:00');
  });

  it('asks permission only on the tap, subscribes, and tells the service the zone and choices', async () => {
    const { notification, pushManager } = installPush('granted');
    render(<RemindersCard programme={programme} />);
    expect(notification.requestPermission).not.toHaveBeenCalled();
    const watch = screen.getByRole('checkbox', { name: '9:00 PM Second Watch' });
    expect(watch).toBeChecked();
    await userEvent.click(screen.getByRole('checkbox', { name: '12:00 PM Midday Intercession' }));
    await userEvent.click(screen.getByRole('button', { name: 'Remind me' }));

    expect(await screen.findByText('Reminders are on for this device.')).toBeInTheDocument();
    expect(notification.requestPermission).toHaveBeenCalledTimes(1);
    expect(pushManager.subscribe).toHaveBeenCalledWith(expect.objectContaining({ userVisibleOnly: true }));
    const post = fetchMock.mock.calls.find(([url, init]) => String(url).endsWith('/subscriptions') && init?.method === 'POST')!;
    const body = JSON.parse(String(post[1]!.body));
    expect(body.subscription.endpoint).toBe(ENDPOINT);
    expect(body.timeZone).toBe(Intl.DateTimeFormat().resolvedOptions().timeZone);
    expect(body.slots).toEqual(['opening', 'morning', 'afternoon', 'close', 'prayer-watch']);
    // The service sends this device's reminders in the app's language.
    expect((post[1]!.headers as Record<string, string>)['Accept-Language']).toBe('en');
    expect(JSON.parse(localStorage.getItem('prayer-fast:v1:reminders')!)).toMatchObject({ id: 's1', token: 't1' });
  });

  it('explains a refused permission', async () => {
    installPush('denied');
    render(<RemindersCard programme={programme} />);
    await userEvent.click(screen.getByRole('button', { name: 'Remind me' }));
    expect(await screen.findByText(/Notifications are blocked for this site/)).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('church announcements: on by default, chosen before subscribing, changed on the service after', async () => {
    installPush('granted');
    render(<RemindersCard programme={programme} />);
    const announcements = screen.getByRole('checkbox', { name: /^Church announcements/ });
    expect(announcements).toBeChecked();
    await userEvent.click(announcements);
    await userEvent.click(screen.getByRole('button', { name: 'Remind me' }));
    expect(await screen.findByText('Reminders are on for this device.')).toBeInTheDocument();
    const post = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST')!;
    expect(JSON.parse(String(post[1]!.body)).announcements).toBe(false);
    expect(JSON.parse(localStorage.getItem('prayer-fast:v1:reminders')!).announcements).toBe(false);

    await userEvent.click(screen.getByRole('checkbox', { name: /^Church announcements/ }));
    expect(await screen.findByRole('checkbox', { name: /^Church announcements/ })).toBeChecked();
    const patch = fetchMock.mock.calls.find(([, init]) => init?.method === 'PATCH')!;
    expect(String(patch[0])).toBe('/api/push/subscriptions/s1');
    expect(JSON.parse(String(patch[1]!.body))).toEqual({ announcements: true });
    await vi.waitFor(() =>
      expect(JSON.parse(localStorage.getItem('prayer-fast:v1:reminders')!).announcements).toBe(true),
    );
  });

  it('turns off on the service and in the browser', async () => {
    const { subscription } = installPush('granted');
    render(<RemindersCard programme={programme} />);
    await userEvent.click(screen.getByRole('button', { name: 'Remind me' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Turn off reminders' }));
    expect(await screen.findByRole('button', { name: 'Remind me' })).toBeInTheDocument();
    const del = fetchMock.mock.calls.find(([, init]) => init?.method === 'DELETE')!;
    expect(String(del[0])).toBe('/api/push/subscriptions/s1');
    expect((del[1]!.headers as Record<string, string>).Authorization).toBe('Bearer t1');
    expect(subscription.unsubscribe).toHaveBeenCalled();
    expect(localStorage.getItem('prayer-fast:v1:reminders')).toBeNull();
  });

  it('shows the service’s error and stays off when the subscription is refused', async () => {
    installPush('granted');
    fetchMock.mockImplementation(async (input) =>
      String(input).endsWith('/public-key')
        ? Response.json({ error: 'Reminders are not set up on this server yet' }, { status: 503 })
        : new Response(null, { status: 500 }),
    );
    render(<RemindersCard programme={programme} />);
    await userEvent.click(screen.getByRole('button', { name: 'Remind me' }));
    const alert = await screen.findByRole('alert');
    expect(within(alert.parentElement!).getByText('Reminders are not set up on this server yet')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Remind me' })).toBeEnabled();
  });

  it("says so in the app's words when the service cannot be reached (not the browser's)", async () => {
    installPush('granted');
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    render(<RemindersCard programme={programme} />);
    await userEvent.click(screen.getByRole('button', { name: 'Remind me' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      "We couldn't reach the service. Please check your connection and try again.",
    );
    expect(screen.getByRole('button', { name: 'Remind me' })).toBeEnabled();
  });
});

describe('RemindersCard on start, with reminders already on', () => {
  const OLD_KEY = new Uint8Array([4, 1, 1]);
  const NEW_KEY = 'BAIC'; // base64url of [4, 2, 2]

  /** A browser already subscribed at `endpoint` with `key`, granted, and the app's record of it. */
  function alreadyOn(endpoint: string, key: Uint8Array) {
    const made = (url: string, applicationServerKey: ArrayBuffer) => ({
      endpoint: url,
      options: { applicationServerKey, userVisibleOnly: true },
      toJSON: () => ({ endpoint: url, expirationTime: null, keys: { p256dh: 'p', auth: 'a' } }),
      unsubscribe: vi.fn(async () => {
        current = null;
        return true;
      }),
    });
    const old = made(endpoint, key.slice().buffer);
    let current: ReturnType<typeof made> | null = old;
    const pushManager = {
      subscribe: vi.fn(async (options: PushSubscriptionOptionsInit) => {
        current = made('https://push.example.net/fresh', options.applicationServerKey as ArrayBuffer);
        return current;
      }),
      getSubscription: vi.fn(async () => current),
    };
    vi.stubGlobal('PushManager', function PushManager() {});
    vi.stubGlobal('Notification', { permission: 'granted', requestPermission: vi.fn() });
    const registration = { pushManager };
    Object.defineProperty(navigator, 'serviceWorker', {
      configurable: true,
      value: { ready: Promise.resolve(registration), getRegistration: async () => registration },
    });
    localStorage.setItem(
      'prayer-fast:v1:reminders',
      JSON.stringify({ id: 'old', token: 'old-token', endpoint, slots: ['opening', 'close'] }),
    );
    fetchMock.mockImplementation(async (input, init) => {
      const url = String(input);
      if (url.endsWith('/api/push/public-key')) return Response.json({ publicKey: NEW_KEY });
      if (url.endsWith('/api/push/subscriptions') && init?.method === 'POST') return Response.json({ id: 'new', token: 'new-token' }, { status: 201 });
      if (init?.method === 'DELETE') return new Response(null, { status: 204 });
    if (url.endsWith('/s1/test')) return Response.json({ sentAt: '2026-11-25T06:00:00Z' }, { status: 202 });
      return new Response(null, { status: 500 });
    });
    return { old, pushManager };
  }

  const calls = (method: string) => fetchMock.mock.calls.filter(([, init]) => init?.method === method);

  it('subscribes again with the new key after the service rotated its VAPID key, and drops the old record', async () => {
    const { old, pushManager } = alreadyOn(ENDPOINT, OLD_KEY);
    render(<RemindersCard programme={programme} />);
    await vi.waitFor(() => expect(calls('DELETE')).toHaveLength(1));

    expect(old.unsubscribe).toHaveBeenCalled();
    const asked = pushManager.subscribe.mock.calls[0]![0].applicationServerKey as Uint8Array;
    expect([...asked]).toEqual([4, 2, 2]);
    const body = JSON.parse(String(calls('POST')[0]![1]!.body));
    expect(body.subscription.endpoint).toBe('https://push.example.net/fresh');
    expect(body.slots).toEqual(['opening', 'close']);
    const [url, init] = calls('DELETE')[0]!;
    expect(String(url)).toBe('/api/push/subscriptions/old');
    expect((init!.headers as Record<string, string>).Authorization).toBe('Bearer old-token');
    // A record kept before church announcements could be chosen: they stay on.
    expect(body.announcements).toBe(true);
    expect(JSON.parse(localStorage.getItem('prayer-fast:v1:reminders')!)).toEqual({
      id: 'new',
      token: 'new-token',
      endpoint: 'https://push.example.net/fresh',
      slots: ['opening', 'close'],
      announcements: true,
    });
    expect(screen.getByText('Reminders are on for this device.')).toBeInTheDocument();
  });

  it('changes nothing when the subscription and the key are still current', async () => {
    const { old, pushManager } = alreadyOn(ENDPOINT, new Uint8Array([4, 2, 2]));
    render(<RemindersCard programme={programme} />);
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledWith('/api/push/public-key', expect.anything()));
    // A change made now goes out once the start's check is over (one change at a time): by then
    // the check has done all it would, and the change is to the record kept.
    await userEvent.click(screen.getByRole('checkbox', { name: /^Church announcements/ }));
    await vi.waitFor(() => expect(calls('PATCH')).toHaveLength(1));
    expect(String(calls('PATCH')[0]![0])).toBe('/api/push/subscriptions/old');
    expect(pushManager.subscribe).not.toHaveBeenCalled();
    expect(old.unsubscribe).not.toHaveBeenCalled();
    expect(calls('POST')).toHaveLength(0);
    expect(calls('DELETE')).toHaveLength(0);
  });

  it('a turn-off tapped while it subscribes again waits for it, then removes the fresh record', async () => {
    alreadyOn(ENDPOINT, OLD_KEY);
    const answer = fetchMock.getMockImplementation()!;
    let answerPost: () => void = () => undefined;
    fetchMock.mockImplementation(async (input, init) => {
      if (init?.method === 'POST') await new Promise<void>((resolve) => (answerPost = resolve));
      return answer(input, init);
    });
    render(<RemindersCard programme={programme} />);
    await vi.waitFor(() => expect(calls('POST')).toHaveLength(1));
    await userEvent.click(screen.getByRole('button', { name: 'Turn off reminders' }));
    answerPost();

    await screen.findByRole('button', { name: 'Remind me' });
    const deleted = calls('DELETE').map(([url, init]) => [String(url), (init!.headers as Record<string, string>).Authorization]);
    expect(deleted).toEqual([
      ['/api/push/subscriptions/old', 'Bearer old-token'],
      ['/api/push/subscriptions/new', 'Bearer new-token'],
    ]);
    expect(localStorage.getItem('prayer-fast:v1:reminders')).toBeNull();
  });

  it('offline, keeps everything as it was for the next start', async () => {
    const { old, pushManager } = alreadyOn(ENDPOINT, OLD_KEY);
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    render(<RemindersCard programme={programme} />);
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalled());
    // A change made now is tried once the start's check is over (one change at a time), and fails offline too.
    await userEvent.click(screen.getByRole('checkbox', { name: /^Church announcements/ }));
    await vi.waitFor(() => expect(calls('PATCH')).toHaveLength(1));
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    expect(old.unsubscribe).not.toHaveBeenCalled();
    expect(pushManager.subscribe).not.toHaveBeenCalled();
    expect(JSON.parse(localStorage.getItem('prayer-fast:v1:reminders')!)).toMatchObject({ id: 'old', token: 'old-token' });
    expect(screen.getByText('Reminders are on for this device.')).toBeInTheDocument();
  });
});
