// The first reminder this device shows points to the guide's "Fasting safely" page (linked at the
// top of every day's guide). The worker remembers it has done so in a cache entry of its own,
// which outlives the worker and its updates.

export const SAFETY_POINTER = 'New to fasting? Please read “Fasting safely” in the guide first.';

const CACHE = 'prayer-fast-state';
const POINTED = '/__state/safety-pointed';

/** `body`, with the pointer to fasting safely if this device has never shown it. */
export async function withSafetyPointer(body: string, storage: CacheStorage = caches): Promise<string> {
  const cache = await storage.open(CACHE);
  if (await cache.match(POINTED)) return body;
  await cache.put(POINTED, new Response('1'));
  return `${body}\n${SAFETY_POINTER}`;
}
