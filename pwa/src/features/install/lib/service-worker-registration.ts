// The service worker is registered once per page, outside React's render: a render React throws
// away and starts again (it may, while hydrating) would otherwise register a second time, and
// that second registration never hears that the first install finished. Every language's copy of
// the app registers the one worker at `/sw.js` (scope `/`), which keeps the copies of the
// languages a member opens (src/sw/language-files.ts).
import { messageSW, Workbox } from 'workbox-window';
import { LANG } from '@/lib/language';
import type { KeepLanguage, LanguageKept } from '@/sw/messages';

export interface ServiceWorkerStatus {
  /** This language's copy is kept, for the first time: every page in it now opens offline. */
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
  void wb.register({ immediate: true }).then(async (registration) => {
    // Members keep the app open for days: look for a new version every hour.
    if (registration) setInterval(() => void registration.update().catch(() => undefined), UPDATE_CHECK_MS);
    // The first install keeps this page's language; a page in another language (after a switch)
    // asks the worker in control to keep its language too.
    const { active } = await navigator.serviceWorker.ready;
    if (!active) return;
    const request: KeepLanguage = { type: 'KEEP_LANGUAGE', lang: LANG };
    const kept = (await messageSW(active, request)) as LanguageKept;
    if ('fetched' in kept && kept.fetched > 0 && !updateOffered) setStatus({ offlineReady: true });
    // A browser that refuses service workers (a private window, site data turned off) refuses the
    // registration: the app then works online only, as it does where there are none.
  }).catch(() => undefined);
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
