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
  const service = await startService();
  const lighthouse = [];
  try {
    for (const path of ['/', '/day/12']) lighthouse.push(await runLighthouse(`${service.url}${path}`));
  } finally {
    await service.stop();
  }
  writeFileSync(join(root, 'BENCHMARKS.md'), report(bundle, lighthouse));
  console.log(report(bundle, lighthouse));
});

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

function report(bundle, lighthouse) {
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

${failing ? `Audits not yet passing:\n\n${failing}\n` : 'Every scored audit passes.\n'}`;
}
