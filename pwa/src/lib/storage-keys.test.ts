// @vitest-environment node
// index.html's inline script runs before the app (it sets the text size and opens the chosen
// language's copy before the first paint), so it cannot import lib/storage-keys.ts: it spells its
// keys out. This keeps them in step: every key it names is one storage-keys.ts defines.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import * as keys from './storage-keys';

const html = readFileSync(join(import.meta.dirname, '../../index.html'), 'utf8');
const scripts = [...html.matchAll(/<script>([^<]*)<\/script>/g)].map(([, source]) => source ?? '');

/** The app-prefixed string literals of `source` (double- or single-quoted). */
const keyLiterals = (source: string) => [...source.matchAll(/(["'])(prayer-fast[:-][^"']*)\1/g)].map(([, , key]) => key);

describe('the keys index.html’s inline script reads', () => {
  const defined = new Set<unknown>(Object.values(keys));

  it('are the ones lib/storage-keys.ts defines', () => {
    const literals = scripts.flatMap(keyLiterals);
    // The text size and the language it reads, and the language redirect it remembers.
    expect(literals).toEqual(expect.arrayContaining([keys.TEXT_SIZE_KEY, keys.LANGUAGE_KEY, keys.LANGUAGE_REDIRECT_KEY]));
    expect(literals.filter((key) => !defined.has(key))).toEqual([]);
  });

  it('are found however they are quoted', () => {
    expect(keyLiterals(`localStorage.getItem("prayer-fast:v1:x");var k='prayer-fast:y'`)).toEqual(['prayer-fast:v1:x', 'prayer-fast:y']);
  });
});

describe('the keys the app stores under', () => {
  it('are each defined once, under one name', () => {
    const values = Object.values(keys);
    expect(values.every((v) => typeof v === 'string' && v.length > 0)).toBe(true);
    expect(new Set(values).size).toBe(values.length);
  });
});
