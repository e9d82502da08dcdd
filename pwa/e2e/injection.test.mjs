// Member text that looks like HTML stays text on the page: typed into a journal, kept across a
// reload (localStorage) and shown again, it never becomes markup or runs.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { newPhonePage, NOT_INSTALLED } from '../../testkit/browser.mjs';
import { dayGuide } from '../../testkit/content.mjs';
import { useServiceAndBrowser } from './support/hooks.mjs';
import { deviceStateShown } from './support/page.mjs';

const env = useServiceAndBrowser();
const PAYLOAD = '<img src="x" onerror="window.__pwned = 1"><script>window.__pwned = 2</script>';

test('HTML in a journal is shown as text and never runs', async () => {
  const { page, context } = await newPhonePage(env.browser, NOT_INSTALLED);
  await page.goto(`${env.service.url}/day/7`);
  const journal = page.getByRole('textbox', { name: 'Journal Space' }).first();
  await journal.fill(PAYLOAD);
  await page.reload();
  // Saved progress is restored once the page runs.
  await deviceStateShown(page, dayGuide(7).theme);
  assert.equal(await journal.inputValue(), PAYLOAD, 'kept as typed');
  assert.equal(await page.locator('img[src="x"]').count(), 0);
  assert.equal(await page.evaluate(() => window.__pwned), undefined);
  await context.close();
});
