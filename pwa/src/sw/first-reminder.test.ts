import { describe, expect, it } from 'vitest';
import { withSafetyPointer } from './first-reminder';
import { wordsIn } from './notification-words';
import { LANGUAGES } from '../lib/language';

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
    const pointer = 'New to fasting? Please read “Fasting safely” in the guide first.';
    expect(await withSafetyPointer('Day 3 · Active Cleansing', 'en', storage)).toBe(`Day 3 · Active Cleansing\n${pointer}`);
    expect(await withSafetyPointer('Day 3 · Active Cleansing', 'en', storage)).toBe('Day 3 · Active Cleansing');
  });

  it.each(LANGUAGES)('points in the reminder’s language (%s)', async (lang) => {
    const pointed = await withSafetyPointer('·', lang, cacheStorage());
    expect(pointed).toBe(`·\n${wordsIn(lang).notificationSafetyPointer}`);
    if (lang !== LANGUAGES[0]) expect(pointed).not.toContain(wordsIn(LANGUAGES[0] ?? 'en').notificationSafetyPointer);
  });
});
