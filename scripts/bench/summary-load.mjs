// `POST /api/send-day-summary` under loopback load from `oha` (a Rust load generator, in its own
// process), at a fixed offered rate with coordinated-omission correction and flat out.
import { execFile, execFileSync } from 'node:child_process';
import { promisify } from 'node:util';
import { existsSync, readFileSync } from 'node:fs';
import { homedir } from 'node:os';
import { join } from 'node:path';

const OHA_VERSION = '1.16.0';
const TOOLS = join(process.env.XDG_CACHE_HOME ?? join(homedir(), '.cache'), 'bench-tools');

/** Day 7 as content/ writes it (its theme is checked against the guide). */
const day7 = JSON.parse(readFileSync(join(import.meta.dirname, '..', '..', 'content', 'days', 'day-07.json'), 'utf8'));

export const SUMMARY_BODY = JSON.stringify({
  email: 'member@example.org',
  dayNumber: 7,
  theme: day7.theme,
  completedSlots: ['opening', 'midday'],
  journals: { opening: 'Thank you, Lord, for your faithfulness today.' },
});

/** The `oha` binary: on PATH, or built once from crates.io into a cache directory. */
export function oha() {
  try {
    execFileSync('oha', ['--version'], { stdio: 'ignore' });
    return 'oha';
  } catch {}
  const bin = join(TOOLS, 'bin', 'oha');
  if (!existsSync(bin)) {
    console.log(`Installing oha ${OHA_VERSION} into ${TOOLS} (once)…`);
    execFileSync('cargo', ['install', '--locked', '--quiet', '--root', TOOLS, '--version', OHA_VERSION, 'oha'], { stdio: 'inherit' });
  }
  return bin;
}

/**
 * 10 s at `rate` req/s (or as fast as it goes when `rate` is unset) over 50 connections. Run
 * asynchronously: the service's log is a pipe this process reads, and a blocked event loop would
 * let it fill and stall the service.
 */
export async function summaryLoad(url, rate) {
  const args = ['-z', '10s', '-c', '50', '--no-tui', '--output-format', 'json', '-m', 'POST', '-T', 'application/json', '-d', SUMMARY_BODY];
  if (rate) args.push('-q', String(rate), '--latency-correction');
  const { stdout } = await promisify(execFile)(oha(), [...args, `${url}/api/send-day-summary`], { encoding: 'utf8', maxBuffer: 64 << 20 });
  const out = JSON.parse(stdout);
  const statuses = out.statusCodeDistribution ?? {};
  const total = Object.values(statuses).reduce((a, b) => a + b, 0);
  return {
    rps: out.summary.requestsPerSec,
    p50: out.latencyPercentiles.p50 * 1000,
    p99: out.latencyPercentiles.p99 * 1000,
    accepted: statuses['202'] ?? 0,
    other: total - (statuses['202'] ?? 0),
    errors: Object.values(out.errorDistribution ?? {}).reduce((a, b) => a + b, 0),
  };
}
