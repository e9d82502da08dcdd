// Lighthouse (mobile preset, simulated throttling) against a running service, in the system Chromium.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromePath } from './browser.mjs';

export const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];

/**
 * Scores (0–100) per category, the key timings, and the failing audits of each category:
 * every category (the benchmarks), or only those asked for (a test, quicker), and the audits of
 * `audits` beside them (`cumulative-layout-shift` without the performance category's simulated
 * timings: a test's layout shift, at a fraction of the work).
 */
export async function runLighthouse(url, categories = CATEGORIES, audits = []) {
  const chrome = await chromeLauncher.launch({
    chromePath,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--no-first-run'],
  });
  try {
    const only = audits.length > 0 ? { onlyAudits: audits } : {};
    const { lhr } = await lighthouse(url, { port: chrome.port, logLevel: 'error', onlyCategories: categories, ...only });
    const scores = Object.fromEntries(categories.map((c) => [c, Math.round(lhr.categories[c].score * 100)]));
    const failing = Object.fromEntries(
      categories.map((c) => [
        c,
        lhr.categories[c].auditRefs
          .filter((ref) => ref.weight > 0 && lhr.audits[ref.id].score !== null && lhr.audits[ref.id].score < 1)
          .map((ref) => `${ref.id}: ${lhr.audits[ref.id].displayValue ?? lhr.audits[ref.id].title}`),
      ]),
    );
    const timing = (id) => lhr.audits[id]?.numericValue;
    return {
      url,
      lighthouseVersion: lhr.lighthouseVersion,
      scores,
      failing,
      metrics: {
        fcpMs: timing('first-contentful-paint'),
        lcpMs: timing('largest-contentful-paint'),
        tbtMs: timing('total-blocking-time'),
        cls: timing('cumulative-layout-shift'),
      },
    };
  } finally {
    await chrome.kill();
  }
}
