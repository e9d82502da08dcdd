import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LANGUAGES } from '../lib/language';
import { copyOfFile, languageCopies } from './language-files';
import { languageToKeep } from './messages';

const [first, other] = LANGUAGES as [string, string];
const origin = 'https://guide.example';

/** The Cache Storage a worker has, in memory: what these tests need of it. */
class MemoryCaches {
  readonly stores = new Map<string, Map<string, Response>>();
  async open(name: string) {
    const store = this.stores.get(name) ?? new Map<string, Response>();
    this.stores.set(name, store);
    const key = (request: RequestInfo | URL) => (request instanceof Request ? request.url : new URL(String(request), origin).href);
    return {
      match: async (request: RequestInfo | URL) => store.get(key(request))?.clone(),
      put: async (request: RequestInfo | URL, response: Response) => void store.set(key(request), response),
      keys: async () => [...store.keys()].map((url) => new Request(url)),
      delete: async (request: RequestInfo | URL) => store.delete(key(request)),
    };
  }
  async keys() {
    return [...this.stores.keys()];
  }
  async delete(name: string) {
    return this.stores.delete(name);
  }
  async match(request: string, { cacheName }: { cacheName: string }) {
    return this.stores.get(cacheName)?.get(request)?.clone();
  }
}

/** A server holding `files` (path → body): every fetch it answers is counted. */
function server(files: Record<string, string>) {
  return vi.fn(async (url: RequestInfo | URL) => {
    const path = new URL(String(url), origin).pathname;
    const body = files[path];
    return body === undefined ? new Response('', { status: 404 }) : new Response(body);
  });
}

const version1 = [
  { url: 'index.html', revision: 'a1' },
  { url: 'assets/index-AAAA.js', revision: null },
  { url: `${other}/index.html`, revision: 'b1' },
  { url: `${other}/assets/index-BBBB.js`, revision: null },
  { url: 'pwa-192x192.png', revision: 'c1' },
];
const files1 = {
  '/index.html': 'first cover',
  '/assets/index-AAAA.js': 'first code',
  [`/${other}/index.html`]: 'other cover v1',
  [`/${other}/assets/index-BBBB.js`]: 'other code v1',
};

let memory: MemoryCaches;
beforeEach(() => {
  memory = new MemoryCaches();
  vi.stubGlobal('caches', memory);
});
afterEach(() => vi.unstubAllGlobals());

describe('copyOfFile', () => {
  it.each([
    ['index.html', first],
    ['days.html', first],
    ['assets/day-12-x.js', first],
    [`${other}/index.html`, other],
    [`${other}/assets/index-x.css`, other],
    [`/${other}/days.html`, other],
    ['pwa-192x192.png', undefined],
    ['favicon.ico', undefined],
    ['manifest.webmanifest', undefined],
  ])('%s belongs to %s', (url, lang) => {
    expect(copyOfFile(url)).toBe(lang);
  });
});

describe('languageCopies', () => {
  it('precaches only what every copy shares', () => {
    expect(languageCopies(version1, origin).shared).toEqual([{ url: 'pwa-192x192.png', revision: 'c1' }]);
  });

  it("keeps one language's copy: fetched once, then answered from its cache; the other copy stays out", async () => {
    const fetchFn = server(files1);
    const copies = languageCopies(version1, origin, fetchFn);
    expect(await copies.keep(other)).toBe(2);
    expect(await (await copies.match(`/${other}/index.html`))?.text()).toBe('other cover v1');
    expect(await (await copies.match(`${origin}/${other}/assets/index-BBBB.js`))?.text()).toBe('other code v1');
    expect(await copies.match('/index.html')).toBeUndefined();
    expect(copies.has(`${origin}/assets/index-AAAA.js`)).toBe(true);
    expect(copies.has(`${origin}/assets/elsewhere.js`)).toBe(false);
    // A page without a hash in its name is fetched past the HTTP cache.
    expect(fetchFn).toHaveBeenCalledWith(`${origin}/${other}/index.html`, { cache: 'reload', credentials: 'same-origin' });
    expect(fetchFn).toHaveBeenCalledWith(`${origin}/${other}/assets/index-BBBB.js`, { cache: 'default', credentials: 'same-origin' });

    expect(await copies.keep(other)).toBe(0);
    expect(fetchFn).toHaveBeenCalledTimes(2);
  });

  it('fails to keep a copy a file of which cannot be fetched', async () => {
    const copies = languageCopies(version1, origin, server({ ...files1, [`/${other}/index.html`]: undefined } as Record<string, string>));
    await expect(copies.keep(other)).rejects.toThrow(`/${other}/index.html: 404`);
  });

  it('a new version brings the kept copies and the open pages\u2019 up to date, and drops the old files once in control', async () => {
    await languageCopies(version1, origin, server(files1)).keep(other);
    const version2 = version1.map((entry) =>
      entry.url === `${other}/index.html` ? { ...entry, revision: 'b2' } : entry.url === `${other}/assets/index-BBBB.js` ? { ...entry, url: `${other}/assets/index-CCCC.js` } : entry,
    );
    const files2 = { ...files1, [`/${other}/index.html`]: 'other cover v2', [`/${other}/assets/index-CCCC.js`]: 'other code v2' };
    const fetchFn = server(files2);
    const next = languageCopies(version2, origin, fetchFn);
    await next.keepForInstall([`${origin}/day/3`]);
    // The kept language's two changed files, and the open page's language (the first).
    expect(fetchFn.mock.calls.map(([url]) => new URL(String(url)).pathname).sort()).toEqual(
      ['/assets/index-AAAA.js', '/index.html', `/${other}/assets/index-CCCC.js`, `/${other}/index.html`].sort(),
    );
    expect(await (await next.match(`/${other}/index.html`))?.text()).toBe('other cover v2');
    // The old version's files stay until the new one is in control: its pages may still need them.
    expect(memory.stores.get(`prayer-fast-language-${other}`)?.size).toBe(4);
    await next.prune();
    expect([...(memory.stores.get(`prayer-fast-language-${other}`)?.keys() ?? [])].sort()).toEqual(
      [`${origin}/${other}/assets/index-CCCC.js`, `${origin}/${other}/index.html?__WB_REVISION__=b2`].sort(),
    );
  });

  it('forgets the copy of a language the programme no longer offers', async () => {
    await memory.open('prayer-fast-language-zz');
    await languageCopies(version1, origin).prune();
    expect(await memory.keys()).toEqual([]);
  });
});

describe('languageToKeep', () => {
  it.each([
    [{ type: 'KEEP_LANGUAGE', lang: first }, first],
    [{ type: 'KEEP_LANGUAGE', lang: other }, other],
    [{ type: 'KEEP_LANGUAGE', lang: 'zz' }, undefined],
    [{ type: 'SKIP_WAITING' }, undefined],
    [null, undefined],
  ])('%j asks to keep %s', (data, lang) => {
    expect(languageToKeep(data)).toBe(lang);
  });
});
