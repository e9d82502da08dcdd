// Drives the system Chromium (CHROME_PATH) with playwright-core.
import { chromium } from 'playwright-core';

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
    // The programme's first language, whatever the machine's: a first visit follows the browser's.
    locale: 'en-US',
  });
}

/** A phone-sized page that records console errors. */
export async function newPhonePage(browser, options = {}) {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 1,
    timezoneId: 'America/Chicago',
    locale: 'en-US',
    ...options,
  });
  const page = await context.newPage();
  const consoleErrors = [];
  page.on('console', (msg) => msg.type() === 'error' && consoleErrors.push(msg.text()));
  page.on('pageerror', (err) => consoleErrors.push(String(err)));
  return { context, page, consoleErrors };
}

/**
 * For a page whose checks do not need the app installed (a first visit's page, read or used once):
 * no service worker. Its install, which precaches every guide and page, is most of the browser's
 * work for such a page.
 */
export const NOT_INSTALLED = Object.freeze({ serviceWorkers: 'block' });
