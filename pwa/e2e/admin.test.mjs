// The church's admin area in Chromium (issue 30): an administrator signs in with the code the
// service mailed to a real SMTP server, previews an announcement, sends it, and the members' API
// gives it, and a member's cover and days list show it as a card until dismissed; axe finds
// nothing on the sign-in, admin and cover pages; the admin page is not in the members' app.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { launchBrowser, newPhonePage } from '../../testkit/browser.mjs';
import { runLighthouse } from '../../testkit/lighthouse.mjs';
import { startService } from '../../testkit/service.mjs';
import { startSmtpSink } from '../../testkit/smtp-sink.mjs';
import { programme, translations } from '../../testkit/content.mjs';
import { message } from '../../testkit/messages.mjs';
import { axeViolations } from './support/page.mjs';

const ADMIN = 'pastor@grace.example';
const other = programme.languages[1];
/** The announcement's words in the programme's other language, as the church writes them. */
const translated = { title: 'Caminata de oración el sábado', body: 'Nos vemos en la puerta a las 8 a. m.' };
const screenshots = process.env.SCREENSHOT_DIR;

let sink;
let service;
let browser;

before(async () => {
  sink = await startSmtpSink();
  const today = new Date().toISOString().slice(0, 10);
  service = await startService({ SMTP_URL: sink.url, ADMIN_EMAILS: ADMIN, PROGRAMME_START_DATE: today });
  browser = await launchBrowser();
});

after(async () => {
  await browser?.close();
  await service?.stop();
  await sink?.close();
});

async function shot(page, name) {
  if (screenshots) await page.screenshot({ path: `${screenshots}/${name}.png`, fullPage: true });
}

describe('the admin area', () => {
  test('an administrator signs in with the mailed code, previews and sends an announcement', async () => {
    const { page, context } = await newPhonePage(browser);
    await page.goto(`${service.url}/admin`);
    await page.getByRole('heading', { name: 'Sign in to the admin area' }).waitFor();
    assert.deepEqual(await axeViolations(page), []);
    assert.equal(await page.evaluate(() => navigator.serviceWorker?.controller ?? null), null, 'not the app');
    await page.getByRole('textbox', { name: 'E-mail address' }).fill(ADMIN);
    await page.getByRole('button', { name: 'E-mail me a code' }).click();
    await page.getByRole('heading', { name: 'Check your e-mail' }).waitFor();

    const [{ mail, rcptTo }] = await sink.waitFor(1);
    assert.deepEqual(rcptTo, [ADMIN]);
    const code = /type this code on the sign-in page: (\d{6})/.exec(mail.text)?.[1];
    assert.ok(code, mail.text);
    await page.getByRole('textbox', { name: 'Code from the e-mail' }).fill(code);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByRole('heading', { name: 'Admin area' }).waitFor();
    await page.getByText(`Signed in as ${ADMIN}`).waitFor();
    const cookies = await context.cookies();
    const session = cookies.find((c) => c.name === 'prayer_fast_admin');
    assert.ok(session?.httpOnly && session.sameSite === 'Strict', JSON.stringify(cookies));

    await page.getByRole('textbox', { name: /^Title \(/ }).fill('Prayer walk on Saturday');
    await page.getByRole('textbox', { name: /^Text \(/ }).fill('Meet at the church gate at 8 AM. <b>All welcome</b>');
    const otherName = message(other, 'service/language', 'language-name');
    await page.getByRole('textbox', { name: `Title in ${otherName}` }).fill(translated.title);
    await page.getByRole('textbox', { name: `Text in ${otherName}` }).fill(translated.body);
    await page.getByRole('combobox', { name: 'Opens' }).selectOption('/days');
    await page.getByRole('button', { name: 'Preview' }).click();
    const preview = page.getByRole('region', { name: 'Preview' });
    await preview.getByRole('heading', { name: 'As a notification', exact: true }).waitFor();
    await preview.getByText('Meet at the church gate at 8 AM. <b>All welcome</b>').first().waitFor();
    await preview.getByRole('heading', { name: `As a notification in ${otherName}` }).waitFor();
    await preview.getByText(translated.body).waitFor();
    assert.deepEqual(await axeViolations(page), []);
    await shot(page, 'admin-preview');

    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByRole('heading', { name: 'Admin area' }).waitFor();
    await page.getByRole('cell', { name: /Gone out/ }).waitFor();
    assert.deepEqual(await axeViolations(page), []);
    await shot(page, 'admin-page');

    const published = await (await fetch(`${service.url}/api/announcements`)).json();
    assert.equal(published.announcements.length, 1);
    assert.equal(published.announcements[0].body, 'Meet at the church gate at 8 AM. <b>All welcome</b>');
    assert.equal(published.announcements[0].link, '/days');
    await context.close();
  });

  test(`a member whose app is in ${other} reads the church's words in ${other}`, async () => {
    const { page, context } = await newPhonePage(browser);
    await page.goto(`${service.url}/${other}/`);
    const card = page.getByRole('region', { name: message(other, 'announcements', 'announcement-from', { church: translations[other].programme.church }) });
    await card.getByText(translated.title).waitFor();
    await card.getByText(translated.body).waitFor();
    assert.equal(await card.getByRole('link').getAttribute('href'), `/${other}/days`);
    await context.close();
  });

  test('a member sees it as a card on the cover and the days list, and can dismiss it', async () => {
    const { page, context } = await newPhonePage(browser);
    const church = 'From Grace Fellowship Church';
    await page.goto(`${service.url}/days`);
    const onDays = page.getByRole('region', { name: church });
    await onDays.getByText('Prayer walk on Saturday').waitFor();
    await page.goto(`${service.url}/`);
    const card = page.getByRole('region', { name: church });
    await card.getByText('Meet at the church gate at 8 AM. <b>All welcome</b>').waitFor();
    assert.deepEqual(await axeViolations(page), []);
    await shot(page, 'cover-announcement');
    await card.getByRole('button', { name: 'Dismiss' }).click();
    await card.waitFor({ state: 'detached' });
    await page.reload();
    await page.locator('#reminders').waitFor();
    assert.equal(await page.getByRole('region', { name: church }).count(), 0, 'dismissed stays dismissed');
    await context.close();
  });

  // With the card on the page (a fresh browser has not dismissed it). The four scores are in
  // BENCHMARKS.md (`npm run bench` runs them with an announcement too); here, what does not vary
  // with the machine's load: accessibility, best practices, and layout shift within "good".
  for (const path of ['/', '/days']) {
    test(`Lighthouse on ${path} with the church's announcement: accessibility and best practices 100, nothing shifts`, async () => {
      const report = await runLighthouse(`${service.url}${path}`, ['accessibility', 'best-practices'], ['cumulative-layout-shift']);
      assert.equal(report.scores.accessibility, 100, report.failing.accessibility.join('\n'));
      assert.equal(report.scores['best-practices'], 100, report.failing['best-practices'].join('\n'));
      // Under 0.1 ("good"). Not 0: this service's start date is not the build's, and a first
      // visit's days list moves once it learns it (0.034, with or without the card).
      assert.ok(report.metrics.cls < 0.1, `cumulative layout shift on ${path}: ${report.metrics.cls}`);
    });
  }
});
