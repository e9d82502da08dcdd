// What browser tests do with a page: click a control once it is still, install the app, wait until
// a page shows what the device keeps, count calls of a browser API.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

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
 * What `locator` holds as assistive technology reads it, in one look (Playwright's ARIA
 * snapshot): each node's role and name (and level), in document order. Quicker than a role query
 * for each name on a long page, each of which works out every candidate's name again.
 */
export async function ariaRoles(locator) {
  const snapshot = await locator.ariaSnapshot();
  return snapshot.split('\n').flatMap((line) => {
    const found = /^\s*- ([a-z]+)(?: ("(?:[^"\\]|\\.)*"))?(?: \[level=(\d)\])?/.exec(line);
    return found ? [{ role: found[1], name: found[2] ? JSON.parse(found[2]) : '', level: found[3] && Number(found[3]) }] : [];
  });
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

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** axe's violations on `page` (WCAG 2.2 A and AA, and best practice), but for the rules in `notApplying`. */
export async function axeViolations(page, notApplying = []) {
  await page.evaluate(axeSource);
  return page.evaluate(async (notApplying) => {
    const result = await window.axe.run(document, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'] },
      rules: Object.fromEntries(notApplying.map((id) => [id, { enabled: false }])),
    });
    return result.violations.map((v) => ({ id: v.id, help: v.help, nodes: v.nodes.map((n) => n.target.join(' ')) }));
  }, notApplying);
}

/**
 * Waits until `predicate` (run in the page, and may be async, such as a look into the Cache
 * Storage) is truthy. `page.waitForFunction` would take a promise for a truthy answer, so here the
 * page itself checks once each animation frame (as `waitForFunction` polls), awaiting each answer.
 */
export function untilInPage(page, predicate, arg, { timeout = 30_000 } = {}) {
  const failure = JSON.stringify(`not so within ${timeout} ms: ${predicate}`);
  return page.evaluate(`(async (arg) => {
    const predicate = ${predicate};
    const deadline = performance.now() + ${timeout};
    while (!(await predicate(arg))) {
      if (performance.now() > deadline) throw new Error(${failure});
      await new Promise((frame) => requestAnimationFrame(frame));
    }
  })(${JSON.stringify(arg) ?? 'undefined'})`);
}
