// What a member's phone keeps offline in each language the programme offers: the app installed
// in the system Chromium from that language's cover (the first language's at `/`), then every
// file in its worker's caches, gzip-sized from the build, with `sw.js` itself.
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { readFileSync } from 'node:fs';

const gz = (file) => gzipSync(readFileSync(file), { level: 9 }).length;

export async function measureOfflineCopies(url, dist, languages) {
  const { launchBrowser, newPhonePage } = await import('../../testkit/browser.mjs');
  const browser = await launchBrowser();
  try {
    const copies = [];
    for (const lang of languages) {
      const { page, context } = await newPhonePage(browser);
      await page.goto(`${url}${lang === languages[0] ? '/' : `/${lang}/`}`);
      // Installed: the worker is active, its install having kept this page's language.
      await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
      const files = await page.evaluate(async () => {
        const paths = new Set();
        for (const name of await caches.keys()) for (const request of await (await caches.open(name)).keys()) paths.add(new URL(request.url).pathname);
        return [...paths];
      });
      await context.close();
      copies.push({ lang, files: files.length, bytes: files.reduce((sum, path) => sum + gz(join(dist, path)), 0) + gz(join(dist, 'sw.js')) });
    }
    return copies;
  } finally {
    await browser.close();
  }
}
