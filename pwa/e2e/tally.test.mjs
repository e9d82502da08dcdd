// The church's anonymous tally, as a member meets it: the app installed (its service worker in
// control), today's guide, a first tick, the invitation, and the count on the page once five
// devices prayed at that time and its hour is over (a figure is published an hour after its
// slot, then never moves). Then a tick made with the service stopped, sent when it is back.
//
// The service reads the real clock, so the test moves the church's clock instead: the phone and
// the church start in a zone where the slot's hour is still to come, and the service is started
// again in a zone a few hours ahead, on the same date, where it is over.
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { rmSync } from 'node:fs';
import { after, before, test } from 'node:test';
import { launchBrowser, newPhonePage } from '../../testkit/browser.mjs';
import { days } from '../../testkit/content.mjs';
import { startService } from '../../testkit/service.mjs';
import { clickWhenStill, deviceStateShown, installApp } from './support/page.mjs';
import { storageKey } from '../../testkit/storage-keys.mjs';

const TALLY = storageKey('TALLY_KEY');

// Today's programme day is a guide with two slots.
const guide = days.find((d) => d.slots.length >= 2);
const [first, second] = guide.slots;
/** A zone a whole number of hours from UTC (the IANA names count the other way: `Etc/GMT-5` is UTC+5). */
const zoneAt = (offset) => (offset === 0 ? 'Etc/GMT' : `Etc/GMT${offset > 0 ? '-' : '+'}${Math.abs(offset)}`);
const minutesOf = (time) => {
  const [h, m] = time.split(':').map(Number);
  return h * 60 + m;
};

/**
 * For a slot at `time`: the zone of the phone and of the church (`before`) where the slot's count
 * is published no sooner than an hour from now, a zone (`after`) on the same date where it was
 * published ten minutes ago or more, and the programme start that makes that date the guide's day.
 */
function clocksAround(time) {
  const now = Date.now();
  const at = (offset) => {
    const local = new Date(now + offset * 3_600_000);
    return { date: local.toISOString().slice(0, 10), minutes: local.getUTCHours() * 60 + local.getUTCMinutes() };
  };
  const published = minutesOf(time) + 60;
  for (let b = -12; b <= 14; b += 1) {
    for (let a = b + 1; a <= 14; a += 1) {
      const [before, after] = [at(b), at(a)];
      if (before.date === after.date && before.minutes <= published - 60 && after.minutes >= published + 10) {
        const start = new Date(`${before.date}T00:00:00Z`);
        start.setUTCDate(start.getUTCDate() - (guide.day - 1));
        return { before: zoneAt(b), after: zoneAt(a), start: start.toISOString().slice(0, 10) };
      }
    }
  }
  throw new Error(`no two zones on one date around ${time}`);
}

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

/** The service's count for `slot` on the guide's day (null: not published yet, or fewer than 5). */
async function counted(service, slot) {
  const tally = await (await fetch(`${service.url}/api/tally/${guide.day}`)).json();
  return tally.slots.find((s) => s.slot === slot)?.devices ?? null;
}

/** The page's next tick (or untick) sent to the service, once `act` has been done; its answer's status. */
async function tickSent(page, act) {
  const sent = page.waitForResponse((r) => r.url().endsWith('/api/tally') && r.request().method() === 'POST');
  await act();
  return (await sent).status();
}

/** The same service, its data and port kept, started again on the church's clock `zone`; `whileStopped` runs between. */
async function restartedIn(service, env, zone, whileStopped = async () => {}) {
  const { dataDir } = service;
  const port = new URL(service.url).port;
  await service.stop({ keepData: true });
  await whileStopped();
  const started = await startService({ ...env, CHURCH_TIME_ZONE: zone, PORT: port, DATA_DIR: dataDir });
  // It runs in `dataDir`: the directory made for it is not used.
  rmSync(started.dataDir, { recursive: true, force: true });
  const stop = async ({ keepData = false } = {}) => {
    await started.stop({ keepData: true });
    if (!keepData) rmSync(dataDir, { recursive: true, force: true });
  };
  return { ...started, dataDir, stop };
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

test('a member is asked once after the first tick, counted anonymously, and sees the church praying once the hour is over', async () => {
  const clocks = clocksAround(first.time);
  const env = { PROGRAMME_START_DATE: clocks.start };
  let service = await startService({ ...env, CHURCH_TIME_ZONE: clocks.before });
  const { context, page, consoleErrors } = await newPhonePage(browser, { timezoneId: clocks.before });
  try {
    await seedOthers(service, first.key);
    await installApp(page, `${service.url}/day/${guide.day}`);
    await deviceStateShown(page, guide.theme);
    const invite = page.getByRole('region', { name: 'Pray together with your church?' });
    await clickWhenStill(slotBox(page, first));
    await invite.waitFor();
    const status = await tickSent(page, () => invite.getByRole('button', { name: 'Count my prayers' }).click());
    assert.equal(status, 204);
    await invite.waitFor({ state: 'detached' });
    assert.equal(await counted(service, first.key), null, 'five ticks, but the hour is not over');

    // The hour is over: the page shows the church praying (refreshed when it opens).
    service = await restartedIn(service, env, clocks.after);
    await page.reload();
    await page.getByText(`5 of us prayed at ${clock(first.time)} today`).waitFor();
    await page.getByText('Each prayer time’s count appears an hour after it begins.').waitFor();

    // Unticking now is sent, but the published count stays; the invitation is not shown again.
    assert.equal(await tickSent(page, () => clickWhenStill(slotBox(page, first))), 204);
    assert.equal(await counted(service, first.key), 5);
    assert.equal(await invite.count(), 0);
    assert.deepEqual(consoleErrors, []);
  } finally {
    await context.close();
    await service.stop();
  }
});

test('a tick made while the service is stopped is counted once it is back', async () => {
  const clocks = clocksAround(second.time);
  const env = { PROGRAMME_START_DATE: clocks.start };
  let service = await startService({ ...env, CHURCH_TIME_ZONE: clocks.before });
  const { context, page } = await newPhonePage(browser, { timezoneId: clocks.before });
  try {
    await installApp(page, `${service.url}/day/${guide.day}`);
    await deviceStateShown(page, guide.theme);
    await seedOthers(service, second.key);
    // Chosen before, on the journey page.
    await page.evaluate((key) => localStorage.setItem(key, JSON.stringify({ counted: true, tokens: {}, pending: [] })), TALLY);
    service = await restartedIn(service, env, clocks.before, async () => {
      await clickWhenStill(slotBox(page, second));
      await page.waitForFunction((key) => JSON.parse(localStorage.getItem(key)).pending.length === 1, TALLY);
    });
    // The browser comes back online: what waited is sent, within the slot's hour.
    await context.setOffline(true);
    await context.setOffline(false);
    await page.waitForFunction((key) => JSON.parse(localStorage.getItem(key)).pending.length === 0, TALLY);
    // Once the hour is over, it is in the count.
    service = await restartedIn(service, env, clocks.after);
    assert.equal(await counted(service, second.key), 5);
  } finally {
    await context.close();
    await service.stop();
  }
});
