// The authoring kit: `npm run content:scripture` (fill every scripture's text from its reference,
// World English Bible; `-- --lang es` another language's, from its Bible) and
// `npm run content:new-day -- N [--lang es]` (a new day's template, or its translation's).
// CONTENT_DIR picks another content directory.
import { resolve } from 'node:path';
import { ensurePython, main, root, run, venvPython } from './lib/setup.mjs';

main(() => {
  const [command, ...args] = process.argv.slice(2);
  const dir = resolve(process.env.CONTENT_DIR ?? resolve(root, 'content'));
  ensurePython();
  const lang = args.includes('--lang') ? ['--lang', args[args.indexOf('--lang') + 1] ?? ''] : [];
  if (command === 'scripture') run(venvPython, ['scripts/scripture.py', 'fill', ...lang, dir]);
  else if (command === 'new-day') run(venvPython, ['scripts/new_day.py', ...args.filter((a) => /^\d+$/.test(a)).slice(0, 1), ...lang, dir]);
  else throw new Error('usage: content-kit.mjs scripture [--lang xx] | new-day N [--lang xx]');
});
