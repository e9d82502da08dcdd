// `npm test`: every test of the project — lint (rustfmt, clippy as the compiler, ESLint), Rust, content and scripture, API fuzzing (quick), PWA unit, browser.
// Browser tests use the system Chromium (CHROME_PATH, default /usr/bin/chromium) and are
// never skipped: a missing browser fails the run. The service's tests that reach the storage run
// on SQLite and on a throwaway PostgreSQL server (a missing PostgreSQL fails the run too).
import { existsSync, readdirSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { buildWithoutWarnings, ensureNodeModules, ensurePython, main, root, run, venvPython } from './lib/setup.mjs';

main(async () => {
  const chrome = process.env.CHROME_PATH ?? '/usr/bin/chromium';
  if (!existsSync(chrome)) {
    throw new Error(`Chromium not found at ${chrome}: install it (apt-get install -y chromium) or set CHROME_PATH.`);
  }
  ensureNodeModules();
  ensurePython();
  // Lint first: a failure says more than a red suite.
  run('cargo', ['fmt', '--all', '--check']);
  // Clippy is the workspace's compiler (.cargo/config.toml): this one build lints and compiles
  // every test and the binary the browser tests start (after `npm start`, nothing is left to
  // compile and cargo replays the warnings it kept). Any warning fails the run.
  buildWithoutWarnings(['test', '--locked', '--workspace', '--no-run']);
  run('npm', ['run', 'lint', '-w', 'pwa']);
  // One run: the tests that reach the storage run on SQLite and on a throwaway PostgreSQL server
  // the suite starts itself (`on_both_engines!`). Most of a service test's time is spent waiting
  // (for its server, its database, a mail at the sink), so four run per core.
  run('cargo', ['test', '--locked', '--workspace', '--', '--test-threads', String(4 * availableParallelism())]);
  // The content kit's tests, a worker per core: most run one process at a time.
  run(venvPython, ['-m', 'pytest', '-q', '-n', String(availableParallelism()), 'scripts/tests']);
  // A few thousand fuzzed requests, 25 cases an operation: a first round of about 2,900 and a
  // second whose memory shows whether it grows; `npm run test:faults` sends 100,000.
  run(venvPython, ['scripts/fuzz_api.py', '--requests', '3000', '--examples', '25']);
  run('npm', ['run', 'build', '-w', 'pwa']);
  run('npm', ['test', '-w', 'pwa']);
  // The tooling's imports point one way (docs/testing.md, Tooling).
  run('node', ['--test', 'testkit/import-direction.test.mjs']);
  // Browser tests side by side, one file more than there are cores: each starts its own service (a
  // free port, its own data directory) and its own browser, and waits for states, never for time.
  // A file alone keeps the processor about half busy (its page waits for its service, a frame, a
  // timer it drives); with one file more than cores it is busy 98% of the phase (docs/testing.md).
  const browserTests = readdirSync(join(root, 'pwa', 'e2e'))
    .filter((f) => f.endsWith('.test.mjs'))
    .map((f) => join('pwa', 'e2e', f));
  if (browserTests.length === 0) throw new Error('no browser tests found in pwa/e2e');
  const browserEnv = { env: { ...process.env, CHROME_PATH: chrome } };
  run('node', ['--test', `--test-concurrency=${availableParallelism() + 1}`, ...browserTests], browserEnv);
});
