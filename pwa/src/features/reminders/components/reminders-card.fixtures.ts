// What the reminders card's tests share: a browser push service and a service, both stubbed.
import { cleanup } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import { programme } from '@/content/programme';
import { apiPath } from '@/lib/api-path';
import { resetProgrammeSettings, storeProgrammeSettings } from '@/content/programme-settings';

export const ENDPOINT = 'https://push.example.net/abc';

export function installPush(permissionAfterAsking: NotificationPermission) {
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

export const fetchMock = vi.fn<typeof fetch>();

/** Stubs the service and resets the device around each test of the file that calls it. */
export function stubServiceAndDeviceEachTest() {
  beforeEach(() => {
    // The service has said it sends push reminders (see the calendar-only tests for the other answer).
    storeProgrammeSettings({ startDate: programme.startDate, pushReminders: true });
    fetchMock.mockImplementation(async (input, init) => {
      const url = String(input);
      if (url.endsWith(apiPath('publicKey'))) return Response.json({ publicKey: 'BA' });
      if (url.endsWith(apiPath('subscribe')) && init?.method === 'POST') return Response.json({ id: 's1', token: 't1' }, { status: 201 });
      if (init?.method === 'PATCH') return Response.json({ id: 's1' });
      if (init?.method === 'DELETE') return new Response(null, { status: 204 });
      if (url.endsWith('/s1/test')) return Response.json({ sentAt: '2026-11-25T06:00:00Z' }, { status: 202 });
      return new Response(null, { status: 500 });
    });
    vi.stubGlobal('fetch', fetchMock);
  });

  afterEach(() => {
    // Unmounted first: forgetting the settings is then no update to a card still shown.
    cleanup();
    resetProgrammeSettings();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    fetchMock.mockReset();
    Reflect.deleteProperty(navigator, 'serviceWorker');
  });
}
