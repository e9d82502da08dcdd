// axe-core finds no violations (WCAG 2.2 AA and best practices) on every page, light and dark, at the
// standard and the largest text size.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { test } from 'node:test';
import { newPhonePage, useServiceAndBrowser } from './support/browser.mjs';
import { dayGuide, programme } from './support/content.mjs';

// Evaluated through the DevTools protocol: the app's CSP (rightly) refuses injected script tags.
const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
const env = useServiceAndBrowser();

async function axeViolations(page) {
  await page.evaluate(axeSource);
  return page.evaluate(async () => {
    const result = await window.axe.run(document, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'] },
    });
    return result.violations.map((v) => ({ id: v.id, help: v.help, nodes: v.nodes.map((n) => n.target.join(' ')) }));
  });
}

/** A phone page in `colorScheme` with the text size a member chose earlier on this device. */
async function phone(colorScheme, textSize) {
  const opened = await newPhonePage(env.browser, { colorScheme });
  if (textSize !== 'standard') {
    await opened.context.addInitScript((size) => localStorage.setItem('prayer-fast:v1:text-size', JSON.stringify(size)), textSize);
  }
  return opened;
}

for (const [colorScheme, textSize] of [['light', 'standard'], ['dark', 'standard'], ['light', 'largest'], ['dark', 'largest']]) {
  const variant = `${colorScheme}, ${textSize} text`;
  test(`the cover has no axe violations (${variant})`, async () => {
    const { page, context } = await phone(colorScheme, textSize);
    await page.goto(`${env.service.url}/`);
    await page.getByRole('link', { name: 'Begin Day 12' }).waitFor();
    assert.deepEqual(await axeViolations(page), []);
    await context.close();
  });

  test(`a day in use, with a toast, has no axe violations (${variant})`, async () => {
    const { page, context } = await phone(colorScheme, textSize);
    await page.goto(`${env.service.url}/day/12`);
    await page.getByRole('checkbox').first().check();
    await page.getByRole('textbox', { name: 'Journal Space' }).first().fill('A gate given to the King.');
    await page.getByRole('button', { name: 'Glass 2' }).click();
    await page.getByRole('button', { name: 'Send Summary' }).click();
    await page.getByText('Invalid Email', { exact: true }).waitFor();
    assert.deepEqual(await axeViolations(page), []);
    await context.close();
  });

  test(`the days list, with progress on a day, has no axe violations (${variant})`, async () => {
    const { page, context } = await phone(colorScheme, textSize);
    await page.goto(`${env.service.url}/day/12`);
    await page.getByRole('checkbox').first().check();
    await page.getByRole('link', { name: 'All days' }).first().click();
    await page.getByRole('heading', { level: 1, name: 'All Days' }).waitFor();
    const guide = dayGuide(12);
    const checkable = guide.slots.length + (guide.closeShownAs === 'slot' ? 1 : 0);
    await page.getByText(`1 of ${checkable} prayer times`).waitFor();
    assert.deepEqual(await axeViolations(page), []);
    await context.close();
  });

  test(`my journey, with a day kept, has no axe violations (${variant})`, async () => {
    const { page, context } = await phone(colorScheme, textSize);
    await page.goto(`${env.service.url}/day/12`);
    await page.getByRole('checkbox').first().check();
    await page.getByRole('textbox', { name: 'Journal Space' }).first().fill('Gates opened.');
    await page.getByRole('link', { name: 'My journey' }).first().click();
    await page.getByRole('heading', { level: 1, name: 'My Journey' }).waitFor();
    await page.getByText('Gates opened.', { exact: true }).waitFor();
    await page.getByRole('region', { name: 'E-mail My Journey' }).getByRole('button', { name: 'Send My Journey' }).waitFor();
    await page.getByRole('button', { name: 'Text size' }).click();
    assert.deepEqual(await axeViolations(page), []);
    await context.close();
  });

  test(`the 404 page has no axe violations (${variant})`, async () => {
    const { page, context } = await phone(colorScheme, textSize);
    await page.goto(`${env.service.url}/day/${programme.lengthDays + 1}`);
    await page.getByText('Oops! Page not found').waitFor();
    assert.deepEqual(await axeViolations(page), []);
    await context.close();
  });
}
