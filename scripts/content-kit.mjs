// The authoring kit: `npm run content:scripture` (fill every scripture's text from its reference,
// World English Bible) and `npm run content:new-day -- N` (a new day's template). CONTENT_DIR
// picks another content directory.
import { resolve } from 'node:path';
import { ensurePython, main, root, run, venvPython } from './lib/setup.mjs';

main(() => {
  const [command, ...args] = process.argv.slice(2);
  const dir = resolve(process.env.CONTENT_DIR ?? resolve(root, 'content'));
  ensurePython();
  if (command === 'scripture') run(venvPython, ['scripts/scripture.py', 'fill', dir]);
  else if (command === 'new-day') run(venvPython, ['scripts/new_day.py', ...args.slice(0, 1), dir]);
  else throw new Error('usage: content-kit.mjs scripture | new-day N');
});
