// Another language's copy of the app, offline. The worker precaches the first language's build
// (`/`); the copy at `/<lang>/` is kept in a cache of its own once a member opens it (its pages ask:
// KEEP_LANGUAGE), from the list its build writes (`/<lang>/offline-files.json`), and kept current
// each time a new version of the app activates. So the precache holds one language, and a
// member who prays in Spanish has every Spanish guide offline too.

export const OFFLINE_FILES = 'offline-files.json';

/** An entry of a build's list: workbox-build's manifest entry (`revision` null for hashed names). */
export interface OfflineFile {
  url: string;
  revision: string | null;
}

const CACHE_PREFIX = 'prayer-fast-language-';
const cacheName = (lang: string) => `${CACHE_PREFIX}${lang}`;
const listUrl = (lang: string) => `/${lang}/${OFFLINE_FILES}`;

/** Keeps `lang`'s copy: fetches what is new or changed since last time, forgets what is gone. */
export async function keepLanguage(lang: string, origin: string, fetchFn: typeof fetch = fetch): Promise<void> {
  const response = await fetchFn(listUrl(lang), { cache: 'no-store' });
  if (!response.ok) throw new Error(`${listUrl(lang)}: ${response.status}`);
  const files = (await response.clone().json()) as OfflineFile[];
  const cache = await caches.open(cacheName(lang));
  const before = await cache.match(listUrl(lang));
  const kept = new Map(before ? ((await before.json()) as OfflineFile[]).map((f) => [f.url, f.revision]) : []);
  const wanted = new Set(files.map((f) => new URL(f.url, origin).href));
  for (const file of files) {
    const unchanged = kept.has(file.url) && kept.get(file.url) === file.revision && (await cache.match(file.url));
    if (!unchanged) await cache.put(file.url, await fetchOk(fetchFn, file.url));
  }
  for (const request of await cache.keys()) {
    if (!wanted.has(request.url) && request.url !== new URL(listUrl(lang), origin).href) await cache.delete(request);
  }
  // Last: a list on record means every file in it is cached.
  await cache.put(listUrl(lang), response);
}

async function fetchOk(fetchFn: typeof fetch, url: string): Promise<Response> {
  const response = await fetchFn(url, { cache: 'reload' });
  if (!response.ok) throw new Error(`${url}: ${response.status}`);
  return response;
}

/** The languages this device keeps (a cache each). */
export async function keptLanguages(): Promise<string[]> {
  return (await caches.keys()).filter((name) => name.startsWith(CACHE_PREFIX)).map((name) => name.slice(CACHE_PREFIX.length));
}

/** A kept file of another language's copy (`/es/assets/…`, `/es/days.html`). */
export async function matchLanguageFile(url: string): Promise<Response | undefined> {
  for (const lang of await keptLanguages()) {
    const hit = await (await caches.open(cacheName(lang))).match(url);
    if (hit) return hit;
  }
  return undefined;
}

/** The page's request to keep its language: `{ type: 'KEEP_LANGUAGE', lang }`. */
export function languageToKeep(data: unknown, languages: readonly string[]): string | undefined {
  const { type, lang } = (typeof data === 'object' && data !== null ? data : {}) as { type?: unknown; lang?: unknown };
  return type === 'KEEP_LANGUAGE' && typeof lang === 'string' && languages.slice(1).includes(lang) ? lang : undefined;
}
