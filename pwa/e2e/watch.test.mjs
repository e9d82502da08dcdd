// The prayer watch covered hour by hour, in Chromium (issue 43), in both languages, the app
// installed: two members (separate browser contexts) each pledge the same empty hour of
// tomorrow night, and the administrator's map at /admin shows it covered (the sample hopes for two
// keepers a turn), with the next 48 hours' gaps listed first. axe finds nothing on the page.
// A member with reminders on pledges the turn under way: the service pushes its reminder at once,
// decrypted at a loopback push service (the turn's theme and the guide, opening /watch#hour-guide);
// when the turn ends (the page's clock moved on), "I kept this hour" is asked and counted.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { newPhonePage } from '../../testkit/browser.mjs';
import { programme, translations } from '../../testkit/content.mjs';
import { formatClock, message } from '../../testkit/messages.mjs';
import { startService } from '../../testkit/service.mjs';
import { useBrowserAndSink } from './support/hooks.mjs';
import { signedInAdmin } from './support/admin.mjs';
import { axeViolations, deviceStateShown, installApp } from './support/page.mjs';
import { decrypted, deliverPush, phoneWithRealPush, runningWorker, workerRegistration } from './support/push.mjs';

const ADMIN = 'pastor@grace.example';
const [first, other] = programme.languages;
const hours = programme.prayerWatch.hours;
const today = new Date().toISOString().slice(0, 10);
const words = (lang, id, args = {}) => message(lang, 'watch', id, args);

const env = useBrowserAndSink();

/** The church's watch page in `lang`'s copy, the app installed, on the church's clock (UTC). */
async function watchPage(service, lang) {
  const prefix = lang === first ? '' : `/${lang}`;
  const phone = await newPhonePage(env.browser, { locale: lang, timezoneId: 'UTC' });
  await installApp(phone.page, `${service.url}${prefix}/watch`);
  await deviceStateShown(phone.page, words(lang, 'watch-heading'));
  return phone;
}

for (const lang of [first, other]) {
  test(`${lang}: two members pledge an empty hour and the church's map shows it covered`, async () => {
    // Day 1 is today (UTC, the church's clock): night 2's last turn is to come, within 48 hours.
    const service = await startService({ SMTP_URL: env.sink.url, ADMIN_EMAILS: ADMIN, PROGRAMME_START_DATE: today, CHURCH_TIME_ZONE: 'UTC' });
    const phones = [await watchPage(service, lang), await watchPage(service, lang)];
    try {
      const [h, m] = hours.from.split(':').map(Number);
      const lastOffset = (hours.to === hours.from ? 24 * 60 : ((Number(hours.to.slice(0, 2)) * 60 + Number(hours.to.slice(3)) - (h * 60 + m) + 1440) % 1440)) - hours.turnMinutes;
      const last = (h * 60 + m + lastOffset) % 1440;
      const start = `${String(Math.floor(last / 60)).padStart(2, '0')}:${String(last % 60).padStart(2, '0')}`;
      const time = formatClock(lang, start, programme.hourCycle ?? 'h12');
      const label = words(lang, 'watch-pledge-label', { day: 2, time });
      assert.deepEqual(await axeViolations(phones[0].page), []);
      for (const { page } of phones) {
        const button = page.getByRole('button', { name: label });
        await button.scrollIntoViewIfNeeded();
        const sent = page.waitForResponse((r) => r.url().endsWith('/api/watch/pledges') && r.request().method() === 'POST');
        await button.click();
        assert.equal((await sent).status(), 204);
        assert.equal(await button.getAttribute('aria-pressed'), 'true');
      }
      const plan = await (await fetch(`${service.url}/api/watch`)).json();
      assert.equal(plan.turns.find((t) => t.day === 2 && t.start === start).keeping, 2);

      const admin = await signedInAdmin(env.browser, service, env.sink, ADMIN);
      try {
        const gaps = admin.page.getByRole('list').filter({ hasText: 'Night of day 2' });
        assert.ok(!(await gaps.innerText()).includes(`Night of day 2, ${start}`), 'a covered hour is no gap');
        const row = admin.page.getByRole('row').filter({ has: admin.page.getByRole('rowheader', { name: '2', exact: true }) });
        await row.getByRole('cell', { name: '2 · covered' }).waitFor();
        assert.deepEqual(await axeViolations(admin.page), []);
      } finally {
        await admin.context.close();
      }
    } finally {
      for (const { context } of phones) await context.close();
      await service.stop();
    }
  });
}

const minutesOf = (hhmm) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3));
const clockOf = (minutes) => `${String(Math.floor(minutes / 60) % 24).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/** The local date ('YYYY-MM-DD') and minutes since midnight of `at` in `zone`. */
function localIn(zone, at) {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-CA', { timeZone: zone, hourCycle: 'h23', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit' })
      .formatToParts(at)
      .map((p) => [p.type, p.value]),
  );
  return { date: `${parts.year}-${parts.month}-${parts.day}`, minutes: (Number(parts.hour) % 24) * 60 + Number(parts.minute) };
}

/**
 * A time zone where a turn of the watch (content's prayerWatch.hours) is under way now, with at
 * least `margin` minutes of it left: the zone, the turn's start and index, when it ends, and the
 * date of its night (the day before when the night has passed midnight).
 */
function zoneWithTurnUnderWay(margin = 10) {
  const from = minutesOf(hours.from);
  const span = (minutesOf(hours.to) - from + 1440) % 1440 || 1440;
  const now = new Date();
  for (const zone of Intl.supportedValuesOf('timeZone')) {
    const local = localIn(zone, now);
    const into = (local.minutes - from + 1440) % 1440;
    if (into >= span) continue;
    const index = Math.floor(into / hours.turnMinutes);
    const left = (index + 1) * hours.turnMinutes - into;
    if (left < margin) continue;
    const night = new Date(`${local.date}T00:00:00Z`);
    if (local.minutes < from) night.setUTCDate(night.getUTCDate() - 1);
    const endsAt = now.getTime() - (now.getTime() % 60_000) + left * 60_000;
    return { zone, start: clockOf(from + index * hours.turnMinutes), index, endsAt, night: night.toISOString().slice(0, 10) };
  }
  throw new Error('no time zone has a turn of the watch under way now');
}

for (const lang of [first, other]) {
  test(`${lang}: the turn under way, pledged with reminders on, is pushed with its theme and the guide; once over, "I kept this hour" is counted`, async () => {
    const prefix = lang === first ? '' : `/${lang}`;
    const turn = zoneWithTurnUnderWay();
    // Day 1 is the night under way, on the church's clock.
    const service = await startService({
      CHURCH_TIME_ZONE: turn.zone,
      PROGRAMME_START_DATE: turn.night,
      REMINDER_INTERVAL_MS: '500',
      PUSH_ALLOW_PRIVATE_ENDPOINTS: '1',
      VAPID_SUBJECT: 'mailto:office@gracefellowship.church',
    });
    // The member's clock is the church's; the page's can be moved on.
    const phone = await phoneWithRealPush(env.browser, service.url, { locale: lang, timezoneId: turn.zone });
    const { page, context, received, ecdh, real } = phone;
    try {
      await page.clock.install();
      await installApp(page, `${service.url}${prefix}/`);
      const card = page.locator('#reminders');
      await card.getByRole('button', { name: message(lang, 'reminders', 'reminders-turn-on') }).click();
      await card.getByText(message(lang, 'reminders', 'reminders-on'), { exact: true }).waitFor();

      await page.goto(`${service.url}${prefix}/watch`);
      await deviceStateShown(page, words(lang, 'watch-heading'));
      const mine = page.getByRole('region', { name: words(lang, 'watch-mine-title') });
      await mine.getByText(words(lang, 'watch-mine-reminded')).waitFor();
      const time = formatClock(lang, turn.start, programme.hourCycle ?? 'h12');
      const button = page.getByRole('button', { name: words(lang, 'watch-pledge-label', { day: 1, time }) });
      await button.scrollIntoViewIfNeeded();
      const pledgedThere = page.waitForResponse((r) => r.url().endsWith('/api/watch/pledges') && r.request().method() === 'POST');
      const reminded = page.waitForResponse((r) => /\/api\/push\/subscriptions\/[^/]+\/watch$/.test(r.url()) && r.request().method() === 'PUT');
      await button.click();
      assert.equal((await pledgedThere).status(), 204);
      const registered = await reminded;
      assert.equal(registered.status(), 200);
      assert.deepEqual(registered.request().postDataJSON(), { hours: [{ day: 1, start: turn.start }] }, 'the hour alone: no pledge token');
      assert.deepEqual(await registered.json(), { hours: 1 });
      const calendar = new URL(await mine.getByRole('link', { name: words(lang, 'watch-mine-calendar') }).getAttribute('href'), service.url);
      assert.equal(calendar.searchParams.get('watch'), `1-${turn.start}`);
      assert.equal(calendar.searchParams.get('tz'), turn.zone);
      // Folded lines unfolded, text unescaped (RFC 5545): the hour is an event of its own.
      const ics = (await (await fetch(calendar)).text()).replace(/\r\n[ \t]/g, '').replace(/\\([,;\\])/g, '$1');
      const watchTitle = (lang === first ? programme : translations[lang].programme).prayerWatch.title;
      const eventTitle = message(lang, 'service/reminders', 'watch-event-title', { time, watch: watchTitle, day: 1 });
      assert.ok(ics.includes(`SUMMARY:${eventTitle}`), eventTitle);

      // The reminder clock's next pass pushes the turn under way at once: wait for the push service to have it.
      await received.arrival();
      assert.equal(received.length, 1, 'one push reached the push service');
      const pushed = decrypted(received[0].body, ecdh, real.auth).notification;
      const watchWords = lang === first ? programme.prayerWatch : translations[lang].programme.prayerWatch;
      const theme = watchWords.hours.themes[turn.index % watchWords.hours.themes.length];
      assert.equal(pushed.title, message(lang, 'service/reminders', 'watch-reminder-title', { time }));
      assert.ok(pushed.body.startsWith(theme), pushed.body);
      for (const step of watchWords.hours.guide) assert.ok(pushed.body.includes(step), step);
      assert.equal(pushed.lang, lang);
      assert.equal(pushed.tag, `watch-1-${turn.start.replace(':', '')}`);
      assert.ok(pushed.navigate.endsWith(`${prefix}/watch#hour-guide`), pushed.navigate);
      assert.equal(received.length, 1, 'pushed once');

      // On the phone, the notification opens the guide to praying through the hour.
      const { cdp, registration } = await workerRegistration(context, page);
      await deliverPush(context, cdp, service.url, registration.registrationId, { web_push: 8030, notification: pushed });
      await page.goto(`${service.url}${prefix}/days`);
      await (await runningWorker(context)).evaluate(async () => {
        const [shown] = await self.registration.getNotifications();
        self.dispatchEvent(new NotificationEvent('notificationclick', { notification: shown }));
      });
      await page.waitForURL(pushed.navigate);
      await deviceStateShown(page, words(lang, 'watch-heading'));
      const guide = page.getByRole('region', { name: words(lang, 'watch-guide-title') });
      assert.deepEqual(await guide.getByRole('listitem').allInnerTexts(), watchWords.hours.guide);
      await page.waitForFunction(() => {
        const box = document.getElementById('hour-guide').getBoundingClientRect();
        return box.top >= 0 && box.top < innerHeight;
      });

      // The turn ends while the app is open: asked, on any page, and counted once tapped.
      await page.goto(`${service.url}${prefix}/`);
      await deviceStateShown(page, lang === first ? programme.church : translations[lang].programme.church);
      const prompt = page.getByRole('region', { name: message(lang, 'watch-prompt', 'watch-prompt-region') });
      // The app's shell loads once the page is idle: its live region is there, empty, before the end.
      await prompt.getByRole('status').waitFor({ state: 'attached' });
      await page.clock.fastForward(turn.endsAt - (await page.evaluate(() => Date.now())) + 1000);
      await prompt.getByText(message(lang, 'watch-prompt', 'watch-prompt-ended')).waitFor();
      await prompt.getByText(message(lang, 'watch-prompt', 'watch-prompt-turn', { day: 1, time })).waitFor();
      for (const colorScheme of ['light', 'dark']) {
        await page.emulateMedia({ colorScheme });
        assert.deepEqual(await axeViolations(page), [], colorScheme);
      }
      const counted = page.waitForResponse((r) => r.url().endsWith('/api/watch/kept') && r.request().method() === 'POST');
      await prompt.getByRole('button', { name: message(lang, 'watch-prompt', 'watch-prompt-kept') }).click();
      assert.equal((await counted).status(), 204);
      assert.match((await counted).request().postDataJSON().token, /^[A-Za-z0-9_-]{22}$/);
      await prompt.getByText(message(lang, 'watch-prompt', 'watch-prompt-thanks')).waitFor();
      const plan = await (await fetch(`${service.url}/api/watch`)).json();
      assert.equal(plan.turns.find((t) => t.day === 1 && t.start === turn.start).kept, 1);
      assert.equal(await prompt.getByRole('button', { name: message(lang, 'watch-prompt', 'watch-prompt-kept') }).count(), 0);
    } finally {
      await context.close();
      phone.sink.close();
      await service.stop();
    }
  });
}
