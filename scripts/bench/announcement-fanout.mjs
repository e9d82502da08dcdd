// One church announcement to 100,000 stored subscriptions (`announcements run-once`): the pass
// writes every subscription's delivery, then sends them all to the loopback https push sink,
// which decrypts every 100th payload (RFC 8291) to prove the work was really done. The rows are
// written straight into the database (sqlite3): subscribing 100,000 browsers through the API is
// not what is measured. The browsers' keys come from a pool of 1,000 (the work per push is the same).
import { execFile, execFileSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { browserKeys, pushBench } from './push-fanout.mjs';

const SUBSCRIPTIONS = Number(process.env.BENCH_ANNOUNCEMENT_SUBSCRIPTIONS ?? 100_000);
const KEY_POOL = 1000;
// Noon in UTC, the members' zone: outside quiet hours, so every push is due at once.
const NOW = '2031-03-12T12:00:00Z';

/** An announcement sent at `sentAt` (unix ms), written into the database as the admin page would. */
function announcementSql(sentAt) {
  return `INSERT INTO announcements (id, title, body, link, send_at, created_by, created_at, updated_at)
    VALUES ('${randomUUID()}', 'Prayer walk on Saturday', 'Meet at the church gate at 8 AM; all are welcome.', '/days', ${sentAt}, 'bench', ${sentAt}, ${sentAt});`;
}

/** The church's announcement on the members' pages of a running service (SQLite), for Lighthouse. */
export function announceOn(service) {
  execFileSync('sqlite3', [join(service.dataDir, 'prayer-fast.db')], { input: announcementSql(Date.now() - 60_000) });
}

export async function measureAnnouncementFanout({ root, startService, binary }) {
  const { dir, sink, env } = await pushBench('announce');
  const pool = Array.from({ length: KEY_POOL }, browserKeys);
  // The service makes and migrates the database; the rows go in once it has stopped.
  const service = await startService(env);
  await service.stop({ keepData: true });
  const sent = Date.parse(NOW) - 1000;
  const sql = `
    CREATE TEMP TABLE pool (j INTEGER PRIMARY KEY, p256dh TEXT, auth TEXT);
    INSERT INTO pool VALUES ${pool.map((k, j) => `(${j}, '${k.p256dh}', '${k.auth}')`).join(',')};
    INSERT INTO push_subscriptions (id, token_hash, endpoint, p256dh, auth, time_zone, slots, created_at, updated_at)
      WITH RECURSIVE n(i) AS (SELECT 0 UNION ALL SELECT i + 1 FROM n WHERE i < ${SUBSCRIPTIONS - 1})
      SELECT 'sub-' || i, 'bench', '${sink.origin}/announce/' || i, p256dh, auth, 'UTC', '[]', 0, 0
      FROM n JOIN pool ON pool.j = n.i % ${KEY_POOL};
    ${announcementSql(sent)}`;
  execFileSync('sqlite3', [join(service.dataDir, 'prayer-fast.db')], { input: sql });
  await sink.setKeys(Array.from({ length: SUBSCRIPTIONS }, (_, i) => pool[i % KEY_POOL]));

  const started = process.hrtime.bigint();
  const run = await promisify(execFile)(binary, ['announcements', 'run-once', '--now', NOW], {
    cwd: root,
    env: { ...process.env, ...env, DATA_DIR: service.dataDir, CONTENT_DIR: join(root, 'content') },
    encoding: 'utf8',
  });
  const seconds = Number(process.hrtime.bigint() - started) / 1e9;
  if (!run.stdout.includes(`1 fanned out, ${SUBSCRIPTIONS} sent, 0 failed`)) throw new Error(`run-once: ${run.stdout}${run.stderr}`);
  const counts = await sink.close();
  if (counts.announce !== SUBSCRIPTIONS) throw new Error(`sink counts ${JSON.stringify(counts)}`);
  if (counts.decryptFailures) throw new Error(`${counts.decryptFailures} sampled payloads did not decrypt`);
  for (const done of [service.dataDir, dir]) rmSync(done, { recursive: true, force: true });
  return { subscriptions: SUBSCRIPTIONS, seconds, perSecond: SUBSCRIPTIONS / seconds, decrypted: counts.decrypted };
}
