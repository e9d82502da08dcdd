// @vitest-environment node
// Storage keys once (issue 45): every name the app keeps data under on the device (localStorage
// and sessionStorage keys, Cache Storage names) is defined in lib/storage-keys.ts, and features
// import it from there. This reads every source file of the app (its tests aside: they may spell
// out what the app kept, and the generated types, whose DEVICE_TOKENS_STORE storage-keys.ts
// re-exports) and fails on any string or template that starts with the app's prefix
// (`prayer-fast:` or `prayer-fast-`), naming where. The few such names that are not storage (an
// event's, a lock's, a file format's) are listed below.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { appSourceFiles, refusedLiterals, SRC } from '@/testing/source-literals';

const KEYS_MODULE = join(SRC, 'lib', 'storage-keys.ts');

/** Names with the app's prefix that nothing is stored under. */
const NOT_STORAGE = new Set([
  'prayer-fast:kept', // the event telling a tab's useKept that a kept value changed (hooks/use-kept.ts)
  'prayer-fast:summary-outbox', // the event telling the summary outbox's readers it changed
  'prayer-fast:prayer-wall', // the Web Lock one tab's prayer-wall sync holds
  'prayer-fast-journey', // the journey file's format (and its download name's start)
  'prayer-fast-journey-',
]);

/**
 * `file:line: text` for each string or template part in `code` that starts with the app's prefix
 * (`separators`: the characters after `prayer-fast` that make it one; the browser tests name
 * temporary folders `prayer-fast-…`, so there only `:`).
 */
function typedStorageKeys(file: string, code: string, separators = ':-'): string[] {
  const prefix = new RegExp(`^prayer-fast[${separators}]`);
  return refusedLiterals(file, code, (text) => prefix.test(text) && !NOT_STORAGE.has(text));
}

describe('the keys the app stores under', () => {
  it('are never typed outside lib/storage-keys.ts: features import them from there', () => {
    const files = appSourceFiles([KEYS_MODULE]);
    expect(files.length).toBeGreaterThan(100);
    const typed = files.flatMap((path) => typedStorageKeys(relative(join(SRC, '..'), path), readFileSync(path, 'utf8')));
    expect(typed, `Typed outside lib/storage-keys.ts, which should name them:\n${typed.join('\n')}`).toEqual([]);
  });

  it('are never typed in the browser tests or their kit: they read them through testkit/storage-keys.mjs', () => {
    const root = join(SRC, '..', '..');
    const files = [join(root, 'pwa', 'e2e'), join(root, 'testkit')].flatMap((dir) =>
      readdirSync(dir, { recursive: true, encoding: 'utf8' })
        .filter((f) => f.endsWith('.mjs'))
        .map((f) => join(dir, f)),
    );
    expect(files.length).toBeGreaterThan(30);
    const typed = files.flatMap((path) => typedStorageKeys(relative(root, path), readFileSync(path, 'utf8'), ':'));
    expect(typed, `Typed in the browser tests; read them with storageKey(NAME):\n${typed.join('\n')}`).toEqual([]);
  });

  it.each([
    ["const a = 'prayer-fast:v1:tally';", 1],
    ['const a = `prayer-fast:v1:watch:plan:${lang}`;', 1],
    ["const a = stored('prayer-fast:programme-settings', parse);", 1],
    ["await caches.open('prayer-fast-state');", 1],
    ['const a = <div data-key="prayer-fast:v1:x" />;', 1],
    ["// kept under 'prayer-fast:v1:tally', said in a comment\nconst a = TALLY_KEY;", 0],
    ["window.dispatchEvent(new CustomEvent('prayer-fast:kept'));", 0],
    ["const a = 'my prayer-fast:v1 notes';", 0],
  ])('catches a key in %s', (code, count) => {
    expect(typedStorageKeys('x.tsx', code)).toHaveLength(count);
  });
});
