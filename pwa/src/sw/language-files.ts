// Which language's copy of the app a device keeps offline. The worker lists every language's built
// files (the first language's at `/`, each other's under `/<lang>/`). It precaches only what every
// copy shares (icons, the manifest). A language's copy goes into a cache of its own once a page in
// that language is open: while the worker installs (the first visit's page), or when a page asks
// (`KEEP_LANGUAGE`, after the member switches). A new version brings every kept copy up to date
// before it takes over, and drops the files it no longer lists when it does. So a member who prays
// in Spanish keeps the Spanish guides, and not the English ones.
import { copyResponse } from 'workbox-core';
import type { PrecacheEntry } from 'workbox-precaching';
import { LANGUAGES, splitLanguage } from '../lib/language';
import { LANGUAGE_CACHE_PREFIX } from '../lib/storage-keys';

const cacheName = (lang: string) => `${LANGUAGE_CACHE_PREFIX}${lang}`;

/**
 * The copy a built file belongs to: `es/…` the Spanish one; the first language's pages and
 * `assets/`; undefined for a file every copy shares (the icons, the manifest).
 */
export function copyOfFile(url: string): string | undefined {
  const { lang, path } = splitLanguage(new URL(url, 'https://app.invalid/').pathname);
  if (lang !== LANGUAGES[0]) return lang;
  return path.startsWith('/assets/') || path.endsWith('.html') ? lang : undefined;
}

/** A file's key in its copy's cache: its URL, with its revision when its name carries none. */
function cacheKey(entry: PrecacheEntry, origin: string): string {
  const url = new URL(entry.url, origin);
  if (entry.revision) url.searchParams.set('__WB_REVISION__', entry.revision);
  return url.href;
}

export interface LanguageCopies {
  /** The files every copy shares: precached by workbox. */
  shared: PrecacheEntry[];
  /** Caches `lang`'s copy as this version lists it; resolves to the number of files fetched. */
  keep(lang: string): Promise<number>;
  /** While this version installs: every copy the device keeps, and those of the pages open now. */
  keepForInstall(openPages: string[]): Promise<void>;
  /** Once this version is in control: what it no longer lists, and languages no longer offered, go. */
  prune(): Promise<void>;
  /** Whether `url` is a file of a copy (kept or not). */
  has(url: string): boolean;
  /** `url` from its copy's cache, if that copy is kept. */
  match(url: string): Promise<Response | undefined>;
}

/** The copies this version's manifest lists (`origin`: the worker's). */
export function languageCopies(manifest: (string | PrecacheEntry)[], origin: string, fetchFn: typeof fetch = fetch): LanguageCopies {
  const shared: PrecacheEntry[] = [];
  /** Each language's files: absolute URL → cache key. */
  const copies = new Map<string, Map<string, string>>();
  for (const item of manifest) {
    const entry = typeof item === 'string' ? { url: item } : item;
    const lang = copyOfFile(entry.url);
    if (lang === undefined) {
      shared.push(entry);
      continue;
    }
    const files = copies.get(lang) ?? new Map<string, string>();
    copies.set(lang, files);
    files.set(new URL(entry.url, origin).href, cacheKey(entry, origin));
  }
  const keyOf = (url: string) => {
    const lang = copyOfFile(url);
    return lang === undefined ? undefined : { lang, key: copies.get(lang)?.get(new URL(url, origin).href) };
  };

  async function keep(lang: string): Promise<number> {
    const files = copies.get(lang);
    if (!files) throw new Error(`no copy of the app in ${lang}`);
    const cache = await caches.open(cacheName(lang));
    const missing: [string, string][] = [];
    for (const [url, key] of files) if (!(await cache.match(key))) missing.push([url, key]);
    await Promise.all(
      missing.map(async ([url, key]) => {
        // A name without a hash (a page) may be in the HTTP cache at an older version.
        const response = await fetchFn(url, { cache: key === url ? 'default' : 'reload', credentials: 'same-origin' });
        if (!response.ok) throw new Error(`${url}: ${response.status}`);
        await cache.put(key, response.redirected ? await copyResponse(response) : response);
      }),
    );
    return missing.length;
  }

  const keptLanguages = async () =>
    (await caches.keys()).filter((name) => name.startsWith(LANGUAGE_CACHE_PREFIX)).map((name) => name.slice(LANGUAGE_CACHE_PREFIX.length));

  return {
    shared,
    keep,
    async keepForInstall(openPages) {
      const open = openPages.map((url) => splitLanguage(new URL(url).pathname).lang);
      const langs = new Set([...(await keptLanguages()), ...open].filter((lang) => copies.has(lang)));
      await Promise.all([...langs].map(keep));
    },
    async prune() {
      for (const lang of await keptLanguages()) {
        const files = copies.get(lang);
        if (!files) {
          await caches.delete(cacheName(lang));
          continue;
        }
        const listed = new Set(files.values());
        const cache = await caches.open(cacheName(lang));
        for (const request of await cache.keys()) if (!listed.has(request.url)) await cache.delete(request);
      }
    },
    has: (url) => keyOf(url)?.key !== undefined,
    async match(url) {
      const file = keyOf(url);
      return file?.key === undefined ? undefined : caches.match(file.key, { cacheName: cacheName(file.lang) });
    },
  };
}
