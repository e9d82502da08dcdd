// @vitest-environment node
import { fileURLToPath } from 'node:url';
import { inlineStorageKeys } from './storage-keys';

const KEYS_MODULE = fileURLToPath(new URL('../src/lib/storage-keys.ts', import.meta.url));
const KEYS = { TALLY_KEY: 'prayer-fast:v1:tally', LANGUAGE_KEY: 'prayer-fast:v1:language' };

/** What the plugin makes of `code` in `id`, with `…storage-keys` resolving to src/lib/storage-keys.ts. */
async function transformed(code: string, id = '/app/src/features/x/y.ts'): Promise<string | null> {
  const plugin = inlineStorageKeys(KEYS);
  const context = {
    resolve: async (source: string) => ({ id: /storage-keys(\.ts)?$/.test(source) && !source.includes('other') ? KEYS_MODULE : source }),
    error: (message: string): never => {
      throw new Error(message);
    },
  };
  type Transform = (this: typeof context, code: string, id: string) => Promise<{ code: string } | null>;
  const result = await (plugin.transform as Transform).call(context, code, id);
  return result?.code ?? null;
}

describe('the storage keys, inlined by the build', () => {
  it('become constants of the module that imports them', async () => {
    expect(await transformed("import { TALLY_KEY } from '@/lib/storage-keys';\nstored(TALLY_KEY);")).toBe(
      'const TALLY_KEY = "prayer-fast:v1:tally";\nstored(TALLY_KEY);',
    );
    expect(await transformed("import {\n  LANGUAGE_KEY,\n  TALLY_KEY as KEY,\n} from '../lib/storage-keys';")).toBe(
      'const LANGUAGE_KEY = "prayer-fast:v1:language", KEY = "prayer-fast:v1:tally";',
    );
  });

  it('leave every other import, and the keys module itself, as they are', async () => {
    expect(await transformed("import { TALLY_KEY } from './other-storage-keys';")).toBeNull();
    expect(await transformed("import { a } from './b';")).toBeNull();
    expect(await transformed("export const TALLY_KEY = 'prayer-fast:v1:tally'; // storage-keys", KEYS_MODULE)).toBeNull();
  });

  it('fail the build on a key the module does not define', async () => {
    await expect(transformed("import { NOTHING } from '@/lib/storage-keys';")).rejects.toThrow('defines no key "NOTHING"');
  });
});
