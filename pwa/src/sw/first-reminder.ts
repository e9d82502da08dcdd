// The first reminder this device shows points to the guide's "Fasting safely" page (linked at the
// top of every day's guide). The worker remembers it has done so in a cache entry of its own,
// which outlives the worker and its updates.

import { wordsIn } from './notification-words';

const CACHE = 'prayer-fast-state';
const POINTED = '/__state/safety-pointed';

/** `body`, with the pointer to fasting safely (in `lang`) if this device has never shown it. */
export async function withSafetyPointer(body: string, lang: string, storage: CacheStorage = caches): Promise<string> {
  const cache = await storage.open(CACHE);
  if (await cache.match(POINTED)) return body;
  await cache.put(POINTED, new Response('1'));
  return `${body}\n${wordsIn(lang).notificationSafetyPointer}`;
}
