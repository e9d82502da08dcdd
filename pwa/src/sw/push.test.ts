import { afterEach, describe, expect, it, vi } from 'vitest';
import { clickTarget, notificationFromPush, snoozeReminder } from './push';
import { wordsIn } from './notification-words';
import { LANGUAGES } from '../lib/language';

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

  it.each(LANGUAGES.slice(1))("shows a reminder in its own language (%s): the buttons and lang, the service's text as sent", (lang) => {
    const sent = JSON.parse(message) as { notification: Record<string, unknown> };
    const shown = notificationFromPush(JSON.stringify({ ...sent, notification: { ...sent.notification, lang } }), ORIGIN, true);
    const words = wordsIn(lang);
    expect(shown.options.lang).toBe(lang);
    expect(shown.options.actions).toEqual([
      { action: 'done', title: words.notificationMarkDone },
      { action: 'snooze', title: words.notificationSnooze },
    ]);
    expect(words.notificationMarkDone).not.toBe(wordsIn(LANGUAGES[0] ?? 'en').notificationMarkDone);
  });

  it('shows a reminder in a language the programme does not offer in the first language', () => {
    const sent = JSON.parse(message) as { notification: Record<string, unknown> };
    const shown = notificationFromPush(JSON.stringify({ ...sent, notification: { ...sent.notification, lang: 'xx' } }), ORIGIN, true);
    expect(shown.options.lang).toBe(LANGUAGES[0]);
  });

  it('offers no actions where the browser has none', () => {
    expect(notificationFromPush(message, ORIGIN, false).options.actions).toBeUndefined();
  });

  it('always shows something, and never links off the site', () => {
    const offSite = ['https://evil.example/x', '//evil.example/x', '/\\evil.example'].map((navigate) => JSON.stringify({ notification: { navigate } }));
    for (const raw of [null, '', 'not json', '{}', ...offSite]) {
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
