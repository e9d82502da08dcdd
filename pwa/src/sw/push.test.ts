import { afterEach, describe, expect, it, vi } from 'vitest';
import { clickTarget, notificationFromPush, snoozeReminder } from './push';
import { wordsIn } from './notification-words';
import { LANGUAGES } from '../lib/language';
import { formatClockTime } from '../lib/clock-time';
import { guideDays, loadDayGuide } from '../content/programme';

const ORIGIN = 'https://guide.example';
// A reminder of a day's first slot, as the service words it from content/.
const guide = await loadDayGuide(guideDays[0]!);
const slot = guide.slots[0]!;
const title = `${formatClockTime(slot.time)} · ${slot.title}`;
const body = `Day ${guide.day} · ${guide.theme}`;
const atSlot = `${ORIGIN}/day/${guide.day}#${slot.key}`;
const snooze = { subscription: 's1', day: guide.day, slot: slot.key, sig: 'abc' };
const message = JSON.stringify({
  web_push: 8030,
  notification: {
    title,
    body,
    navigate: atSlot,
    tag: `day-${guide.day}`,
    data: { day: guide.day, slot: slot.key, snooze },
  },
});

describe('notificationFromPush', () => {
  it('shows the declarative payload with icon, badge, tag, url and a Mark done action', () => {
    const shown = notificationFromPush(message, ORIGIN, true);
    expect(shown.title).toBe(title);
    expect(shown.options).toMatchObject({
      body,
      tag: `day-${guide.day}`,
      icon: '/pwa-192x192.png',
      badge: '/pwa-64x64.png',
      data: {
        url: atSlot,
        snooze: { subscription: 's1', day: guide.day, slot: slot.key, sig: 'abc' },
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
    expect(clickTarget(atSlot, '')).toBe(atSlot);
    expect(clickTarget(atSlot, 'done')).toBe(`${ORIGIN}/day/${guide.day}?done=${slot.key}#${slot.key}`);
    expect(clickTarget('https://guide.example/', 'done')).toBe('https://guide.example/');
  });
});

describe('snoozeReminder', () => {
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
