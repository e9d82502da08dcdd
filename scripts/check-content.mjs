// `npm run check:content`: the content types and rules (Rust), then the scripture (WEB).
// CONTENT_DIR picks another content directory.
import { ensurePython, main, root, run, venvPython } from './lib/setup.mjs';
import { resolve } from 'node:path';

main(() => {
  const dir = resolve(process.env.CONTENT_DIR ?? resolve(root, 'content'));
  let failed = false;
  for (const [command, args] of [
    ['cargo', ['run', '--quiet', '--locked', '-p', 'prayer-fast', '--', 'check-content', '--dir', dir]],
    [venvPython, ['scripts/scripture.py', 'check', dir]],
  ]) {
    if (command === venvPython) ensurePython();
    try {
      run(command, args);
    } catch {
      failed = true;
    }
  }
  if (failed) {
    console.error('\ncheck:content found problems (listed above with file and field).');
    process.exit(1);
  }
  console.log('\ncheck:content: all content is valid.');
});
