import { describe, expect, it } from 'vitest';
import { SAFETY_POINTER, withSafetyPointer } from './first-reminder';

/** CacheStorage as the worker has it, in memory. */
function cacheStorage(): CacheStorage {
  const caches = new Map<string, Map<string, Response>>();
  return {
    async open(name: string) {
      const entries = caches.get(name) ?? new Map<string, Response>();
      caches.set(name, entries);
      return {
        match: async (key: string) => entries.get(key),
        put: async (key: string, response: Response) => void entries.set(key, response),
      } as unknown as Cache;
    },
  } as unknown as CacheStorage;
}

describe('the first reminder a device shows', () => {
  it('points to fasting safely; the ones after do not', async () => {
    const storage = cacheStorage();
    expect(await withSafetyPointer('Day 3 · Active Cleansing', storage)).toBe(`Day 3 · Active Cleansing\n${SAFETY_POINTER}`);
    expect(await withSafetyPointer('Day 3 · Active Cleansing', storage)).toBe('Day 3 · Active Cleansing');
  });
});
