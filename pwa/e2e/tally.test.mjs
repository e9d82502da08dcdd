// The church's anonymous tally, as a member meets it: the app installed (its service worker in
// control), today's guide, a first tick, the invitation, and the count on the page once five
// devices prayed at that time. Then a tick made with the service stopped, sent when it is back.
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { after, before, test } from 'node:test';
import { launchBrowser, newPhonePage } from '../../testkit/browser.mjs';
import { days } from '../../testkit/content.mjs';
import { startService } from '../../testkit/service.mjs';
import { clickWhenStill, deviceStateShown, installApp } from './support/page.mjs';

const ZONE = 'America/Chicago';
// Today's programme day is a guide with two slots; the programme starts so that it is today.
const guide = days.find((d) => d.slots.length >= 2);
const [first, second] = guide.slots;
const today = new Intl.DateTimeFormat('en-CA', { timeZone: ZONE }).format(new Date());
const start = new Date(`${today}T00:00:00Z`);
start.setUTCDate(start.getUTCDate() - (guide.day - 1));
const START = start.toISOString().slice(0, 10);
const clock = (time) => {
  const [h, m] = time.split(':').map(Number);
  return `${h % 12 === 0 ? 12 : h % 12}:${String(m).padStart(2, '0')} ${h < 12 ? 'AM' : 'PM'}`;
};
const token = () => randomBytes(16).toString('base64url');

let browser;
before(async () => {
  browser = await launchBrowser();
});
after(() => browser?.close());

/** The service's count for `slot` on the guide's day (null: fewer than 5). */
async function counted(service, slot) {
  const tally = await (await fetch(`${service.url}/api/tally/${guide.day}`)).json();
  return tally.slots.find((s) => s.slot === slot)?.devices ?? null;
}

/** Waits until the service counts `devices` at `slot` (the page sends in the background). */
async function untilCounted(service, slot, devices) {
  while ((await counted(service, slot)) !== devices) await new Promise((resolve) => setImmediate(resolve));
}

/** Four other members already prayed at `slot` today. */
async function seedOthers(service, slot) {
  for (let i = 0; i < 4; i += 1) {
    const answer = await fetch(`${service.url}/api/tally`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ day: guide.day, slot, token: token(), counted: true }),
    });
    assert.equal(answer.status, 204);
  }
}

const slotBox = (page, slot) => page.locator(`#${slot.key}`).getByRole('checkbox');

test('a member is asked once after the first tick, counted anonymously, and sees the church praying', async () => {
  const service = await startService({ PROGRAMME_START_DATE: START });
  const { context, page, consoleErrors } = await newPhonePage(browser, { timezoneId: ZONE });
  try {
    await seedOthers(service, first.key);
    assert.equal(await counted(service, first.key), null, 'four is "fewer than 5"');

    await installApp(page, `${service.url}/day/${guide.day}`);
    await deviceStateShown(page, guide.theme);
    const invite = page.getByRole('region', { name: 'Pray together with your church?' });
    await clickWhenStill(slotBox(page, first));
    await invite.waitFor();
    await invite.getByRole('button', { name: 'Count my prayers' }).click();
    await invite.waitFor({ state: 'detached' });
    await untilCounted(service, first.key, 5);

    // The page shows the church praying (refreshed when it opens).
    await page.reload();
    await page.getByText(`5 of us prayed at ${clock(first.time)} today`).waitFor();

    // Unticking takes the count back; the invitation is not shown again.
    await clickWhenStill(slotBox(page, first));
    await untilCounted(service, first.key, null);
    assert.equal(await invite.count(), 0);
    assert.deepEqual(consoleErrors, []);
  } finally {
    await context.close();
    await service.stop();
  }
});

test('a tick made while the service is stopped is counted once it is back', async () => {
  let service = await startService({ PROGRAMME_START_DATE: START });
  const { context, page } = await newPhonePage(browser, { timezoneId: ZONE });
  try {
    await installApp(page, `${service.url}/day/${guide.day}`);
    await deviceStateShown(page, guide.theme);
    await seedOthers(service, second.key);
    // Chosen before, on the journey page.
    await page.evaluate(() =>
      localStorage.setItem('prayer-fast:v1:tally', JSON.stringify({ counted: true, tokens: {}, pending: [] })),
    );
    const { dataDir } = service;
    const port = new URL(service.url).port;
    await service.stop({ keepData: true });

    await clickWhenStill(slotBox(page, second));
    await page.waitForFunction(() => JSON.parse(localStorage.getItem('prayer-fast:v1:tally')).pending.length === 1);

    service = await startService({ PROGRAMME_START_DATE: START, PORT: port, DATA_DIR: dataDir });
    // The browser comes back online: what waited is sent.
    await context.setOffline(true);
    await context.setOffline(false);
    await page.waitForFunction(() => JSON.parse(localStorage.getItem('prayer-fast:v1:tally')).pending.length === 0);
    await untilCounted(service, second.key, 5);
  } finally {
    await context.close();
    await service.stop();
  }
});
