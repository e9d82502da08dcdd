// Text size: four steps, remembered on the device, applied before the first paint, and every page
// whole at the largest (200 %) on a 320 CSS px screen (WCAG 1.4.4 resize text, 1.4.10 reflow).
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { newPhonePage, NOT_INSTALLED } from '../../testkit/browser.mjs';
import { days } from '../../testkit/content.mjs';
import { useServiceAndBrowser } from './support/hooks.mjs';
import { deviceStateShown } from './support/page.mjs';
import { storageKey } from '../../testkit/storage-keys.mjs';

const TEXT_SIZE = storageKey('TEXT_SIZE_KEY');

const env = useServiceAndBrowser();
const NARROW = { viewport: { width: 320, height: 640 } };

/** Elements that stick out past the right edge of the screen (what forces sideways scrolling). */
const overflowing = (page) =>
  page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const out = [];
    for (const el of document.body.querySelectorAll('*')) {
      const box = el.getBoundingClientRect();
      if (box.width > 0 && box.right > width + 1 && !el.closest('[hidden]')) {
        out.push(`${el.tagName.toLowerCase()}.${el.className} right=${Math.round(box.right)}`);
      }
    }
    return { scrolls: document.documentElement.scrollWidth > width, out: out.slice(0, 5) };
  });

/** The text size button, once the app has hydrated it (React's props are on the element). */
async function textSizeButton(page) {
  const toggle = page.getByRole('button', { name: 'Text size' });
  await toggle.waitFor();
  await page.waitForFunction(() => {
    const button = document.querySelector('.text-size__toggle');
    return !!button && !button.closest('fieldset:disabled') && Object.keys(button).some((k) => k.startsWith('__reactProps'));
  });
  return toggle;
}

const rootFontSize = (page) => page.evaluate(() => getComputedStyle(document.documentElement).fontSize);

describe('text size', () => {
  test('is chosen from the keyboard, applies at once and is remembered before the first paint', async () => {
    const { page, context, consoleErrors } = await newPhonePage(env.browser, { ...NOT_INSTALLED, ...NARROW });
    const day = days.at(-1).day;
    await page.goto(`${env.service.url}/day/${day}`);
    const toggle = await textSizeButton(page);
    await toggle.focus();
    await page.keyboard.press('Enter');
    assert.equal(await toggle.getAttribute('aria-expanded'), 'true');
    const group = page.getByRole('group', { name: 'Text size' });
    assert.deepEqual(await group.getByRole('radio').evaluateAll((radios) => radios.map((r) => r.labels[0].textContent)), [
      'Standard',
      'Large',
      'Larger',
      'Largest',
    ]);
    assert.equal(await group.getByRole('radio', { name: 'Standard' }).isChecked(), true);
    await group.getByRole('radio', { name: 'Standard' }).focus();
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    assert.equal(await group.getByRole('radio', { name: 'Largest' }).isChecked(), true);
    assert.equal(await rootFontSize(page), '32px');

    // Applied by the page's first script: the prerendered HTML paints at the chosen size.
    await context.addInitScript(() => {
      document.addEventListener('DOMContentLoaded', () => {
        window.sizeAtFirstParse = getComputedStyle(document.documentElement).fontSize;
      });
    });
    await page.goto(`${env.service.url}/days`);
    assert.equal(await page.evaluate(() => window.sizeAtFirstParse), '32px');
    await (await textSizeButton(page)).click();
    await page.getByRole('radio', { name: 'Large', exact: true }).check();
    assert.equal(await rootFontSize(page), '20px');
    await page.reload();
    assert.equal(await rootFontSize(page), '20px');
    await (await textSizeButton(page)).click();
    await page.getByRole('radio', { name: 'Standard' }).check();
    assert.equal(await rootFontSize(page), '16px');
    assert.equal(await page.evaluate((key) => localStorage.getItem(key), TEXT_SIZE), null);
    assert.deepEqual(consoleErrors, []);
    await context.close();
  });

  test('keeps every page whole at the largest size on a 320 px screen', async () => {
    const { page, context } = await newPhonePage(env.browser, { ...NOT_INSTALLED, ...NARROW });
    await context.addInitScript((key) => localStorage.setItem(key, '"largest"'), TEXT_SIZE);
    const guided = days.map((d) => d.day);
    const pages = ['/', '/days', '/journey', `/day/${guided[0]}`, `/day/${guided.at(-1)}`, '/day/999'];
    for (const path of pages) {
      await page.goto(`${env.service.url}${path}`);
      await page.locator('h1').first().waitFor();
      await page.waitForLoadState('networkidle');
      assert.equal(await rootFontSize(page), '32px', path);
      assert.deepEqual(await overflowing(page), { scrolls: false, out: [] }, path);
    }
    // Open controls too: the text size choices, a journal written, the journey with entries.
    await page.goto(`${env.service.url}/day/${guided[0]}`);
    await (await textSizeButton(page)).click();
    await page.getByRole('textbox', { name: 'Journal Space' }).first().fill('A long word: '.repeat(3) + 'x'.repeat(80));
    assert.deepEqual(await overflowing(page), { scrolls: false, out: [] }, 'day with open controls');
    await page.goto(`${env.service.url}/journey`);
    await deviceStateShown(page, 'My Journey');
    await page.getByText('A long word:', { exact: false }).waitFor();
    assert.deepEqual(await overflowing(page), { scrolls: false, out: [] }, 'journey with an entry');
    await context.close();
  });
});
