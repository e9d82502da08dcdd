/// <reference lib="webworker" />
// The service worker only wires events; what they do lives in ./sw/*.
import { clientsClaim } from 'workbox-core';
import { registerAppShell } from './sw/app-shell';
import { isSkipWaiting } from './sw/messages';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: Parameters<typeof registerAppShell>[0] };

registerAppShell(self.__WB_MANIFEST);
// The first install takes control at once, so the guide works offline from the first visit.
clientsClaim();

self.addEventListener('message', (event) => {
  if (isSkipWaiting(event.data)) void self.skipWaiting();
});
