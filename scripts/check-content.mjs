// `npm run check:content`: the content types and rules (Rust), then the scripture (WEB).
// CONTENT_DIR picks another content directory.
import { join, resolve } from 'node:path';
import { ensurePython, main, root, run, venvPython } from './lib/setup.mjs';

// The service's checker, built as `npm start` and `cargo test` build it (every target, so the
// dependencies are compiled once for all three, not again with other features).
function buildChecker() {
  run('cargo', ['build', '--quiet', '--locked', '--workspace', '--all-targets']);
  return join(root, 'target', 'debug', 'prayer-fast');
}

main(() => {
  const dir = resolve(process.env.CONTENT_DIR ?? resolve(root, 'content'));
  let failed = false;
  for (const [command, args] of [
    [buildChecker(), ['check-content', '--dir', dir]],
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
