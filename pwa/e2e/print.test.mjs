// The print edition as a person would use it: Chromium prints /print to PDF, and the PDF is read
// back (poppler's pdftotext): a cover, each day starting a page of its own with its text, no
// buttons, and a member's own journal when they choose to include it.
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, test } from 'node:test';
import { newPhonePage, NOT_INSTALLED } from '../../testkit/browser.mjs';
import { days, programme, translations } from '../../testkit/content.mjs';
import { message } from '../../testkit/messages.mjs';
import { useServiceAndBrowser } from './support/hooks.mjs';
import { deviceStateShown } from './support/page.mjs';

const env = useServiceAndBrowser();
const dir = mkdtempSync(join(tmpdir(), 'print-edition-'));

/** The PDF's pages as text, in order (pdftotext separates pages with form feeds). */
function pdfPages(pdf) {
  const file = join(dir, `edition-${Date.now()}.pdf`);
  writeFileSync(file, pdf);
  try {
    return execFileSync('pdftotext', [file, '-'], { encoding: 'utf8' }).split('\f').slice(0, -1);
  } catch (error) {
    if (error.code === 'ENOENT') throw new Error('pdftotext is missing: apt-get install -y poppler-utils (.ci/run does)');
    throw error;
  }
}

const squeeze = (text) => text.replace(/\s+/g, ' ').trim();
/** Text as compared across line breaks: pdftotext joins a word hyphenated at a line's end. */
const letters = (text) => text.replace(/[\s-]+/g, '');

async function openEdition(page, prefix = '', guides = days, [heading, print] = ['Print edition', 'Print']) {
  await page.goto(`${env.service.url}${prefix}/print`);
  // Every day's guide, with this device's journals.
  await deviceStateShown(page, heading);
  await page.waitForFunction((n) => document.querySelectorAll('.print-day').length === n, guides.length);
  await page.getByRole('button', { name: print }).waitFor({ state: 'visible' });
}

/**
 * Each day of `guides` begins a page of its own (its first line `dayLine(n)`) with its texts, its
 * tips for a fast from food under `foodLabel` (paper has no way of fasting chosen).
 */
function assertDaysOnPages(pages, guides, dayLine, foodLabel) {
  assert.ok(guides.some((g) => g.sustaining.foodTips?.length), 'the sample has food tips to print');
  let previous = 0;
  for (const guide of guides) {
    const start = pages.findIndex((p) => p.trimStart().startsWith(dayLine(guide.day)));
    assert.ok(start > previous, `day ${guide.day} starts a page after day ${guide.day - 1}'s`);
    const end = pages.findIndex((p, i) => i > start && guides.some((g) => p.trimStart().startsWith(dayLine(g.day))));
    const text = letters(pages.slice(start, end === -1 ? undefined : end).join(' '));
    const food = guide.sustaining.foodTips ?? [];
    for (const expected of [guide.theme, guide.anchorScripture.reference, guide.dailyPrayer, guide.declarations.at(-1), ...food]) {
      assert.ok(text.includes(letters(expected)), `day ${guide.day} has "${expected.slice(0, 40)}…"`);
    }
    if (food.length > 0) {
      const [label, first] = [letters(foodLabel), letters(food[0])];
      assert.ok(text.indexOf(label) !== -1 && text.indexOf(label) < text.indexOf(first), `day ${guide.day}: "${foodLabel}" above its food tips`);
    }
    previous = start;
  }
}

describe('the print edition', () => {
  for (const format of ['A5', 'Letter']) {
    test(`prints every day on pages of its own (${format})`, async () => {
      const { page, context } = await newPhonePage(env.browser, NOT_INSTALLED);
      await openEdition(page);
      const pages = pdfPages(await page.pdf({ format }));
      assert.ok(pages.length > days.length, `${pages.length} pages for ${days.length} days and a cover`);

      const cover = squeeze(pages[0]);
      for (const text of [programme.church, programme.title, `By Pastor ${programme.pastor}`]) assert.ok(cover.includes(text), text);
      for (const chrome of ['Text size', 'Include what I wrote', 'All days']) {
        assert.ok(!pages.some((p) => p.includes(chrome)), `no "${chrome}" on paper`);
      }
      assertDaysOnPages(pages, days, (n) => `Day ${n} ·`, 'For those fasting from food');
      await context.close();
    });
  }

  for (const [lang, { programme: translated, days: guides }] of Object.entries(translations)) {
    test(`prints every day in ${lang}, from /${lang}/print`, async () => {
      const { page, context } = await newPhonePage(env.browser, NOT_INSTALLED);
      const words = (area, id, args) => message(lang, area, id, args);
      await openEdition(page, `/${lang}`, guides, [words('print', 'print-heading'), words('print', 'print-button')]);
      const pages = pdfPages(await page.pdf({ format: 'A5' }));
      const cover = squeeze(pages[0]);
      for (const text of [translated.church, translated.title, words('pages', 'cover-credit', { pastor: programme.pastor })]) {
        assert.ok(cover.includes(text), text);
      }
      for (const chrome of [words('print', 'print-with-journals'), words('print', 'print-all-days')]) {
        assert.ok(!pages.some((p) => p.includes(chrome)), `no "${chrome}" on paper`);
      }
      assertDaysOnPages(
        pages,
        guides,
        (n) => words('print', 'print-day-number', { day: n, date: '' }).trimEnd(),
        words('print', 'print-food-tips'),
      );
      await context.close();
    });
  }

  test("carries a member's journals when they choose, and room to write when they do not", async () => {
    const { page, context } = await newPhonePage(env.browser, NOT_INSTALLED);
    const guide = days.find((d) => d.slots.some((s) => s.journal));
    const slot = guide.slots.find((s) => s.journal);
    await page.goto(`${env.service.url}/day/${guide.day}`);
    await page.locator(`#${slot.key}`).getByRole('textbox', { name: 'Journal Space' }).fill('Written by hand, kept on paper.');
    await page.getByRole('link', { name: 'All days' }).first().click();
    await page.getByRole('link', { name: 'Print edition of the whole guide' }).click();
    await openEdition(page);
    const day = page.getByRole('article', { name: guide.theme });
    await day.getByText('Written by hand, kept on paper.', { exact: true }).waitFor();
    assert.ok(pdfPages(await page.pdf({ format: 'A5' })).some((p) => p.includes('Written by hand, kept on paper.')));

    await page.getByRole('checkbox', { name: 'Include what I wrote in my journals on this device' }).uncheck();
    assert.equal(await day.getByText('Written by hand, kept on paper.').count(), 0);
    assert.ok(!pdfPages(await page.pdf({ format: 'A5' })).some((p) => p.includes('Written by hand')));
    await context.close();
  });
});
