// `npm run bench`: builds the release service and the PWA, measures them, and rewrites
// BENCHMARKS.md with the machine, the command and the date.
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { ensureNodeModules, main, root, run } from './lib/setup.mjs';

main(async () => {
  ensureNodeModules();
  run('cargo', ['build', '--release', '--locked', '-p', 'prayer-fast']);
  run('npm', ['run', 'build', '-w', 'pwa']);
  process.env.PRAYER_FAST_BIN = join(root, 'target', 'release', 'prayer-fast');
  const { startService } = await import('../pwa/e2e/support/service.mjs');
  const { runLighthouse } = await import('../pwa/e2e/support/lighthouse.mjs');

  const bundle = measureBundle(join(root, 'pwa', 'dist'));
  const startup = await measureStartup(startService);
  const service = await startService({ RATE_LIMITS: 'off' });
  const lighthouse = [];
  let load;
  try {
    for (const path of ['/', '/day/12']) lighthouse.push(await runLighthouse(`${service.url}${path}`));
    load = await measureSummaryLoad(service.url);
  } finally {
    await service.stop();
  }
  const scheduler = measureScheduler();
  const { measurePushFanout } = await import('./bench/push-fanout.mjs');
  const fanout = await measurePushFanout({ root, startService, binary: process.env.PRAYER_FAST_BIN });
  writeFileSync(join(root, 'bench', 'scheduler-pass.svg'), schedulerChart(scheduler));
  const text = report({ bundle, lighthouse, startup, load, scheduler, fanout });
  writeFileSync(join(root, 'BENCHMARKS.md'), text);
  console.log(text);
});

/** Time from exec to the first `/healthz` 200, and resident memory once idle (release build). */
async function measureStartup(startService) {
  const runs = [];
  for (let i = 0; i < 5; i++) {
    const started = process.hrtime.bigint();
    const service = await startService();
    for (;;) {
      const ok = await fetch(`${service.url}/healthz`).then((r) => r.ok, () => false);
      if (ok) break;
    }
    const ms = Number(process.hrtime.bigint() - started) / 1e6;
    await new Promise((r) => setTimeout(r, 2000));
    const status = readFileSync(`/proc/${service.pid}/status`, 'utf8');
    const rssKb = Number(/VmRSS:\s+(\d+)/.exec(status)[1]);
    runs.push({ ms, rssMb: rssKb / 1024 });
    await service.stop();
  }
  const median = (xs) => xs.sort((a, b) => a - b)[Math.floor(xs.length / 2)];
  return { ms: median(runs.map((r) => r.ms)), rssMb: median(runs.map((r) => r.rssMb)) };
}

/** `POST /api/send-day-summary` accepted into the outbox, at a fixed rate and flat out. */
async function measureSummaryLoad(url) {
  const { default: autocannon } = await import('autocannon');
  const body = JSON.stringify({
    email: 'member@example.org',
    dayNumber: 7,
    theme: 'Remember, Repent, Return to First Love',
    completedSlots: ['opening', 'midday'],
    journals: { opening: 'Thank you, Lord, for your faithfulness today.' },
  });
  const run = (opts) =>
    autocannon({
      url: `${url}/api/send-day-summary`,
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body,
      duration: 10,
      connections: 50,
      ...opts,
    });
  const fixed = await run({ overallRate: 5000 });
  const max = await run({});
  const pick = (r) => ({ rps: r.requests.average, p50: r.latency.p50, p99: r.latency.p99, non2xx: r.non2xx, errors: r.errors });
  return { fixed: pick(fixed), max: pick(max) };
}

/** A pass with N subscriptions stored and none due (`cargo run --release --example scheduler_pass`). */
function measureScheduler() {
  const out = execFileSync(
    'cargo',
    ['run', '-q', '--release', '--locked', '-p', 'prayer-fast', '--example', 'scheduler_pass', '--', '10000', '100000', '300000', '1000000'],
    { cwd: root, encoding: 'utf8' },
  );
  return out.trim().split('\n').map((line) => JSON.parse(line));
}

/** A small SVG line chart of pass time against stored subscriptions (log scale). */
function schedulerChart(points) {
  const w = 560, h = 300, pad = 50;
  const xs = points.map((p) => Math.log10(p.subscriptions));
  const maxY = Math.max(5, ...points.map((p) => p.pass_median_ms)) * 1.1;
  const x = (v) => pad + ((v - Math.min(...xs)) / (Math.max(...xs) - Math.min(...xs) || 1)) * (w - 2 * pad);
  const y = (v) => h - pad - (v / maxY) * (h - 2 * pad);
  const path = points.map((p, i) => `${i ? 'L' : 'M'}${x(xs[i]).toFixed(1)},${y(p.pass_median_ms).toFixed(1)}`).join(' ');
  const target = y(5).toFixed(1);
  const labels = points
    .map((p, i) => `<text x="${x(xs[i])}" y="${h - pad + 18}" text-anchor="middle">${p.subscriptions.toLocaleString('en')}</text>`)
    .join('');
  const dots = points
    .map((p, i) => `<circle cx="${x(xs[i])}" cy="${y(p.pass_median_ms)}" r="4"/><text x="${x(xs[i])}" y="${y(p.pass_median_ms) - 10}" text-anchor="middle">${p.pass_median_ms.toFixed(2)} ms</text>`)
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${w} ${h}" font-family="sans-serif" font-size="12" fill="#1f1d2b">
<rect width="${w}" height="${h}" fill="#fff"/>
<text x="${w / 2}" y="24" text-anchor="middle" font-size="14">Reminder pass with none due (median ms) vs stored subscriptions</text>
<line x1="${pad}" y1="${target}" x2="${w - pad}" y2="${target}" stroke="#a4262c" stroke-dasharray="4 4"/>
<text x="${w - pad}" y="${Number(target) - 6}" text-anchor="end" fill="#a4262c">target 5 ms</text>
<line x1="${pad}" y1="${h - pad}" x2="${w - pad}" y2="${h - pad}" stroke="#57536a"/>
<path d="${path}" fill="none" stroke="#2e2a6b" stroke-width="2"/>
<g fill="#2e2a6b">${dots}</g>${labels}
</svg>
`;
}

const gz = (file) => gzipSync(readFileSync(file), { level: 9 }).length;
const kB = (bytes) => `${(bytes / 1000).toFixed(1)} kB`;

/** Initial JS of `/` (the entry and what index.html preloads) and the service worker's precache. */
function measureBundle(dist) {
  const html = readFileSync(join(dist, 'index.html'), 'utf8');
  const initial = [...html.matchAll(/<(?:script[^>]+src|link[^>]+rel="modulepreload"[^>]+href)="\/([^"]+\.js)"/g)].map((m) => m[1]);
  const sw = readFileSync(join(dist, 'sw.js'), 'utf8');
  const precached = [...new Set([...sw.matchAll(/"url":"([^"]+)"/g)].map((m) => m[1]))];
  const days = precached.filter((f) => /assets\/day-\d+-/.test(f));
  return {
    initialJs: initial.reduce((sum, f) => sum + gz(join(dist, f)), 0),
    initialFiles: initial,
    precache: precached.reduce((sum, f) => sum + gz(join(dist, f)), 0) + gz(join(dist, 'sw.js')),
    precacheEntries: precached.length,
    dayChunks: days.map((f) => gz(join(dist, f))),
  };
}

function machine() {
  const cpu = os.cpus()[0]?.model ?? 'unknown CPU';
  let distro = os.type();
  try {
    distro = /PRETTY_NAME="([^"]+)"/.exec(readFileSync('/etc/os-release', 'utf8'))?.[1] ?? distro;
  } catch {}
  const chromium = (() => {
    try {
      return execFileSync(process.env.CHROME_PATH ?? '/usr/bin/chromium', ['--version'], { encoding: 'utf8' }).trim();
    } catch {
      return 'Chromium (version unknown)';
    }
  })();
  return `${os.cpus().length} × ${cpu}, ${Math.round(os.totalmem() / 2 ** 30)} GiB RAM, ${distro}, Node ${process.version}, ${chromium}`;
}

function report({ bundle, lighthouse, startup, load, scheduler, fanout }) {
  const rows = lighthouse
    .map((r) => {
      const s = r.scores;
      const m = r.metrics;
      return `| \`${new URL(r.url).pathname}\` | ${s.performance} | ${s.accessibility} | ${s['best-practices']} | ${s.seo} | ${Math.round(m.fcpMs)} ms | ${Math.round(m.lcpMs)} ms | ${Math.round(m.tbtMs)} ms | ${m.cls.toFixed(3)} |`;
    })
    .join('\n');
  const failing = lighthouse
    .flatMap((r) => Object.entries(r.failing).flatMap(([c, audits]) => audits.map((a) => `- \`${new URL(r.url).pathname}\` ${c}: ${a}`)))
    .join('\n');
  const dayMin = Math.min(...bundle.dayChunks);
  const dayMax = Math.max(...bundle.dayChunks);
  return `# Benchmarks

Produced by \`npm run bench\` on ${new Date().toISOString().slice(0, 10)}.
Machine: ${machine()}.
The service is the release build serving the production PWA build on loopback.

## PWA size

| figure | measured | target |
|---|---|---|
| initial JS of \`/\` (gzip: ${bundle.initialFiles.join(', ')}) | ${kB(bundle.initialJs)} | ≤ 88 kB |
| each day guide (lazy chunk, gzip) | ${kB(dayMin)} – ${kB(dayMax)} (${bundle.dayChunks.length} days) | small |
| precache: shell + all guides + icons + \`sw.js\` (${bundle.precacheEntries} entries, gzip) | ${kB(bundle.precache)} | ≤ 250 kB |

## Lighthouse ${lighthouse[0]?.lighthouseVersion ?? ''} (mobile preset, simulated throttling)

| page | performance | accessibility | best practices | SEO | FCP | LCP | TBT | CLS |
|---|---|---|---|---|---|---|---|---|
${rows}

${failing ? `Audits not yet passing:\n\n${failing}\n` : 'Every scored audit passes.\n'}
## Service

| figure | measured | target |
|---|---|---|
| exec → first \`/healthz\` 200 (median of 5) | ${startup.ms.toFixed(0)} ms | ≤ 150 ms |
| idle RSS after start (median of 5) | ${startup.rssMb.toFixed(1)} MB | ≤ 20 MB |
| \`POST /api/send-day-summary\` at 5,000 req/s offered (10 s, 50 connections) | ${load.fixed.rps.toFixed(0)} req/s, p50 ${load.fixed.p50} ms, p99 ${load.fixed.p99} ms, ${load.fixed.non2xx} non-2xx | p99 ≤ 10 ms |
| \`POST /api/send-day-summary\` flat out (max sustainable rate) | ${load.max.rps.toFixed(0)} req/s, p50 ${load.max.p50} ms, p99 ${load.max.p99} ms, ${load.max.non2xx} non-2xx | — |

Load is generated by autocannon in the same Node process that runs the benchmark, on the same
2 cores as the service, with the service's rate limits off (\`RATE_LIMITS=off\`, this run only).
Every accepted request is a durable outbox row (SQLite WAL) whose e-mail the worker then writes.

## Reminder scheduler

A pass when N subscriptions are stored and none is due: the due-time index makes it independent
of N. ![pass time vs subscriptions](bench/scheduler-pass.svg)

| stored subscriptions | pass (median of 101) | \`run-once\` incl. opening the database (median of 21) |
|---|---|---|
${scheduler.map((s) => `| ${s.subscriptions.toLocaleString('en')} | ${s.pass_median_ms.toFixed(3)} ms | ${s.run_once_median_ms.toFixed(1)} ms |`).join('\n')}

Target: ≤ 5 ms at 1,000,000.

## Push fan-out

${fanout.subscriptions.toLocaleString('en')} subscriptions due at one slot, sent with concurrency ${fanout.concurrency} to one loopback
https push sink (self-signed certificate, trusted through \`PUSH_EXTRA_CA_FILE\`) that answers 201 and
decrypts every 100th payload (${fanout.decrypted} decrypted, all valid).

| sender | time | messages/s | ratio |
|---|---|---|---|
| this service (\`prayer-fast reminders run-once\`, release) | ${fanout.rust.seconds.toFixed(2)} s | ${fanout.rust.perSecond.toFixed(0)} | ${(fanout.rust.perSecond / fanout.node.perSecond).toFixed(2)}× |
| Node \`web-push\` 3.6.7 (\`sendNotification\`, keep-alive agent) | ${fanout.node.seconds.toFixed(2)} s | ${fanout.node.perSecond.toFixed(0)} | 1× |

Target: ≥ 3× Node's \`web-push\`. Not met yet: the sink is one Node process that also terminates
TLS and decrypts samples for both senders, and may itself be the limit; the service's figure
includes its start-up and a database claim per reminder.
`;
}
