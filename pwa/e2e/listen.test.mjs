// Listen: a day's scriptures, prayers and declarations read aloud by the browser's speech
// synthesis. Headless Chromium has no voices, so a recording voice is put in the page (as an
// init script); a browser without one shows no control.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { newPhonePage, NOT_INSTALLED } from '../../testkit/browser.mjs';
import { days } from '../../testkit/content.mjs';
import { useServiceAndBrowser } from './support/hooks.mjs';

const env = useServiceAndBrowser();
const guide = days[0];

/** A speech synthesis with one voice that records each passage and ends it when told. */
function recordingVoice() {
  const said = (window.e2eSaid = []);
  let current = null;
  window.e2eFinish = () => current?.onend?.({});
  const speech = {
    getVoices: () => [{ name: 'E2E voice', lang: 'en-US' }],
    speak: (u) => {
      current = u;
      said.push(u.text);
    },
    cancel: () => {
      const u = current;
      current = null;
      u?.onerror?.({ error: 'canceled' });
    },
    pause: () => said.push('(paused)'),
    resume: () => said.push('(resumed)'),
    addEventListener: () => {},
    removeEventListener: () => {},
  };
  Object.defineProperty(window, 'speechSynthesis', { configurable: true, value: speech });
}

async function openDay(page) {
  await page.goto(`${env.service.url}/day/${guide.day}`);
  await page.getByRole('heading', { level: 1, name: guide.theme }).waitFor();
  // Hydrated: the day's controls are enabled.
  await page.waitForFunction(() => !document.querySelector('fieldset.controls-when-hydrated:disabled'));
}

describe('Listen', () => {
  test('reads the day aloud passage by passage, saying which, with pause and stop', async () => {
    const { page, context, consoleErrors } = await newPhonePage(env.browser, NOT_INSTALLED);
    await context.addInitScript(recordingVoice);
    await openDay(page);
    await page.getByRole('button', { name: 'Listen' }).click();
    const note = page.locator('.listen__note');
    await note.getByText(`Reading 1 of`, { exact: false }).waitFor();
    assert.match(await note.innerText(), new RegExp(`Anchor Scripture: ${guide.anchorScripture.reference}`));
    assert.match((await page.evaluate(() => window.e2eSaid))[0], new RegExp(`^${guide.anchorScripture.reference}\\.`));

    await page.evaluate(() => window.e2eFinish());
    await note.getByText('Reading 2 of', { exact: false }).waitFor();
    assert.equal((await page.evaluate(() => window.e2eSaid))[1], guide.dailyPrayer);

    await page.getByRole('button', { name: 'Pause' }).click();
    await note.getByText('Paused at 2 of', { exact: false }).waitFor();
    await page.getByRole('button', { name: 'Resume' }).click();
    await page.getByRole('button', { name: 'Stop' }).click();
    await page.getByRole('button', { name: 'Listen' }).waitFor();
    assert.equal(await note.innerText(), '');
    assert.deepEqual((await page.evaluate(() => window.e2eSaid)).slice(2), ['(paused)', '(resumed)']);
    assert.deepEqual(consoleErrors, []);
    await context.close();
  });

  test('is not offered where the browser has no voice', async () => {
    const { page, context } = await newPhonePage(env.browser, NOT_INSTALLED);
    await openDay(page);
    const voices = await page.evaluate(() => window.speechSynthesis?.getVoices().length ?? 0);
    if (voices === 0) {
      assert.equal(await page.getByRole('button', { name: 'Listen' }).count(), 0);
    } else {
      await page.getByRole('button', { name: 'Listen' }).waitFor();
    }
    await context.addInitScript(() => Object.defineProperty(window, 'speechSynthesis', { configurable: true, value: undefined }));
    await openDay(page);
    assert.equal(await page.getByRole('button', { name: 'Listen' }).count(), 0);
    await context.close();
  });
});
