// `npm run build -w pwa`: the app once per language the programme offers, into an emptied dist/:
// each other language first, into dist/<lang>/, then the first into dist/ (see build/language.ts),
// whose service worker lists every language's files. The content is asked of the service once
// (build/service-content.mjs) and handed to each language's build as a file.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { CONTENT_JSON_VAR, serviceContentJson } from './service-content.mjs';

const contentDir = process.env.CONTENT_DIR
  ? resolve(process.env.INIT_CWD ?? process.cwd(), process.env.CONTENT_DIR)
  : fileURLToPath(new URL('../../content', import.meta.url));
const { languages = ['en'] } = JSON.parse(readFileSync(resolve(contentDir, 'programme.json'), 'utf8'));

let resolved;
try {
  resolved = serviceContentJson(contentDir);
} catch (err) {
  console.error(err.message);
  process.exit(1);
}
const scratch = mkdtempSync(join(tmpdir(), 'prayer-fast-content-'));
const contentJson = join(scratch, 'content.json');
writeFileSync(contentJson, resolved);

rmSync(fileURLToPath(new URL('../dist', import.meta.url)), { recursive: true, force: true });
let status = 0;
for (const lang of [...languages.slice(1), languages[0]]) {
  ({ status } = spawnSync('npx', ['vite', 'build'], { stdio: 'inherit', env: { ...process.env, APP_LANG: lang, [CONTENT_JSON_VAR]: contentJson } }));
  if (status !== 0) break;
}
rmSync(scratch, { recursive: true, force: true });
process.exit(status ?? 1);
