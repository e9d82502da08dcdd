// The app offline: every built file precached (the day guides and the prerendered pages included),
// and every app navigation answered with its prerendered page — except the service's own endpoints.
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute, type PrecacheEntry } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { LANGUAGES, splitLanguage } from '../lib/language';
import { COVER_PAGE, dayOfPath, NOT_FOUND_PAGE, pageFileFor, SHELL_PAGE } from '../lib/page-files';
import { SERVICE_PATHS as SERVICE_PATTERNS } from '@/types/api';
import { matchLanguageFile } from './language-files';

/** Paths the service answers itself (generated from its route registry): never an app page. */
export const SERVICE_PATHS: RegExp[] = SERVICE_PATTERNS.map((pattern) => new RegExp(pattern));

export function isAppNavigation(url: URL): boolean {
  return !SERVICE_PATHS.some((pattern) => pattern.test(url.pathname));
}

type MatchPrecache = (file: string) => Promise<Response | undefined>;
type FetchPage = () => Promise<Response>;

/**
 * The page for a navigation, in the path's language (`/es/…`: the files of `/es/`): the path's own
 * precached page. Day pages are not precached (forty
 * of them would weigh more than the whole app; their guides are): a day's page comes from the
 * network, and offline the app's shell renders it from the precached guide (or says there is
 * none). Anything else: the 404 page, else the cover, which the app renders afresh for the path.
 */
export async function pageFor(url: URL, match: MatchPrecache, fetchPage: FetchPage): Promise<Response | undefined> {
  const { lang, path } = splitLanguage(url.pathname);
  const prefix = lang === LANGUAGES[0] ? '' : `/${lang}`;
  const own = await match(prefix + pageFileFor(path, () => true));
  if (own) return own;
  if (dayOfPath(path) !== null) {
    try {
      return await fetchPage();
    } catch {
      // Offline (or too slow): the shell below.
    }
  }
  for (const file of [SHELL_PAGE, NOT_FOUND_PAGE, COVER_PAGE]) {
    const page = await match(prefix + file);
    if (page) return page;
  }
  return undefined;
}

/** A file of the first language's precache, or of another language's kept copy. */
const matchBuilt: MatchPrecache = async (file) => (await matchPrecache(file)) ?? matchLanguageFile(file);

/** Another language's files (`/es/assets/…`): from its kept copy, else the network. */
const isLanguageFile = (url: URL) => LANGUAGES.slice(1).some((lang) => url.pathname.startsWith(`/${lang}/`));

/** How long a day page may take from the network before the shell shows it instead. */
const DAY_PAGE_TIMEOUT_MS = 3000;

export function registerAppShell(manifest: (string | PrecacheEntry)[]): void {
  // No clean URLs: which page a path gets is decided by precachedPageFor alone.
  precacheAndRoute(manifest, { cleanURLs: false });
  cleanupOutdatedCaches();
  registerRoute(
    new NavigationRoute(
      async ({ request, url }) =>
        (await pageFor(url, matchBuilt, () => fetch(request, { signal: AbortSignal.timeout(DAY_PAGE_TIMEOUT_MS) }))) ??
        fetch(request),
      {
        denylist: SERVICE_PATHS,
      },
    ),
  );
  registerRoute(
    ({ url, request }) => url.origin === self.location.origin && request.mode !== 'navigate' && isLanguageFile(url),
    async ({ request }) => (await matchLanguageFile(request.url)) ?? fetch(request),
  );
}
