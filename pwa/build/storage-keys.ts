// A Vite plugin: each key of src/lib/storage-keys.ts written where it is imported, as a constant of
// that module. A module lives in one chunk, and the first load imports the keys module (the
// language and text-size keys, the summary outbox's), so every feature's keys would ride in it
// (0.3 kB gzip); inlined, each chunk carries the keys it names, as when each feature typed its own.
// `import { A, B as C } from '…/storage-keys'` becomes `const A = "…", C = "…";`. Build only: the
// dev server and the tests read the module itself.
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';
import * as storageKeys from '../src/lib/storage-keys.ts';

const KEYS_MODULE = fileURLToPath(new URL('../src/lib/storage-keys.ts', import.meta.url));
const IMPORT = /\bimport\s*\{([^}]*)\}\s*from\s*(['"])([^'"]*\bstorage-keys(?:\.ts)?)\2\s*;?/g;

export function inlineStorageKeys(keys: Readonly<Record<string, string>> = storageKeys): Plugin {
  return {
    name: 'prayer-fast:inline-storage-keys',
    apply: 'build',
    enforce: 'pre',
    async transform(code, id) {
      if (id === KEYS_MODULE || !code.includes('storage-keys') || !/\.[cm]?[jt]sx?$/.test(id.replace(/\?.*$/, ''))) return null;
      let out = code;
      for (const [statement, names = '', , source = ''] of code.matchAll(IMPORT)) {
        if ((await this.resolve(source, id))?.id !== KEYS_MODULE) continue;
        const bindings = names
          .split(',')
          .map((name) => name.trim())
          .filter(Boolean)
          .map((name) => {
            const [imported = '', local = imported] = name.split(/\s+as\s+/);
            if (!Object.hasOwn(keys, imported)) this.error(`${id}: lib/storage-keys.ts defines no key "${imported}"`);
            return `${local} = ${JSON.stringify(keys[imported])}`;
          });
        out = out.replace(statement, `const ${bindings.join(', ')};`);
      }
      return out === code ? null : { code: out, map: null };
    },
  };
}
