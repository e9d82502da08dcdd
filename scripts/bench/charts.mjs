// Small self-contained SVG charts for BENCHMARKS.md (no chart library needed for two figures).

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
