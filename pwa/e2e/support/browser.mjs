// Drives the system Chromium (CHROME_PATH) with playwright-core.
import { after, before } from 'node:test';
import { chromium } from 'playwright-core';
import { startService } from './service.mjs';

export const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';

const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

export function launchBrowser() {
  return chromium.launch({ executablePath: chromePath, args: chromiumArgs });
}

/** A browser with an on-disk profile (not incognito), for what needs one, like installing. */
export function launchPersistent(userDataDir) {
  return chromium.launchPersistentContext(userDataDir, {
    executablePath: chromePath,
    args: chromiumArgs,
    viewport: { width: 390, height: 844 },
  });
}

/** A phone-sized page that records console errors. */
export async function newPhonePage(browser, options = {}) {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 1,
    timezoneId: 'America/Chicago',
    ...options,
  });
  const page = await context.newPage();
  const consoleErrors = [];
  page.on('console', (msg) => msg.type() === 'error' && consoleErrors.push(msg.text()));
  page.on('pageerror', (err) => consoleErrors.push(String(err)));
  return { context, page, consoleErrors };
}

/**
 * Clicks `locator` once it has stopped moving. Below a day's first screen, sections are laid out
 * only as they near the viewport (`content-visibility: auto`), so a control just scrolled to can
 * still move when they are; a click aimed before that lands beside it (seen on a loaded machine).
 */
export async function clickWhenStill(locator) {
  await locator.scrollIntoViewIfNeeded();
  const page = locator.page();
  const frames = () => page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
  let before = JSON.stringify(await locator.boundingBox());
  for (let i = 0; i < 100; i++) {
    await frames();
    const now = JSON.stringify(await locator.boundingBox());
    if (now === before) break;
    before = now;
  }
  await locator.click();
}

/**
 * The app installed, as on every member's phone after the first visit: opens `url`, waits for the
 * service worker, and reloads once so that it controls the page (`navigator.serviceWorker.controller`).
 */
export async function installApp(page, url) {
  await page.goto(url);
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  await page.reload();
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
}

/**
 * Waits until the page whose main heading is `heading` shows what this device keeps (ticks,
 * journals, water, the journey): its main region is `data-ready` (pwa/src/components/ui/
 * device-state.tsx). Before that, a prerendered page reads as a first visit's.
 */
export function deviceStateShown(page, heading) {
  return page
    .locator('main[data-ready]')
    .filter({ has: page.getByRole('heading', { level: 1, name: heading }) })
    .waitFor();
}

/** Starts the service and a browser before a test file's tests and stops both after. */
export function useServiceAndBrowser(serviceEnv) {
  const env = { service: null, browser: null };
  before(async () => {
    env.service = await startService(serviceEnv);
    env.browser = await launchBrowser();
  });
  after(async () => {
    await env.browser?.close();
    await env.service?.stop();
  });
  return env;
}

/** Runs `test` with a service of its own (`serviceEnv`) and a phone page of `browser`; stops both after. */
export async function withServiceAndPhone(browser, test, serviceEnv = {}) {
  const service = await startService(serviceEnv);
  const phone = await newPhonePage(browser);
  try {
    await test({ service, ...phone });
  } finally {
    await phone.context.close();
    await service.stop();
  }
}

/** Counts the calls of `<className>.prototype.<method>` in every page of `context`, in `window[counter]`. */
export function countCalls(context, className, method, counter) {
  return context.addInitScript(
    ([className, method, counter]) => {
      window[counter] = 0;
      const prototype = window[className].prototype;
      const original = prototype[method];
      prototype[method] = function (...args) {
        window[counter]++;
        return original.apply(this, args);
      };
    },
    [className, method, counter],
  );
}
