// My journey: what this device holds across the fast, and a copy of it restored in another browser.
import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, test } from 'node:test';
import { newPhonePage, NOT_INSTALLED } from '../../testkit/browser.mjs';
import { dateOfDay, days, programme } from '../../testkit/content.mjs';
import { useServiceAndBrowser } from './support/hooks.mjs';
import { clickWhenStill, deviceStateShown } from './support/page.mjs';

const env = useServiceAndBrowser();
const [first, second, third] = days;
const journaled = (guide) => guide.slots.find((slot) => slot.journal);
const checkbox = (page, slot) => page.locator(`#${slot.key}`).getByRole('checkbox');
const journal = (page, slot) => page.locator(`#${slot.key}`).getByRole('textbox', { name: 'Journal Space' });

/** Opens `guide`'s day once it shows what this device keeps. */
async function openDay(page, guide) {
  await page.goto(`${env.service.url}/day/${guide.day}`);
  await deviceStateShown(page, guide.theme);
}

/** Ticks the day's first slot, writes `text` in its first journal and drinks `glasses` glasses. */
async function keepSomething(page, guide, text, glasses = 1) {
  await openDay(page, guide);
  await checkbox(page, guide.slots[0]).check();
  await journal(page, journaled(guide)).fill(text);
  await clickWhenStill(page.getByRole('button', { name: `Glass ${glasses}` }));
  await page.getByText(`${glasses} of ${programme.hydrationGoal} glasses`, { exact: true }).waitFor();
}

async function openJourney(page) {
  await clickWhenStill(page.getByRole('link', { name: 'My journey' }).first());
  await page.waitForURL(`${env.service.url}/journey`);
  await deviceStateShown(page, 'My Journey');
}

const entryTitles = (page) => page.locator('.journey__entry h2').allInnerTexts();

/** Everything the page's origin keeps in localStorage. */
const deviceStore = (page) => page.evaluate(() => JSON.stringify(Object.entries(localStorage).sort()));

describe('my journey', () => {
  test('gathers every day kept on this device, newest first, searchable and linked to its day', async () => {
    const { page, context, consoleErrors } = await newPhonePage(env.browser, NOT_INSTALLED);
    await page.goto(`${env.service.url}/journey`);
    await deviceStateShown(page, 'My Journey');
    await page.getByText('Your journey will gather here', { exact: false }).waitFor();
    for (const word of ['streak', 'missed', 'failed', 'behind']) {
      assert.equal(await page.getByText(word, { exact: false }).count(), 0, `no guilt wording: ${word}`);
    }

    await keepSomething(page, first, 'Morning light on the first day.');
    await keepSomething(page, second, 'A quiet heart at noon.', 3);
    await openJourney(page);
    assert.deepEqual(await entryTitles(page), [`Day ${second.day}: ${second.theme}`, `Day ${first.day}: ${first.theme}`]);
    const newest = page.getByRole('article', { name: `Day ${second.day}: ${second.theme}` });
    await newest.getByText(journaled(second).journal.prompt, { exact: true }).waitFor();
    await newest.getByText('A quiet heart at noon.', { exact: true }).waitFor();
    await newest.getByText(`3 of ${programme.hydrationGoal} glasses of water`, { exact: true }).waitFor();
    await newest.getByText(`1 of ${second.slots.length + (second.closeShownAs === 'slot' ? 1 : 0)} prayer times`, { exact: false }).waitFor();

    await page.getByRole('searchbox', { name: 'Search your journey' }).fill('morning LIGHT');
    await page.waitForFunction(() => document.querySelectorAll('.journey__entry').length === 1);
    assert.deepEqual(await entryTitles(page), [`Day ${first.day}: ${first.theme}`]);
    await page.getByRole('searchbox', { name: 'Search your journey' }).fill('nothing like this');
    await page.getByText('Nothing you wrote matches “nothing like this”.', { exact: true }).waitFor();
    await page.getByRole('searchbox', { name: 'Search your journey' }).fill('');
    await page.getByRole('link', { name: `Day ${first.day}: ${first.theme}` }).click();
    await page.waitForURL(`${env.service.url}/day/${first.day}`);
    assert.deepEqual(consoleErrors, []);
    await context.close();
  });

  test('shows the days still open to a member, not the ones missed', async () => {
    // The third guide's day, with nothing kept on the days before it except the second.
    const today = dateOfDay(programme.startDate, third.day);
    const { page, context } = await newPhonePage(env.browser, { ...NOT_INSTALLED, timezoneId: 'UTC' });
    await page.clock.setFixedTime(new Date(today.getTime() + 12 * 3_600_000));
    await keepSomething(page, second, 'Kept.');
    await page.goto(`${env.service.url}/journey`);
    await deviceStateShown(page, 'My Journey');
    const open = page.getByRole('region', { name: 'Still open to you' });
    const expected = days
      .map((d) => d.day)
      .filter((d) => d < third.day && d !== second.day)
      .reverse()
      .slice(0, 3)
      .map((d) => `Catch up on day ${d}`);
    assert.ok(expected.length > 0);
    await open.getByRole('link', { name: expected[0] }).waitFor();
    assert.deepEqual(await open.getByRole('link').allInnerTexts(), expected);
    await context.close();
  });
});

/** The canonical JSON the journey file's checksum covers (keys sorted at every level). */
function canonical(value) {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object') {
    return `{${Object.keys(value).sort().map((k) => `${JSON.stringify(k)}:${canonical(value[k])}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

/** `file` with `edit` applied and sealed again with a valid checksum. */
function resealed(file, edit) {
  const body = structuredClone(file);
  delete body.checksum;
  edit(body);
  return { ...body, checksum: createHash('sha256').update(canonical(body)).digest('hex') };
}

describe('keep it safe', () => {
  test('asks the browser to keep this device’s journey, and says so when it will not or space runs out', async () => {
    const notes = {
      refused: 'This browser may clear what this guide keeps if the device runs low on space.',
      full: "This device's storage is nearly full",
    };
    for (const [answer, note] of Object.entries(notes)) {
      const { page, context } = await newPhonePage(env.browser, NOT_INSTALLED);
      await context.addInitScript((full) => {
        window.e2ePersistAsked = 0;
        const storage = {
          persisted: async () => false,
          persist: async () => {
            window.e2ePersistAsked++;
            return false;
          },
          estimate: async () => ({ usage: full ? 96 : 1, quota: 100 }),
        };
        Object.defineProperty(navigator, 'storage', { configurable: true, value: storage });
      }, answer === 'full');
      await page.goto(`${env.service.url}/journey`);
      await page.getByText(note, { exact: false }).waitFor();
      if (answer === 'refused') assert.equal(await page.evaluate(() => window.e2ePersistAsked), 1);
      await context.close();
    }
  });

  test('a copy saved in one browser restores in a fresh one, merging with what is there', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'journey-copy-'));
    const old = await newPhonePage(env.browser, NOT_INSTALLED);
    await keepSomething(old.page, first, 'Written on the old phone.', 2);
    await keepSomething(old.page, second, 'Only on the old phone.');
    await openJourney(old.page);
    const downloading = old.page.waitForEvent('download');
    await old.page.getByRole('button', { name: 'Save a copy' }).click();
    const download = await downloading;
    assert.match(download.suggestedFilename(), /^prayer-fast-journey-\d{4}-\d{2}-\d{2}\.json$/);
    const saved = join(dir, download.suggestedFilename());
    await download.saveAs(saved);
    const file = JSON.parse(readFileSync(saved, 'utf8'));
    assert.equal(file.format, 'prayer-fast-journey');
    assert.equal(file.version, 1);
    assert.deepEqual(Object.keys(file.days).map(Number).sort((a, b) => a - b), [first.day, second.day]);
    await old.context.close();

    const fresh = await newPhonePage(env.browser, NOT_INSTALLED);
    const { page } = fresh;
    // The new phone already holds its own entry for the first day: another slot and journal text.
    await openDay(page, first);
    await checkbox(page, first.slots[1]).check();
    await journal(page, journaled(first)).fill('Written on the new phone.');
    await openJourney(page);

    const restore = async (path) => {
      const choosing = page.waitForEvent('filechooser');
      await page.getByRole('button', { name: 'Restore from a copy' }).click();
      await (await choosing).setFiles(path);
    };
    const status = page.getByRole('status').filter({ hasText: /Restored|refused|Nothing|already/ });

    // Refused, each with its reason, and nothing changed.
    const before = await deviceStore(page);
    const refusals = [
      ['damaged.json', JSON.stringify({ ...file, days: { ...file.days, [first.day]: { ...file.days[first.day], hydration: 7 } } }), /damaged/],
      ['other.json', JSON.stringify(resealed(file, (body) => (body.programme.startDate = '2030-01-01'))), /another programme/],
      ['version.json', JSON.stringify(resealed(file, (body) => (body.version = 99))), /cannot read \(version 99\)/],
      ['huge.json', `{"pad":"${'x'.repeat(5 * 1024 * 1024 + 1)}"}`, /over 5 MB/],
      ['notes.json', 'my prayer notes', /not a copy saved by this guide/],
    ];
    for (const [name, text, reason] of refusals) {
      const path = join(dir, name);
      writeFileSync(path, text);
      await restore(path);
      await page.locator('.journey__status--error').filter({ hasText: reason }).waitFor();
      assert.match(await page.locator('.journey__status').innerText(), /Nothing on this device was changed/);
      assert.equal(await deviceStore(page), before, `${name} changed nothing`);
    }

    await restore(saved);
    await status.filter({ hasText: 'Restored' }).waitFor();
    assert.match(await status.innerText(), /Nothing already on this device was replaced/);
    await deviceStateShown(page, 'My Journey');
    assert.deepEqual(await entryTitles(page), [`Day ${second.day}: ${second.theme}`, `Day ${first.day}: ${first.theme}`]);

    // The restored day, read once the page has applied this device's progress.
    await openDay(page, first);
    assert.equal(await checkbox(page, first.slots[0]).isChecked(), true, 'ticked on the old phone');
    assert.equal(await checkbox(page, first.slots[1]).isChecked(), true, 'ticked on the new phone');
    const both = await journal(page, journaled(first)).inputValue();
    assert.match(both, /^Written on the new phone\.\n\n— From the copy saved on .+ —\nWritten on the old phone\.$/);
    await page.getByText(`2 of ${programme.hydrationGoal} glasses`, { exact: true }).waitFor();

    // The same copy again adds nothing.
    await openJourney(page);
    await restore(saved);
    await status.filter({ hasText: 'Everything in this copy is already on this device.' }).waitFor();
    await fresh.context.close();
  });
});
