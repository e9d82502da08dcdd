// Fasting safely and the member's way of fasting (issue 31), with the app installed and a fixed
// clock in the member's time zone: the safety page from the cover and from the first day, and
// offline with the service stopped; each way of fasting changes Day 5's fast line, countdown,
// close and tips, and is kept across a reload; axe finds nothing on the page or the choice.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { launchBrowser, newPhonePage } from '../../testkit/browser.mjs';
import { dateOfDay, dayGuide, programme } from '../../testkit/content.mjs';
import { startService } from '../../testkit/service.mjs';
import { axeViolations, clickWhenStill, deviceStateShown, installApp } from './support/page.mjs';

const { safety, waysOfFasting: ways } = programme;
const DAY = 5;
const day = dayGuide(DAY);
const firstDay = dayGuide(safety.linkedFromDays[0]);
// 10:00 on Day 5 in Chicago (CDT, UTC−5): the day's fast is under way.
const ZONE = 'America/Chicago';
const at = new Date(`${dateOfDay(programme.startDate, DAY).toISOString().slice(0, 10)}T10:00:00-05:00`);

let browser;
before(async () => {
  browser = await launchBrowser();
});
after(() => browser?.close());

const clock = (time) => {
  const [h, m] = time.split(':').map(Number);
  return `${h % 12 === 0 ? 12 : h % 12}:${String(m).padStart(2, '0')} ${h < 12 ? 'AM' : 'PM'}`;
};
/** `line` with `{<slot>Time}` filled from Day 5's own slots (`{closeTime}`: its close). */
const withDayTimes = (line) =>
  line.replace(/\{([a-z][A-Za-z]*)Time\}/g, (whole, key) => {
    const slot = [...day.slots, day.close].find((s) => s.key === key);
    assert.ok(slot, `${whole} names a slot of day ${DAY}`);
    return clock(slot.time);
  });

async function phone() {
  const opened = await newPhonePage(browser, { timezoneId: ZONE });
  await opened.page.clock.setFixedTime(at);
  return opened;
}

test('the safety page opens from the cover and the first day, and offline with the service stopped', async () => {
  const service = await startService();
  const { context, page, consoleErrors } = await phone();
  try {
    await installApp(page, `${service.url}/`);
    await deviceStateShown(page, programme.church);
    await clickWhenStill(page.getByRole('link', { name: safety.title }));
    await deviceStateShown(page, safety.title);
    await page.getByRole('heading', { name: safety.stopAndSeekHelp.heading }).waitFor();
    assert.deepEqual(await axeViolations(page), []);

    await page.goto(`${service.url}/day/${firstDay.day}`);
    await deviceStateShown(page, firstDay.theme);
    const link = page.getByRole('link', { name: safety.title });
    const times = page.getByRole('heading', { name: 'Prayer Times' });
    assert.ok((await link.boundingBox()).y < (await times.boundingBox()).y, 'the link comes before the prayer times');
    assert.equal(await page.getByRole('link', { name: safety.title }).count(), 1);
    assert.deepEqual(consoleErrors, []);

    await service.stop({ keepData: true });
    await clickWhenStill(link);
    await deviceStateShown(page, safety.title);
    await page.reload();
    await deviceStateShown(page, safety.title);
    await page.getByRole('heading', { name: safety.eatingDisorders.heading }).waitFor();
  } finally {
    await context.close();
    await service.stop();
  }
});

test('each way of fasting changes Day 5’s fast line, countdown, close and tips, and is kept across a reload', async () => {
  const service = await startService();
  const { context, page, consoleErrors } = await phone();
  try {
    await installApp(page, `${service.url}/day/${DAY}`);
    await deviceStateShown(page, day.theme);
    const choice = page.getByRole('combobox', { name: 'Your way of fasting' });
    assert.equal(await choice.inputValue(), '', 'asked until chosen');
    const header = page.locator('.day-header');
    const close = page.locator(`#${day.close.key}`);
    const tips = page.locator('#sustaining');
    for (const [key, way] of Object.entries(ways)) {
      for (const text of [way.closeCard.text, way.tips.breakFast, way.countdown.label]) assert.ok(!text.includes('{'), text);
      await choice.selectOption(key);
      // The way's own line, filled with the day's times.
      await header.getByText(withDayTimes(way.fastHours), { exact: true }).waitFor();
      await page.locator('.day-header__status').getByText(way.countdown.label).waitFor();
      await close.getByText(way.closeCard.text).waitFor();
      await tips.getByText(way.tips.breakFast).waitFor();
      await tips.getByText(way.tips.medication).waitFor();
      for (const [other, otherWay] of Object.entries(ways)) {
        if (other !== key) assert.equal(await tips.getByText(otherWay.tips.breakFast).count(), 0, `${other}'s tip with ${key}`);
      }
      assert.deepEqual(await axeViolations(page), []);
    }
    const last = Object.keys(ways).at(-1);
    await page.reload();
    await deviceStateShown(page, day.theme);
    assert.equal(await choice.inputValue(), last);
    await close.getByText(ways[last].closeCard.text).waitFor();
    assert.deepEqual(consoleErrors, []);
  } finally {
    await context.close();
    await service.stop();
  }
});
