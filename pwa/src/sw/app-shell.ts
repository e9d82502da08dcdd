// The app offline: every built file precached (the day guides and the prerendered pages included),
// and every app navigation answered with its prerendered page — except the service's own endpoints.
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute, type PrecacheEntry } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { COVER_PAGE, dayOfPath, NOT_FOUND_PAGE, pageFileFor, SHELL_PAGE } from '../lib/page-files';
import { SERVICE_PATHS as SERVICE_PATTERNS } from '@/types/api';

/** Paths the service answers itself (generated from its route registry): never an app page. */
export const SERVICE_PATHS: RegExp[] = SERVICE_PATTERNS.map((pattern) => new RegExp(pattern));

export function isAppNavigation(url: URL): boolean {
  return !SERVICE_PATHS.some((pattern) => pattern.test(url.pathname));
}

type MatchPrecache = (file: string) => Promise<Response | undefined>;
type FetchPage = () => Promise<Response>;

/**
 * The page for a navigation: the path's own precached page. Day pages are not precached (forty
 * of them would weigh more than the whole app; their guides are): a day's page comes from the
 * network, and offline the app's shell renders it from the precached guide (or says there is
 * none). Anything else: the 404 page, else the cover, which the app renders afresh for the path.
 */
export async function pageFor(url: URL, match: MatchPrecache, fetchPage: FetchPage): Promise<Response | undefined> {
  const own = await match(pageFileFor(url.pathname, () => true));
  if (own) return own;
  if (dayOfPath(url.pathname) !== null) {
    try {
      return await fetchPage();
    } catch {
      // Offline (or too slow): the shell below.
    }
  }
  for (const file of [SHELL_PAGE, NOT_FOUND_PAGE, COVER_PAGE]) {
    const page = await match(file);
    if (page) return page;
  }
  return undefined;
}

/** How long a day page may take from the network before the shell shows it instead. */
const DAY_PAGE_TIMEOUT_MS = 3000;

export function registerAppShell(manifest: (string | PrecacheEntry)[]): void {
  // No clean URLs: which page a path gets is decided by precachedPageFor alone.
  precacheAndRoute(manifest, { cleanURLs: false });
  cleanupOutdatedCaches();
  registerRoute(
    new NavigationRoute(
      async ({ request, url }) =>
        (await pageFor(url, matchPrecache, () => fetch(request, { signal: AbortSignal.timeout(DAY_PAGE_TIMEOUT_MS) }))) ??
        fetch(request),
      {
        denylist: SERVICE_PATHS,
      },
    ),
  );
}
