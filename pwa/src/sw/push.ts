// A push message → the notification to show. The service sends Declarative Web Push JSON
// (`{"web_push": 8030, "notification": {...}}`); anything unreadable still shows a notification,
// because browsers penalise (iOS revokes) pushes that show nothing.

import { requestJson } from '@/lib/api';
import { urlOnOrigin } from '@/lib/same-origin';
import type { PushMessage, SnoozeRequest } from '@/types/api';
import snoozePath from 'virtual:api-paths/snooze';
import { reminderLanguage, wordsIn } from './notification-words';

export interface NotificationData {
  url: string;
  /** The service's capability to snooze this reminder, when it sent one. */
  snooze?: SnoozeRequest;
}

export interface ShownNotification {
  title: string;
  options: NotificationOptions & { actions?: { action: string; title: string }[]; data: NotificationData };
}

/** A push message as received: the service's PushMessage, but any field may be missing or wrong. */
type Received = { notification?: { [K in keyof PushMessage['notification']]?: unknown } };

export function notificationFromPush(raw: string | null, origin: string, supportsActions: boolean): ShownNotification {
  let message: Received = {};
  try {
    message = raw ? (JSON.parse(raw) as Received) : {};
  } catch {
    message = {};
  }
  const n = message.notification ?? {};
  const text = (v: unknown) => (typeof v === 'string' && v.trim() ? v : undefined);
  // Only the app's own pages: anything else opens the cover.
  const url = urlOnOrigin(text(n.navigate) ?? '/', origin).href;
  const snooze = snoozeOf(n.data);
  const lang = reminderLanguage(n.lang);
  const m = wordsIn(lang);
  const actions = [
    { action: 'done', title: m.notificationMarkDone },
    ...(snooze ? [{ action: 'snooze', title: m.notificationSnooze }] : []),
  ];
  return {
    title: text(n.title) ?? m.notificationFallbackTitle,
    options: {
      body: text(n.body) ?? m.notificationFallbackBody,
      tag: text(n.tag),
      lang,
      icon: '/pwa-192x192.png',
      badge: '/pwa-64x64.png',
      data: snooze ? { url, snooze } : { url },
      ...(supportsActions ? { actions } : {}),
    },
  };
}

/** Where a click goes: the slot's day, with `done=<slot>` when 'Mark done' was chosen. */
export function clickTarget(url: string, action: string): string {
  const target = new URL(url);
  const slot = target.hash.slice(1);
  if (action === 'done' && slot) target.searchParams.set('done', slot);
  return target.href;
}

function snoozeOf(data: unknown): SnoozeRequest | undefined {
  const s = (data as { snooze?: Partial<SnoozeRequest> } | null | undefined)?.snooze;
  return s && typeof s.subscription === 'string' && typeof s.day === 'number' && typeof s.slot === 'string' && typeof s.sig === 'string'
    ? { subscription: s.subscription, day: s.day, slot: s.slot, sig: s.sig }
    : undefined;
}

/** 'Snooze 15 min': asks the service to send this reminder again in 15 minutes, at the API's
 *  origin (VITE_API_BASE_URL when the PWA is hosted apart from the service), not the worker's.
 *  Resolves to whether the service took it. */
export async function snoozeReminder(snooze: SnoozeRequest, fetchFn: typeof fetch = fetch): Promise<boolean> {
  return requestJson(snoozePath, { method: 'POST', body: snooze, fetchFn }).then(
    () => true,
    () => false,
  );
}
