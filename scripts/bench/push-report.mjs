// BENCHMARKS.md's push sections (the 10,000-reminder fan-out and the push engine's figures), which
// `BENCH_ONLY=push npm run bench` rewrites alone: from PUSH_MARKER to the end of the file.
import { execFileSync } from 'node:child_process';
import { statSync } from 'node:fs';
import { root } from '../lib/setup.mjs';
import { DUE } from './push-runs.mjs';

export const PUSH_MARKER = '<!-- push sections: `BENCH_ONLY=push npm run bench` rewrites from here to the end -->';

const n = (x) => x.toLocaleString('en');
const s = (seconds) => `${seconds.toFixed(1)} s`;
const us = (x) => `${x.toFixed(0)} µs`;
const ms = (x) => (x >= 1000 ? `${(x / 1000).toFixed(2)} s` : `${Math.round(x)} ms`);
const runs = (summary, f) => summary.all.map(f).join(', ');
const verdict = (ok) => (ok ? 'met' : '**not met**');
const late = (l) => `p50 ${ms(l.p50)}, p99 ${ms(l.p99)} (last ${ms(l.max)})`;

/** The commit measured, whether the service's code had uncommitted changes, and when the binary was built. */
function commit() {
  const git = (args) => execFileSync('git', args, { cwd: root, encoding: 'utf8' }).trim();
  const dirty = git(['status', '--porcelain', '--', 'service/src', 'service/Cargo.toml', 'Cargo.lock']) !== '';
  const built = statSync(process.env.PRAYER_FAST_BIN).mtime.toISOString().slice(0, 16).replace('T', ' ');
  return `${git(['rev-parse', '--short', 'HEAD'])}${dirty ? ' (service/src had uncommitted changes)' : ''}, binary built ${built} UTC`;
}

export function pushSections({ fanout, engine: e }) {
  const r = e.reminders;
  const a = e.announcement;
  const nodeRatio = e.node.cpuUsPerPush.median / r.cpuUsPerPush.median;
  const floorRatio = r.cpuUsPerPush.median / e.floor.cpuUsPerPush.median;
  const perSecond = (x) => x.subscriptions / x.seconds.median;
  const i = e.instances;
  const others = (summary) => `${runs(summary, (x) => x.toFixed(2))}`;
  return `${PUSH_MARKER}

## Push fan-out

${fanout.subscriptions.toLocaleString('en')} subscriptions due at one slot, sent with concurrency ${fanout.concurrency} to one loopback
https push sink (self-signed certificate, trusted through \`PUSH_EXTRA_CA_FILE\`) that answers 201 and
decrypts every 100th payload (${fanout.decrypted} decrypted, all valid).

| sender | time | messages/s | ratio |
|---|---|---|---|
| this service (\`prayer-fast reminders run-once\`, release) | ${fanout.rust.seconds.toFixed(2)} s | ${fanout.rust.perSecond.toFixed(0)} | ${(fanout.rust.perSecond / fanout.node.perSecond).toFixed(2)}× |
| Node \`web-push\` 3.6.7 (\`sendNotification\`, keep-alive agent) | ${fanout.node.seconds.toFixed(2)} s | ${fanout.node.perSecond.toFixed(0)} | 1× |

![fan-out throughput](bench/push-fanout.svg)

Target: ≥ 3× Node's \`web-push\`. The sink is a process of its own (one thread), so neither sender
shares an event loop with it. The service's time includes its start-up and claiming the due reminders from the
database (a batch per transaction; claim, send and record run side by side); it signs one VAPID
JWT per push origin per hour, keeps a pooled connection per concurrent send and encrypts
(RFC 8291, aes128gcm) with \`ring\`.

## Push engine: announcement, reminders, CPU per push, lateness

\`BENCH_ONLY=push npm run bench\` (these sections alone; \`npm run bench\` runs them too) on
${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC, commit ${commit()}, release build, on the machine above. The
SQLite runs, Node and the floor ran ${e.runs} times, alternating: each figure is the median, with
every run after it. The machine is shared: beside the service's runs, other processes (another
engineer's builds and tests) kept ${others(r.others)} of the 2 cores busy on average (from
\`/proc/stat\`, less the benchmark's own processes); load average ${e.load.map((x) => x.toFixed(1)).join(' → ')}.
Every push goes to the loopback https push sink (\`service/examples/push_sink.rs\`: a process of
the benchmark's own, one thread, HTTP/1.1 over rustls), which counts the pushes to each endpoint
(each must get exactly one), keeps when the first arrived and decrypts every 100th. A push service
runs on machines of its own; here it shares the two cores with the sender it measures, so it is
written to take as little of them as it can (a Node https sink took about 110 µs of CPU a push, as
much as half the service's). Rows are written straight into the database (one statement; the browsers'
keys from a pool of 1,000), each due at day ${DUE.day}'s \`${DUE.slot}\` reminder, ${DUE.at}.

| figure | measured (median) | runs | target | |
|---|---|---|---|---|
| announcement to ${n(a.subscriptions)} subscriptions (\`announcements run-once --now\`, start-up and writing the deliveries included) | ${s(a.seconds.median)} (${perSecond(a).toFixed(0)}/s) | ${runs(a.seconds, s)} | ≤ 20 s | ${verdict(a.seconds.median <= 20)} |
| reminders for ${n(r.subscriptions)} subscriptions due at one slot (\`reminders run-once --now <due time>\`, start-up included) | ${s(r.seconds.median)} (${perSecond(r).toFixed(0)}/s) | ${runs(r.seconds, s)} | at least the announcement's messages/s | ${verdict(perSecond(r) >= perSecond(a))} |
| lateness of those ${n(r.subscriptions)} reminders (arrival at the sink − due time; the pass starts at the due time${r.later?.some((x) => x > 0) ? `; held back to a later pass, by run: ${r.later.map(n).join(', ')}` : ''}) | ${late(r.lateness)} | median run | — | |
| lateness of the announcement's pushes (after its pass started) | ${late(a.lateness)} | median run | — | |

### CPU time per push

User + system CPU time of the sending process (bash's \`times\` for its child: the sink is another
process) ÷ pushes delivered, start-up included. The service sends on one thread, as its server's
push worker does, and seals (encrypts and signs) each batch of 256 on a blocking thread meanwhile.

| sender | CPU per push (median) | runs |
|---|---|---|
| this service, reminders (\`reminders run-once\`, ${n(r.subscriptions)} pushes; ${(r.systemShare * 100).toFixed(0)}% of it system time) | ${us(r.cpuUsPerPush.median)} | ${runs(r.cpuUsPerPush, us)} |
| this service, the announcement (${n(a.subscriptions)} pushes) | ${us(a.cpuUsPerPush.median)} | ${runs(a.cpuUsPerPush, us)} |
| Node \`web-push\` 3.6.7: the same message (payload ${r.payloadBytes} bytes, TTL, urgency \`${r.sample.urgency}\`, topic \`${r.sample.topic}\`) to the same sink and keys, ${n(e.node.subscriptions)} pushes, ${e.node.concurrency} at a time, its own process (scripts/bench/web-push-sender.mjs) | ${us(e.node.cpuUsPerPush.median)} | ${runs(e.node.cpuUsPerPush, us)} |
| floor: per message a fresh P-256 key pair, ECDH, HKDF and AES-128-GCM (RFC 8291 aes128gcm, ${e.floor.payload_bytes}-byte payload) with \`ring\`, one core, ${n(e.floor.messages)} messages (\`cargo run --release --example push_crypto_floor -- ${e.floor.messages} ${e.floor.payload_bytes}\`) | ${e.floor.cpuUsPerPush.median.toFixed(1)} µs | ${runs(e.floor.cpuUsPerPush, (x) => `${x.toFixed(1)} µs`)} |

${r.sinkUsPerPush ? `The sink's side of the same reminder runs (its process: TLS, HTTP, counting, decrypting
every 100th) took ${us(r.sinkUsPerPush.median)} of CPU per push (${runs(r.sinkUsPerPush, us)}): on 2 cores, the service, the
sink and the other processes share ${(2 * r.seconds.median).toFixed(0)} core-seconds of a run.
` : ''}
| ratio | measured | target | |
|---|---|---|---|
| Node's CPU per push ÷ the service's (reminders) | ${nodeRatio.toFixed(1)}× | ≥ 7× | ${verdict(nodeRatio >= 7)} |
| the service's CPU per push (reminders) ÷ the floor | ${floorRatio.toFixed(1)}× | ≤ 2× | ${verdict(floorRatio <= 2)} |

${i ? `### ${n(i.subscriptions)} reminders due at one slot, three instances on one PostgreSQL

Three \`reminders run-once --now <due time>\` processes started together on one throwaway
PostgreSQL (testkit/postgres.mjs: fsync off), the ${n(i.subscriptions)} rows written by one
\`INSERT … SELECT … FROM generate_series\` in ${s(i.fillSeconds)} beforehand. One run (it takes minutes
on this machine); other processes kept ${i.others.toFixed(2)} cores busy beside it.
${i.firstTry ? `
**With the default lease (\`REMINDER_RESEND_AFTER_MS\` 120 s, renewed every 40 s while the pass runs)
the run failed**: ${i.firstTry}. The figures below are from a second run with
\`REMINDER_RESEND_AFTER_MS=${i.leaseMs}\`, so that no renewal runs during the pass.
` : ''}
| | sent | time | CPU per push |
|---|---|---|---|
${[
  ...i.instances.map((x, k) => `| instance ${k + 1} | ${n(x.sent)} (${((x.sent / i.subscriptions) * 100).toFixed(1)}%) | ${s(x.seconds)} | ${us(x.cpuUsPerPush)} |`),
  ...i.later.map((sent, k) => `| a later pass (${k + 1}), one instance, as of the moment it started: what the three held back | ${n(sent)} | | |`),
].join('\n')}
| all | ${n(i.subscriptions)}: each endpoint got exactly one push (counted at the sink) | ${s(i.seconds)} for the three (${(i.subscriptions / i.seconds).toFixed(0)}/s) | |

Lateness (arrival at the sink − due time, from the first process's start): ${late(i.lateness)}.
` : ''}
![lateness: share of pushes arrived vs seconds after the due time](bench/push-lateness.svg)

Sizes and rounds are environment variables (scripts/bench/push-engine.mjs):
\`BENCH_REMINDER_SUBSCRIPTIONS\`, \`BENCH_ANNOUNCEMENT_SUBSCRIPTIONS\`, \`BENCH_NODE_SUBSCRIPTIONS\`,
\`BENCH_INSTANCES_SUBSCRIPTIONS\` (0 skips the PostgreSQL run) and \`BENCH_PUSH_RUNS\`.
`;
}
