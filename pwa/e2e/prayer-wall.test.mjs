// The church's prayer wall in Chromium (issue 43), in both languages, the app installed (its
// service worker in control): a member asks, an administrator reads and approves it at /admin
// (signed in with the code mailed to a real SMTP server), a second member (another browser
// context) prays, and the first sees "Prayed for 1 time". A request written while the service is
// stopped waits on the phone and is sent once when it is back. axe finds nothing on the wall or
// on its admin page. A member's request travels in a saved copy of the journey to a fresh browser,
// which shows how it stands now.
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';
import { newPhonePage } from '../../testkit/browser.mjs';
import { programme, translations } from '../../testkit/content.mjs';
import { message } from '../../testkit/messages.mjs';
import { startService } from '../../testkit/service.mjs';
import { useBrowserAndSink } from './support/hooks.mjs';
import { signedInAdmin } from './support/admin.mjs';
import { axeViolations, deviceStateShown, installApp } from './support/page.mjs';

const ADMIN = 'pastor@grace.example';
const [first, other] = programme.languages;
// The fast begun yesterday (UTC): under way on every phone, whatever its zone (today's UTC date
// is still tomorrow on a Chicago phone in the evening, before its fast begins).
const begun = new Date(Date.now() - 24 * 3600 * 1000).toISOString().slice(0, 10);
const words = (lang, id, args = {}) => message(lang, 'prayer-wall', id, args);
const church = (lang) => (lang === first ? programme : translations[lang].programme).church;

const env = useBrowserAndSink();

const serviceEnv = () => ({ SMTP_URL: env.sink.url, ADMIN_EMAILS: ADMIN, PROGRAMME_START_DATE: begun });

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
  const phone = await newPhonePage(env.browser, { locale: lang });
  await installApp(phone.page, `${service.url}${prefix}/prayer-wall`);
  await deviceStateShown(phone.page, words(lang, 'prayer-wall-heading'));
  return phone;
}

/** The administrator approves the request waiting, `text`, reading it alone. */
async function approve(admin, service, text) {
  await admin.page.goto(`${service.url}/admin/prayer-wall`);
  const form = admin.page.locator('form').filter({ hasText: 'A new request' });
  assert.equal(await form.getByRole('textbox', { name: 'Text (edit for privacy)' }).inputValue(), text);
  assert.deepEqual(await axeViolations(admin.page), []);
  await form.getByRole('button', { name: 'Approve' }).click();
  await admin.page.getByText('Nothing is waiting.').waitFor();
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
    const admin = await signedInAdmin(env.browser, service, env.sink, ADMIN);
    try {
      assert.deepEqual(await axeViolations(asker.page), []);
      const text = lang === first ? 'Please pray for my sister Ana as she starts a new job.' : 'Oren por mi hermana Ana, que empieza un trabajo nuevo.';
      await ask(asker.page, lang, text);
      await asker.page.getByText(words(lang, 'prayer-wall-asked-waiting', { church: church(lang) })).waitFor();
      await asker.page.getByText(words(lang, 'prayer-wall-status-waiting'), { exact: true }).waitFor();

      // The administrator reads the text alone, and approves it.
      await approve(admin, service, text);

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

test('a request saved in a copy of the journey shows in a fresh browser as it stands now', async () => {
  const service = await startService(serviceEnv());
  const asker = await wallPage(service, first);
  const admin = await signedInAdmin(env.browser, service, env.sink, ADMIN);
  const journey = (id, args) => message(first, 'journey', id, args);
  let fresh;
  try {
    const text = 'Please pray for my father, Tomás, in hospital this week.';
    await ask(asker.page, first, text);
    await asker.page.getByText(words(first, 'prayer-wall-status-waiting'), { exact: true }).waitFor();

    // Saved from My journey while the church has not read it yet.
    await asker.page.goto(`${service.url}/journey`);
    await deviceStateShown(asker.page, journey('journey-heading'));
    const downloading = asker.page.waitForEvent('download');
    await asker.page.getByRole('button', { name: journey('journey-save') }).click();
    const saved = join(mkdtempSync(join(tmpdir(), 'journey-copy-')), 'copy.json');
    await (await downloading).saveAs(saved);
    const [request] = JSON.parse(readFileSync(saved, 'utf8')).requests;
    assert.deepEqual(
      { text: request.text, status: request.status, lang: request.lang, key: request.authorKey.length },
      { text, status: 'waiting', lang: first, key: 43 },
    );

    // Then the church approves it.
    await approve(admin, service, text);

    // A fresh browser, the app installed, restores the copy.
    fresh = await newPhonePage(env.browser);
    await installApp(fresh.page, `${service.url}/journey`);
    await deviceStateShown(fresh.page, journey('journey-heading'));
    const choosing = fresh.page.waitForEvent('filechooser');
    await fresh.page.getByRole('button', { name: journey('journey-restore') }).click();
    await (await choosing).setFiles(saved);
    const restored = journey('journey-restored', { parts: journey('journey-restored-requests', { count: 'one' }) });
    await fresh.page.getByRole('status').filter({ hasText: restored }).waitFor();
    assert.deepEqual(await axeViolations(fresh.page), []);

    // Under "My requests", as the service has it now: on the wall.
    await fresh.page.getByRole('link', { name: journey('journey-all-days') }).click();
    await fresh.page.getByRole('link', { name: message(first, 'days', 'days-prayer-wall') }).click();
    await deviceStateShown(fresh.page, words(first, 'prayer-wall-heading'));
    const mine = fresh.page.getByRole('region', { name: words(first, 'prayer-wall-mine-title') });
    await mine.getByText(text, { exact: true }).waitFor();
    await mine.getByText(words(first, 'prayer-wall-status-shown'), { exact: true }).waitFor();
    assert.deepEqual(await axeViolations(fresh.page), []);
    assert.equal(requestsKept(service), 1);
  } finally {
    for (const { context } of [asker, admin, ...(fresh ? [fresh] : [])]) await context.close();
    await service.stop();
  }
});
