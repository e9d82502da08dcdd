// The morning guides at size (issue 44): 10,000 members whose guide falls due at one minute,
// sent by the release service through its outbox and pooled SMTP connections to a local SMTP
// server, with the service killed (SIGKILL) in the middle and started again on the same data.
// Measured: from the minute to the last member's guide received, and how often each arrived.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os, { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SMTPServer } from 'smtp-server';

export const GUIDE_MARKER = '<!-- guide-mail section: `BENCH_ONLY=guide-mail npm run bench` rewrites it -->';
const MEMBERS = 10_000;
const KILL_AT = 4_000;

/** A loopback SMTP server that keeps each message's Message-ID and recipient (no parsing). */
async function sink() {
  const received = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    maxClients: 200,
    onData(stream, session, callback) {
      let head = '';
      stream.on('data', (chunk) => {
        if (head.length < 4096) head += chunk.toString('latin1');
      });
      stream.on('end', () => {
        const id = /^Message-ID:\s*(\S+)/im.exec(head)?.[1] ?? '';
        received.push({ id, to: session.envelope.rcptTo[0]?.address ?? '', at: Date.now() });
        callback();
      });
    },
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `smtp://127.0.0.1:${server.server.address().port}`, received, close: () => new Promise((r) => server.close(r)) };
}

const until = async (check, timeoutMs, what) => {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 20));
  }
};

/** Runs the benchmark with `startService` (testkit/service.mjs, the release binary). */
export async function measureGuideMail(startService) {
  const smtp = await sink();
  const dataDir = mkdtempSync(join(tmpdir(), 'prayer-fast-guides-'));
  const today = new Date().toISOString().slice(0, 10);
  const env = {
    DATA_DIR: dataDir,
    SMTP_URL: smtp.url,
    PROGRAMME_START_DATE: today,
    // The cap counts these mails: a church with 10,000 members on it raises it.
    MAIL_DAILY_CAP: '100000',
    GUIDE_MAIL_INTERVAL_MS: '1000',
    OUTBOX_LEASE_MS: '3000',
    OUTBOX_SEND_TIMEOUT_MS: '2000',
    RUST_LOG: 'warn',
  };
  let service = await startService(env, { logToFile: true });
  try {
    // Due at the next whole minute at least 10 s away, on UTC's clock.
    const due = Math.ceil((Date.now() + 10_000) / 60_000) * 60_000;
    const minute = Math.floor((due % 86_400_000) / 60_000);
    const expires = due + 60 * 86_400_000;
    // Written straight into the service's database (members who confirmed long ago).
    execFileSync('sqlite3', [
      join(dataDir, 'prayer-fast.db'),
      `PRAGMA busy_timeout = 10000;
       WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < ${MEMBERS})
       INSERT INTO guide_mail (id, mailbox, address, lang, way, rhythm, time_zone, send_minute, next_at, expires_at, created_at)
       SELECT lower(hex(randomblob(16))), lower(hex(randomblob(32))), 'member' || i || '@bench.example', 'en', NULL,
              'every', 'UTC', ${minute}, ${due}, ${expires}, ${Date.now()} FROM n;`,
    ]);
    await until(() => Date.now() >= due, 80_000, 'the minute');
    await until(() => smtp.received.length >= KILL_AT, 60_000, `${KILL_AT} guides`);
    // Killed in the middle: no shutdown, sends in flight lost with the process.
    process.kill(service.pid, 'SIGKILL');
    const killedAfter = smtp.received.length;
    await new Promise((r) => setTimeout(r, 200));
    const restartedAt = Date.now();
    service = await startService(env, { logToFile: true });
    const members = () => new Set(smtp.received.map((m) => m.to)).size;
    await until(() => members() >= MEMBERS, 120_000, `${MEMBERS} members' guides`);
    // A moment more, for any late duplicate to show.
    await new Promise((r) => setTimeout(r, 3_000));
    const firstOf = new Map();
    for (const m of smtp.received) if (!firstOf.has(m.to)) firstOf.set(m.to, m.at);
    const last = Math.max(...firstOf.values());
    const ids = new Set(smtp.received.map((m) => m.id));
    return {
      members: MEMBERS,
      received: smtp.received.length,
      distinctMembers: members(),
      distinctIds: ids.size,
      secondsToLast: (last - due) / 1000,
      killedAfter,
      restartSeconds: (Date.now() - restartedAt) / 1000,
      first: (Math.min(...firstOf.values()) - due) / 1000,
    };
  } finally {
    await service.stop({ keepData: true }).catch(() => {});
    rmSync(dataDir, { recursive: true, force: true });
    await smtp.close();
  }
}

/** BENCHMARKS.md's section. */
export function guideMailSection(r) {
  const again = r.received - r.distinctMembers;
  return `${GUIDE_MARKER}

## Morning guides by e-mail

${r.members.toLocaleString('en')} members whose guide falls due at one minute (rows written into the
service's SQLite database, their addresses confirmed long ago), sent by the release service's
morning pass and outbox over pooled SMTP connections (\`OUTBOX_BATCH\` 32) to a local SMTP server
(nodemailer's smtp-server, in the benchmark's process). After ${r.killedAfter.toLocaleString('en')} guides
had arrived the service was killed (SIGKILL) and started again on the same database; mails claimed
when it died wait for their lease (\`OUTBOX_LEASE_MS\`, 3 s here) and are sent again. Measured by
\`BENCH_ONLY=guide-mail npm run bench\` (or the whole \`npm run bench\`) on ${new Date().toISOString().slice(0, 10)}, ${os.cpus().length} cores.

| figure | measured | target |
|---|---|---|
| the minute → every member's guide received (across the kill) | ${r.secondsToLast.toFixed(1)} s | ≤ 60 s |
| the minute → the first guide received | ${r.first.toFixed(2)} s | — |
| members who received their guide | ${r.distinctMembers.toLocaleString('en')} of ${r.members.toLocaleString('en')} | all |
| SMTP deliveries; distinct Message-IDs | ${r.received.toLocaleString('en')}; ${r.distinctIds.toLocaleString('en')} | one a member |

Each member's guide is queued once (the outbox key \`guide <mailbox> <day>\`), so every member has one
Message-ID. ${again === 0 ? 'No mail was delivered twice.' : `${again} mail(s) in flight when the service died were delivered again after the restart, with the same Message-ID (the SMTP server had accepted them, but the service died before it could record it): receivers' duplicate suppression by Message-ID shows the member one. At-least-once is what SMTP allows; the kill is the worst case.`}
`;
}
