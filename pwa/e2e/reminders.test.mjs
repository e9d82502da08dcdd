// Reminders in the real app: the control subscribes (push service stubbed in the page, as
// headless Chromium has none), the service stores it, and a push delivered to the service
// worker shows the notification that leads to the day.
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, test } from 'node:test';
import { launchBrowser, newPhonePage } from '../../testkit/browser.mjs';
import { dayGuide, days, programme, translations } from '../../testkit/content.mjs';
import { formatClock, message as words } from '../../testkit/messages.mjs';
import { startService } from '../../testkit/service.mjs';
import { startSmtpSink } from '../../testkit/smtp-sink.mjs';
import { countCalls, deviceStateShown } from './support/page.mjs';
import { browserKeys, decrypted, deliverPush, phoneWithRealPush, runningWorker, startPushSink, stubPushService, workerRegistration } from './support/push.mjs';
import { storageKey } from '../../testkit/storage-keys.mjs';

const REMINDERS = storageKey('REMINDERS_KEY');

let service;
let browser;
// Day 3 is tomorrow, so reminders lie ahead whatever the date the tests run.
const start = new Date(Date.now() - 24 * 3600 * 1000).toISOString().slice(0, 10);
const tomorrow = dayGuide(3);
const [firstLang] = programme.languages;
/** `HH:MM` as the app writes it on the church's clock. */
const clock = (hhmm) => formatClock(firstLang, hhmm, programme.hourCycle);

before(async () => {
  service = await startService({
    VAPID_SUBJECT: 'mailto:office@gracefellowship.church',
    PUSH_ALLOW_PRIVATE_ENDPOINTS: '1',
    PROGRAMME_START_DATE: start,
  });
  browser = await launchBrowser();
});
after(async () => {
  await browser?.close();
  await service?.stop();
});

test('Remind me subscribes, the service keeps it, a push shows the notification for the day', async () => {
  const { page, context } = await newPhonePage(browser);
  try {
    await context.grantPermissions(['notifications'], { origin: service.url });
    await context.addInitScript(stubPushService);
    await countCalls(context, 'History', 'replaceState', 'e2eUrlRewrites');
    await page.goto(`${service.url}/`);
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
    await page.reload();

    const card = page.locator('#reminders');
    await card.getByText('Get a notification at each prayer time', { exact: false }).waitFor();
    await card.getByRole('checkbox', { name: `${clock(programme.prayerWatch.start)} ${programme.prayerWatch.title}` }).waitFor();
    await card.getByRole('button', { name: 'Remind me' }).click();
    await card.getByText('Reminders are on for this device.', { exact: true }).waitFor();

    // The service stored it: its token lets us change the choices.
    const stored = await page.evaluate((key) => JSON.parse(localStorage.getItem(key)), REMINDERS);
    assert.equal(stored.endpoint, 'http://127.0.0.1:9/push/e2e-1');
    const changed = await fetch(`${service.url}/api/push/subscriptions/${stored.id}`, {
      method: 'PATCH',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${stored.token}` },
      body: JSON.stringify({ timeZone: 'America/Chicago' }),
    });
    assert.equal(changed.status, 200);
    assert.equal((await changed.json()).slots.length, 6);

    // Unticking a time updates the service too.
    const [unticked] = programme.defaultSlots;
    await card.getByRole('checkbox', { name: `${clock(unticked.time)} ${unticked.title}` }).uncheck();
    await page.waitForFunction((key) => JSON.parse(localStorage.getItem(key)).slots.length === 5, REMINDERS);

    // So does turning church announcements off: the service answers with the choice kept.
    assert.equal(stored.announcements, true, 'on by default');
    const patched = page.waitForResponse((r) => r.request().method() === 'PATCH' && r.url().endsWith(`/api/push/subscriptions/${stored.id}`));
    await card.getByRole('checkbox', { name: /^Church announcements/ }).uncheck();
    assert.equal((await (await patched).json()).announcements, false);
    await page.waitForFunction((key) => JSON.parse(localStorage.getItem(key)).announcements === false, REMINDERS);

    // A push, as the push service would deliver it, reaches the service worker.
    const { cdp, registration } = await workerRegistration(context, page);
    const [slot] = tomorrow.slots;
    const navigate = `${service.url}/day/${tomorrow.day}#${slot.key}`;
    const tag = `day-${tomorrow.day}`;
    const payload = {
      web_push: 8030,
      notification: { title: `${clock(slot.time)} · ${slot.title}`, body: `Day ${tomorrow.day} · ${tomorrow.theme}`, navigate, tag },
    };
    await deliverPush(context, cdp, service.url, registration.registrationId, payload);
    const shown = await page.evaluate(async () => {
      const list = await (await navigator.serviceWorker.ready).getNotifications();
      return list.map((n) => ({ title: n.title, body: n.body, tag: n.tag, data: n.data }));
    });
    const [notification] = shown;
    assert.ok(notification, 'the service worker showed a notification');
    assert.equal(notification.title, payload.notification.title);
    assert.equal(notification.tag, tag);
    assert.equal(notification.data.url, navigate);
    // The first reminder this device shows points to fasting safely.
    assert.ok(notification.body.startsWith(`${payload.notification.body}\n`), notification.body);
    assert.match(notification.body.split('\n')[1], /“Fasting safely”/);

    // The same reminder pushed again (a pass killed between sending and recording it sends it
    // again, with the same Topic and tag): the member still sees one notification.
    await deliverPush(context, cdp, service.url, registration.registrationId, payload);
    const afterRepeat = await page.evaluate(async () =>
      (await (await navigator.serviceWorker.ready).getNotifications()).map((n) => ({ tag: n.tag, body: n.body })),
    );
    assert.deepEqual(afterRepeat, [{ tag, body: payload.notification.body }], 'two pushes with one tag show one notification; only the first points to fasting safely');

    // A click on the notification, dispatched inside the service worker (a headless browser has
    // no notification to click), takes the open window to the day at that slot.
    await page.goto(`${service.url}/`);
    await page.getByRole('link', { name: `Begin Day ${programme.pinnedCover.day}` }).waitFor();
    await (await runningWorker(context)).evaluate(async () => {
      const [shownNotification] = await self.registration.getNotifications();
      self.dispatchEvent(new NotificationEvent('notificationclick', { notification: shownNotification }));
    });
    await page.waitForURL(navigate);
    await page.getByRole('heading', { level: 1, name: tomorrow.theme }).waitFor();

    // 'Mark done' on a new reminder: the day opens with that slot ticked, the URL tidied.
    await page.goto(`${service.url}/`);
    const worker = await deliverPush(context, cdp, service.url, registration.registrationId, payload);
    await worker.evaluate(async () => {
      const [shownNotification] = await self.registration.getNotifications();
      if (!shownNotification) throw new Error('no notification shown');
      self.dispatchEvent(new NotificationEvent('notificationclick', { notification: shownNotification, action: 'done' }));
    });
    const checkbox = page.getByRole('checkbox', { name: `Mark ${clock(slot.time)} ${slot.title} complete` });
    await deviceStateShown(page, tomorrow.theme);
    // The URL is tidied once the tick is saved.
    await page.waitForFunction(() => !location.search);
    assert.equal(await checkbox.isChecked(), true);
    assert.equal(new URL(page.url()).hash, `#${slot.key}`, 'still at the slot');
    const rewrites = await page.evaluate(() => window.e2eUrlRewrites);
    // The member may still untick it: the untick is saved and the link is not applied again.
    await checkbox.uncheck();
    await page.waitForFunction(
      ({ day, key: slotKey }) =>
        Object.entries(localStorage).some(([key, value]) => key.endsWith(`:day-${day}`) && !JSON.parse(value).completed.includes(slotKey)),
      { day: tomorrow.day, key: slot.key },
    );
    assert.equal(await checkbox.isChecked(), false);
    // Tidied once: the renders since have not rewritten the URL again.
    assert.equal(await page.evaluate(() => window.e2eUrlRewrites), rewrites, 'the URL has settled');

    await page.goto(`${service.url}/`);
    await card.getByRole('button', { name: 'Turn off reminders' }).click();
    await card.getByRole('button', { name: 'Remind me' }).waitFor();
    const gone = await fetch(`${service.url}/api/push/subscriptions/${stored.id}`, {
      method: 'DELETE',
      headers: { authorization: `Bearer ${stored.token}` },
    });
    assert.equal(gone.status, 404, 'turned off on the service too');
  } finally {
    await context.close();
  }
});

test('Send me a test reminder: the service pushes a message saying so, which the device shows', async () => {
  const { sink, received, ecdh, real, page, context, card } = await remindersOnWithRealKeys(`${service.url}/`, 'Remind me', 'Reminders are on for this device.');
  try {

    const asked = Date.now();
    await card.getByRole('button', { name: 'Send me a test reminder' }).click();
    await card.getByText('Test reminder sent.', { exact: false }).waitFor();
    assert.equal(received.length, 1, 'one push reached the push service');
    assert.ok(Date.now() - asked < 10_000, 'within seconds');
    const [push] = received;
    assert.equal(push.headers['content-encoding'], 'aes128gcm');
    const message = decrypted(push.body, ecdh, real.auth);
    assert.match(message.notification.title, /^Test reminder/);
    assert.match(message.notification.body, /This is a test/);

    // The push service hands it to the device: the service worker shows it as a test.
    const { cdp, registration } = await workerRegistration(context, page);
    await deliverPush(context, cdp, service.url, registration.registrationId, message);
    const shown = await page.evaluate(async () => (await (await navigator.serviceWorker.ready).getNotifications()).map((n) => n.title));
    assert.deepEqual(shown, [message.notification.title]);
  } finally {
    await context.close();
    sink.close();
  }
});

test("a member who prays in the other language gets the test reminder in it: decrypted at the push service, shown with that language's buttons", async () => {
  const [, lang] = programme.languages;
  const { sink, received, ecdh, real, page, context, card } = await remindersOnWithRealKeys(
    `${service.url}/${lang}/`,
    words(lang, 'reminders', 'reminders-turn-on'),
    words(lang, 'reminders', 'reminders-on'),
  );
  try {

    await card.getByRole('button', { name: words(lang, 'reminders', 'reminders-send-test') }).click();
    await card.getByText(words(lang, 'reminders', 'reminders-test-sent'), { exact: true }).waitFor();
    assert.equal(received.length, 1, 'one push reached the push service');
    const message = decrypted(received[0].body, ecdh, real.auth);
    assert.equal(message.notification.title, words(lang, 'service/reminders', 'test-reminder-title'));
    assert.equal(message.notification.body, words(lang, 'service/reminders', 'test-reminder-body'));
    assert.equal(message.notification.lang, lang);
    assert.equal(new URL(message.notification.navigate).pathname, `/${lang}/`);

    // The device shows it with the buttons in the member's language.
    const { cdp, registration } = await workerRegistration(context, page);
    await deliverPush(context, cdp, service.url, registration.registrationId, message);
    const shown = await (await runningWorker(context)).evaluate(async () =>
      (await self.registration.getNotifications()).map((n) => ({ title: n.title, lang: n.lang, actions: n.actions.map((a) => a.title) })),
    );
    assert.deepEqual(shown, [{ title: message.notification.title, lang, actions: [words(lang, 'notifications', 'notification-mark-done')] }]);
  } finally {
    await context.close();
    sink.close();
  }
});

test('a church announcement: pushed to a member who keeps announcements on (decrypted, shown), not to one who turned them off; both see the card', async () => {
  // A zone where it is day now, so quiet hours (21:30 to 06:00 on the member's clock) hold nothing back.
  const zones = ['Pacific/Kiritimati', 'Asia/Tokyo', 'Europe/London', 'America/Chicago', 'Pacific/Honolulu'];
  const hourIn = (zone) => Number(new Intl.DateTimeFormat('en-GB', { hour: '2-digit', hourCycle: 'h23', timeZone: zone }).format(new Date()));
  const timezoneId = zones.find((zone) => hourIn(zone) >= 7 && hourIn(zone) <= 20);
  // One loopback push service for both members (by path), holding each browser's private key.
  const members = ['keeps', 'declines'].map((name) => ({ name, ...browserKeys() }));
  const { sink, received, port } = await startPushSink();
  const smtp = await startSmtpSink();
  const admin = 'pastor@grace.example';
  const church = await startService({
    VAPID_SUBJECT: 'mailto:office@gracefellowship.church',
    PUSH_ALLOW_PRIVATE_ENDPOINTS: '1',
    PROGRAMME_START_DATE: start,
    REMINDER_INTERVAL_MS: '500',
    ADMIN_EMAILS: admin,
    SMTP_URL: smtp.url,
  });
  const pages = [];
  try {
    for (const member of members) {
      const { page, context } = await newPhonePage(browser, { timezoneId });
      pages.push({ member, page, context });
      await context.grantPermissions(['notifications'], { origin: church.url });
      await context.addInitScript(stubPushService, { endpointBase: `http://127.0.0.1:${port}/push/${member.name}`, ...member.keys });
      await page.goto(`${church.url}/`);
      await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
      const card = page.locator('#reminders');
      if (member.name === 'declines') await card.getByRole('checkbox', { name: /^Church announcements/ }).uncheck();
      await card.getByRole('button', { name: 'Remind me' }).click();
      await card.getByText('Reminders are on for this device.', { exact: true }).waitFor();
    }

    // The church announces, through the admin area's forms (signed in with the mailed code).
    const form = (path, fields, cookie) =>
      fetch(`${church.url}${path}`, {
        method: 'POST',
        redirect: 'manual',
        headers: { origin: church.url, 'content-type': 'application/x-www-form-urlencoded', ...(cookie ? { cookie } : {}) },
        body: new URLSearchParams(fields),
      });
    await form('/admin/sign-in', { email: admin });
    const [{ mail }] = await smtp.waitFor(1);
    const code = /type this code on the sign-in page: (\d{6})/.exec(mail.text)[1];
    const cookie = (await form('/admin/code', { email: admin, code })).headers.get('set-cookie').split(';')[0];
    const title = 'Prayer walk on Saturday';
    const sent = await form('/admin/announcements', { title, body: 'Meet at the church gate.', link: '/days', when: 'now', action: 'save' }, cookie);
    assert.equal(sent.status, 303);

    // The reminder clock's next pass pushes it: wait for the push service to have it.
    const pushes = () => received.filter((r) => r.path.startsWith('/push/keeps/'));
    await received.arrival((r) => r.path.startsWith('/push/keeps/'));
    assert.equal(pushes().length, 1, 'one push to the member who keeps announcements on');
    const [{ member, page, context }] = pages;
    const message = decrypted(pushes()[0].body, member.ecdh, member.keys.auth);
    assert.equal(message.notification.title, title);
    assert.equal(message.notification.navigate, `${church.url}/days`);
    const { cdp, registration } = await workerRegistration(context, page);
    await deliverPush(context, cdp, church.url, registration.registrationId, message);
    const shown = await page.evaluate(async () => (await (await navigator.serviceWorker.ready).getNotifications()).map((n) => n.title));
    assert.deepEqual(shown, [title]);

    // Counted on the admin page: one sent; nothing for the member who declined, who sees the card.
    const adminPage = await (await fetch(`${church.url}/admin`, { headers: { cookie } })).text();
    assert.match(adminPage, /sent 1, failed 0, gone 0/);
    assert.equal(received.filter((r) => r.path.startsWith('/push/declines/')).length, 0);
    for (const { page: memberPage } of pages) {
      await memberPage.reload();
      await memberPage.getByRole('region', { name: 'From Grace Fellowship Church' }).getByText(title).waitFor();
    }
  } finally {
    for (const { context } of pages) await context.close();
    await church.stop();
    await smtp.close();
    sink.close();
  }
});

test('on an iPhone, the card shows the steps to the Home Screen; opened from there, it offers reminders', async () => {
  const iphone = 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1';
  for (const standalone of [false, true]) {
    const { page, context } = await newPhonePage(browser, { userAgent: iphone });
    try {
      if (standalone) await context.addInitScript(() => Object.defineProperty(navigator, 'standalone', { value: true }));
      await page.goto(`${service.url}/`);
      const card = page.locator('#reminders');
      await card.getByRole('link', { name: 'Add to calendar' }).waitFor();
      const steps = card.getByRole('listitem');
      if (standalone) {
        await card.getByRole('button', { name: 'Remind me' }).waitFor();
        assert.equal(await steps.count(), 0);
      } else {
        await card.getByText('reminders work once the guide is on your Home Screen', { exact: false }).waitFor();
        // (The Share icon sits between two spaces.)
        assert.deepEqual((await steps.allInnerTexts()).map((t) => t.replace(/\s+/g, ' ')), [
          'Tap the Share button in Safari.',
          'Choose “Add to Home Screen”, then tap Add.',
          'Open the guide from your Home Screen, and turn reminders on here.',
        ]);
        assert.equal(await card.getByRole('button', { name: 'Remind me' }).count(), 0);
      }
    } finally {
      await context.close();
    }
  }
});

test('the calendar link downloads every reminder in the member’s zone', async () => {
  const { page, context } = await newPhonePage(browser);
  try {
    await page.goto(`${service.url}/`);
    const link = page.locator('#reminders').getByRole('link', { name: 'Add to calendar' });
    const href = await link.getAttribute('href');
    assert.equal(href, '/api/calendar.ics?tz=America%2FChicago');
    const ics = await (await fetch(`${service.url}${href}`)).text();
    // Each day with a guide: its slots, its close and the prayer watch.
    const expected = days.reduce((sum, d) => sum + d.slots.length + 2, 0);
    assert.equal(ics.match(/BEGIN:VEVENT/g).length, expected);
  } finally {
    await context.close();
  }
});

test('the calendar link of the other language gives every reminder in that language', async () => {
  const [, lang] = programme.languages;
  const guides = translations[lang].days;
  const { page, context } = await newPhonePage(browser);
  try {
    await page.goto(`${service.url}/${lang}/`);
    const link = page.locator('#reminders').getByRole('link', { name: words(lang, 'reminders', 'reminders-add-to-calendar') });
    const href = await link.getAttribute('href');
    assert.equal(new URL(href, service.url).searchParams.get('lang'), lang);
    // Folded lines unfolded, text unescaped (RFC 5545).
    const ics = (await (await fetch(`${service.url}${href}`)).text()).replace(/\r\n[ \t]/g, '').replace(/\\([,;\\])/g, '$1');
    assert.equal(ics.match(/BEGIN:VEVENT/g).length, guides.reduce((sum, d) => sum + d.slots.length + 2, 0));
    const guide = guides.find((d) => d.day === 3);
    for (const slot of guide.slots) {
      const title = words(lang, 'service/reminders', 'calendar-event-title', {
        time: formatClock(lang, slot.time, programme.hourCycle),
        slot: slot.title,
        day: 3,
      });
      assert.ok(ics.includes(`SUMMARY:${title}`), title);
    }
    assert.ok(ics.includes(`/${lang}/day/3`), 'events link the Spanish pages');
  } finally {
    await context.close();
  }
});

/**
 * A phone that turned reminders on at `url` (pressing `turnOn`, until the card says `on`), with a
 * loopback push service holding the browser's private key, so it really decrypts (RFC 8291).
 */
async function remindersOnWithRealKeys(url, turnOn, on) {
  const phone = await phoneWithRealPush(browser, service.url);
  await phone.page.goto(url);
  await phone.page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  const card = phone.page.locator('#reminders');
  await card.getByRole('button', { name: turnOn }).click();
  await card.getByText(on, { exact: true }).waitFor();
  return { ...phone, card };
}

test('after the service changes its VAPID key, the app subscribes again with the new key on its next start', async () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'prayer-fast-vapid-'));
  const env = { VAPID_SUBJECT: 'mailto:office@gracefellowship.church', PUSH_ALLOW_PRIVATE_ENDPOINTS: '1', PROGRAMME_START_DATE: start, DATA_DIR: dataDir };
  let first = await startService(env);
  let second;
  const { page, context } = await newPhonePage(browser);
  try {
    await context.grantPermissions(['notifications'], { origin: first.url });
    await context.addInitScript(stubPushService);
    await page.goto(`${first.url}/`);
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
    await page.reload();
    const card = page.locator('#reminders');
    await card.getByRole('button', { name: 'Remind me' }).click();
    await card.getByText('Reminders are on for this device.', { exact: true }).waitFor();
    const before = await page.evaluate((key) => JSON.parse(localStorage.getItem(key)), REMINDERS);
    const oldKey = (await (await fetch(`${first.url}/api/push/public-key`)).json()).publicKey;
    assert.equal(before.endpoint, 'http://127.0.0.1:9/push/e2e-1');

    // The operator rotates the key: the service restarts on the same data and port without it.
    const port = new URL(first.url).port;
    await first.stop();
    first = null;
    rmSync(join(dataDir, 'vapid-private-key'));
    second = await startService({ ...env, PORT: port });
    const newKey = (await (await fetch(`${second.url}/api/push/public-key`)).json()).publicKey;
    assert.notEqual(newKey, oldKey);

    // Once subscribed again, the app drops the old record on the service: wait for its answer.
    const dropped = page.waitForResponse((r) => r.request().method() === 'DELETE' && r.url().endsWith(`/api/push/subscriptions/${before.id}`));
    await page.reload();
    await page.waitForFunction(({ key, id }) => JSON.parse(localStorage.getItem(key)).id !== id, { key: REMINDERS, id: before.id });
    const after = await page.evaluate((key) => ({
      reminders: JSON.parse(localStorage.getItem(key)),
      push: JSON.parse(localStorage.getItem('e2e-push-subscription')),
    }), REMINDERS);
    assert.equal(after.push.key, newKey, 'subscribed with the new key');
    assert.equal(after.reminders.endpoint, 'http://127.0.0.1:9/push/e2e-2');
    assert.deepEqual(after.reminders.slots, before.slots, 'under the same choices');
    const patch = (stored) =>
      fetch(`${second.url}/api/push/subscriptions/${stored.id}`, {
        method: 'PATCH',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${stored.token}` },
        body: JSON.stringify({ timeZone: 'America/Chicago' }),
      });
    assert.equal((await patch(after.reminders)).status, 200, 'the new subscription is stored');
    assert.ok((await dropped).ok, 'the app deleted the old subscription');
    assert.equal((await patch(before)).status, 404, 'the old subscription is deleted');
    await card.getByText('Reminders are on for this device.', { exact: true }).waitFor();
  } finally {
    await context.close();
    await first?.stop();
    await second?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
});
