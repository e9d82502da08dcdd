import { afterEach, describe, expect, it, vi } from 'vitest';
import { clickTarget, notificationFromPush, snoozeReminder } from './push';

const ORIGIN = 'https://guide.example';
const message = JSON.stringify({
  web_push: 8030,
  notification: {
    title: '6:00 AM · Opening Consecration',
    body: 'Day 3 · Active Cleansing & Radical Forgiveness',
    navigate: 'https://guide.example/day/3#opening',
    tag: 'day-3',
    data: { day: 3, slot: 'opening', snooze: { subscription: 's1', day: 3, slot: 'opening', sig: 'abc' } },
  },
});

describe('notificationFromPush', () => {
  it('shows the declarative payload with icon, badge, tag, url and a Mark done action', () => {
    const shown = notificationFromPush(message, ORIGIN, true);
    expect(shown.title).toBe('6:00 AM · Opening Consecration');
    expect(shown.options).toMatchObject({
      body: 'Day 3 · Active Cleansing & Radical Forgiveness',
      tag: 'day-3',
      icon: '/pwa-192x192.png',
      badge: '/pwa-64x64.png',
      data: {
        url: 'https://guide.example/day/3#opening',
        snooze: { subscription: 's1', day: 3, slot: 'opening', sig: 'abc' },
      },
      actions: [
        { action: 'done', title: 'Mark done' },
        { action: 'snooze', title: 'Snooze 15 min' },
      ],
    });
  });

  it('offers no actions where the browser has none', () => {
    expect(notificationFromPush(message, ORIGIN, false).options.actions).toBeUndefined();
  });

  it('always shows something, and never links off the site', () => {
    for (const raw of [null, '', 'not json', '{}', JSON.stringify({ notification: { navigate: 'https://evil.example/x' } })]) {
      const shown = notificationFromPush(raw, ORIGIN, true);
      expect(shown.title).toBe('Time to pray');
      expect(shown.options.data.url).toBe('https://guide.example/');
    }
  });
});

describe('clickTarget', () => {
  it('opens the slot, marking it done when asked', () => {
    expect(clickTarget('https://guide.example/day/3#opening', '')).toBe('https://guide.example/day/3#opening');
    expect(clickTarget('https://guide.example/day/3#opening', 'done')).toBe('https://guide.example/day/3?done=opening#opening');
    expect(clickTarget('https://guide.example/', 'done')).toBe('https://guide.example/');
  });
});

describe('snoozeReminder', () => {
  const snooze = { subscription: 's1', day: 3, slot: 'opening', sig: 'abc' };

  afterEach(() => {
    vi.unstubAllEnvs();
    vi.resetModules();
  });

  it('posts the capability back to the service', async () => {
    const fetchFn = vi.fn<typeof fetch>().mockResolvedValue(Response.json({ dueAt: null }, { status: 202 }));
    await expect(snoozeReminder(snooze, fetchFn)).resolves.toBe(true);
    const [url, init] = fetchFn.mock.calls[0]!;
    expect(url).toBe('/api/push/snooze');
    expect(init?.method).toBe('POST');
    expect(JSON.parse(String(init?.body))).toEqual(snooze);
  });

  it("goes to the configured API origin, not the worker's", async () => {
    vi.stubEnv('VITE_API_BASE_URL', 'https://api.church.example/');
    vi.resetModules();
    const push = await import('./push');
    const fetchFn = vi.fn<typeof fetch>().mockResolvedValue(new Response(null, { status: 429 }));
    await expect(push.snoozeReminder(snooze, fetchFn)).resolves.toBe(false);
    expect(fetchFn.mock.calls[0]![0]).toBe('https://api.church.example/api/push/snooze');
  });

  it('stays on the same origin when the service serves the app', async () => {
    vi.stubEnv('VITE_API_BASE_URL', '');
    vi.resetModules();
    const push = await import('./push');
    const fetchFn = vi.fn<typeof fetch>().mockResolvedValue(new Response(null, { status: 202 }));
    await push.snoozeReminder(snooze, fetchFn);
    expect(fetchFn.mock.calls[0]![0]).toBe('/api/push/snooze');
  });
});
