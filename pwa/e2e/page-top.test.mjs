// The row at the top of a page, on a phone (390 px wide), in every language: a day's controls
// (back, all days, the language switch, the text size) in one row above the day's title, in
// reading and keyboard order, each named and a target of at least 44 × 44 px; with a voice to read
// aloud, Listen joins them; every other page with the shared page top keeps its row above its
// title and wraps rather than overflow.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { newPhonePage, NOT_INSTALLED } from '../../testkit/browser.mjs';
import { dayGuide, programme, translations } from '../../testkit/content.mjs';
import { message } from '../../testkit/messages.mjs';
import { useServiceAndBrowser } from './support/hooks.mjs';

const env = useServiceAndBrowser();
const [first] = programme.languages;
const pathIn = (lang, path) => (lang === first ? path : `/${lang}${path}`);
/** A language's name in itself, as the switch shows it ("English", "Español"). */
const autonym = (lang) => new RegExp(`^${new Intl.DisplayNames([lang], { type: 'language' }).of(lang)}$`, 'i');

/** Each control's box, in the order given; each must be visible. */
async function boxesOf(controls) {
  const boxes = [];
  for (const control of controls) {
    assert.ok(await control.isVisible(), `${control} is visible`);
    boxes.push(await control.boundingBox());
  }
  return boxes;
}

const targetsUnder44 = (boxes) => boxes.filter((b) => b.width < 44 || b.height < 44);

/** Nothing wider than the screen: no sideways scrolling. */
const overflowX = (page) => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

/** Every control of `nav` a target of 44 × 44 px or more, above `title`, on the screen, nothing overflowing; their boxes. */
async function rowFits(page, nav, title) {
  const boxes = await boxesOf(await nav.locator('a, button').all());
  assert.deepEqual(targetsUnder44(boxes), [], 'every target at least 44 × 44 px');
  assert.ok(Math.max(...boxes.map((b) => b.y + b.height)) <= (await title.boundingBox()).y, 'above the title');
  assert.ok(boxes.every((b) => b.x >= 0 && b.x + b.width <= 390), 'within the screen');
  assert.equal(await overflowX(page), 0);
  return boxes;
}

for (const lang of programme.languages) {
  const guide = lang === first ? dayGuide(3) : translations[lang].days.find((d) => d.day === 3);
  const other = programme.languages.find((l) => l !== lang);

  test(`${pathIn(lang, '/day/3')} at 390 px: back, all days, the language and the text size in one row above the title, 44 px targets, in keyboard order`, async () => {
    const { page, context } = await newPhonePage(env.browser, NOT_INSTALLED);
    try {
      await page.goto(`${env.service.url}${pathIn(lang, '/day/3')}`);
      const title = page.getByRole('heading', { level: 1, name: guide.theme });
      await page.locator('main[data-ready]').filter({ has: title }).waitFor();
      const nav = page.getByRole('navigation', { name: message(lang, 'ui', 'page-nav') });
      const controls = [
        nav.getByRole('link', { name: guide.backLabel }),
        nav.getByRole('link', { name: message(lang, 'day', 'day-all-days') }),
        nav.getByRole('link', { name: autonym(other) }),
        nav.getByRole('button', { name: message(lang, 'text-size', 'text-size') }),
      ];
      const boxes = await boxesOf(controls);
      assert.deepEqual(targetsUnder44(boxes), [], 'every target at least 44 × 44 px');
      // One row: every control shares a horizontal band, left to right in reading order, on the screen.
      const top = Math.max(...boxes.map((b) => b.y));
      const bottom = Math.min(...boxes.map((b) => b.y + b.height));
      assert.ok(top < bottom, `one row: ${JSON.stringify(boxes)}`);
      for (let i = 1; i < boxes.length; i++) assert.ok(boxes[i - 1].x + boxes[i - 1].width <= boxes[i].x, `in order: ${JSON.stringify(boxes)}`);
      assert.ok(boxes[0].x >= 0 && boxes.at(-1).x + boxes.at(-1).width <= 390, 'within the screen');
      const titleBox = await title.boundingBox();
      assert.ok(Math.max(...boxes.map((b) => b.y + b.height)) <= titleBox.y, 'above the title');
      assert.equal(await overflowX(page), 0);
      // The keyboard meets them first, in the same order.
      for (const control of controls) {
        await page.keyboard.press('Tab');
        assert.ok(await control.evaluate((el) => el === document.activeElement), `${control} is focused next`);
      }
    } finally {
      await context.close();
    }
  });

  test(`${pathIn(lang, '/day/3')} at 390 px with a voice to read aloud: Listen joins the row, 44 px targets, nothing overflowing`, async () => {
    const { page, context } = await newPhonePage(env.browser, NOT_INSTALLED);
    try {
      // Headless Chromium has no voice: one, as a phone has.
      await context.addInitScript(() => {
        const voice = { name: 'Test voice', lang: navigator.language, default: true, localService: true, voiceURI: 'test' };
        Object.defineProperty(speechSynthesis, 'getVoices', { value: () => [voice] });
      });
      await page.goto(`${env.service.url}${pathIn(lang, '/day/3')}`);
      const title = page.getByRole('heading', { level: 1, name: guide.theme });
      await page.locator('main[data-ready]').filter({ has: title }).waitFor();
      const nav = page.getByRole('navigation', { name: message(lang, 'ui', 'page-nav') });
      await nav.getByRole('button', { name: message(lang, 'listen', 'listen-listen') }).waitFor();
      assert.equal((await rowFits(page, nav, title)).length, 5);
    } finally {
      await context.close();
    }
  });

  for (const path of ['/days', '/journey', '/print', '/privacy', '/safety', '/prayer-wall', '/watch']) {
    test(`${pathIn(lang, path)} at 390 px: its row of links above its title, 44 px targets, nothing overflowing`, async () => {
      const { page, context } = await newPhonePage(env.browser, NOT_INSTALLED);
      try {
        await page.goto(`${env.service.url}${pathIn(lang, path)}`);
        const title = page.getByRole('heading', { level: 1 });
        await title.waitFor();
        const nav = page.getByRole('navigation', { name: message(lang, 'ui', 'page-nav') });
        await nav.getByRole('link', { name: autonym(other) }).waitFor();
        assert.ok((await rowFits(page, nav, title)).length >= 3, 'a link, the language switch and the text size at least');
      } finally {
        await context.close();
      }
    });
  }
}
