// One church announcement to 100,000 stored subscriptions (`announcements run-once`): the pass
// writes every subscription's delivery, then sends them all to the loopback https push sink,
// which decrypts every 100th payload (RFC 8291) to prove the work was really done and counts the
// pushes to each endpoint (each must get exactly one). The rows are written straight into the
// database (sqlite3): subscribing 100,000 browsers through the API is not what is measured. The
// browsers' keys come from a pool of 1,000 (the work per push is the same).
import { execFileSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { browserKeys, pushBench } from './push-fanout.mjs';
import { KEY_POOL, fillSqlite, migrate, serviceEnv, timedChild } from './push-runs.mjs';

const SUBSCRIPTIONS = Number(process.env.BENCH_ANNOUNCEMENT_SUBSCRIPTIONS ?? 100_000);
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

/**
 * The announcement's pass: wall time (start-up and writing the deliveries included), CPU time of
 * the process, and each push's arrival after the pass started (sorted ms, `arrivals`).
 */
export async function measureAnnouncementFanout({ root, binary }) {
  const { dir, sink, env: pushEnv } = await pushBench('announce');
  try {
    const pool = Array.from({ length: KEY_POOL }, browserKeys);
    const env = serviceEnv(root, pushEnv, dir);
    migrate(binary, root, env);
    // Every subscription has "Church announcements" on and no reminders.
    const extra = announcementSql(Date.parse(NOW) - 1000);
    fillSqlite(dir, { count: SUBSCRIPTIONS, origin: sink.origin, who: 'announce', pool, slots: `'[]'`, due: false, extra });
    await sink.setKeys(Array.from({ length: SUBSCRIPTIONS }, (_, i) => pool[i % KEY_POOL]));
    await sink.track('announce', SUBSCRIPTIONS);
    const run = await timedChild(binary, ['announcements', 'run-once', '--now', NOW], { cwd: root, env });
    if (!run.stdout.includes(`1 fanned out, ${SUBSCRIPTIONS} sent, 0 retried, 0 failed`)) throw new Error(`run-once: ${run.stdout}${run.stderr}`);
    const got = await sink.arrivals('announce', run.startedAt);
    if (got.missing || got.twice) throw new Error(`announcement: ${got.missing} phones got nothing, ${got.twice} more than one push`);
    const counts = await sink.close();
    if (counts.decryptFailures) throw new Error(`${counts.decryptFailures} sampled payloads did not decrypt`);
    return {
      subscriptions: SUBSCRIPTIONS,
      seconds: run.wallSeconds,
      perSecond: SUBSCRIPTIONS / run.wallSeconds,
      cpuUsPerPush: (run.cpuSeconds * 1e6) / SUBSCRIPTIONS,
      others: run.others,
      arrivals: got.sorted,
      decrypted: counts.decrypted,
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
