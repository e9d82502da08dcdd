// The names the app keeps data under on the device, as the browser tests read them: taken from
// the app's one list (pwa/src/lib/storage-keys.ts, `export const NAME = '…'`), never typed again.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { repoRoot } from './repo.mjs';

const source = readFileSync(join(repoRoot, 'pwa', 'src', 'lib', 'storage-keys.ts'), 'utf8');

/** Each key by its name in the app (`REMINDERS_KEY` → `'prayer-fast:v1:reminders'`). */
export const STORAGE_KEYS = Object.freeze(
  Object.fromEntries([...source.matchAll(/^export const ([A-Z_]+) = '([^']+)';$/gm)].map(([, name, value]) => [name, value])),
);

/** The key named `name`; throws on a name the app does not have. */
export function storageKey(name) {
  const key = STORAGE_KEYS[name];
  if (key === undefined) throw new Error(`pwa/src/lib/storage-keys.ts has no ${name}`);
  return key;
}
