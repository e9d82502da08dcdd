// The push engine's benchmarks (issue 42), each against the others in the same run, all against
// the loopback https push sink of push-fanout.mjs:
// - an announcement to 100,000 subscriptions (announcement-fanout.mjs) and reminders for 100,000
//   subscriptions due at one slot (`reminders run-once`, SQLite), with the lateness of each push
//   (arrival at the sink − the due time; the pass starts at the due time);
// - CPU time per push (user + system of the sending process ÷ pushes delivered): the service, Node's
//   `web-push` sending the same messages (web-push-sender.mjs, its own process) and the floor,
//   RFC 8291 encryption alone with `ring` on one core (service/examples/push_crypto_floor.rs);
// - lateness of 1,000,000 subscriptions due at one slot, sent by three `reminders run-once`
//   processes at once on one throwaway PostgreSQL: each endpoint must get exactly one push.
// Sizes: BENCH_REMINDER_SUBSCRIPTIONS (100,000), BENCH_NODE_SUBSCRIPTIONS (20,000),
// BENCH_INSTANCES_SUBSCRIPTIONS (1,000,000), BENCH_ANNOUNCEMENT_SUBSCRIPTIONS (100,000);
// BENCH_PUSH_RUNS (3) rounds of the SQLite runs, Node and the floor (medians are reported).
import { execFileSync } from 'node:child_process';
import { rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import { join } from 'node:path';
import { measureAnnouncementFanout } from './announcement-fanout.mjs';
import { browserKeys, pushBench } from './push-fanout.mjs';
import { DUE, KEY_POOL, clock, fillPostgres, fillSqlite, median, migrate, percentile, serviceEnv, timedChild } from './push-runs.mjs';

const REMINDERS = Number(process.env.BENCH_REMINDER_SUBSCRIPTIONS ?? 100_000);
const NODE = Number(process.env.BENCH_NODE_SUBSCRIPTIONS ?? 20_000);
const INSTANCES_SUBSCRIPTIONS = Number(process.env.BENCH_INSTANCES_SUBSCRIPTIONS ?? 1_000_000);
const INSTANCES = 3;
const RUNS = Number(process.env.BENCH_PUSH_RUNS ?? 3);
const CONCURRENCY = 64; // Node's, as the service's send slots
const FLOOR_MESSAGES = 20_000;
const HELD_BACK_MS = 11_000;

/** p50, p99 and max (ms) of sorted arrivals, and the arrival curve (seconds, share) for the chart. */
export function lateness(sorted) {
  const points = 200;
  const curve = Array.from({ length: points + 1 }, (_, k) => {
    const i = Math.min(sorted.length - 1, Math.floor((k / points) * (sorted.length - 1)));
    return [sorted[i] / 1000, (i + 1) / sorted.length];
  });
  return { p50: percentile(sorted, 50), p99: percentile(sorted, 99), max: sorted[sorted.length - 1], curve };
}

const sentBy = (stdout) => Number(/reminders: (\d+) sent/.exec(stdout)?.[1] ?? NaN);

/**
 * What a pass held back (its push service, the sink, answered slowly: a later pass takes it,
 * within its grace) goes out in the next pass, as the server runs one every REMINDER_INTERVAL_MS:
 * one pass as of the moment it starts (`since`: when the first pass started, at the due time),
 * once what was held back is free again, until `missing` more are out (three passes at most).
 * Their pushes and CPU time.
 */
async function laterPasses({ root, binary, env, since, missing }) {
  const sent = [];
  let cpuSeconds = 0;
  while (sent.length < 3 && sent.reduce((a, b) => a + b, 0) < missing) {
    // A message held back is kept for 10 s (push_engine/lanes.rs, HELD_BACK_FOR) from when it was.
    await new Promise((resolve) => setTimeout(resolve, HELD_BACK_MS));
    const now = new Date(Date.parse(DUE.at) + (clock() - since)).toISOString();
    const next = await timedChild(binary, ['reminders', 'run-once', '--now', now], { cwd: root, env });
    sent.push(sentBy(next.stdout));
    cpuSeconds += next.cpuSeconds;
  }
  return { sent, cpuSeconds };
}

/**
 * One round on SQLite: REMINDERS subscriptions due at one slot, sent by `reminders run-once` as of
 * the due time; then Node's `web-push` sends the same message (the payload the sink decrypted, its
 * TTL, urgency and topic) to the first NODE of the same endpoints' keys on the same sink.
 */
export async function remindersRound({ root, binary }) {
  const { dir, sink, env: pushEnv, cert } = await pushBench('remind');
  try {
    const pool = Array.from({ length: KEY_POOL }, browserKeys);
    const env = serviceEnv(root, pushEnv, dir);
    migrate(binary, root, env);
    fillSqlite(dir, { count: REMINDERS, origin: sink.origin, who: 'remind', pool });
    await sink.setKeys(Array.from({ length: Math.max(REMINDERS, NODE) }, (_, i) => pool[i % KEY_POOL]));
    await sink.track('remind', REMINDERS);
    await sink.track('node', NODE);
    const run = await timedChild(binary, ['reminders', 'run-once', '--now', DUE.at], { cwd: root, env });
    const later = await laterPasses({ root, binary, env, since: run.startedAt, missing: REMINDERS - sentBy(run.stdout) });
    if (sentBy(run.stdout) + later.sent.reduce((a, b) => a + b, 0) !== REMINDERS) throw new Error(`run-once: ${run.stdout}${run.stderr}`);
    const got = await sink.arrivals('remind', run.startedAt);
    if (got.missing || got.twice) throw new Error(`reminders: ${got.missing} phones got nothing, ${got.twice} more than one push`);

    const job = join(dir, 'node-job.json');
    const keys = pool.map(({ p256dh, auth }) => ({ p256dh, auth }));
    writeFileSync(job, JSON.stringify({ origin: sink.origin, who: 'node', count: NODE, pool: keys, concurrency: CONCURRENCY, sample: got.sample, caFile: cert.certFile }));
    const node = await timedChild(process.execPath, [join(root, 'scripts', 'bench', 'web-push-sender.mjs'), job], { cwd: root, env: process.env });
    if (!node.stdout.includes(`web-push: ${NODE} sent`)) throw new Error(`web-push: ${node.stdout}${node.stderr}`);
    const nodeGot = await sink.arrivals('node', node.startedAt);
    if (nodeGot.missing || nodeGot.twice) throw new Error(`web-push: ${nodeGot.missing} phones got nothing, ${nodeGot.twice} more than one push`);
    const counts = await sink.close();
    if (counts.decryptFailures) throw new Error(`${counts.decryptFailures} sampled payloads did not decrypt`);
    return {
      // (A later pass's time is in the lateness; its CPU time in the CPU per push.)
      later: REMINDERS - sentBy(run.stdout),
      service: { seconds: run.wallSeconds, perSecond: REMINDERS / run.wallSeconds, cpuUsPerPush: ((run.cpuSeconds + later.cpuSeconds) * 1e6) / REMINDERS, user: run.user, system: run.system, others: run.others, sinkUsPerPush: (run.benchSeconds * 1e6) / REMINDERS },
      node: { seconds: node.wallSeconds, perSecond: NODE / node.wallSeconds, cpuUsPerPush: (node.cpuSeconds * 1e6) / NODE, user: node.user, system: node.system, others: node.others },
      arrivals: got.sorted,
      payloadBytes: Buffer.byteLength(got.sample.payload),
      sample: { ttl: got.sample.ttl, urgency: got.sample.urgency, topic: got.sample.topic, bodyBytes: got.sample.bytes },
      decrypted: counts.decrypted,
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * RFC 8291 encryption alone, per message, on one core (`ring`, as the service): the example
 * `cargo build --release --example push_crypto_floor` built (scripts/bench.mjs builds it).
 */
function floor(root, payloadBytes) {
  const example = join(root, 'target', 'release', 'examples', 'push_crypto_floor');
  const out = execFileSync(example, [String(FLOOR_MESSAGES), String(payloadBytes)], { cwd: root, encoding: 'utf8' });
  return JSON.parse(out.trim().split('\n').at(-1));
}

/**
 * INSTANCES_SUBSCRIPTIONS subscriptions due at one slot on one throwaway PostgreSQL, sent by three
 * `reminders run-once` processes started together as of the due time.
 */
export async function instancesRun({ root, binary, leaseMs }) {
  const { withPostgres } = await import('../../testkit/postgres.mjs');
  return withPostgres(async (url) => {
    const { dir, sink, env: pushEnv } = await pushBench('instances');
    try {
      const pool = Array.from({ length: KEY_POOL }, browserKeys);
      const lease = leaseMs ? { REMINDER_RESEND_AFTER_MS: String(leaseMs) } : {};
      const env = serviceEnv(root, { ...pushEnv, ...lease }, dir, url);
      migrate(binary, root, env);
      const filling = Date.now();
      fillPostgres(url, { count: INSTANCES_SUBSCRIPTIONS, origin: sink.origin, who: 'remind', pool });
      const fillSeconds = (Date.now() - filling) / 1000;
      await sink.setKeys(Array.from({ length: INSTANCES_SUBSCRIPTIONS }, (_, i) => pool[i % KEY_POOL]));
      await sink.track('remind', INSTANCES_SUBSCRIPTIONS);
      const load = os.loadavg()[0];
      const started = clock();
      const settled = await Promise.allSettled(
        Array.from({ length: INSTANCES }, () => timedChild(binary, ['reminders', 'run-once', '--now', DUE.at], { cwd: root, env })),
      );
      const failed = settled.filter((r) => r.status === 'rejected');
      if (failed.length > 0) {
        // Worth reporting, not fatal: the caller may try again with other settings.
        await sink.close();
        const why = failed.map((r) => /prayer-fast: .*/.exec(r.reason.message)?.[0] ?? r.reason.message.split('\n')[0]);
        return { failed: `${failed.length} of ${INSTANCES} instances failed (${[...new Set(why)].join('; ')}); the run took ${((clock() - started) / 1000).toFixed(0)} s`, leaseMs };
      }
      const runs = settled.map((r) => r.value);
      const since = Math.min(...runs.map((r) => r.startedAt));
      const sent = runs.map((r) => sentBy(r.stdout));
      const missing = INSTANCES_SUBSCRIPTIONS - sent.reduce((a, b) => a + b, 0);
      const { sent: later } = await laterPasses({ root, binary, env, since, missing });
      const got = await sink.arrivals('remind', since);
      const counts = await sink.close();
      if (counts.decryptFailures) throw new Error(`${counts.decryptFailures} sampled payloads did not decrypt`);
      const total = [...sent, ...later].reduce((a, b) => a + b, 0);
      if (got.missing || got.twice || total !== INSTANCES_SUBSCRIPTIONS) {
        throw new Error(`three instances: sent ${sent.join(' + ')}, later passes ${later.join(' + ') || 'none'}; ${got.missing} phones got nothing, ${got.twice} more than one push\n${runs.map((r) => r.stdout).join('\n')}`);
      }
      // What else ran beside the three (the longest's window, less the other two instances' CPU).
      const longest = runs.reduce((a, b) => (a.wallSeconds >= b.wallSeconds ? a : b));
      const othersCpu = runs.filter((r) => r !== longest).reduce((sum, r) => sum + r.cpuSeconds, 0);
      return {
        leaseMs,
        later,
        others: Math.max(0, longest.others - othersCpu / longest.wallSeconds),
        subscriptions: INSTANCES_SUBSCRIPTIONS,
        instances: runs.map((r, i) => ({ sent: sent[i], seconds: r.wallSeconds, cpuUsPerPush: (r.cpuSeconds * 1e6) / sent[i], line: r.stdout.trim().split('\n').at(-1) })),
        seconds: Math.max(...runs.map((r) => r.startedAt + r.wallSeconds * 1000)) / 1000 - since / 1000,
        fillSeconds,
        loadBefore: load,
        arrivals: got.sorted,
        decrypted: counts.decrypted,
      };
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
}

/** Everything above; the SQLite rounds, Node and the floor RUNS times (medians reported). */
export async function measurePushEngine({ root, binary }) {
  const load = [os.loadavg()[0]];
  const rounds = [];
  const announcements = [];
  for (let r = 0; r < RUNS; r++) {
    rounds.push(await remindersRound({ root, binary }));
    announcements.push(await measureAnnouncementFanout({ root, binary }));
    console.log(`push round ${r + 1}/${RUNS}: reminders ${rounds.at(-1).service.seconds.toFixed(1)} s, announcement ${announcements.at(-1).seconds.toFixed(1)} s`);
  }
  const floors = Array.from({ length: RUNS }, () => floor(root, rounds[0].payloadBytes));
  load.push(os.loadavg()[0]);
  let instances = null;
  if (INSTANCES_SUBSCRIPTIONS > 0) {
    instances = await instancesRun({ root, binary });
    // A failed run is reported; then once more with a lease no pass of this size outlives (no
    // renewals while it runs), to get the figures.
    if (instances.failed) instances = { ...(await instancesRun({ root, binary, leaseMs: 3_600_000 })), firstTry: instances.failed };
    if (instances.failed) throw new Error(`three instances on PostgreSQL: ${instances.firstTry}; then ${instances.failed}`);
  }
  load.push(os.loadavg()[0]);
  // The round with the median service time stands for the rounds (its lateness, its chart line).
  const byTime = (a, b) => a.seconds - b.seconds;
  const middle = (xs, key) => [...xs].sort((a, b) => byTime(key(a), key(b)))[Math.floor(xs.length / 2)];
  const reminders = middle(rounds, (r) => r.service);
  const announcement = middle(announcements, (a) => a);
  const summary = (xs) => ({ median: median(xs), all: xs });
  return {
    runs: RUNS,
    reminders: {
      subscriptions: REMINDERS,
      seconds: summary(rounds.map((r) => r.service.seconds)),
      cpuUsPerPush: summary(rounds.map((r) => r.service.cpuUsPerPush)),
      systemShare: median(rounds.map((r) => r.service.system / (r.service.user + r.service.system))),
      later: rounds.map((r) => r.later),
      others: summary(rounds.map((r) => r.service.others)),
      sinkUsPerPush: summary(rounds.map((r) => r.service.sinkUsPerPush)),
      lateness: lateness(reminders.arrivals),
      payloadBytes: reminders.payloadBytes,
      sample: reminders.sample,
      decrypted: reminders.decrypted,
    },
    node: {
      subscriptions: NODE,
      concurrency: CONCURRENCY,
      seconds: summary(rounds.map((r) => r.node.seconds)),
      cpuUsPerPush: summary(rounds.map((r) => r.node.cpuUsPerPush)),
      others: summary(rounds.map((r) => r.node.others)),
    },
    announcement: {
      subscriptions: announcement.subscriptions,
      seconds: summary(announcements.map((a) => a.seconds)),
      cpuUsPerPush: summary(announcements.map((a) => a.cpuUsPerPush)),
      others: summary(announcements.map((a) => a.others)),
      lateness: lateness(announcement.arrivals),
      decrypted: announcement.decrypted,
    },
    floor: { ...floors[0], cpuUsPerPush: summary(floors.map((f) => f.cpu_us_per_message)) },
    instances: instances && { ...instances, arrivals: undefined, lateness: lateness(instances.arrivals) },
    load,
  };
}
