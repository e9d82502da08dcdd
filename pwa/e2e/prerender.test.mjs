// Prerendered pages: the service sends each route its page, complete without JavaScript, and the
// app hydrates it in place — no hydration error, no console error, no element replaced, no shift.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { newPhonePage, NOT_INSTALLED } from '../../testkit/browser.mjs';
import { dayGuide, programme } from '../../testkit/content.mjs';
import { useServiceAndBrowser } from './support/hooks.mjs';
import { clickWhenStill, deviceStateShown } from './support/page.mjs';

const env = useServiceAndBrowser();

const textOf = (html) => html.replace(/<[^>]*>/g, '');

// The day the cover is pinned to, as content/ has it.
const pin = programme.pinnedCover;
const pinned = dayGuide(pin.day);
/** `text` as it stands in HTML (the text of a page, the title). */
const inHtml = (text) => text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');

describe('prerendered pages', () => {
  test('each route arrives with its content, title and status, and no inline style for CSP to block', async () => {
    const pages = [
      { path: '/', status: 200, text: [programme.church, `Begin Day ${pin.day}`, `${pin.percentComplete}% Complete`] },
      { path: `/day/${pin.day}`, status: 200, text: [pinned.theme, 'Daily Foundation', pinned.declarations[0]] },
      { path: '/days', status: 200, text: ['All Days', pinned.theme, `Day ${programme.lengthDays}`] },
      { path: '/journey', status: 200, text: ['My Journey', programme.title] },
      { path: '/print', status: 200, text: ['Print edition', programme.church, `By Pastor ${programme.pastor}`] },
      { path: '/privacy', status: 200, text: ['Your privacy', 'What stays on your phone', `What ${programme.church} sees`] },
      { path: '/safety', status: 200, text: [programme.safety.title, programme.safety.askFirst.heading, programme.safety.stopAndSeekHelp.heading] },
      { path: `/day/${programme.lengthDays + 1}`, status: 404, text: ['Oops! Page not found', 'Return to Home'] },
      { path: '/day/0', status: 404, text: ['Oops! Page not found'] },
      { path: '/nope', status: 404, text: ['Oops! Page not found'] },
    ];
    for (const { path, status, text } of pages) {
      const res = await fetch(`${env.service.url}${path}`);
      assert.equal(res.status, status, path);
      const html = await res.text();
      for (const expected of text) assert.ok(textOf(html).includes(expected), `${path} has ${expected}`);
      assert.doesNotMatch(html, /style="/, `${path} has an inline style`);
    }
    const day = await (await fetch(`${env.service.url}/day/${pin.day}`)).text();
    assert.ok(day.includes(`<title>${inHtml(`Day ${pin.day}: ${pinned.theme} · ${programme.title}`)}</title>`), `the title of day ${pin.day}`);
  });
});

/** Records, from before the page's first byte, elements removed from #root and layout shifts. */
function watchPage() {
  window.__removed = [];
  window.__shifts = [];
  new MutationObserver((records) => {
    for (const record of records) {
      for (const node of record.removedNodes) {
        if (node.nodeType === Node.ELEMENT_NODE && record.target.closest?.('#root')) {
          window.__removed.push(node.outerHTML.slice(0, 100));
        }
      }
    }
  }).observe(document, { childList: true, subtree: true });
  new PerformanceObserver((list) => {
    // Shifts right after a tap or key press are the member's own doing, not counted (as in CLS).
    for (const entry of list.getEntries()) if (!entry.hadRecentInput) window.__shifts.push(entry.value);
  }).observe({ type: 'layout-shift', buffered: true });
}

async function openWatched(path, { at } = {}) {
  const { page, context, consoleErrors } = await newPhonePage(env.browser, NOT_INSTALLED);
  if (at) await page.clock.setFixedTime(at);
  await page.addInitScript(watchPage);
  await page.goto(`${env.service.url}${path}`);
  return { page, context, consoleErrors };
}

async function assertHydratedInPlace(page, consoleErrors) {
  assert.deepEqual(consoleErrors, [], 'no hydration or other console error');
  assert.deepEqual(await page.evaluate(() => window.__removed), [], 'no prerendered element replaced');
  assert.deepEqual(await page.evaluate(() => window.__shifts), [], 'no layout shift');
}

describe('hydration', () => {
  test('/ hydrates in place, then shows what needs the browser', async () => {
    const { page, context, consoleErrors } = await openWatched('/');
    // The reminders card renders only once the app has hydrated.
    await page.getByRole('heading', { name: 'Reminders' }).waitFor();
    await assertHydratedInPlace(page, consoleErrors);
    await context.close();
  });

  for (const path of ['/journey', '/print']) {
    test(`${path} hydrates in place`, async () => {
      const { page, context, consoleErrors } = await openWatched(path);
      await page.getByRole('button', { name: 'Text size' }).waitFor();
      await assertHydratedInPlace(page, consoleErrors);
      await context.close();
    });
  }

  test('/day/12 on its own day hydrates in place, shows the countdown and restores progress without a shift', async () => {
    // Day 12 is Sun Oct 12 2025; the countdown needs the clock, so it appears only once hydrated.
    const { page, context, consoleErrors } = await openWatched('/day/12', { at: new Date('2025-10-12T15:00:00-05:00') });
    const countdown = page.getByText('2 h 45 min until the fast closes at 5:45 PM', { exact: true });
    await countdown.waitFor();
    await assertHydratedInPlace(page, consoleErrors);

    await page.getByRole('checkbox').first().check();
    await clickWhenStill(page.getByRole('button', { name: 'Glass 3' }));
    await page.getByText('3 of 8 glasses', { exact: true }).waitFor();
    await page.reload();
    await countdown.waitFor();
    // The prerendered page shows an empty day; this device's progress is restored once hydrated.
    await deviceStateShown(page, dayGuide(12).theme);
    await page.getByText('1 of 4 activities completed', { exact: true }).waitFor();
    await page.getByText('3 of 8 glasses', { exact: true }).waitFor();
    assert.equal(await page.getByRole('checkbox').first().isChecked(), true);
    assert.deepEqual(consoleErrors, []);
    assert.deepEqual(await page.evaluate(() => window.__shifts), [], 'no layout shift');
    await context.close();
  });
});
