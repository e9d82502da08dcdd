// `npm run build -w pwa`: the app once per language the programme offers, into an emptied dist/:
// each other language first, into dist/<lang>/, then the first into dist/ (see build/language.ts),
// whose service worker lists every language's files.
import { spawnSync } from 'node:child_process';
import { readFileSync, rmSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const contentDir = process.env.CONTENT_DIR
  ? resolve(process.env.INIT_CWD ?? process.cwd(), process.env.CONTENT_DIR)
  : fileURLToPath(new URL('../../content', import.meta.url));
const { languages = ['en'] } = JSON.parse(readFileSync(resolve(contentDir, 'programme.json'), 'utf8'));

rmSync(fileURLToPath(new URL('../dist', import.meta.url)), { recursive: true, force: true });
for (const lang of [...languages.slice(1), languages[0]]) {
  const { status } = spawnSync('npx', ['vite', 'build'], { stdio: 'inherit', env: { ...process.env, APP_LANG: lang } });
  if (status !== 0) process.exit(status ?? 1);
}
