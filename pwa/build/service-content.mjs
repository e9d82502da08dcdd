// The content as the service resolves it when it loads content/ (`prayer-fast check-content
// --json`): every language's programme and day guides, checked, translations overlaid and
// placeholders filled. The build bundles that, so the service is the one resolver of content.
// Plain JavaScript (types: service-content.d.mts): build-languages.mjs asks once per build.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** A file that already holds that JSON (the image's PWA stage has no Rust binary). */
export const CONTENT_JSON_VAR = 'PRAYER_FAST_CONTENT_JSON';

const repoRoot = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
/** A path as given where npm was run (as CONTENT_DIR is read). */
const given = (path, env) => resolve(env.INIT_CWD ?? process.cwd(), path);

/** PRAYER_FAST_BIN, else the debug build, else the release build of the service. */
export function serviceBinary(env = process.env) {
  if (env.PRAYER_FAST_BIN) return given(env.PRAYER_FAST_BIN, env);
  const built = ['debug', 'release'].map((profile) => join(repoRoot, 'target', profile, 'prayer-fast')).find(existsSync);
  if (built) return built;
  throw new Error(
    'The PWA build bundles the content as the service resolves it, and there is no service binary ' +
      '(PRAYER_FAST_BIN, target/debug/prayer-fast or target/release/prayer-fast): run `cargo build` (or `npm start`) first.',
  );
}

/** The resolved content of `contentDir` as JSON text: from PRAYER_FAST_CONTENT_JSON's file, else the binary. */
export function serviceContentJson(contentDir, env = process.env) {
  if (env[CONTENT_JSON_VAR]) return readFileSync(given(env[CONTENT_JSON_VAR], env), 'utf8');
  const binary = serviceBinary(env);
  try {
    // The start date as written: PROGRAMME_START_DATE reaches the app as its own define (vite.config.ts).
    return execFileSync(binary, ['check-content', '--json', '--dir', contentDir], {
      encoding: 'utf8',
      env: { ...env, PROGRAMME_START_DATE: '' },
      maxBuffer: 256 * 1024 * 1024,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
  } catch (err) {
    throw new Error(`${binary} check-content --json --dir ${contentDir} failed:\n${err.stderr || err.message}`);
  }
}
