// The app shell offline: every built file precached (the day guides included), and every app
// navigation answered with index.html — except the service's own endpoints.
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute, type PrecacheEntry } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';

/** Paths the service answers itself: never the SPA fallback. */
export const SERVICE_PATHS: RegExp[] = [/^\/api(\/|$)/, /^\/healthz$/, /^\/readyz$/, /^\/metrics$/, /^\/robots\.txt$/];

export function isAppNavigation(url: URL): boolean {
  return !SERVICE_PATHS.some((pattern) => pattern.test(url.pathname));
}

export function registerAppShell(manifest: (string | PrecacheEntry)[]): void {
  precacheAndRoute(manifest);
  cleanupOutdatedCaches();
  registerRoute(new NavigationRoute(createHandlerBoundToURL('/index.html'), { denylist: SERVICE_PATHS }));
}
