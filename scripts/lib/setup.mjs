// Shared set-up for `npm start`, `npm test` and `npm run check:content`: install what is
// missing (npm packages, the Python venv) and run commands loudly, failing fast.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

export function run(command, args, options = {}) {
  const line = [command, ...args].join(' ');
  console.log(`\n$ ${line}`);
  const started = Date.now();
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', ...options });
  console.log(`(${((Date.now() - started) / 1000).toFixed(1)} s: ${line.slice(0, 80)})`);
  if (result.error) throw result.error;
  if (result.status !== 0) {
    const err = new Error(`${command} ${args.join(' ')} exited with ${result.status ?? result.signal}`);
    err.exitCode = result.status ?? 1;
    throw err;
  }
}

/**
 * Runs a cargo build (`args`, e.g. `['test', '--no-run']`) and fails if it printed any warning of
 * the project's own crates, fresh ones included: cargo replays the warnings it kept.
 */
export function buildWithoutWarnings(args) {
  const line = ['cargo', ...args].join(' ');
  console.log(`\n$ ${line}  (no warnings allowed)`);
  const started = Date.now();
  const result = spawnSync('cargo', [...args, '--message-format=json'], {
    cwd: root,
    stdio: ['ignore', 'pipe', 'inherit'],
    maxBuffer: 512 * 1024 * 1024,
    encoding: 'utf8',
  });
  if (result.error) throw result.error;
  const diagnostics = result.stdout
    .split('\n')
    .filter((l) => l.startsWith('{'))
    .map((l) => JSON.parse(l))
    .filter((m) => m.reason === 'compiler-message' && m.message.level !== 'note' && m.message.level !== 'help')
    .map((m) => m.message.rendered);
  // A diagnostic shared by a crate's lib and its test build is reported once.
  for (const text of new Set(diagnostics)) process.stderr.write(text);
  console.log(`(${((Date.now() - started) / 1000).toFixed(1)} s: ${line.slice(0, 80)})`);
  if (result.status !== 0) throw Object.assign(new Error(`${line} exited with ${result.status ?? result.signal}`), { exitCode: result.status ?? 1 });
  if (diagnostics.length > 0) throw new Error(`${line}: ${new Set(diagnostics).size} warning(s) above; npm test allows none`);
}

const digest = (file) => createHash('sha256').update(readFileSync(join(root, file))).digest('hex');

/** Runs `npm ci` when node_modules is missing or older than package-lock.json. */
export function ensureNodeModules() {
  const stamp = join(root, 'node_modules', '.prayer-fast-lock');
  const lock = digest('package-lock.json');
  if (existsSync(stamp) && readFileSync(stamp, 'utf8') === lock) return;
  run('npm', ['ci', '--no-audit', '--no-fund']);
  writeFileSync(stamp, lock);
}

export const venvPython = join(root, '.venv', 'bin', 'python');

/** Creates .venv with scripts/requirements.txt when missing or out of date. */
export function ensurePython() {
  const stamp = join(root, '.venv', '.prayer-fast-requirements');
  const wanted = digest('scripts/requirements.txt');
  if (existsSync(stamp) && readFileSync(stamp, 'utf8') === wanted) return;
  if (!existsSync(venvPython)) run('python3', ['-m', 'venv', '.venv']);
  run(venvPython, ['-m', 'pip', 'install', '--quiet', '--disable-pip-version-check', '-r', 'scripts/requirements.txt']);
  writeFileSync(stamp, wanted);
}

/** Runs main(), turning a failed step into a clean exit code. */
/** Runs a script's body (sync or async); any error ends the process with its message. */
export async function main(fn) {
  try {
    await fn();
  } catch (err) {
    console.error(`\n${err.message}`);
    process.exit(err.exitCode ?? 1);
  }
}
