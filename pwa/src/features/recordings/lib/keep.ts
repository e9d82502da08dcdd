// "Keep this week's recordings on this phone": the week's recordings stored in a cache of their
// own (the service worker answers from it, src/sw/recordings.ts), their space, and removing them.
import { RECORDINGS_CACHE } from '@/lib/storage-keys';
import type { Recording } from './recordings';

const pathOf = (url: string) => {
  const u = new URL(url, 'http://x');
  return u.pathname + u.search;
};

/** The recordings of `list` this device keeps. */
export async function keptOf(list: readonly Recording[], cacheStorage: CacheStorage = caches): Promise<Recording[]> {
  if (!(await cacheStorage.has(RECORDINGS_CACHE))) return [];
  const cache = await cacheStorage.open(RECORDINGS_CACHE);
  const kept = new Set((await cache.keys()).map((k) => pathOf(k.url)));
  return list.filter((r) => kept.has(pathOf(r.url)));
}

/** Bytes the kept recordings take. */
export const sizeOf = (kept: readonly Recording[]) => kept.reduce((sum, r) => sum + r.size, 0);

/**
 * Keeps `week` (fetching those not yet kept) and lets go of any other kept recording (another
 * week's, or an older upload's); rejects when one cannot be fetched, keeping what was.
 */
export async function keepWeek(
  week: readonly Recording[],
  cacheStorage: CacheStorage = caches,
  fetchFn: typeof fetch = fetch,
): Promise<Recording[]> {
  const cache = await cacheStorage.open(RECORDINGS_CACHE);
  const wanted = new Set(week.map((r) => pathOf(r.url)));
  const have = new Set((await cache.keys()).map((k) => pathOf(k.url)));
  for (const r of week) {
    if (have.has(pathOf(r.url))) continue;
    const res = await fetchFn(r.url);
    if (!res.ok || res.status !== 200) throw new Error(`HTTP ${res.status}`);
    await cache.put(r.url, res);
  }
  for (const key of await cache.keys()) if (!wanted.has(pathOf(key.url))) await cache.delete(key);
  return [...week];
}

/** Removes every kept recording. */
export const removeKept = (cacheStorage: CacheStorage = caches) => cacheStorage.delete(RECORDINGS_CACHE);
