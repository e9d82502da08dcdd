// The fast in the member's language: a Spanish-speaking browser's first visit opens the Spanish
// copy of the app, a member's choice is kept across reloads and with the server stopped, and every
// page in the other language passes axe — in the system Chromium against the real service, with the
// app installed (its service worker in control) where a member's phone would have it.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { launchBrowser } from '../../testkit/browser.mjs';
import { days, programme, translations } from '../../testkit/content.mjs';
import { formatClock, message } from '../../testkit/messages.mjs';
import { startSmtpSink } from '../../testkit/smtp-sink.mjs';
import { withServiceAndPhone } from './support/hooks.mjs';
import { clickWhenStill, deviceStateShown, installApp } from './support/page.mjs';
import { storageKey } from '../../testkit/storage-keys.mjs';

const [first, other] = programme.languages;
const spanish = translations[other];
const pinned = programme.pinnedCover.day;
const day3 = spanish.days.find((d) => d.day === 3);

let browser;
before(async () => {
  browser = await launchBrowser();
});
after(async () => {
  await browser?.close();
});

/** The page's language and its cover's title, once the cover has painted. */
async function coverShown(page, lang, title) {
  await page.locator('.cover__title', { hasText: title }).waitFor();
  assert.equal(await page.evaluate(() => document.documentElement.lang), lang);
}

/** The language switch's link to `lang`: above the cover and the 404 page, at the end of every other page's row of links. */
const switchTo = (page, lang) => page.locator(`a[hreflang="${lang}"]`);

/** The app says, in `lang`, that its copy in `lang` is now kept offline. */
const languageKept = (page, lang) =>
  page.getByRole('status').getByText(message(lang, 'install', 'install-offline-ready-title'), { exact: true }).waitFor();

/** The pages and code of the app this device keeps (paths), from every cache its worker has. */
const keptAppFiles = async (page) =>
  (
    await page.evaluate(async () => {
      const paths = [];
      for (const name of await caches.keys()) for (const request of await (await caches.open(name)).keys()) paths.push(new URL(request.url).pathname);
      return paths;
    })
  ).filter((path) => path.endsWith('.html') || path.includes('/assets/'));

/** The guide chunks among `paths`, of the copy at `prefix` (`/` or `/es/`). */
const guideChunks = (paths, prefix) => paths.filter((path) => path.startsWith(`${prefix}assets/day-`) && /\/day-\d+-[^/]+\.js$/.test(path));

describe('languages', () => {
  test(`a browser in ${other}-MX opens the ${other} cover on its first visit`, () =>
    withServiceAndPhone(
      browser,
      async ({ service, page, consoleErrors }) => {
        await page.goto(`${service.url}/`);
        await page.waitForURL(`${service.url}/${other}/`);
        await coverShown(page, other, spanish.programme.title);
        await page.getByRole('heading', { level: 2, name: spanish.days.find((d) => d.day === pinned).theme }).waitFor();
        // Installed, the device keeps this language's copy, every guide of it, and nothing of the other.
        await languageKept(page, other);
        const kept = await keptAppFiles(page);
        assert.deepEqual(kept.filter((path) => !path.startsWith(`/${other}/`)), []);
        assert.ok(kept.includes(`/${other}/index.html`), kept.join(' '));
        assert.equal(guideChunks(kept, `/${other}/`).length, spanish.days.length);
        // Its own day pages stay in it: the first language's are a link away.
        await page.goto(`${service.url}/${other}/day/3`);
        await deviceStateShown(page, day3.theme);
        assert.ok((await page.title()).includes(day3.theme));
        // Its times are written as the service writes them in that language (the build and the
        // service fill the guide's placeholders from the same clock messages).
        if (day3.fastHours) await page.locator('.day-header').getByText(day3.fastHours, { exact: false }).waitFor();
        // Installed from here, it is the same app, named in the member's language and opening here.
        const href = await page.locator('link[rel="manifest"]').getAttribute('href');
        const manifest = await (await fetch(new URL(href, service.url))).json();
        const first = await (await fetch(`${service.url}/manifest.webmanifest`)).json();
        assert.deepEqual([manifest.id, manifest.scope, manifest.start_url, manifest.lang], [first.id, first.scope, `/${other}/`, other]);
        assert.equal(manifest.name, message(other, 'document', 'manifest-name'));
        for (const icon of manifest.icons) assert.equal((await fetch(new URL(icon.src, new URL(href, service.url)))).status, 200, icon.src);
        assert.deepEqual(consoleErrors, []);

        // With the server stopped, a first-language address opens the same page in this
        // language's copy: all the device keeps.
        await service.stop();
        await page.goto(`${service.url}/day/3`);
        await page.waitForURL(`${service.url}/${other}/day/3`);
        await deviceStateShown(page, day3.theme);
        await page.goto(`${service.url}/`);
        await page.waitForURL(`${service.url}/${other}/`);
        await coverShown(page, other, spanish.programme.title);

        // The first language, chosen while offline, is not on the device: the page stays in this
        // one (once back, not in a loop of redirects), and opens in the choice once online.
        await page.evaluate(() => (window.beforeTheSwitch = true));
        await page.getByRole('navigation', { name: message(other, 'language', 'language-switch') }).getByRole('link').click();
        await page.waitForFunction(
          (key) => !window.beforeTheSwitch && document.readyState === 'complete' && sessionStorage.getItem(key) === null,
          storageKey('LANGUAGE_REDIRECT_KEY'),
        );
        assert.equal(new URL(page.url()).pathname, `/${other}/`);
        await coverShown(page, other, spanish.programme.title);
      },
      {},
      { locale: `${other}-MX` },
    ));

  test('a chosen language is kept across reloads, and with the server stopped', () =>
    withServiceAndPhone(browser, async ({ service, page }) => {
      await installApp(page, `${service.url}/day/3`);
      const firstCopy = await keptAppFiles(page);
      assert.deepEqual(firstCopy.filter((path) => path.startsWith(`/${other}/`)), [], 'nothing of the other language before the switch');
      assert.equal(guideChunks(firstCopy, '/').length, days.length);
      await switchTo(page, other).click();
      await page.waitForURL(`${service.url}/${other}/day/3`);
      await deviceStateShown(page, day3.theme);
      await languageKept(page, other);

      await page.reload();
      await deviceStateShown(page, day3.theme);
      // The installed app opens at `/`: in the chosen language.
      await page.goto(`${service.url}/`);
      await page.waitForURL(`${service.url}/${other}/`);
      await coverShown(page, other, spanish.programme.title);

      await service.stop();
      await page.goto(`${service.url}/`);
      await page.waitForURL(`${service.url}/${other}/`);
      await coverShown(page, other, spanish.programme.title);
      for (const guide of spanish.days.filter((d) => [1, 3, spanish.days.length].includes(d.day))) {
        await page.goto(`${service.url}/${other}/day/${guide.day}`);
        await deviceStateShown(page, guide.theme);
        await page.getByText(guide.anchorScripture.reference).first().waitFor();
      }
      await page.goto(`${service.url}/${other}/days`);
      await page.getByRole('link').filter({ hasText: spanish.days.at(-1).theme }).waitFor();

      // And back: the first language, chosen, is kept too.
      await switchTo(page, first).click();
      await page.waitForURL(`${service.url}/days`);
      await page.goto(`${service.url}/`);
      await coverShown(page, first, programme.title);
    }));
});

describe(`the day's summary in ${other}`, () => {
  test(`Day 3 in ${other}: tick, journal, send; the member receives the summary in ${other}, the journal escaped`, async () => {
    const sink = await startSmtpSink();
    const words = (area, id, args) => message(other, area, id, args);
    try {
      await withServiceAndPhone(
        browser,
        async ({ service, page, consoleErrors }) => {
          const [slot] = day3.slots;
          await page.goto(`${service.url}/${other}/day/3`);
          await deviceStateShown(page, day3.theme);
          await page
            .getByRole('checkbox', { name: words('day', 'day-mark-complete', { time: formatClock(other, slot.time, programme.hourCycle), title: slot.title }) })
            .check();
          await page
            .locator(`#${slot.key}`)
            .getByRole('textbox', { name: words('day', 'day-journal-title') })
            .fill('<b>Perdón</b> recibido\nGracias.');
          await page.getByRole('textbox', { name: words('summary', 'summary-email-label') }).fill('miembro@example.org');
          await clickWhenStill(page.getByRole('button', { name: words('summary', 'summary-send') }));
          await page.getByRole('status').getByText(words('summary-toasts', 'summary-sent-title'), { exact: true }).waitFor();

          const [{ mail, rcptTo }] = await sink.waitFor(1);
          assert.deepEqual(rcptTo, ['miembro@example.org']);
          assert.equal(mail.subject, words('service/summary-mail', 'summary-day-subject', { day: 3, theme: day3.theme }));
          // The text part writes its headings in capitals.
          const heading = words('service/summary-mail', 'summary-completed-heading').toLocaleUpperCase(other);
          assert.ok(mail.text.includes(heading), mail.text);
          assert.ok(mail.text.includes(slot.title), slot.title);
          assert.match(mail.text, /<b>Perdón<\/b> recibido\r?\nGracias\./);
          assert.ok(mail.html.includes('&lt;b&gt;Perdón&lt;/b&gt; recibido<br>Gracias.'), 'the journal escaped in HTML');
          for (const declaration of day3.declarations) assert.ok(mail.text.includes(declaration), declaration);
          assert.ok(mail.text.includes(`/${other}/day/3`), 'links the Spanish page');
          assert.deepEqual(consoleErrors, []);
        },
        { SMTP_URL: sink.url, MAIL_FROM: 'Oración <oracion@grace.example>' },
      );
    } finally {
      await sink.close();
    }
  });
  test(`a summary kept offline in ${other} is sent in ${other}, though the member has switched to ${first} since`, async () => {
    const sink = await startSmtpSink();
    const words = (area, id, args) => message(other, area, id, args);
    const sends = '**/api/send-day-summary';
    try {
      await withServiceAndPhone(
        browser,
        async ({ service, page, context }) => {
          await installApp(page, `${service.url}/${other}/day/3`);
          await deviceStateShown(page, day3.theme);
          await context.setOffline(true);
          await page.getByRole('textbox', { name: words('summary', 'summary-email-label') }).fill('miembro@example.org');
          await clickWhenStill(page.getByRole('button', { name: words('summary', 'summary-send') }));
          await page.getByRole('status').getByText(words('summary', 'summary-queued-title'), { exact: true }).waitFor();
          // Back online, the service is still out of reach: this page's own try fails, and the
          // summary stays kept.
          await page.route(sends, (route) => route.abort('internetdisconnected'));
          const triedHere = page.waitForEvent('requestfailed', { predicate: (r) => r.url().endsWith('/api/send-day-summary') });
          await context.setOffline(false);
          await triedHere;
          await page.unroute(sends);

          // The member switches language; the first-language page sends what was kept.
          await switchTo(page, first).click();
          await page.waitForURL(`${service.url}/day/3`);
          const [{ mail, rcptTo }] = await sink.waitFor(1);
          assert.deepEqual(rcptTo, ['miembro@example.org']);
          assert.equal(mail.subject, words('service/summary-mail', 'summary-day-subject', { day: 3, theme: day3.theme }));
        },
        { SMTP_URL: sink.url, MAIL_FROM: 'Oración <oracion@grace.example>' },
      );
    } finally {
      await sink.close();
    }
  });
});
