import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { LANGUAGE_KEY } from '@/lib/storage-keys';

const ORIGIN = 'https://church.example';
const html = readFileSync(join(import.meta.dirname, '../../../../index.html'), 'utf8');
const source = /<script>([^<]*)<\/script>/.exec(html)?.[1] ?? '';

/**
 * Runs index.html's inline script as a page of `pageLang`'s copy at `path` would (the programme
 * in English and Spanish, an en-US browser), with `chosen` kept on the device, and answers where it
 * sent the page (`location.replace`), if anywhere. The address is parsed as the browser parses it
 * (`\` is `/`, a tab is dropped), then given to the script as `location`.
 */
function redirectFrom(path: string, pageLang: string, chosen: string | null): string | undefined {
  if (chosen === null) localStorage.removeItem(LANGUAGE_KEY);
  else localStorage.setItem(LANGUAGE_KEY, JSON.stringify(chosen));
  const url = new URL(ORIGIN + path);
  const replace = vi.fn<(to: string) => void>();
  const location = { origin: url.origin, pathname: url.pathname, search: url.search, hash: url.hash, replace };
  const documentElement = { lang: pageLang, dataset: {} };
  const document = { documentElement, querySelector: () => ({ content: 'en es' }) };
  new Function('document', 'location', 'navigator', source)(document, location, { language: 'en-US' });
  const to = replace.mock.calls[0]?.[0];
  // Where the browser goes: the address resolved against the page's.
  return to === undefined ? undefined : new URL(to, url).href;
}

describe("index.html's language redirect", () => {
  beforeEach(() => {
    sessionStorage.clear();
    localStorage.clear();
  });

  it('opens the same page in the chosen copy', () => {
    expect(redirectFrom('/es/day/3?done=opening#opening', 'es', 'en')).toBe(`${ORIGIN}/day/3?done=opening#opening`);
    expect(redirectFrom('/es', 'es', 'en')).toBe(`${ORIGIN}/`);
    sessionStorage.clear();
    expect(redirectFrom('/day/3', 'en', 'es')).toBe(`${ORIGIN}/es/day/3`);
    expect(redirectFrom('/days', 'en', null)).toBeUndefined();
  });

  it.each([
    '/es//evil.example/x',
    '/es//evil.example/x?y=1#z',
    '/es/\\evil.example',
    '/es/\\/evil.example',
    '/es///evil.example',
    '/es/.//evil.example',
    '/es/\t/evil.example',
  ])("never leaves the origin: %s opens the chosen copy's cover", (path) => {
    expect(redirectFrom(path, 'es', 'en')).toBe(`${ORIGIN}/`);
  });

  it.each([
    ['/es/%2F%2Fevil.example', `${ORIGIN}/%2F%2Fevil.example`],
    ['/es/%5Cevil.example', `${ORIGIN}/%5Cevil.example`],
  ])('keeps %s, an escaped path, on the origin', (path, to) => {
    expect(redirectFrom(path, 'es', 'en')).toBe(to);
  });

  it("keeps the other copy's paths of such an address on the origin", () => {
    expect(redirectFrom('//evil.example/x', 'en', 'es')).toBe(`${ORIGIN}/es//evil.example/x`);
  });

  it('goes to the cover once, not twice in a row (offline, a copy not kept sends it back)', () => {
    expect(redirectFrom('/es//evil.example/x', 'es', 'en')).toBe(`${ORIGIN}/`);
    expect(redirectFrom('/es/', 'es', 'en')).toBeUndefined();
  });
});
