// Lighthouse on the cover and a day guide, in each language: accessibility, best practices and SEO
// must be 100, and nothing may shift as the page loads (cumulative layout shift 0: the row of links
// at a page's top, what loads after the first paint). The performance score depends on how busy
// the machine is (the browser tests run side by side): it and the timings are recorded in
// BENCHMARKS.md by `npm run bench`.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { runLighthouse } from '../../testkit/lighthouse.mjs';
import { programme } from '../../testkit/content.mjs';
import { startService } from '../../testkit/service.mjs';

let service;
before(async () => {
  service = await startService();
});
after(async () => {
  await service?.stop();
});

// The cover and a day, in every language the programme offers (`/es/`, `/es/day/12`).
const languagePrefixes = programme.languages.map((lang, i) => (i === 0 ? '' : `/${lang}`));
for (const path of languagePrefixes.flatMap((prefix) => [`${prefix}/`, `${prefix}/day/12`])) {
  test(`Lighthouse on ${path}: accessibility, best practices and SEO 100, no layout shift`, async (t) => {
    const report = await runLighthouse(`${service.url}${path}`, ['accessibility', 'best-practices', 'seo'], ['cumulative-layout-shift']);
    t.diagnostic(`scores ${JSON.stringify(report.scores)}; ${JSON.stringify(report.metrics)}`);
    assert.equal(report.scores.accessibility, 100, report.failing.accessibility.join('\n'));
    assert.equal(report.scores['best-practices'], 100, report.failing['best-practices'].join('\n'));
    assert.equal(report.scores.seo, 100, report.failing.seo.join('\n'));
    assert.equal(report.metrics.cls, 0);
  });
}
