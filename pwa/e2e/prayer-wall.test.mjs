// The church's prayer wall in Chromium (issue 43), in both languages, the app installed (its
// service worker in control): a member asks, an administrator reads and approves it at /admin
// (signed in with the code mailed to a real SMTP server), a second member (another browser
// context) prays, and the first sees "Prayed for 1 time". A request written while the service is
// stopped waits on the phone and is sent once when it is back. axe finds nothing on the wall or
// on its admin page.
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { after, before, test } from 'node:test';
import { launchBrowser, newPhonePage } from '../../testkit/browser.mjs';
import { programme, translations } from '../../testkit/content.mjs';
import { message } from '../../testkit/messages.mjs';
import { startService } from '../../testkit/service.mjs';
import { startSmtpSink } from '../../testkit/smtp-sink.mjs';
import { signedInAdmin } from './support/admin.mjs';
import { axeViolations, deviceStateShown, installApp } from './support/page.mjs';

const ADMIN = 'pastor@grace.example';
const [first, other] = programme.languages;
const today = new Date().toISOString().slice(0, 10);
const words = (lang, id, args = {}) => message(lang, 'prayer-wall', id, args);
const church = (lang) => (lang === first ? programme : translations[lang].programme).church;

let browser;
let sink;
before(async () => {
  browser = await launchBrowser();
  sink = await startSmtpSink();
});
after(async () => {
  await browser?.close();
  await sink?.close();
});

const serviceEnv = () => ({ SMTP_URL: sink.url, ADMIN_EMAILS: ADMIN, PROGRAMME_START_DATE: today });

/** The same service, its data and port kept, started again after `whileStopped`. */
async function restarted(service, whileStopped) {
  const { dataDir } = service;
  const port = new URL(service.url).port;
  await service.stop({ keepData: true });
  await whileStopped();
  const started = await startService({ ...serviceEnv(), PORT: port, DATA_DIR: dataDir });
  rmSync(started.dataDir, { recursive: true, force: true });
  return {
    ...started,
    dataDir,
    stop: async () => {
      await started.stop({ keepData: true });
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

const requestsKept = (service) =>
  Number(execFileSync('sqlite3', [join(service.dataDir, 'prayer-fast.db'), 'SELECT count(*) FROM prayer_requests'], { encoding: 'utf8' }).trim());

/** The wall of `lang`'s copy, the app installed, what the device keeps shown. */
async function wallPage(service, lang) {
  const prefix = lang === first ? '' : `/${lang}`;
  const phone = await newPhonePage(browser, { locale: lang });
  await installApp(phone.page, `${service.url}${prefix}/prayer-wall`);
  await deviceStateShown(phone.page, words(lang, 'prayer-wall-heading'));
  return phone;
}

async function ask(page, lang, text) {
  await page.getByRole('textbox', { name: words(lang, 'prayer-wall-ask-label') }).fill(text);
  await page.getByText(words(lang, 'prayer-wall-ask-care')).waitFor();
  await page.getByRole('button', { name: words(lang, 'prayer-wall-ask-submit') }).click();
}

for (const lang of [first, other]) {
  test(`${lang}: a member asks, the church approves, another member prays, and the first sees it`, async () => {
    const service = await startService(serviceEnv());
    const asker = await wallPage(service, lang);
    const prayer = await wallPage(service, lang);
    const admin = await signedInAdmin(browser, service, sink, ADMIN);
    try {
      assert.deepEqual(await axeViolations(asker.page), []);
      const text = lang === first ? 'Please pray for my sister Ana as she starts a new job.' : 'Oren por mi hermana Ana, que empieza un trabajo nuevo.';
      await ask(asker.page, lang, text);
      await asker.page.getByText(words(lang, 'prayer-wall-asked-waiting', { church: church(lang) })).waitFor();
      await asker.page.getByText(words(lang, 'prayer-wall-status-waiting'), { exact: true }).waitFor();

      // The administrator reads the text alone, and approves it.
      await admin.page.goto(`${service.url}/admin/prayer-wall`);
      const form = admin.page.locator('form').filter({ hasText: 'A new request' });
      assert.equal(await form.getByRole('textbox', { name: 'Text (edit for privacy)' }).inputValue(), text);
      assert.deepEqual(await axeViolations(admin.page), []);
      await form.getByRole('button', { name: 'Approve' }).click();
      await admin.page.getByText('Nothing is waiting.').waitFor();

      // Another member, on another phone, prays for it.
      await prayer.page.reload();
      const request = prayer.page.getByRole('listitem').filter({ hasText: text });
      await request.waitFor();
      const sent = prayer.page.waitForResponse((r) => r.url().endsWith('/api/prayer-wall/prayed') && r.request().method() === 'POST');
      await request.getByRole('button', { name: words(lang, 'prayer-wall-prayed') }).click();
      assert.equal((await sent).status(), 204);
      assert.deepEqual(await axeViolations(prayer.page), []);

      // The asker sees it.
      await asker.page.reload();
      await deviceStateShown(asker.page, words(lang, 'prayer-wall-heading'));
      const once = words(lang, 'prayer-wall-prayed-count', { count: 'one', times: '1' });
      await asker.page.getByText(once).first().waitFor();
      await asker.page.getByText(words(lang, 'prayer-wall-status-shown'), { exact: true }).waitFor();
    } finally {
      for (const { context } of [asker, prayer, admin]) await context.close();
      await service.stop();
    }
  });
}

test('a request written while the service is stopped is sent once when it is back', async () => {
  let service = await startService(serviceEnv());
  const { page, context } = await wallPage(service, first);
  try {
    const text = 'Please pray for our youth group this weekend.';
    service = await restarted(service, async () => {
      await ask(page, first, text);
      await page.getByText(words(first, 'prayer-wall-status-queued'), { exact: true }).waitFor();
    });
    // Back online: the request goes, once.
    await context.setOffline(true);
    await context.setOffline(false);
    await page.getByText(words(first, 'prayer-wall-status-waiting'), { exact: true }).waitFor();
    await page.reload();
    await deviceStateShown(page, words(first, 'prayer-wall-heading'));
    await page.getByText(words(first, 'prayer-wall-status-waiting'), { exact: true }).waitFor();
    assert.equal(requestsKept(service), 1);
  } finally {
    await context.close();
    await service.stop();
  }
});
