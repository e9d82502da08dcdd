// No redirect leaves the church's origin. `/es//evil.example/x` is `//evil.example/x` once the
// Spanish copy's prefix is taken off: another site's address. Every page's inline script
// (index.html), the service worker (src/sw/app-shell.ts) and the language switch resolve what they
// open against the origin and open that copy's cover instead (src/lib/same-origin.ts). Tested with
// the app installed (its worker in control), online and with the server stopped.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { launchBrowser } from '../../testkit/browser.mjs';
import { programme } from '../../testkit/content.mjs';
import { message } from '../../testkit/messages.mjs';
import { withServiceAndPhone } from './support/hooks.mjs';
import { installApp } from './support/page.mjs';

const [first, other] = programme.languages;

/** Addresses of the other copy whose path, its prefix taken off, would read as another site's. */
const ADDRESSES = [
  `/${other}//evil.example/x`,
  `/${other}/\\evil.example`, // the browser reads `\` as `/`
  `/${other}///evil.example/x?y=1#z`,
  `/${other}/.//evil.example/x`,
];
/** Escaped, it is a path of this site: the first copy's page for it (not found), never another site. */
const ESCAPED = `/${other}/%2F%2Fevil.example`;

let browser;
before(async () => {
  browser = await launchBrowser();
});
after(async () => {
  await browser?.close();
});

/** Where the page is once it has left the other copy's pages (for the first's, or another site). */
async function leftTheOtherCopy(page, origin) {
  await page.waitForURL((url) => url.origin !== origin || !url.pathname.startsWith(`/${other}/`), { waitUntil: 'commit' });
  return new URL(page.url());
}

/** Opens `address`: where the page is once it has left the other copy's pages, on this origin. */
async function opened(page, origin, address) {
  await page.goto(origin + address, { waitUntil: 'commit' });
  const at = await leftTheOtherCopy(page, origin);
  assert.equal(at.origin, origin, `${address} opened ${at.href}`);
  return at;
}

/** The first language's cover, painted. */
const coverShown = (page) => page.locator('.cover__title', { hasText: programme.title }).waitFor();

/** Each address opens the first language's cover. */
async function coverForEach(page, origin) {
  for (const address of ADDRESSES) {
    assert.equal((await opened(page, origin, address)).pathname, '/', address);
    await coverShown(page);
    assert.equal(await page.evaluate(() => document.documentElement.lang), first, address);
  }
}

/** The escaped address, offline: the first language's page for its path. */
async function escapedOffline(page, origin) {
  assert.equal((await opened(page, origin, ESCAPED)).pathname, ESCAPED.slice(`/${other}`.length));
  await page.locator('.not-found__text', { hasText: message(first, 'pages', 'not-found-text') }).waitFor();
}

/** The escaped address, online: the service refuses an escaped `/` (400, plain text: no script, no redirect). */
async function escapedOnline(page, origin) {
  const response = await page.goto(origin + ESCAPED);
  assert.deepEqual([response.status(), page.url()], [400, origin + ESCAPED]);
}

describe('redirects stay on the origin', () => {
  test(`with ${first} chosen, the installed app opens its cover for such an address, online and with the server stopped`, () =>
    withServiceAndPhone(browser, async ({ service, page }) => {
      // Installed from the other copy, then the first language chosen (its copy kept too): the
      // inline script now takes every page of the other copy to the first's.
      await installApp(page, `${service.url}/${other}/`);
      await page.getByRole('navigation', { name: message(other, 'language', 'language-switch') }).getByRole('link').click();
      await page.waitForURL(`${service.url}/`);
      await page.getByRole('status').getByText(message(first, 'install', 'install-offline-ready-title'), { exact: true }).waitFor();

      await coverForEach(page, service.url);
      await escapedOnline(page, service.url);
      await service.stop();
      await coverForEach(page, service.url);
      await escapedOffline(page, service.url);
    }));

  test(`a device that keeps only the ${first} copy, with the server stopped, opens its cover for such an address (the worker's redirect)`, () =>
    withServiceAndPhone(browser, async ({ service, page }) => {
      await installApp(page, `${service.url}/`);
      await service.stop();
      await coverForEach(page, service.url);
      await escapedOffline(page, service.url);
    }));

  test(`the language switch on such an address's ${other} page links the ${first} cover`, () =>
    withServiceAndPhone(browser, async ({ service, page }) => {
      await installApp(page, `${service.url}/${other}/`);
      await page.goto(`${service.url}/${other}//evil.example/x`);
      const link = page.getByRole('navigation', { name: message(other, 'language', 'language-switch') }).getByRole('link');
      // Until it has hydrated, a 404 page links the other language's 404 page; then its own path.
      await page.waitForFunction(() => document.querySelector('a[hreflang]')?.getAttribute('href') !== '/404');
      await link.click();
      assert.equal((await leftTheOtherCopy(page, service.url)).href, `${service.url}/`);
      await coverShown(page);
    }));
});
