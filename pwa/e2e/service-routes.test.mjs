// Every path the service answers itself reaches it in a browser where the app is installed: for
// each route of /api/openapi.json that is not a page of the app, a navigation in a page the
// service worker controls gets the service's own answer, not the app's. A new route the worker
// would swallow (its list is generated from the service's route registry) fails here.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { launchBrowser, newPhonePage } from '../../testkit/browser.mjs';
import { startService } from '../../testkit/service.mjs';
import { installApp } from './support/page.mjs';

/** A page of the app, as the service documents it (`PrerenderedPage`). */
const isAppPage = (item) => /^The page \(HTML/.test(item.get?.responses?.['200']?.description ?? '');

/** A path of `route` with a sample value for each `{param}`. */
const samplePath = (route) => route.replace(/\{[^}]+\}/g, '0190f1c2-0000-4000-8000-000000000000.sample');

test('a navigation to each service route in a controlled page gets the service, not the app', async () => {
  const service = await startService();
  const browser = await launchBrowser();
  try {
    const { page } = await newPhonePage(browser);
    await installApp(page, `${service.url}/`);
    const { paths } = await (await fetch(`${service.url}/api/openapi.json`)).json();
    const routes = Object.entries(paths)
      .filter(([, item]) => !isAppPage(item))
      .map(([route]) => route);
    // Also an /api path no route has: the service's JSON 404, not the app's page.
    routes.push('/api/no-such-route');
    assert.ok(routes.some((r) => r.startsWith('/confirm/')) && routes.includes('/healthz'), `${routes}`);
    for (const route of routes) {
      const url = `${service.url}${samplePath(route)}`;
      const direct = await fetch(url, { redirect: 'manual' });
      // A navigation's answer, also when the browser downloads it (the metrics' text format).
      const [navigated] = await Promise.all([
        page.waitForResponse((res) => res.url() === url && res.request().isNavigationRequest()),
        page.goto(url).catch((err) => {
          if (!/Download is starting/.test(err.message)) throw err;
        }),
      ]);
      assert.equal(await page.evaluate(() => navigator.serviceWorker.controller !== null), true, route);
      assert.equal(navigated.fromServiceWorker(), false, `${route} was answered by the service worker`);
      assert.equal(navigated.status(), direct.status, route);
      const mediaType = (header) => (header ?? '').split(';')[0];
      assert.equal(mediaType(navigated.headers()['content-type']), mediaType(direct.headers.get('content-type')), route);
    }
    // And an app page is the worker's (the check above can tell them apart).
    const cover = await page.goto(`${service.url}/days`);
    assert.equal(cover.fromServiceWorker(), true);
  } finally {
    await browser.close();
    await service.stop();
  }
});
