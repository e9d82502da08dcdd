// Lighthouse on the cover and a day guide, in each language: accessibility and best practices must be 100.
// (All four scores and timings are recorded in BENCHMARKS.md by `npm run bench`.)
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
  test(`Lighthouse on ${path}: accessibility and best practices 100`, async () => {
    const report = await runLighthouse(`${service.url}${path}`, ['accessibility', 'best-practices']);
    assert.equal(report.scores.accessibility, 100, report.failing.accessibility.join('\n'));
    assert.equal(report.scores['best-practices'], 100, report.failing['best-practices'].join('\n'));
  });
}
