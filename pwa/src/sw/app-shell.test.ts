import { describe, expect, it } from 'vitest';
import { isAppNavigation, precachedPageFor } from './app-shell';
import { isSkipWaiting } from './messages';

describe('isAppNavigation', () => {
  it.each(['/', '/day/3', '/day/12', '/day/40', '/anything/else', '/apiary'])('serves the app shell for %s', (path) => {
    expect(isAppNavigation(new URL(path, 'https://guide.example'))).toBe(true);
  });

  it.each(['/api/send-day-summary', '/api', '/healthz', '/readyz', '/metrics', '/robots.txt'])(
    'leaves %s to the service',
    (path) => {
      expect(isAppNavigation(new URL(path, 'https://guide.example'))).toBe(false);
    },
  );
});

describe('precachedPageFor', () => {
  const built = ['/index.html', '/404.html', '/day/3.html', '/day/12.html'];
  const precache = (files: string[]) => async (file: string) =>
    files.includes(file) ? new Response(file) : undefined;
  const pageFor = async (path: string, files = built) =>
    (await precachedPageFor(new URL(path, 'https://guide.example'), precache(files)))?.text();

  it.each([
    ['/', '/index.html'],
    ['/?utm_source=x', '/index.html'],
    ['/day/12', '/day/12.html'],
    ['/day/12/', '/day/12.html'],
    ['/day/3?done=opening', '/day/3.html'],
  ])('serves %s its own prerendered page', async (path, page) => {
    expect(await pageFor(path)).toBe(page);
  });

  it.each(['/day/13', '/day/03', '/day/12/extra', '/nope', '/index'])('serves %s the 404 page', async (path) => {
    expect(await pageFor(path)).toBe('/404.html');
  });

  it('falls back to the cover when a build has no such page, and to nothing with nothing precached', async () => {
    expect(await pageFor('/day/12', ['/index.html'])).toBe('/index.html');
    expect(await pageFor('/day/12', [])).toBeUndefined();
  });
});

describe('isSkipWaiting', () => {
  it('accepts only the skip-waiting message', () => {
    expect(isSkipWaiting({ type: 'SKIP_WAITING' })).toBe(true);
    for (const other of [null, 'SKIP_WAITING', { type: 'OTHER' }, {}, 1]) expect(isSkipWaiting(other)).toBe(false);
  });
});
