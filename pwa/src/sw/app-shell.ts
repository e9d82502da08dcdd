// The app offline: every built file precached (the day guides and the prerendered pages included),
// and every app navigation answered with its prerendered page — except the service's own endpoints.
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute, type PrecacheEntry } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { COVER_PAGE, NOT_FOUND_PAGE, pageFileFor } from '../lib/page-files';

/** Paths the service answers itself: never an app page. */
export const SERVICE_PATHS: RegExp[] = [/^\/api(\/|$)/, /^\/healthz$/, /^\/readyz$/, /^\/metrics$/, /^\/robots\.txt$/];

export function isAppNavigation(url: URL): boolean {
  return !SERVICE_PATHS.some((pattern) => pattern.test(url.pathname));
}

type MatchPrecache = (file: string) => Promise<Response | undefined>;

/**
 * The precached page for a navigation: the path's own prerendered page; else the 404 page (a day
 * without a guide has no page); else the cover, which the app renders afresh for the path.
 */
export async function precachedPageFor(url: URL, match: MatchPrecache): Promise<Response | undefined> {
  for (const file of [pageFileFor(url.pathname, () => true), NOT_FOUND_PAGE, COVER_PAGE]) {
    const page = await match(file);
    if (page) return page;
  }
  return undefined;
}

export function registerAppShell(manifest: (string | PrecacheEntry)[]): void {
  // No clean URLs: which page a path gets is decided by precachedPageFor alone.
  precacheAndRoute(manifest, { cleanURLs: false });
  cleanupOutdatedCaches();
  registerRoute(
    new NavigationRoute(async ({ request, url }) => (await precachedPageFor(url, matchPrecache)) ?? fetch(request), {
      denylist: SERVICE_PATHS,
    }),
  );
}
