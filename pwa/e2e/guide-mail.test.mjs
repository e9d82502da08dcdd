// The day's guide by e-mail on the member's real path (issue 44), in both languages, the app
// installed on a phone in Tokyo (not the machine's zone): the member asks on the journey page
// for the guide at 6:30 AM; the address is confirmed at a real SMTP sink (in English by the
// link from the mail opened in the installed app, in Spanish by the code typed into the card);
// the service's morning pass, run with an injected clock (`prayer-fast guide-mail run-once
// --now`), queues nothing a minute early and the day's guide at 6:30 Tokyo time, which the
// running service delivers, in the member's language with the day's link; its one-click
// unsubscribe (RFC 8058, as a mail provider sends it) ends it, and the card says so.
import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { test } from 'node:test';
import { promisify } from 'node:util';
import { newPhonePage } from '../../testkit/browser.mjs';
import { days, programme, translations } from '../../testkit/content.mjs';
import { formatClock, message } from '../../testkit/messages.mjs';
import { repoRoot } from '../../testkit/repo.mjs';
import { startService } from '../../testkit/service.mjs';
import { useBrowserAndSink } from './support/hooks.mjs';
import { axeViolations, clickWhenStill, installApp } from './support/page.mjs';

const ZONE = 'Asia/Tokyo';
const TIME = '06:30';
const [first, other] = programme.languages;
const words = (lang, id, args = {}) => message(lang, 'guide-mail', id, args);

const env = useBrowserAndSink();

/** The date ('YYYY-MM-DD') and 'HH:MM' of `ms` on Tokyo's clock. */
function tokyo(ms) {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-CA', { timeZone: ZONE, hourCycle: 'h23', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit' })
      .formatToParts(new Date(ms))
      .map((p) => [p.type, p.value]),
  );
  return { date: `${parts.year}-${parts.month}-${parts.day}`, time: `${parts.hour}:${parts.minute}` };
}

const daysBetween = (from, to) => Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);

/** One morning of the service's database as of `ms` (the injected clock): the guides due are queued and sent; its report. */
async function morningPass(service, start, ms) {
  const binary = process.env.PRAYER_FAST_BIN ?? join(repoRoot, 'target', 'debug', 'prayer-fast');
  // Not execFileSync: the SMTP sink answers from this process while the pass sends to it.
  const { stdout } = await promisify(execFile)(binary, ['guide-mail', 'run-once', '--now', new Date(ms).toISOString()], {
    env: { ...process.env, DATA_DIR: service.dataDir, CONTENT_DIR: join(repoRoot, 'content'), PROGRAMME_START_DATE: start, PUBLIC_URL: service.url, SMTP_URL: env.sink.url, RUST_LOG: 'warn' },
  });
  return stdout.trim();
}

/** The next mail to `to` after the first `seen`. */
async function nextMailTo(to, seen) {
  for (;;) {
    const all = await env.sink.waitFor(seen + 1, 30_000);
    const found = all.slice(seen).find((m) => m.rcptTo.includes(to));
    if (found) return found;
    seen = all.length;
  }
}

const header = (mail, name) => mail.mail.headerLines.find((h) => h.key === name)?.line.replace(/^[^:]+:\s*/, '');

for (const [lang, confirmBy] of [
  [first, 'link'],
  [other, 'code'],
]) {
  test(`${lang}: asked on the journey page, confirmed by ${confirmBy}, the guide arrives at 6:30 Tokyo time and one click stops it`, async () => {
    const prefix = lang === first ? '' : `/${lang}`;
    // Day 1 was two days ago in Tokyo: the next 6:30 there is Day 3 or Day 4.
    const start = tokyo(Date.now() - 2 * 86_400_000).date;
    const service = await startService({ SMTP_URL: env.sink.url, SUMMARY_CONFIRM_RECIPIENTS: 'on', PROGRAMME_START_DATE: start });
    const { page, context, consoleErrors } = await newPhonePage(env.browser, { locale: lang, timezoneId: ZONE });
    const email = `${lang}-member@church.example`;
    try {
      await installApp(page, `${service.url}${prefix}/journey`);
      assert.ok(await page.evaluate(() => navigator.serviceWorker.controller !== null), 'the app is installed');
      const card = page.locator('#guide-mail');
      await card.getByRole('heading', { name: words(lang, 'guide-mail-title') }).waitFor();
      await card.scrollIntoViewIfNeeded();
      assert.deepEqual(await axeViolations(page), []);
      await card.getByRole('textbox', { name: words(lang, 'guide-mail-email-label') }).fill(email);
      await card.getByLabel(words(lang, 'guide-mail-time-label')).fill(TIME);
      const seen = env.sink.messages.length;
      const asked = page.waitForResponse((r) => r.url().endsWith('/api/guide-mail') && r.request().method() === 'POST');
      await clickWhenStill(card.getByRole('button', { name: words(lang, 'guide-mail-start') }));
      const waiting = await asked;
      assert.equal(waiting.status(), 202);
      assert.equal((await waiting.json()).delivery, 'awaiting_confirmation');
      assert.deepEqual(waiting.request().postDataJSON().timeZone, ZONE);
      assert.equal(waiting.request().postDataJSON().time, TIME);

      // The confirmation mail, in the member's language, says what it is for.
      const confirmation = await nextMailTo(email, seen);
      const intro = message(lang, 'service/confirmation', 'confirm-mail-intro-guide', {
        title: lang === first ? programme.title : translations[lang].programme.title,
        church: lang === first ? programme.church : translations[lang].programme.church,
      });
      assert.ok(confirmation.mail.text.replace(/\s+/g, ' ').includes(intro.replace(/\s+/g, ' ')), confirmation.mail.text);
      const subscribed = page.waitForResponse(
        async (r) => r.url().endsWith('/api/guide-mail') && r.request().method() === 'POST' && r.status() === 202 && (await r.json()).delivery === 'subscribed',
        { timeout: 30_000 },
      );
      if (confirmBy === 'link') {
        // The link from the mail, opened in the installed app's browser: the service answers it.
        const link = /https?:\/\/\S+\/confirm\/\S+/.exec(confirmation.mail.text)[0];
        const confirmPage = await context.newPage();
        const opened = await confirmPage.goto(link);
        assert.equal(opened.fromServiceWorker(), false, 'the link reached the service');
        await confirmPage.getByRole('button', { name: message(lang, 'service/confirmation', 'confirm-button') }).click();
        await confirmPage.getByRole('heading', { name: message(lang, 'service/confirmation', 'confirm-page-confirmed-heading') }).waitFor();
        await confirmPage.close();
        // Back in the app: the request that waited goes again, now subscribing.
        await page.bringToFront();
        await page.reload();
      } else {
        // The code after its label (the link's id may hold six digits in a row too).
        const label = message(lang, 'service/confirmation', 'confirm-mail-code-label');
        const code = new RegExp(`${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\s*(\\d{6})`).exec(confirmation.mail.text)[1];
        await card.getByRole('textbox', { name: words(lang, 'guide-mail-code-label') }).fill(code);
        await clickWhenStill(card.getByRole('button', { name: words(lang, 'guide-mail-code-action'), exact: true }));
      }
      const answer = await (await subscribed).json();
      const next = tokyo(answer.nextAt);
      assert.equal(next.time, TIME, 'the next guide is at 6:30 on the member\'s clock');
      assert.equal(answer.nextDay, daysBetween(start, next.date) + 1);
      const shownTime = formatClock(lang, TIME, programme.hourCycle ?? 'h12');
      await card.getByText(shownTime, { exact: false }).first().waitFor();
      assert.deepEqual(await axeViolations(page), []);

      // The morning, on an injected clock: nothing a minute early, the day's guide at 6:30.
      assert.match(await morningPass(service, start, answer.nextAt - 60_000), /^queued 0,/);
      const before = env.sink.messages.length;
      assert.match(await morningPass(service, start, answer.nextAt), /^queued 1,/);
      const guideMail = await nextMailTo(email, before);
      const guide = (lang === first ? days : translations[lang].days).find((d) => d.day === answer.nextDay);
      assert.ok(guideMail.mail.subject.endsWith(`${answer.nextDay}: ${guide.theme}`), guideMail.mail.subject);
      assert.ok(guideMail.mail.text.includes(guide.dailyPrayer), 'the day\'s prayer, in the member\'s language');
      assert.ok(guideMail.mail.text.includes(`${service.url}${prefix}/day/${answer.nextDay}`), 'the day\'s link');
      assert.ok(guideMail.mail.html.includes(`${prefix}/safety`), 'the safety line');
      assert.equal(header(guideMail, 'list-unsubscribe-post'), 'List-Unsubscribe=One-Click');
      const unsubscribe = header(guideMail, 'list-unsubscribe').replace(/^<|>$/g, '');

      // The link opened in the installed app's browser reaches the service (its page, not the
      // app's 404), and asks before it stops anything.
      const linkPage = await context.newPage();
      const shown = await linkPage.goto(unsubscribe);
      assert.equal(shown.fromServiceWorker(), false, 'the unsubscribe link reached the service');
      await linkPage.getByRole('heading', { name: message(lang, 'service/guide-mail', 'guide-stop-page-heading') }).waitFor();
      await linkPage.close();

      // One click in the mail client: the provider POSTs (no Origin, no cookie); it has ended.
      const clicked = await fetch(unsubscribe, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: 'List-Unsubscribe=One-Click' });
      assert.equal(clicked.status, 200);
      assert.match(await morningPass(service, start, answer.nextAt + 86_400_000), /^queued 0,/);
      await page.reload();
      await card.getByText(words(lang, 'guide-mail-start-again'), { exact: false }).first().waitFor();
      assert.deepEqual(consoleErrors.filter((e) => !/status of 404/.test(e)), []);
    } finally {
      await context.close();
      await service.stop();
    }
  });
}
