// The living programme: a church that removes the cover's pin gets a cover and a days list that
// follow the calendar in each member's own time zone, from the one start date the service runs
// with (PROGRAMME_START_DATE here, which the app learns from the service, not from its build).
// Fixed clocks (Playwright's page.clock) and time-zone emulation, in the system Chromium.
import assert from 'node:assert/strict';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import { launchBrowser, newPhonePage } from '../../testkit/browser.mjs';
import { dateLine, dateOfDay, shortDate } from '../../testkit/content.mjs';
import { repoRoot } from '../../testkit/repo.mjs';
import { startService } from '../../testkit/service.mjs';
import { startSmtpSink } from '../../testkit/smtp-sink.mjs';
import { clickWhenStill, deviceStateShown } from './support/page.mjs';
import { buildVersion } from './support/pwa-build.mjs';

// A start date unlike the content's, with the US clocks going back on the first Sunday of November
// (2026-11-01) inside the programme.
const START = '2026-10-20';
const NEW_YORK = 'America/New_York';

const contentDir = mkdtempSync(join(tmpdir(), 'prayer-fast-live-content-'));
cpSync(join(repoRoot, 'content'), contentDir, { recursive: true });
const programmeFile = join(contentDir, 'programme.json');
const programme = JSON.parse(readFileSync(programmeFile, 'utf8'));
// Step 2 of the church's three: remove the pin.
delete programme.pinnedCover;
writeFileSync(programmeFile, JSON.stringify(programme, null, 2));
const guideFile = (day) => join(contentDir, 'days', `day-${String(day).padStart(2, '0')}.json`);
const readGuide = (day) => {
  try {
    return JSON.parse(readFileSync(guideFile(day), 'utf8'));
  } catch {
    return undefined;
  }
};
const allDays = Array.from({ length: programme.lengthDays }, (_, i) => i + 1);
// A day without a guide: the content's first gap, or one made here by removing a guide.
const guideDays = allDays.filter((d) => readGuide(d));
const gap = allDays.find((d) => d > 1 && d < programme.lengthDays && !readGuide(d)) ?? guideDays[1];
// Removed in every language the programme offers.
for (const lang of programme.languages.slice(1)) rmSync(join(contentDir, lang, 'days', `day-${String(gap).padStart(2, '0')}.json`), { force: true });
rmSync(guideFile(gap), { force: true });
// A day with a guide that dates itself from the start date.
const dated = allDays.map(readGuide).find((g) => g && g.day > 1 && g.date?.kind === 'calendar');
const dayOne = readGuide(1);

let service;
let browser;
let pwaDir;
let sink;
before(async () => {
  pwaDir = buildVersion('living-programme', { CONTENT_DIR: contentDir, PROGRAMME_START_DATE: '' });
  sink = await startSmtpSink();
  service = await startService({
    CONTENT_DIR: contentDir,
    PWA_DIR: pwaDir,
    PROGRAMME_START_DATE: START,
    SMTP_URL: sink.url,
  });
  browser = await launchBrowser();
});
after(async () => {
  await browser?.close();
  await service?.stop();
  await sink?.close();
  rmSync(pwaDir, { recursive: true, force: true });
  rmSync(contentDir, { recursive: true, force: true });
});

/** A phone in `timezoneId` whose clock reads `at`. */
async function phoneAt(at, timezoneId = NEW_YORK) {
  const opened = await newPhonePage(browser, { timezoneId });
  await opened.page.clock.setFixedTime(new Date(at));
  return opened;
}

async function coverAt(at, timezoneId) {
  const opened = await phoneAt(at, timezoneId);
  await opened.page.goto(`${service.url}/`);
  return opened;
}

/** `HH:MM` on programme day `day` in New York (EDT until day 13, 2026-11-01, then EST; times after 2 AM). */
const newYorkAt = (day, hhmm) =>
  `${dateOfDay(START, day).toISOString().slice(0, 10)}T${hhmm}:00${day >= 13 ? '-05:00' : '-04:00'}`;

const text = (page, value) => page.getByText(value, { exact: true });
const percent = (day) => `${Math.round((day / programme.lengthDays) * 100)}% Complete`;

describe('the cover follows the calendar', () => {
  test('before day 1: when it starts, a countdown to the first slot, and day 1 to read ahead', async () => {
    const { page, context, consoleErrors } = await coverAt('2026-10-18T10:00:00-04:00');
    await text(page, 'Starts Tuesday, October 20').waitFor();
    // Day 1's first slot is 6:00 AM on Tuesday: 1 day 20 hours from Sunday 10:00 AM.
    const first = dayOne?.slots[0]?.time ?? programme.defaultSlots[0].time;
    assert.equal(first, '06:00', 'this test counts to a 6:00 AM start');
    await text(page, '1 day 20 h until Day 1 begins').waitFor();
    await page.getByRole('link', { name: dayOne ? 'Read Day 1 ahead' : 'See all days' }).waitFor();
    assert.equal(await text(page, programme.title).count(), 1);
    assert.deepEqual(consoleErrors, []);
    await context.close();
  });

  test('on the first day, day 1 of the programme', async () => {
    const { page, context } = await coverAt('2026-10-20T07:00:00-04:00');
    await text(page, `Day 1 of ${programme.lengthDays}`).waitFor();
    await text(page, percent(1)).waitFor();
    if (dayOne) await page.getByRole('link', { name: 'Begin Day 1' }).waitFor();
    await context.close();
  });

  test('on a day with a guide: its number, theme and progress, and Begin opens it with its date', async () => {
    const day = dated.day;
    const date = dateOfDay(START, day);
    const { page, context, consoleErrors } = await coverAt(newYorkAt(day, '12:00'));
    await text(page, `Day ${day} of ${programme.lengthDays}`).waitFor();
    await page.getByRole('heading', { level: 2, name: dated.theme }).waitFor();
    await text(page, percent(day)).waitFor();
    await page.getByRole('link', { name: `Begin Day ${day}` }).click();
    await page.waitForURL(`${service.url}/day/${day}`);
    // The header's date comes from the service's start date, not the content's.
    const expected = dateLine(dated, START);
    assert.equal(expected, shortDate(date));
    await page.locator('.day-header__meta', { hasText: expected }).waitFor();
    assert.deepEqual(consoleErrors, []);
    await context.close();
  });

  test('on a day without a guide: says so kindly and leads to the days list, today marked', async () => {
    const { page, context } = await coverAt(newYorkAt(gap, '09:00'));
    await text(page, `Day ${gap} of ${programme.lengthDays}`).waitFor();
    await page.getByText('Today’s guide is still being written').waitFor();
    await page.getByRole('link', { name: 'See all days' }).click();
    await page.waitForURL(`${service.url}/days`);
    const today = page.locator('li[aria-current="date"]');
    await today.getByText('Guide coming soon').waitFor();
    await today.getByText(`Day ${gap}`).waitFor();
    assert.equal(await today.getByRole('link').count(), 0, 'a day without a guide is not a link');
    await context.close();
  });

  test('on the last day, and after the end a closing screen that counts what this device did', async () => {
    const { page, context } = await coverAt(newYorkAt(programme.lengthDays, '08:00'));
    await text(page, `Day ${programme.lengthDays} of ${programme.lengthDays}`).waitFor();
    await text(page, '100% Complete').waitFor();
    // Tick one prayer time and write one journal on a day with a guide.
    await page.goto(`${service.url}/day/${dated.day}`);
    await page.getByRole('checkbox').first().check();
    await page.getByRole('textbox').first().fill('Thank you, Lord.');
    await page.waitForFunction(() => Object.keys(localStorage).some((k) => k.includes(':day-')));
    await page.clock.setFixedTime(new Date(newYorkAt(programme.lengthDays + 1, '12:00')));
    await page.goto(`${service.url}/`);
    await deviceStateShown(page, programme.church);
    await text(page, `All ${programme.lengthDays} days are complete`).waitFor();
    const totals = page.locator('.cover__totals');
    assert.deepEqual(
      await totals.locator('dd').allInnerTexts(),
      ['1', '1', '1'],
      'one day, one prayer time, one journal',
    );
    await page.getByRole('link', { name: 'Look back on every day' }).click();
    await page.waitForURL(`${service.url}/days`);
    await page.getByRole('link').filter({ hasText: dated.theme }).getByText('1 of').waitFor();
    await context.close();
  });

  test('across the change from daylight saving time: a day is a calendar day', async () => {
    // 2026-11-01 is day 13 in New York: from its first minute (still EDT) to its last (EST).
    for (const [at, day] of [
      ['2026-10-31T23:59:00-04:00', 12],
      ['2026-11-01T00:01:00-04:00', 13],
      ['2026-11-01T23:59:00-05:00', 13],
      ['2026-11-02T00:01:00-05:00', 14],
    ]) {
      const { page, context } = await coverAt(at);
      await text(page, `Day ${day} of ${programme.lengthDays}`).waitFor();
      await context.close();
    }
  });

  test('members in Tokyo and Los Angeles each see their own today', async () => {
    const instant = '2026-10-25T20:00:00Z'; // Tokyo: Oct 26, 5 AM (day 7); Los Angeles: Oct 25, 1 PM (day 6)
    for (const [zone, day] of [
      ['Asia/Tokyo', 7],
      ['America/Los_Angeles', 6],
    ]) {
      const { page, context } = await coverAt(instant, zone);
      await text(page, `Day ${day} of ${programme.lengthDays}`).waitFor();
      await page.goto(`${service.url}/days`);
      await page.locator('li[aria-current="date"]').getByText(`Day ${day}`, { exact: false }).waitFor();
      await context.close();
    }
  });
});

test('one start date: the cover, a day header, the e-mail and the calendar feed agree', async () => {
  const day = dated.day;
  const date = dateOfDay(START, day);
  const { page, context } = await coverAt(newYorkAt(day, '10:00'));
  await text(page, `Day ${day} of ${programme.lengthDays}`).waitFor();
  await page.getByRole('link', { name: `Begin Day ${day}` }).click();
  await page.locator('.day-header__meta', { hasText: shortDate(date) }).waitFor();
  // The e-mail names the same date.
  await page.getByRole('textbox', { name: 'Your email address' }).fill('member@example.org');
  await clickWhenStill(page.getByRole('button', { name: 'Send Summary' }));
  await page.getByRole('status').getByText('Email Sent!', { exact: true }).waitFor();
  const [{ mail }] = await sink.waitFor(1);
  const long = date.toLocaleDateString('en-US', { weekday: 'long', month: 'long', day: 'numeric', year: 'numeric', timeZone: 'UTC' });
  assert.ok(mail.text.includes(long), `the e-mail says ${long}`);
  // The calendar feed has the day's first slot on that date, in the member's zone.
  const ics = await (await fetch(`${service.url}/api/calendar.ics?tz=${encodeURIComponent(NEW_YORK)}`)).text();
  const [h, m] = dated.slots[0].time.split(':').map(Number);
  const offset = day >= 13 ? 5 : 4;
  const utc = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate(), h + offset, m));
  const dtstart = `DTSTART:${utc.toISOString().replace(/[-:]/g, '').slice(0, 15)}Z`;
  assert.ok(ics.includes(dtstart), `the feed has ${dtstart}`);
  await context.close();
});
