// The prayer watch covered hour by hour, in Chromium (issue 43), in both languages, the app
// installed: two members (separate browser contexts) each pledge the same empty hour of
// tomorrow night, and the administrator's map at /admin shows it covered (the sample hopes for two
// keepers a turn), with the next 48 hours' gaps listed first. axe finds nothing on the page.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { launchBrowser, newPhonePage } from '../../testkit/browser.mjs';
import { programme } from '../../testkit/content.mjs';
import { formatClock, message } from '../../testkit/messages.mjs';
import { startService } from '../../testkit/service.mjs';
import { startSmtpSink } from '../../testkit/smtp-sink.mjs';
import { signedInAdmin } from './support/admin.mjs';
import { axeViolations, deviceStateShown, installApp } from './support/page.mjs';

const ADMIN = 'pastor@grace.example';
const [first, other] = programme.languages;
const hours = programme.prayerWatch.hours;
const today = new Date().toISOString().slice(0, 10);
const words = (lang, id, args = {}) => message(lang, 'watch', id, args);

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

/** The church's watch page in `lang`'s copy, the app installed, on the church's clock (UTC). */
async function watchPage(service, lang) {
  const prefix = lang === first ? '' : `/${lang}`;
  const phone = await newPhonePage(browser, { locale: lang, timezoneId: 'UTC' });
  await installApp(phone.page, `${service.url}${prefix}/watch`);
  await deviceStateShown(phone.page, words(lang, 'watch-heading'));
  return phone;
}

for (const lang of [first, other]) {
  test(`${lang}: two members pledge an empty hour and the church's map shows it covered`, async () => {
    // Day 1 is today (UTC, the church's clock): night 2's last turn is to come, within 48 hours.
    const service = await startService({ SMTP_URL: sink.url, ADMIN_EMAILS: ADMIN, PROGRAMME_START_DATE: today, CHURCH_TIME_ZONE: 'UTC' });
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

      const admin = await signedInAdmin(browser, service, sink, ADMIN);
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
