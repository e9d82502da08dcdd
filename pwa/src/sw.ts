/// <reference lib="webworker" />
// The service worker only wires events; what they do lives in ./sw/*.
import { clientsClaim } from 'workbox-core';
import { registerAppShell } from './sw/app-shell';
import { isSkipWaiting } from './sw/messages';
import { keepLanguage, keptLanguages, languageToKeep } from './sw/language-files';
import { LANGUAGES } from './lib/language';
import { withSafetyPointer } from './sw/first-reminder';
import { openFromNotification } from './sw/notification-click';
import { clickTarget, notificationFromPush, snoozeReminder, type NotificationData } from './sw/push';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: Parameters<typeof registerAppShell>[0] };

registerAppShell(self.__WB_MANIFEST);
// The first install takes control at once, so the guide works offline from the first visit.
clientsClaim();

self.addEventListener('message', (event) => {
  if (isSkipWaiting(event.data)) void self.skipWaiting();
  const lang = languageToKeep(event.data, LANGUAGES);
  if (lang) event.waitUntil(keepLanguage(lang, self.location.origin).catch(() => undefined));
});

// A new version: the other languages this device keeps are brought up to it.
self.addEventListener('activate', (event) => {
  event.waitUntil(
    keptLanguages().then((langs) => Promise.all(langs.map((lang) => keepLanguage(lang, self.location.origin).catch(() => undefined)))),
  );
});

self.addEventListener('push', (event) => {
  const supportsActions = 'actions' in Notification.prototype;
  const { title, options } = notificationFromPush(event.data?.text() ?? null, self.location.origin, supportsActions);
  event.waitUntil(
    withSafetyPointer(options.body ?? '', options.lang ?? '')
      .catch(() => options.body ?? '')
      .then((body) => self.registration.showNotification(title, { ...options, body })),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const data = (event.notification.data ?? {}) as Partial<NotificationData>;
  if (event.action === 'snooze' && data.snooze) {
    event.waitUntil(snoozeReminder(data.snooze).catch(() => false));
    return;
  }
  event.waitUntil(openFromNotification(self, clickTarget(data.url ?? `${self.location.origin}/`, event.action)));
});
