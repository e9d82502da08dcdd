// The pastor's recordings offline: a request for one the member kept (features/recordings) is
// answered from its cache, a Range request with just those bytes (206), so the player can seek
// with no network; anything else goes to the network.
import { createPartialResponse } from 'workbox-range-requests';
import { registerRoute } from 'workbox-routing';
import { isRecordingPath } from '../lib/recordings-cache';
import { RECORDINGS_CACHE } from '../lib/storage-keys';

/** The kept answer to `request` (a range of it when asked), else undefined. */
export async function keptRecording(request: Request, cacheStorage: CacheStorage = caches): Promise<Response | undefined> {
  if (!(await cacheStorage.has(RECORDINGS_CACHE))) return undefined;
  const cache = await cacheStorage.open(RECORDINGS_CACHE);
  const kept = await cache.match(request.url, { ignoreVary: true });
  if (!kept) return undefined;
  const range = request.headers.get('range');
  if (range === null) return kept;
  // Past the end (workbox would answer an empty 206): 416, as the service does.
  const start = /^bytes=(\d+)-/.exec(range)?.[1];
  const size = (await kept.clone().blob()).size;
  if (start !== undefined && Number(start) >= size) {
    return new Response(null, { status: 416, headers: { 'Content-Range': `bytes */${size}` } });
  }
  return createPartialResponse(request, kept);
}

export function registerRecordings(): void {
  registerRoute(
    ({ url, request }) => url.origin === self.location.origin && request.method === 'GET' && isRecordingPath(url.pathname),
    async ({ request }) => (await keptRecording(request)) ?? fetch(request),
  );
}
