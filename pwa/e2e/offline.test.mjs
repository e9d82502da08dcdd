// The installed app with no network: service worker precache, navigation fallback, installability
// and the update prompt, in the system Chromium against the real service.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { launchBrowser, launchPersistent, newPhonePage } from '../../testkit/browser.mjs';
import { dayGuide, days, programme } from '../../testkit/content.mjs';
import { startService } from '../../testkit/service.mjs';
import { withServiceAndPhone } from './support/hooks.mjs';
import { clickWhenStill, countCalls, deviceStateShown, installApp } from './support/page.mjs';
import { buildVersion, copyOfDist, deployInto } from './support/pwa-build.mjs';

let browser;
before(async () => {
  browser = await launchBrowser();
});
after(async () => {
  await browser?.close();
});

describe('offline', () => {
  test('after one visit, every guide, the cover, privacy and the 404 page open with the server stopped', () =>
    withServiceAndPhone(browser, async ({ service, page, consoleErrors }) => {
      await page.goto(`${service.url}/`);
      await page.getByText('Ready to work offline', { exact: true }).waitFor();
      await installApp(page, `${service.url}/`);
      await service.stop();

      const notServed = await fetch(`${service.url}/healthz`).then(
        () => false,
        () => true,
      );
      assert.ok(notServed, 'the server is really down');

      await page.goto(`${service.url}/`);
      await page.getByRole('heading', { level: 1, name: programme.church }).waitFor();
      await page.getByRole('link', { name: `Begin Day ${programme.pinnedCover.day}` }).waitFor();
      for (const guide of days) {
        await page.goto(`${service.url}/day/${guide.day}`);
        // A heading query names its level: a day has dozens of headings, each of whose names a
        // query without one works out.
        await page.getByRole('heading', { level: 1, name: guide.theme }).waitFor();
        await page.getByText(guide.anchorScripture.reference).first().waitFor();
        await page.getByRole('heading', { level: 2, name: 'Email Your Daily Summary' }).waitFor();
      }
      await page.goto(`${service.url}/days`);
      await page.getByRole('heading', { level: 1, name: 'All Days' }).waitFor();
      await page.getByRole('link').filter({ hasText: days.at(-1).theme }).waitFor();
      await page.goto(`${service.url}/privacy`);
      await page.getByRole('heading', { level: 1, name: 'Your privacy' }).waitFor();
      await page.goto(`${service.url}/day/${programme.lengthDays + 1}`);
      await page.getByText('Oops! Page not found', { exact: true }).waitFor();
      // The server is down: requests are refused, or reset if one was in flight as it stopped (the
      // cover asks for the church's announcements as it loads).
      const down = ['404 Error', 'ERR_CONNECTION_REFUSED', 'ERR_CONNECTION_RESET'];
      const unexpected = consoleErrors.filter((e) => !down.some((expected) => e.includes(expected)));
      assert.deepEqual(unexpected, []);
    }));

  test('a connection lost before the page was idle leaves the day page working, not blank', () =>
    withServiceAndPhone(browser, async ({ service, page, context }) => {
      // The code of the service worker's registration and of the programme's settings loads once
      // the page is idle; here its requests are held until the connection is gone, then fail.
      const idleCode = /\/assets\/(programme-sync|service-worker-updates)-[^/]+\.js$/;
      let dropConnection;
      const dropped = new Promise((resolve) => (dropConnection = resolve));
      await page.route(idleCode, async (route) => {
        await dropped;
        await route.abort('internetdisconnected');
      });
      const firstAsked = page.waitForRequest(idleCode);
      await page.goto(`${service.url}/day/9`);
      await deviceStateShown(page, dayGuide(9).theme);
      await firstAsked;
      // Nothing of it has failed yet (every request is held): both failures are still to come.
      const failed = (name) => page.waitForEvent('requestfailed', { predicate: (r) => r.url().includes(`/assets/${name}-`) });
      const bothFailed = Promise.all([failed('programme-sync'), failed('service-worker-updates')]);
      await context.setOffline(true);
      dropConnection();
      await bothFailed;

      // The page is still there and works offline: a summary is kept to send later.
      await page.getByRole('textbox', { name: 'Your email address', disabled: false }).fill('offline@example.org');
      await clickWhenStill(page.getByRole('button', { name: 'Send Summary' }));
      await page.getByRole('status').getByText('Saved to Send Later', { exact: true }).waitFor();
      await deviceStateShown(page, dayGuide(9).theme);
    }));

  test('on a slow phone the service worker is registered once, and says when it is ready', () =>
    withServiceAndPhone(browser, async ({ service, page, context }) => {
      await countCalls(context, 'ServiceWorkerContainer', 'register', 'e2eRegistrations');
      // A slow phone: hydration is slow enough for React to start renders again.
      const cdp = await context.newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 6 });
      await page.goto(`${service.url}/`);
      await page.getByText('Ready to work offline', { exact: true }).waitFor();
      assert.equal(await page.evaluate(() => window.e2eRegistrations), 1);
    }));

  test('offline, the app says so and the day still works', () =>
    withServiceAndPhone(browser, async ({ service, page, context }) => {
      await installApp(page, `${service.url}/day/${dayGuide(8).day}`);
      await context.setOffline(true);
      await page.getByText("You're offline. The guide still works.", { exact: true }).waitFor();
      await page.getByText("You're offline: your summary will be saved and sent when you're back online.").waitFor();
      await page.getByRole('link', { name: /back|cover|home/i }).first().click();
      await page.getByRole('heading', { level: 1, name: programme.church }).waitFor();
      await context.setOffline(false);
      await page.getByText("You're offline. The guide still works.").waitFor({ state: 'detached' });
    }));
});

describe('installable', () => {
  test('Chromium reports no installability errors', async () => {
    const service = await startService();
    // Installing needs a real profile: Playwright's ordinary contexts are incognito.
    const context = await launchPersistent(mkdtempSync(join(tmpdir(), 'prayer-fast-profile-')));
    const page = await context.newPage();
    try {
      await installApp(page, `${service.url}/`);
      const cdp = await context.newCDPSession(page);
      const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
      assert.deepEqual(installabilityErrors, []);
      const manifest = await (await fetch(`${service.url}/manifest.webmanifest`)).json();
      const sizes = manifest.icons.map((i) => `${i.sizes}${i.purpose ? ` ${i.purpose}` : ''}`);
      for (const size of ['192x192', '512x512', '512x512 maskable']) assert.ok(sizes.includes(size), size);
      assert.equal(manifest.display, 'standalone');
      const touch = await fetch(`${service.url}/apple-touch-icon-180x180.png`);
      assert.equal(touch.status, 200);
    } finally {
      await context.close();
      await service.stop();
    }
  });
});

describe('updates', () => {
  test('a new build shows the update prompt and Reload activates it', async () => {
    const pwaDir = copyOfDist();
    const service = await startService({ PWA_DIR: pwaDir });
    const { page, context } = await newPhonePage(browser);
    try {
      await installApp(page, `${service.url}/day/5`);
      const before = await page.evaluate(() => document.documentElement.dataset.build);
      assert.equal(await page.getByText('A new version is available').count(), 0);

      deployInto(pwaDir, buildVersion('update-test-2'));
      await page.evaluate(() => navigator.serviceWorker.getRegistration().then((r) => r.update()));
      const prompt = page.getByRole('alertdialog', { name: 'A new version is available' });
      await prompt.waitFor();
      assert.equal(await page.evaluate(() => document.documentElement.dataset.build), before, 'not switched yet');

      await Promise.all([page.waitForEvent('load'), prompt.getByRole('button', { name: 'Reload' }).click()]);
      await page.waitForFunction(() => document.documentElement.dataset.build === 'update-test-2');
      await page.getByRole('heading', { name: dayGuide(5).theme }).first().waitFor();
      assert.equal(await page.getByText('A new version is available').count(), 0);
    } finally {
      await context.close();
      await service.stop();
    }
  });
});
