/// <reference types="vite-plugin-pwa/client" />
// The service worker is registered once per page, outside React's render: a render React throws
// away and starts again (it may, while hydrating) would otherwise register a second time, and
// that second registration never hears that the first install finished.
import { registerSW } from 'virtual:pwa-register';
import { LANG, LANGUAGES } from '@/lib/language';

export interface ServiceWorkerStatus {
  /** The first install has finished: every page now opens offline. */
  offlineReady: boolean;
  /** A new version is installed and waits for the member's reload. */
  needRefresh: boolean;
}

const UPDATE_CHECK_MS = 60 * 60 * 1000;

let status: ServiceWorkerStatus = { offlineReady: false, needRefresh: false };
const listeners = new Set<() => void>();
let updateServiceWorker: ((reloadPage?: boolean) => Promise<void>) | undefined;

function setStatus(change: Partial<ServiceWorkerStatus>): void {
  status = { ...status, ...change };
  for (const listener of listeners) listener();
}

/** Registers the service worker; later calls do nothing. */
export function registerServiceWorker(): void {
  if (updateServiceWorker) return;
  updateServiceWorker = registerSW({
    immediate: true,
    onOfflineReady: () => setStatus({ offlineReady: true }),
    onNeedRefresh: () => setStatus({ needRefresh: true }),
    onRegisteredSW(_url, registration) {
      // Members keep the app open for days: look for a new version every hour.
      if (registration) setInterval(() => void registration.update().catch(() => undefined), UPDATE_CHECK_MS);
      // The worker precaches the first language; this copy of the app is kept once opened.
      if (LANG !== LANGUAGES[0]) {
        void navigator.serviceWorker.ready.then((ready) => ready.active?.postMessage({ type: 'KEEP_LANGUAGE', lang: LANG }));
      }
    },
  });
}

export function subscribeToServiceWorker(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function serviceWorkerStatus(): ServiceWorkerStatus {
  return status;
}

export function acknowledgeOfflineReady(): void {
  setStatus({ offlineReady: false });
}

export function dismissUpdate(): void {
  setStatus({ needRefresh: false });
}

/** Activates the waiting version; the page reloads when it takes control. */
export function reloadWithUpdate(): void {
  void updateServiceWorker?.(true);
}
