// @vitest-environment node
// Node's Blob and Response, as a service worker has (jsdom's Blob cannot be sliced into a Response).
import { vi } from 'vitest';

vi.hoisted(() => {
  (globalThis as { self?: unknown }).self ??= globalThis;
});
import { RECORDINGS_CACHE } from '../lib/storage-keys';
import { keptRecording } from './recordings';

const url = 'http://app.test/api/recordings/en/1?v=0123456789abcdef';
const bytes = Uint8Array.from({ length: 100 }, (_, i) => i);

function storageWith(kept: Response | undefined) {
  return {
    has: async (name: string) => name === RECORDINGS_CACHE && kept !== undefined,
    open: async () => ({ match: async (r: string) => (r === url ? kept?.clone() : undefined) }),
  } as unknown as CacheStorage;
}

describe('a kept recording, from the service worker', () => {
  const kept = () => new Response(bytes, { headers: { 'Content-Type': 'audio/mpeg' } });

  it('is answered whole, or the range asked for (206), so a player can seek offline', async () => {
    const whole = await keptRecording(new Request(url), storageWith(kept()));
    expect(whole?.status).toBe(200);
    const part = await keptRecording(new Request(url, { headers: { Range: 'bytes=10-19' } }), storageWith(kept()));
    expect(part?.status).toBe(206);
    expect(part?.headers.get('Content-Range')).toBe('bytes 10-19/100');
    expect([...new Uint8Array(await part!.arrayBuffer())]).toEqual([...bytes.slice(10, 20)]);
    const open = await keptRecording(new Request(url, { headers: { Range: 'bytes=90-' } }), storageWith(kept()));
    expect(open?.status).toBe(206);
    expect(open?.headers.get('Content-Range')).toBe('bytes 90-99/100');
    const outside = await keptRecording(new Request(url, { headers: { Range: 'bytes=200-' } }), storageWith(kept()));
    expect(outside?.status).toBe(416);
    expect(outside?.headers.get('Content-Range')).toBe('bytes */100');
  });

  it('is nothing when not kept: the network answers', async () => {
    expect(await keptRecording(new Request(url), storageWith(undefined))).toBeUndefined();
    expect(await keptRecording(new Request('http://app.test/api/recordings/en/2?v=1'), storageWith(kept()))).toBeUndefined();
  });
});
