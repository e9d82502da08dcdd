// What the push engine benchmarks share: running a sender as a child process with its CPU time
// (bash's `times` after the command: the user and system time of the shell's children, which is
// the sender alone: the sink is a process of the benchmark's, see ownProcesses), and subscriptions
// due at one slot, written straight into the database with one statement (SQLite or PostgreSQL).
import { execFileSync, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/** The programme day and slot every benchmark subscription is due at: day 3's opening, 6:00 UTC. */
export const DUE = { at: '2031-03-12T06:00:00Z', day: 3, slot: 'opening' };
/** Browsers' keys: a pool of this many, reused round the subscriptions (the work per push is the same). */
export const KEY_POOL = 1000;

/** Wall-clock now in unix ms, with the precision of `performance.now()` (comparable across threads). */
export const clock = () => performance.timeOrigin + performance.now();

const seconds = (s) => {
  const [, m, sec] = /^(\d+)m([\d.]+)s$/.exec(s) ?? [];
  if (m === undefined) throw new Error(`not a \`times\` figure: ${s}`);
  return Number(m) * 60 + Number(sec);
};

/** The benchmark's own processes beside this one (the push sink): their CPU time is the benchmark's. */
export const ownProcesses = new Set();

/** User + system CPU seconds of process `pid` so far (0 once it has gone). */
function cpuOf(pid) {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100; // utime, stime in USER_HZ
  } catch {
    return 0;
  }
}

/** CPU seconds this process and the benchmark's other processes have used. */
function benchCpu() {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1e6 + [...ownProcesses].reduce((sum, pid) => sum + cpuOf(pid), 0);
}

/** CPU seconds the whole machine has been busy (every core, every process: /proc/stat). */
function machineBusy() {
  const [user, nice, system, , , irq, softirq, steal] = readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/).slice(1).map(Number);
  return (user + nice + system + irq + softirq + steal) / 100; // USER_HZ
}

/**
 * Runs `command args`; resolves when it has exited with its output, when it started (unix ms,
 * `startedAt`), its wall time, its user + system CPU time (seconds), the benchmark's meanwhile
 * (`benchSeconds`: mostly the sink's), and `others`: the cores that processes other than it and the
 * benchmark's kept busy meanwhile, on average (the machine is shared).
 */
export function timedChild(command, args, { cwd, env }) {
  return new Promise((resolve, reject) => {
    const busy = machineBusy();
    const ours = benchCpu();
    const startedAt = clock();
    const child = spawn('bash', ['-c', '"$@"; status=$?; times; exit $status', 'bash', command, ...args], {
      cwd,
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (c) => (stdout += c));
    child.stderr.on('data', (c) => (stderr += c));
    child.on('error', reject);
    child.on('close', (code) => {
      const wallSeconds = (clock() - startedAt) / 1000;
      const lines = stdout.trimEnd().split('\n');
      const output = lines.slice(0, -2).join('\n');
      if (code !== 0) return reject(new Error(`${command} ${args.join(' ')} exited with ${code}:\n${output}\n${stderr}`));
      const [user, system] = lines.at(-1).trim().split(/\s+/).map(seconds);
      const benchSeconds = benchCpu() - ours;
      const others = (machineBusy() - busy - user - system - benchSeconds) / wallSeconds;
      resolve({ stdout: output, stderr, startedAt, wallSeconds, user, system, cpuSeconds: user + system, benchSeconds, others: Math.max(0, others) });
    });
  });
}

/** The service's environment for a data directory (and a PostgreSQL URL, else SQLite there). */
export function serviceEnv(root, pushEnv, dataDir, databaseUrl) {
  return {
    ...process.env,
    ...pushEnv,
    DATA_DIR: dataDir,
    CONTENT_DIR: join(root, 'content'),
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
  };
}

/** Creates and migrates the database (a pass before the programme: nothing is due). */
export function migrate(binary, root, env) {
  execFileSync(binary, ['reminders', 'run-once', '--now', '2031-01-01T00:00:00Z'], { cwd: root, env, stdio: 'ignore' });
}

const poolSql = (pool) => `CREATE TEMP TABLE pool (j INTEGER PRIMARY KEY, p256dh TEXT, auth TEXT);
INSERT INTO pool VALUES ${pool.map((k, j) => `(${j}, '${k.p256dh}', '${k.auth}')`).join(',')};`;

/**
 * `count` subscriptions to `${origin}/${who}/i`, each with its next reminder at DUE, keys from
 * `pool` (i mod its size), and `announcements` on: rows `i` from the `n(i)` of `numbers`.
 */
const subscriptionsSql = ({ origin, who, pool, numbers, slots = `'["${DUE.slot}"]'`, due = true }) => `${poolSql(pool)}
INSERT INTO push_subscriptions
    (id, token_hash, endpoint, p256dh, auth, time_zone, slots, next_due_at, next_day, next_slot, created_at, updated_at)
  ${numbers}
  SELECT 'sub-' || i, 'bench', '${origin}/${who}/' || i, p256dh, auth, 'UTC', ${slots},
         ${due ? `${Date.parse(DUE.at)}, ${DUE.day}, '${DUE.slot}'` : 'NULL, NULL, NULL'}, 0, 0
  FROM n JOIN pool ON pool.j = n.i % ${pool.length};`;

/** Writes the subscriptions (see subscriptionsSql) and `extra` SQL into the SQLite file of `dataDir`. */
export function fillSqlite(dataDir, { count, extra = '', ...rows }) {
  const numbers = `WITH RECURSIVE n(i) AS (SELECT 0 UNION ALL SELECT i + 1 FROM n WHERE i < ${count - 1})`;
  execFileSync('sqlite3', [join(dataDir, 'prayer-fast.db')], { input: `${subscriptionsSql({ ...rows, numbers })}\n${extra}` });
}

/** The same into PostgreSQL at `url`: one statement over generate_series, then ANALYZE. */
export function fillPostgres(url, { count, ...rows }) {
  const numbers = `WITH n(i) AS (SELECT generate_series(0, ${count - 1}))`;
  const sql = `${subscriptionsSql({ ...rows, numbers })}\nANALYZE push_subscriptions;`;
  execFileSync('psql', [url, '-q', '-v', 'ON_ERROR_STOP=1', '-f', '-'], { input: sql, stdio: ['pipe', 'ignore', 'inherit'] });
}

/** p-th percentile (0–100) of sorted numbers. */
export const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];

export const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
