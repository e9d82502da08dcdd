// Small self-contained SVG charts for BENCHMARKS.md (no chart library needed for three figures).

const HEAD = (w, h, title) => `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${w} ${h}" font-family="sans-serif" font-size="12" fill="#1f1d2b">
<rect width="${w}" height="${h}" fill="#fff"/>
<text x="${w / 2}" y="24" text-anchor="middle" font-size="14">${title}</text>`;

/** Pass time against stored subscriptions (log scale), with the 5 ms target. */
export function schedulerChart(points) {
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
  return `${HEAD(w, h, 'Reminder pass with none due (median ms) vs stored subscriptions')}
<line x1="${pad}" y1="${target}" x2="${w - pad}" y2="${target}" stroke="#a4262c" stroke-dasharray="4 4"/>
<text x="${w - pad}" y="${Number(target) - 6}" text-anchor="end" fill="#a4262c">target 5 ms</text>
<line x1="${pad}" y1="${h - pad}" x2="${w - pad}" y2="${h - pad}" stroke="#57536a"/>
<path d="${path}" fill="none" stroke="#2e2a6b" stroke-width="2"/>
<g fill="#2e2a6b">${dots}</g>${labels}
</svg>
`;
}

/** Horizontal bars of messages per second for each sender, with the 3× Node target marked. */
export function fanoutChart(fanout) {
  const w = 560, h = 200, left = 170, right = 40, top = 50, bar = 40, gap = 30;
  const senders = [
    ['this service (Rust)', fanout.rust.perSecond],
    ["Node 'web-push'", fanout.node.perSecond],
  ];
  const target = fanout.node.perSecond * 3;
  const max = Math.max(target, ...senders.map(([, v]) => v)) * 1.1;
  const x = (v) => left + (v / max) * (w - left - right);
  const bars = senders
    .map(([name, v], i) => {
      const y = top + i * (bar + gap);
      return `<text x="${left - 8}" y="${y + bar / 2 + 4}" text-anchor="end">${name}</text>
<rect x="${left}" y="${y}" width="${(x(v) - left).toFixed(1)}" height="${bar}" fill="#2e2a6b"/>
<text x="${(x(v) + 6).toFixed(1)}" y="${y + bar / 2 + 4}">${Math.round(v).toLocaleString('en')}/s</text>`;
    })
    .join('\n');
  const tx = x(target).toFixed(1);
  return `${HEAD(w, h, `Push fan-out: ${fanout.subscriptions.toLocaleString('en')} reminders, messages per second`)}
${bars}
<line x1="${tx}" y1="${top - 8}" x2="${tx}" y2="${h - 20}" stroke="#a4262c" stroke-dasharray="4 4"/>
<text x="${tx}" y="${h - 6}" text-anchor="middle" fill="#a4262c">target 3× Node</text>
</svg>
`;
}

/**
 * Lateness: the share of pushes arrived (y) against seconds after their due time (x, log scale),
 * one line per run (`[name, { curve: [[seconds, share]…], p50, p99 }]`), p50 and p99 marked.
 */
export function latenessChart(lines) {
  const w = 640, h = 340, left = 60, right = 30, top = 44, bottom = 96;
  const colours = ['#2e2a6b', '#a4262c', '#2f7d4a', '#8a6d00'];
  const all = lines.flatMap(([, l]) => l.curve.map(([s]) => s)).filter((s) => s > 0);
  const lo = Math.floor(Math.log10(Math.min(...all)));
  const hi = Math.ceil(Math.log10(Math.max(...all)));
  const x = (s) => left + ((Math.log10(Math.max(s, 10 ** lo)) - lo) / (hi - lo || 1)) * (w - left - right);
  const y = (share) => h - bottom - share * (h - top - bottom);
  const ticks = Array.from({ length: hi - lo + 1 }, (_, k) => 10 ** (lo + k))
    .map((s) => `<line x1="${x(s)}" y1="${top}" x2="${x(s)}" y2="${h - bottom}" stroke="#e4e2ec"/><text x="${x(s)}" y="${h - bottom + 16}" text-anchor="middle">${s >= 1 ? s : s.toFixed(-Math.log10(s))} s</text>`)
    .join('');
  const shares = [0, 0.25, 0.5, 0.75, 1]
    .map((share) => `<line x1="${left}" y1="${y(share)}" x2="${w - right}" y2="${y(share)}" stroke="#e4e2ec"/><text x="${left - 6}" y="${y(share) + 4}" text-anchor="end">${share * 100}%</text>`)
    .join('');
  const paths = lines
    .map(([name, l], i) => {
      const c = colours[i % colours.length];
      const d = l.curve.map(([s, share], k) => `${k ? 'L' : 'M'}${x(s).toFixed(1)},${y(share).toFixed(1)}`).join(' ');
      const marks = [[l.p50, 0.5], [l.p99, 0.99]].map(([ms, share]) => `<circle cx="${x(ms / 1000).toFixed(1)}" cy="${y(share).toFixed(1)}" r="3.5" fill="${c}"/>`).join('');
      const legend = `<rect x="${left}" y="${h - bottom + 30 + i * 18}" width="14" height="4" fill="${c}"/><text x="${left + 20}" y="${h - bottom + 36 + i * 18}">${name}: p50 ${(l.p50 / 1000).toFixed(2)} s, p99 ${(l.p99 / 1000).toFixed(2)} s</text>`;
      return `<path d="${d}" fill="none" stroke="${c}" stroke-width="2"/>${marks}${legend}`;
    })
    .join('\n');
  return `${HEAD(w, h, 'Lateness: share of pushes arrived at the sink vs seconds after their due time')}
${ticks}${shares}
<line x1="${left}" y1="${h - bottom}" x2="${w - right}" y2="${h - bottom}" stroke="#57536a"/>
${paths}
</svg>
`;
}
