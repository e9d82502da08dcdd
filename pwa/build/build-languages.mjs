// `npm run build -w pwa`: the app once per language the programme offers, the first into dist/
// (which it empties) and then each other into dist/<lang>/ (see build/language.ts).
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const contentDir = process.env.CONTENT_DIR
  ? resolve(process.env.INIT_CWD ?? process.cwd(), process.env.CONTENT_DIR)
  : fileURLToPath(new URL('../../content', import.meta.url));
const { languages = ['en'] } = JSON.parse(readFileSync(resolve(contentDir, 'programme.json'), 'utf8'));

for (const lang of languages) {
  const { status } = spawnSync('npx', ['vite', 'build'], { stdio: 'inherit', env: { ...process.env, APP_LANG: lang } });
  if (status !== 0) process.exit(status ?? 1);
}
