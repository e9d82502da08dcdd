// `npm run check:content`: the content types and rules of every language (Rust), then the
// scripture of each (the WEB in English, the language's Bible in another: scripts/scripture.py).
// CONTENT_DIR picks another content directory.
import { readFileSync } from 'node:fs';
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
  const languages = languagesOf(dir);
  for (const [command, args] of [
    [buildChecker(), ['check-content', '--dir', dir]],
    [venvPython, ['scripts/scripture.py', 'check', dir]],
    ...languages.slice(1).map((lang) => [venvPython, ['scripts/scripture.py', 'check', '--lang', lang, dir]]),
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

/** The languages programme.json offers (the first is its own); unreadable: the first only (the Rust check says why). */
function languagesOf(dir) {
  try {
    const { languages } = JSON.parse(readFileSync(join(dir, 'programme.json'), 'utf8'));
    return Array.isArray(languages) && languages.length > 0 ? languages : ['en'];
  } catch {
    return ['en'];
  }
}
