/// <reference lib="webworker" />
// The service worker only wires events; what they do lives in ./sw/*.
import { clientsClaim } from 'workbox-core';
import { registerAppShell } from './sw/app-shell';
import { registerRecordings } from './sw/recordings';
import { isSkipWaiting, languageToKeep, type LanguageKept } from './sw/messages';
import { languageCopies } from './sw/language-files';
import { withSafetyPointer } from './sw/first-reminder';
import { openFromNotification } from './sw/notification-click';
import { clickTarget, notificationFromPush, snoozeReminder, type NotificationData } from './sw/push';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: Parameters<typeof languageCopies>[0] };

const copies = languageCopies(self.__WB_MANIFEST, self.location.origin);
registerAppShell(copies);
registerRecordings();
// The first install takes control at once, so the guide works offline from the first visit.
clientsClaim();

// Installing: the copy of each open page's language (the first visit's page among them) and of
// every language this device already keeps, as this version lists them. A copy that cannot be
// fetched fails the install, which the browser tries again later.
self.addEventListener('install', (event) => {
  event.waitUntil(
    self.clients.matchAll({ type: 'window', includeUncontrolled: true }).then((open) => copies.keepForInstall(open.map((c) => c.url))),
  );
});
self.addEventListener('activate', (event) => event.waitUntil(copies.prune()));

self.addEventListener('message', (event) => {
  if (isSkipWaiting(event.data)) void self.skipWaiting();
  const lang = languageToKeep(event.data);
  if (lang) {
    const answer = copies.keep(lang).then(
      (fetched): LanguageKept => ({ lang, fetched }),
      (error: unknown): LanguageKept => ({ lang, error: String(error) }),
    );
    event.waitUntil(answer.then((kept) => event.ports[0]?.postMessage(kept)));
  }
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
