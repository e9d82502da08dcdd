import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { programme } from '@/content/programme';
import { RemindersCard } from './reminders-card';

const ENDPOINT = 'https://push.example.net/abc';

function installPush(permissionAfterAsking: NotificationPermission) {
  const subscription = {
    endpoint: ENDPOINT,
    toJSON: () => ({ endpoint: ENDPOINT, expirationTime: null, keys: { p256dh: 'p', auth: 'a' } }),
    unsubscribe: vi.fn().mockResolvedValue(true),
  };
  let current: typeof subscription | null = null;
  const pushManager = {
    subscribe: vi.fn(async () => (current = subscription)),
    getSubscription: vi.fn(async () => current),
  };
  const registration = { pushManager };
  vi.stubGlobal('PushManager', function PushManager() {});
  const notification = { permission: 'default' as NotificationPermission, requestPermission: vi.fn() };
  notification.requestPermission.mockImplementation(async () => (notification.permission = permissionAfterAsking));
  vi.stubGlobal('Notification', notification);
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: { ready: Promise.resolve(registration), getRegistration: async () => registration },
  });
  return { pushManager, notification, subscription };
}

const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => {
  fetchMock.mockImplementation(async (input, init) => {
    const url = String(input);
    if (url.endsWith('/api/push/public-key')) return Response.json({ publicKey: 'BA' });
    if (url.endsWith('/api/push/subscriptions') && init?.method === 'POST') return Response.json({ id: 's1', token: 't1' }, { status: 201 });
    if (init?.method === 'PATCH') return Response.json({ id: 's1' });
    if (init?.method === 'DELETE') return new Response(null, { status: 204 });
    return new Response(null, { status: 500 });
  });
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  fetchMock.mockReset();
  Reflect.deleteProperty(navigator, 'serviceWorker');
});

describe('RemindersCard', () => {
  it('without push support, says so and still offers the calendar', () => {
    render(<RemindersCard programme={programme} />);
    expect(screen.getByRole('status')).toHaveTextContent('This browser cannot show reminders');
    expect(screen.queryByRole('button', { name: 'Remind me' })).not.toBeInTheDocument();
    const link = screen.getByRole('link', { name: 'Add to calendar' });
    expect(link.getAttribute('href')).toMatch(/^\/api\/calendar\.ics\?tz=/);
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
    expect(JSON.parse(localStorage.getItem('prayer-fast:v1:reminders')!)).toMatchObject({ id: 's1', token: 't1' });
  });

  it('explains a refused permission', async () => {
    installPush('denied');
    render(<RemindersCard programme={programme} />);
    await userEvent.click(screen.getByRole('button', { name: 'Remind me' }));
    expect(await screen.findByText(/Notifications are blocked for this site/)).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
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
});
