// A push message → the notification to show. The service sends Declarative Web Push JSON
// (`{"web_push": 8030, "notification": {...}}`); anything unreadable still shows a notification,
// because browsers penalise (iOS revokes) pushes that show nothing.

export interface ShownNotification {
  title: string;
  options: NotificationOptions & { actions?: { action: string; title: string }[]; data: { url: string } };
}

const FALLBACK_TITLE = 'Time to pray';

export function notificationFromPush(raw: string | null, origin: string, supportsActions: boolean): ShownNotification {
  let message: { notification?: Record<string, unknown> } = {};
  try {
    message = raw ? (JSON.parse(raw) as typeof message) : {};
  } catch {
    message = {};
  }
  const n = message.notification ?? {};
  const text = (v: unknown) => (typeof v === 'string' && v.trim() ? v : undefined);
  const url = sameOriginUrl(text(n.navigate), origin);
  return {
    title: text(n.title) ?? FALLBACK_TITLE,
    options: {
      body: text(n.body) ?? 'Open your prayer guide for today.',
      tag: text(n.tag),
      lang: 'en',
      icon: '/pwa-192x192.png',
      badge: '/pwa-64x64.png',
      data: { url },
      ...(supportsActions ? { actions: [{ action: 'done', title: 'Mark done' }] } : {}),
    },
  };
}

/** Only the app's own pages: anything else opens the cover. */
function sameOriginUrl(url: string | undefined, origin: string): string {
  try {
    const parsed = new URL(url ?? '/', origin);
    return parsed.origin === origin ? parsed.href : `${origin}/`;
  } catch {
    return `${origin}/`;
  }
}

/** Where a click goes: the slot's day, with `done=<slot>` when 'Mark done' was chosen. */
export function clickTarget(url: string, action: string): string {
  const target = new URL(url);
  const slot = target.hash.slice(1);
  if (action === 'done' && slot) target.searchParams.set('done', slot);
  return target.href;
}
