// The service worker is registered once per page, outside React's render: a render React throws
// away and starts again (it may, while hydrating) would otherwise register a second time, and
// that second registration never hears that the first install finished. Every language's copy of
// the app registers the one worker at `/sw.js` (scope `/`), which the first language's build makes.
import { Workbox } from 'workbox-window';
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
let workbox: Workbox | undefined;

function setStatus(change: Partial<ServiceWorkerStatus>): void {
  status = { ...status, ...change };
  for (const listener of listeners) listener();
}

/** Registers the service worker; later calls do nothing. */
export function registerServiceWorker(): void {
  if (workbox || !('serviceWorker' in navigator)) return;
  const wb = new Workbox('/sw.js', { scope: '/' });
  workbox = wb;
  let updateOffered = false;
  // A new version waits (installed by this page or another tab): offer it; once it takes
  // control, the page reloads into it.
  const offerUpdate = () => {
    if (updateOffered) return;
    updateOffered = true;
    wb.addEventListener('controlling', (event) => {
      if (event.isUpdate) window.location.reload();
    });
    setStatus({ needRefresh: true });
  };
  wb.addEventListener('waiting', offerUpdate);
  wb.addEventListener('installed', (event) => {
    if (event.isUpdate) return;
    if (event.isExternal) offerUpdate();
    else if (!updateOffered) setStatus({ offlineReady: true });
  });
  void wb.register({ immediate: true }).then((registration) => {
    // Members keep the app open for days: look for a new version every hour.
    if (registration) setInterval(() => void registration.update().catch(() => undefined), UPDATE_CHECK_MS);
    // The worker precaches the first language; another language's copy is kept once opened.
    if (LANG !== LANGUAGES[0]) {
      void navigator.serviceWorker.ready.then((ready) => ready.active?.postMessage({ type: 'KEEP_LANGUAGE', lang: LANG }));
    }
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
  workbox?.messageSkipWaiting();
}
