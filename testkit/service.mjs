// Starts the real Rust service (target/debug/prayer-fast) serving the built PWA on a free port.
import { spawn } from 'node:child_process';
import { closeSync, existsSync, mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { repoRoot } from './repo.mjs';
import { whenServing } from './service-process.mjs';

// `logToFile`: the service logs to a file in its data directory instead of a pipe this process
// reads (a load test: reading thousands of log lines a second would compete for the CPU).
export async function startService(extraEnv = {}, { logToFile = false } = {}) {
  // PRAYER_FAST_BIN: another build of the service, e.g. the release one for benchmarks.
  const binary = process.env.PRAYER_FAST_BIN ?? join(repoRoot, 'target', 'debug', 'prayer-fast');
  if (!existsSync(binary)) throw new Error(`${binary} missing: run cargo build first (npm test does)`);
  // PWA_DIR: another build of the PWA (a copy no one rebuilds while the tests run).
  const pwaDir = process.env.PWA_DIR ?? join(repoRoot, 'pwa', 'dist');
  if (!existsSync(join(pwaDir, 'index.html'))) throw new Error(`${pwaDir} missing: run the PWA build first`);
  const dataDir = mkdtempSync(join(tmpdir(), 'prayer-fast-e2e-'));
  const logFd = logToFile ? openSync(join(dataDir, 'service.log'), 'a') : undefined;
  const child = spawn(binary, ['serve'], {
    cwd: repoRoot,
    env: {
      ...process.env,
      PORT: '0',
      DATA_DIR: dataDir,
      CONTENT_DIR: join(repoRoot, 'content'),
      PWA_DIR: pwaDir,
      RUST_LOG: 'warn,prayer_fast=info',
      // SPEC's flows ("Email Sent!" at once); the confirmation test turns it on.
      SUMMARY_CONFIRM_RECIPIENTS: 'off',
      // The tests read the figures on the main port (off it by default).
      METRICS_BIND: 'same',
      ...extraEnv,
    },
    stdio: logFd === undefined ? ['ignore', 'pipe', 'pipe'] : ['ignore', logFd, logFd],
  });
  if (logFd !== undefined) closeSync(logFd); // the child has its own copy
  // The most recent logs only (a load test writes a lot), for error messages.
  let logs = '';
  const keep = (chunk) => {
    logs = (logs + chunk).slice(-64 * 1024);
  };
  const readLogFile = () => readFileSync(join(dataDir, 'service.log'), 'utf8').slice(-64 * 1024);
  let poll;
  const output = (listener) => {
    if (logToFile) {
      poll = setInterval(() => listener(readLogFile()), 10);
    } else {
      for (const stream of [child.stdout, child.stderr]) {
        stream.on('data', (chunk) => {
          keep(chunk);
          listener(chunk.toString());
        });
      }
    }
  };
  const port = await whenServing(child, { output, logs: () => (logToFile ? readLogFile() : logs), timeoutMs: 15_000 }).finally(() =>
    clearInterval(poll),
  );
  const url = `http://127.0.0.1:${port}`;
  return {
    url,
    pid: child.pid,
    dataDir,
    logs: () => (logToFile ? readLogFile() : logs),
    /** A value the service exports at /metrics, by its name less `prayer_fast_` (`outbox_depth`). */
    async metric(name) {
      const text = await (await fetch(`${url}/metrics`)).text();
      const line = text.split('\n').find((l) => l.startsWith(`prayer_fast_${name} `));
      if (line === undefined) throw new Error(`${url}/metrics has no prayer_fast_${name}`);
      return Number(line.split(' ')[1]);
    },
    /** Stops the service and deletes its data directory, unless `keepData` (to reuse it). */
    async stop({ keepData = false } = {}) {
      if (child.exitCode === null) {
        child.kill('SIGTERM');
        await new Promise((resolve) => child.once('exit', resolve));
      }
      if (!keepData) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
