import { vi } from 'vitest';
import { RECORDINGS_CACHE } from '@/lib/storage-keys';
import { keepWeek, keptOf, removeKept, sizeOf } from './keep';
import { weekOf, type Recording } from './recordings';

/** An in-memory CacheStorage: enough of it for keeping recordings. */
function fakeCaches() {
  const stores = new Map<string, Map<string, Response>>();
  const key = (r: RequestInfo | URL) => new URL(typeof r === 'string' ? r : r instanceof URL ? r.href : r.url, 'http://app.test').href;
  const cacheOf = (entries: Map<string, Response>) =>
    ({
      keys: async () => [...entries.keys()].map((u) => new Request(u)),
      match: async (r: RequestInfo) => entries.get(key(r))?.clone(),
      put: async (r: RequestInfo, res: Response) => void entries.set(key(r), res),
      delete: async (r: RequestInfo) => entries.delete(key(r)),
    }) as unknown as Cache;
  const storage = {
    has: async (name: string) => stores.has(name),
    open: async (name: string) => {
      if (!stores.has(name)) stores.set(name, new Map());
      return cacheOf(stores.get(name)!);
    },
    delete: async (name: string) => stores.delete(name),
  } as unknown as CacheStorage;
  return { storage, stores };
}

const rec = (day: number, lang = 'en', v = 'a'): Recording => ({
  day,
  lang,
  durationMs: 60_000,
  size: 1_000 * day,
  url: `/api/recordings/${lang}/${day}?v=${v}`,
});
const all = [rec(1), rec(2), rec(4), rec(8), rec(9), rec(3, 'es')];

describe("keeping this week's recordings on the phone", () => {
  it('is today’s and the next six days’ in the page’s language, those that exist', () => {
    expect(weekOf(all, 2, 'en').map((r) => r.day)).toEqual([2, 4, 8]);
    expect(weekOf(all, 3, 'es').map((r) => r.day)).toEqual([3]);
  });

  it('keeps them in their own cache, says their space, lets go of other weeks’ and removes them', async () => {
    const { storage, stores } = fakeCaches();
    const fetchFn = vi.fn(async (url: RequestInfo | URL) => new Response(`audio of ${String(url)}`));
    expect(await keptOf(all, storage)).toEqual([]);

    await keepWeek(weekOf(all, 1, 'en'), storage, fetchFn);
    expect(fetchFn.mock.calls.map(([u]) => u)).toEqual([rec(1).url, rec(2).url, rec(4).url]);
    expect([...stores.keys()]).toEqual([RECORDINGS_CACHE]);
    const kept = await keptOf(all, storage);
    expect(kept.map((r) => r.day)).toEqual([1, 2, 4]);
    expect(sizeOf(kept)).toBe(7_000);

    // The next week: what is already kept is not fetched again; what left the week goes.
    fetchFn.mockClear();
    await keepWeek(weekOf(all, 4, 'en'), storage, fetchFn);
    expect(fetchFn.mock.calls.map(([u]) => u)).toEqual([rec(8).url, rec(9).url]);
    expect((await keptOf(all, storage)).map((r) => r.day)).toEqual([4, 8, 9]);
    // A new upload is a new address: the old one is no longer counted as kept.
    expect(await keptOf([rec(4, 'en', 'b')], storage)).toEqual([]);

    await removeKept(storage);
    expect(await keptOf(all, storage)).toEqual([]);
    expect(stores.size).toBe(0);
  });

  it('fails when one cannot be fetched, keeping what was', async () => {
    const { storage } = fakeCaches();
    const fetchFn = vi.fn(async (url: RequestInfo | URL) => new Response('x', { status: String(url).includes('/2?') ? 404 : 200 }));
    await expect(keepWeek(weekOf(all, 1, 'en'), storage, fetchFn)).rejects.toThrow('HTTP 404');
    expect((await keptOf(all, storage)).map((r) => r.day)).toEqual([1]);
  });
});
