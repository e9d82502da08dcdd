// Every page, light and dark, at the standard and the largest text size: axe-core finds no
// violations (WCAG 2.2 AA and best practices), and every fieldset has a legend that names its group
// (WCAG 1.3.1, pa11y's rule H71; axe has no such rule).
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { newPhonePage, NOT_INSTALLED } from '../../testkit/browser.mjs';
import { dayGuide, programme, translations } from '../../testkit/content.mjs';
import { useServiceAndBrowser } from './support/hooks.mjs';
import { axeViolations, clickWhenStill, deviceStateShown } from './support/page.mjs';

// Evaluated through the DevTools protocol: the app's CSP (rightly) refuses injected script tags.
const env = useServiceAndBrowser();
const day12 = dayGuide(12);

/** Every fieldset whose first child is not a legend with text, as the start of its markup. */
const fieldsetsWithoutLegend = (page) =>
  page.evaluate(() =>
    [...document.querySelectorAll('fieldset')]
      .filter((fieldset) => fieldset.firstElementChild?.tagName !== 'LEGEND' || !fieldset.firstElementChild.textContent.trim())
      .map((fieldset) => fieldset.outerHTML.slice(0, 120)),
  );

/** Day 12 with its first slot ticked (and a journal written): what the days list and the journey show. */
async function dayKept(page, journal) {
  await page.goto(`${env.service.url}/day/12`);
  await deviceStateShown(page, day12.theme);
  await page.getByRole('checkbox').first().check();
  if (journal) await page.getByRole('textbox', { name: 'Journal Space' }).first().fill(journal);
}

/** Each page, opened as a member would have it, until it shows what it shows; any axe rules that do not apply to it. */
const pages = {
  'the cover': async (page) => {
    await page.goto(`${env.service.url}/`);
    await deviceStateShown(page, programme.church);
    await page.getByRole('link', { name: 'Begin Day 12' }).waitFor();
  },
  'a day in use, with a toast': async (page) => {
    await dayKept(page, 'A gate given to the King.');
    await clickWhenStill(page.getByRole('button', { name: 'Glass 2' }));
    await clickWhenStill(page.getByRole('button', { name: 'Send Summary' }));
    await page.getByText('Invalid Email', { exact: true }).waitFor();
  },
  'the days list, with progress on a day': async (page) => {
    await dayKept(page);
    await page.getByRole('link', { name: 'All days' }).first().click();
    await deviceStateShown(page, 'All Days');
    const checkable = day12.slots.length + (day12.closeShownAs === 'slot' ? 1 : 0);
    await page.getByText(`1 of ${checkable} prayer times`).waitFor();
  },
  'privacy, from the cover': async (page) => {
    await page.goto(`${env.service.url}/`);
    await deviceStateShown(page, programme.church);
    await clickWhenStill(page.getByRole('link', { name: 'Your privacy' }));
    await deviceStateShown(page, 'Your privacy');
    await page.getByRole('heading', { name: 'What stays on your phone' }).waitFor();
  },
  'the watch, with the guide to praying through an hour': async (page) => {
    await page.goto(`${env.service.url}/watch`);
    await deviceStateShown(page, 'Keep watch');
    await page.getByRole('heading', { name: 'Praying through your hour' }).waitFor();
    await page.getByRole('region', { name: 'My hours' }).waitFor();
  },
  'fasting safely, from the cover, with a way of fasting chosen': async (page) => {
    await page.goto(`${env.service.url}/`);
    await deviceStateShown(page, programme.church);
    await clickWhenStill(page.getByRole('link', { name: programme.safety.title }));
    await deviceStateShown(page, programme.safety.title);
    await page.getByRole('radio', { name: new RegExp(programme.waysOfFasting.partial.name) }).check();
  },
  'my journey, with a day kept': async (page) => {
    await dayKept(page, 'Gates opened.');
    await clickWhenStill(page.getByRole('link', { name: 'My journey' }).first());
    await deviceStateShown(page, 'My Journey');
    await page.getByText('Gates opened.', { exact: true }).waitFor();
    await page.getByRole('region', { name: 'E-mail My Journey' }).getByRole('button', { name: 'Send My Journey' }).waitFor();
    await page.getByRole('button', { name: 'Text size' }).click();
  },
  'the print edition, with a journal': async (page) => {
    await dayKept(page, 'Kept on paper.');
    await page.goto(`${env.service.url}/print`);
    await deviceStateShown(page, 'Print edition');
    await page.getByText('Kept on paper.', { exact: true }).waitFor();
  },
  'the 404 page': async (page) => {
    await page.goto(`${env.service.url}/day/${programme.lengthDays + 1}`);
    await page.getByText('Oops! Page not found').waitFor();
  },
};

// Each page is opened once, then shown in each look a member may choose, in place, as the app's
// own controls change it: light and dark, the standard and the largest text size.
const looks = [['light', 'standard'], ['dark', 'standard'], ['light', 'largest'], ['dark', 'largest']];

for (const [name, open] of Object.entries(pages)) {
  test(`${name}: no axe violations, a legend on every fieldset (light and dark, standard and largest text)`, async () => {
    const { page, context } = await newPhonePage(env.browser, NOT_INSTALLED);
    const notApplying = await open(page);
    for (const [colorScheme, textSize] of looks) {
      await page.emulateMedia({ colorScheme });
      await page.evaluate((size) => {
        if (size === 'standard') delete document.documentElement.dataset.textSize;
        else document.documentElement.dataset.textSize = size;
      }, textSize);
      const look = `${colorScheme}, ${textSize} text`;
      assert.equal(await page.evaluate(() => matchMedia('(prefers-color-scheme: dark)').matches), colorScheme === 'dark', look);
      assert.deepEqual(await axeViolations(page, notApplying), [], look);
      assert.deepEqual(await fieldsetsWithoutLegend(page), [], look);
    }
    await context.close();
  });
}

/** Every element's colours, size and display as drawn: all that a look may change. */
const drawn = (page) =>
  page.evaluate(() =>
    [...document.querySelectorAll('body *')]
      .map((element) => {
        const style = getComputedStyle(element);
        return [style.color, style.backgroundColor, style.fontSize, style.display].join(' ');
      })
      .join('\n'),
  );

test('the print edition on paper, with a journal: the same in every look, no axe violations, a legend on every fieldset', async () => {
  const { page, context } = await newPhonePage(env.browser, NOT_INSTALLED);
  await pages['the print edition, with a journal'](page);
  await page.emulateMedia({ media: 'print' });
  // Paper is black on white at one size (styles/print.css): a member's look leaves it as it is,
  // so the page checked once is the page in every look.
  let standard;
  for (const [colorScheme, textSize] of looks) {
    await page.emulateMedia({ media: 'print', colorScheme });
    await page.evaluate((size) => {
      if (size === 'standard') delete document.documentElement.dataset.textSize;
      else document.documentElement.dataset.textSize = size;
    }, textSize);
    standard ??= await drawn(page);
    assert.equal(await drawn(page), standard, `on paper, ${colorScheme}, ${textSize} text, as on paper in the standard look`);
  }
  // Its heading is the screen's ("Print edition", with the controls): paper has no headings to navigate.
  assert.deepEqual(await axeViolations(page, ['page-has-heading-one']), []);
  assert.deepEqual(await fieldsetsWithoutLegend(page), []);
  await context.close();
});

// The other languages' pages: each page as a first visit opens it. Their colours are the first
// language's (the same stylesheet), checked light and dark above; these check their words: names,
// labels, headings and `lang`.
for (const [lang, { days }] of Object.entries(translations)) {
  const paths = ['/', '/days', `/day/${programme.pinnedCover.day}`, '/journey', '/print', '/privacy', '/safety', '/watch', `/day/${programme.lengthDays + 1}`];
  for (const colorScheme of ['light']) {
    for (const path of paths) {
      test(`/${lang}${path}: no axe violations, a legend on every fieldset (${colorScheme})`, async () => {
        const { page, context } = await newPhonePage(env.browser, { ...NOT_INSTALLED, colorScheme });
        await page.goto(`${env.service.url}/${lang}${path}`);
        const theme = days.find((d) => `/day/${d.day}` === path)?.theme;
        await (theme ? deviceStateShown(page, theme) : page.locator('main[data-ready], .not-found__text').first().waitFor());
        assert.equal(await page.evaluate(() => document.documentElement.lang), lang);
        assert.deepEqual(await axeViolations(page), []);
        assert.deepEqual(await fieldsetsWithoutLegend(page), []);
        await context.close();
      });
    }
  }
}
