import { describe, expect, it } from 'vitest';
import { isAppNavigation, pageFor } from './app-shell';
import { isSkipWaiting } from './messages';

describe('isAppNavigation', () => {
  it.each(['/', '/day/3', '/day/12', '/day/40', '/anything/else', '/apiary'])('serves the app shell for %s', (path) => {
    expect(isAppNavigation(new URL(path, 'https://guide.example'))).toBe(true);
  });

  it.each(['/api/send-day-summary', '/api', '/healthz', '/readyz', '/metrics', '/confirm/abc.def', '/confirm.css', '/confirm.js'])(
    'leaves %s to the service',
    (path) => {
      expect(isAppNavigation(new URL(path, 'https://guide.example'))).toBe(false);
    },
  );
});

describe('pageFor', () => {
  // The pages a copy keeps (build/offline-files.ts).
  const built = ['/index.html', '/days.html', '/shell.html'];
  const precache = (files: string[]) => async (file: string) =>
    files.includes(file) ? new Response(file) : undefined;
  const online = async () => new Response('network page');
  const offline = async (): Promise<Response> => {
    throw new TypeError('Failed to fetch');
  };
  const pageIn = async (path: string, fetchPage = online, files = built) =>
    (await pageFor(new URL(path, 'https://guide.example'), precache(files), fetchPage))?.text();

  it.each([
    ['/', '/index.html'],
    ['/?utm_source=x', '/index.html'],
    ['/days', '/days.html'],
  ])('serves %s its own precached page', async (path, page) => {
    expect(await pageIn(path)).toBe(page);
  });

  it.each(['/day/12', '/day/12/', '/day/3?done=opening', '/day/13', '/journey', '/privacy', '/nope', '/day/03'])(
    'serves %s, a page not kept, from the network, and offline the shell that renders it',
    async (path) => {
      expect(await pageIn(path)).toBe('network page');
      expect(await pageIn(path, offline)).toBe('/shell.html');
    },
  );

  it('uses a precached day page when a build precaches one', async () => {
    expect(await pageIn('/day/12', offline, [...built, '/day/12.html'])).toBe('/day/12.html');
  });

  it("serves another language's pages from that language's files", async () => {
    const both = [...built, '/es/index.html', '/es/days.html', '/es/shell.html'];
    expect(await pageIn('/es/', offline, both)).toBe('/es/index.html');
    expect(await pageIn('/es', offline, both)).toBe('/es/index.html');
    expect(await pageIn('/es/days', offline, both)).toBe('/es/days.html');
    expect(await pageIn('/es/day/12', offline, both)).toBe('/es/shell.html');
    expect(await pageIn('/es/nope', offline, both)).toBe('/es/shell.html');
    expect(await pageIn('/estate', offline, both)).toBe('/shell.html');
  });

  it('offline, sends a page of a copy this device does not keep to the same page in a copy it keeps', async () => {
    const spanish = ['/es/index.html', '/es/days.html', '/es/shell.html'];
    const answer = await pageFor(new URL('/day/3?done=opening', 'https://guide.example'), precache(spanish), offline);
    expect([answer?.status, answer?.headers.get('Location')]).toEqual([302, 'https://guide.example/es/day/3?done=opening']);
    const cover = await pageFor(new URL('/', 'https://guide.example'), precache(spanish), offline);
    expect(cover?.headers.get('Location')).toBe('https://guide.example/es/');
    expect(await pageIn('/day/3', online, spanish)).toBe('network page');
  });

  it.each(['/es//evil.example/x?y=1', '/es///evil.example', '/es/\\evil.example', '/es/.//evil.example'])(
    "offline, never sends %s to another origin: the kept copy's cover instead",
    async (path) => {
      const answer = await pageFor(new URL(`https://guide.example${path}`), precache(built), offline);
      expect([answer?.status, answer?.headers.get('Location')]).toEqual([302, 'https://guide.example/']);
    },
  );

  it('offline, keeps the same page of such an address on the origin', async () => {
    const redirected = async (path: string, files: string[]) =>
      (await pageFor(new URL(`https://guide.example${path}`), precache(files), offline))?.headers.get('Location');
    expect(await redirected('/es/%2F%2Fevil.example', built)).toBe('https://guide.example/%2F%2Fevil.example');
    expect(await redirected('//evil.example/x', ['/es/index.html', '/es/shell.html'])).toBe('https://guide.example/es//evil.example/x');
  });

  it('falls back to the cover when a build has no such page, and to nothing with nothing precached', async () => {
    expect(await pageIn('/nope', offline, ['/index.html'])).toBe('/index.html');
    expect(await pageIn('/day/12', offline, [])).toBeUndefined();
  });
});

describe('isSkipWaiting', () => {
  it('accepts only the skip-waiting message', () => {
    expect(isSkipWaiting({ type: 'SKIP_WAITING' })).toBe(true);
    for (const other of [null, 'SKIP_WAITING', { type: 'OTHER' }, {}, 1]) expect(isSkipWaiting(other)).toBe(false);
  });
});
