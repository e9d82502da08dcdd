// The app offline: the files every copy shares precached, each kept language's copy (its day
// guides and prerendered pages included) from its own cache (./language-files.ts), and every app
// navigation answered with its prerendered page — except the service's own endpoints.
import { cleanupOutdatedCaches, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { LANGUAGES, pathIn, splitLanguage } from '../lib/language';
import { COVER_PAGE, pageFileFor, SHELL_PAGE } from '../lib/page-files';
import { urlOnOrigin } from '../lib/same-origin';
import { SERVICE_PATHS as SERVICE_PATTERNS } from '@/types/api';
import type { LanguageCopies } from './language-files';

/** Paths the service answers itself (generated from its route registry): never an app page. */
export const SERVICE_PATHS: RegExp[] = SERVICE_PATTERNS.map((pattern) => new RegExp(pattern));

export function isAppNavigation(url: URL): boolean {
  return !SERVICE_PATHS.some((pattern) => pattern.test(url.pathname));
}

type MatchKept = (file: string) => Promise<Response | undefined>;
type FetchPage = () => Promise<Response>;

/**
 * The page for a navigation, in the path's language (`/es/…`: the files of `/es/`): the path's own
 * page if its copy keeps it (the cover and the days list: build/offline-files.ts), else the
 * network's, else (offline, or too slow) the app's shell, which renders any page from the kept
 * code and guides, else the cover. A copy this device does not keep, offline: the same page in a
 * copy it keeps (a member who prays in Spanish, opening `/`), or that copy's cover when the same
 * path would leave the origin (`/es//evil.example/x` is `//evil.example/x` in the first language's
 * copy). Nothing kept: the network.
 */
export async function pageFor(url: URL, match: MatchKept, fetchPage: FetchPage): Promise<Response | undefined> {
  const { lang, path } = splitLanguage(url.pathname);
  const own = await match(prefixOf(lang) + pageFileFor(path, () => true));
  if (own) return own;
  try {
    return await fetchPage();
  } catch {
    // Offline (or too slow): the shell below.
  }
  for (const file of [SHELL_PAGE, COVER_PAGE]) {
    const page = await match(prefixOf(lang) + file);
    if (page) return page;
  }
  for (const other of LANGUAGES) {
    if (other !== lang && (await match(prefixOf(other) + SHELL_PAGE))) {
      return Response.redirect(urlOnOrigin(pathIn(other, path) + url.search + url.hash, url.origin, pathIn(other, '/')).href, 302);
    }
  }
  return undefined;
}

/** Where a language's files are: '' for the first, `/es` for Spanish. */
const prefixOf = (lang: string) => (lang === LANGUAGES[0] ? '' : `/${lang}`);

/** How long a page may take from the network before the shell shows it instead. */
const PAGE_TIMEOUT_MS = 3000;

export function registerAppShell(copies: LanguageCopies): void {
  // No clean URLs: which page a path gets is decided by pageFor alone.
  precacheAndRoute(copies.shared, { cleanURLs: false });
  cleanupOutdatedCaches();
  registerRoute(
    new NavigationRoute(
      async ({ request, url }) =>
        (await pageFor(url, copies.match, () => fetch(request, { signal: AbortSignal.timeout(PAGE_TIMEOUT_MS) }))) ??
        fetch(request),
      {
        denylist: SERVICE_PATHS,
      },
    ),
  );
  // A copy's scripts and styles: from its cache once kept, else the network.
  registerRoute(
    ({ url, request }) => url.origin === self.location.origin && request.mode !== 'navigate' && copies.has(url.href),
    async ({ request }) => (await copies.match(request.url)) ?? fetch(request),
  );
}
