import { describe, expect, it } from 'vitest';
import { clickTarget, notificationFromPush } from './push';

const ORIGIN = 'https://guide.example';
const message = JSON.stringify({
  web_push: 8030,
  notification: {
    title: '6:00 AM · Opening Consecration',
    body: 'Day 3 · Active Cleansing & Radical Forgiveness',
    navigate: 'https://guide.example/day/3#opening',
    tag: 'day-3',
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
      data: { url: 'https://guide.example/day/3#opening' },
      actions: [{ action: 'done', title: 'Mark done' }],
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
