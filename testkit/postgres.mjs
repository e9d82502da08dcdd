// A throwaway PostgreSQL server for the browser test of confirmation on PostgreSQL (the service's
// own suite starts one the same way: prayer-fast-test-support's `postgres`): a new cluster in a temporary directory on a free loopback
// port, stopped and deleted afterwards. initdb refuses to run as root, so as root the
// server runs as the `postgres` user (the Debian package creates it). Nothing in it outlives the
// run, so durability is off (fsync, full-page writes), which keeps creating databases quick.
import { spawnSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from './service-process.mjs';

/** Runs `fn(url)` with a fresh server's URL (`postgres://postgres@127.0.0.1:PORT/postgres`). */
export async function withPostgres(fn) {
  const bin = binDir();
  const dir = mkdtempSync(join(tmpdir(), 'prayer-fast-pg-'));
  const asUser = process.getuid?.() === 0 ? postgresUser(dir) : [];
  const data = join(dir, 'data');
  const log = join(dir, 'server.log');
  const pg = (tool, args) => pgRun(asUser, join(bin, tool), args, log);
  try {
    pg('initdb', ['-D', data, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--no-sync', '--no-instructions']);
    const port = await freePort();
    const settings = [
      `-p ${port}`, `-k ${dir}`, '-c listen_addresses=127.0.0.1', '-c max_connections=300',
      '-c fsync=off', '-c synchronous_commit=off', '-c full_page_writes=off',
    ];
    pg('pg_ctl', ['-D', data, '-l', log, '-w', '-t', '60', '-o', settings.join(' '), 'start']);
    console.log(`PostgreSQL ${bin} running on 127.0.0.1:${port} (${dir})`);
    try {
      return await fn(`postgres://postgres@127.0.0.1:${port}/postgres`);
    } finally {
      pg('pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop']);
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Where initdb and pg_ctl are: PG_BIN, else the newest Debian install, else `pg_config --bindir`. */
function binDir() {
  if (process.env.PG_BIN) return process.env.PG_BIN;
  const debian = '/usr/lib/postgresql';
  const versions = existsSync(debian)
    ? readdirSync(debian).filter((v) => existsSync(join(debian, v, 'bin', 'initdb'))).sort((a, b) => b - a)
    : [];
  if (versions.length > 0) return join(debian, versions[0], 'bin');
  const config = spawnSync('pg_config', ['--bindir'], { encoding: 'utf8' });
  const bin = config.status === 0 ? config.stdout.trim() : '';
  if (bin && existsSync(join(bin, 'initdb'))) return bin;
  throw new Error('PostgreSQL is needed for the tests but initdb was not found: install it (apt-get install -y postgresql) or set PG_BIN.');
}

/** As root: hands `dir` to the postgres user and returns the prefix that runs a command as it. */
function postgresUser(dir) {
  const id = (flag) => {
    const out = spawnSync('id', [flag, 'postgres'], { encoding: 'utf8' });
    if (out.status !== 0) throw new Error('running as root needs a `postgres` user for the test server (apt-get install -y postgresql creates it)');
    return Number(out.stdout.trim());
  };
  chownSync(dir, id('-u'), id('-g'));
  return ['runuser', '-u', 'postgres', '--'];
}

function pgRun(asUser, command, args, log) {
  const [program, ...rest] = [...asUser, command, ...args];
  const result = spawnSync(program, rest, { encoding: 'utf8' });
  if (result.status !== 0) {
    const serverLog = existsSync(log) ? readFileSync(log, 'utf8') : '';
    throw new Error(`${command} ${args.join(' ')} failed (${result.status ?? result.error}):\n${result.stdout}${result.stderr}${serverLog}`);
  }
}

