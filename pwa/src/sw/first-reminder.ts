// The first reminder this device shows points to the guide's "Fasting safely" page (linked at the
// top of every day's guide). The worker remembers it has done so in a cache entry of its own,
// which outlives the worker and its updates.

import { SAFETY_POINTED_ENTRY, WORKER_STATE_CACHE } from '../lib/storage-keys';
import { wordsIn } from './notification-words';

/** `body`, with the pointer to fasting safely (in `lang`) if this device has never shown it. */
export async function withSafetyPointer(body: string, lang: string, storage: CacheStorage = caches): Promise<string> {
  const cache = await storage.open(WORKER_STATE_CACHE);
  if (await cache.match(SAFETY_POINTED_ENTRY)) return body;
  await cache.put(SAFETY_POINTED_ENTRY, new Response('1'));
  return `${body}\n${wordsIn(lang).notificationSafetyPointer}`;
}
