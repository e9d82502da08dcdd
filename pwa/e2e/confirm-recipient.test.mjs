// Recipient confirmation on the member's real path: the app installed (its service worker in
// control), a tick and a journal, the first summary to a new address, the link from the mail
// opened in that same browser, and back in the app the summary with the journal arrives. On
// SQLite and on PostgreSQL. Then the code from the mail typed into the guide, and a send whose
// answer is lost: one confirmation mail, never two.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { newPhonePage } from '../../testkit/browser.mjs';
import { days } from '../../testkit/content.mjs';
import { withPostgres } from '../../testkit/postgres.mjs';
import { startService } from '../../testkit/service.mjs';
import { useBrowserAndSink } from './support/hooks.mjs';
import { clickWhenStill, deviceStateShown, installApp } from './support/page.mjs';

// Any day with a journal: the flow does not depend on which.
const guide = days.find((d) => d.slots.some((slot) => slot.journal));
const journaled = guide.slots.find((slot) => slot.journal);

const env = useBrowserAndSink();

/** The service, mailing to the sink, with confirmation on; on `databaseUrl` when given. */
const confirmingService = (databaseUrl) =>
  startService({
    SMTP_URL: env.sink.url,
    MAIL_FROM: 'Grace Prayer Fast <prayer@grace.example>',
    SUMMARY_CONFIRM_RECIPIENTS: 'on',
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
  });

async function openDay(page, service) {
  await page.goto(`${service.url}/day/${guide.day}`);
  await deviceStateShown(page, guide.theme);
}

async function sendFromDay(page, email) {
  const input = page.getByRole('textbox', { name: 'Your email address', disabled: false });
  await input.fill(email);
  await clickWhenStill(page.getByRole('button', { name: 'Send Summary' }));
}

/** The next mail to `to` (after the first `seen`), and its link and code. */
async function nextMailTo(to, seen) {
  for (;;) {
    const all = await env.sink.waitFor(seen + 1);
    const found = all.slice(seen).find((m) => m.rcptTo.includes(to));
    if (found) {
      const text = found.mail.text ?? '';
      return {
        mail: found,
        link: /https?:\/\/\S+\/confirm\/\S+/.exec(text)?.[0],
        code: /Your code: (\d{6})/.exec(text)?.[1],
      };
    }
    seen = all.length;
  }
}

/** The summaries (not confirmations) that reached `to`, in any case of its spelling. */
const summariesTo = (to) =>
  env.sink.messages.filter((m) => m.rcptTo.some((r) => r.toLowerCase() === to) && !/^Confirm/.test(m.mail.subject));

async function membersRealPath(service, email) {
  const { page, context, consoleErrors } = await newPhonePage(env.browser);
  try {
    await installApp(page, `${service.url}/`);
    await openDay(page, service);
    assert.ok(await page.evaluate(() => navigator.serviceWorker.controller !== null), 'the app is installed');
    await page.locator(`#${journaled.key}`).getByRole('checkbox').check();
    const words = `Kept by the device until ${email} was confirmed.`;
    await page.locator(`#${journaled.key}`).getByRole('textbox', { name: 'Journal Space' }).fill(words);
    const seen = env.sink.messages.length;
    await sendFromDay(page, email);
    await page.getByRole('status').getByText('Check your inbox to confirm your address', { exact: true }).waitFor();

    const { mail, link, code } = await nextMailTo(email, seen);
    assert.match(mail.mail.subject, /^Confirm your e-mail address/);
    assert.ok(link && code, mail.mail.text);
    assert.ok(!mail.mail.text.includes(words), 'nothing the member wrote is in the confirmation');

    // The link from the mail, opened in the same browser: the service worker controls this page's
    // origin, and leaves the link to the service.
    const confirmPage = await context.newPage();
    const opened = await confirmPage.goto(link);
    assert.equal(opened.status(), 200);
    assert.equal(opened.fromServiceWorker(), false, 'the link reached the service');
    await confirmPage.getByRole('button', { name: 'Confirm my address' }).click();
    await confirmPage.getByRole('heading', { name: 'Thank you: your address is confirmed' }).waitFor();

    // Back in the app: what waited on the device goes out, with the journal.
    await confirmPage.getByRole('link', { name: 'Open the guide' }).click();
    await confirmPage.getByRole('status').getByText('Email Sent!', { exact: true }).waitFor();
    await env.sink.waitFor(seen + 2);
    const [summary] = summariesTo(email);
    assert.match(summary.mail.subject, new RegExp(`^Day ${guide.day}: `));
    assert.ok(summary.mail.text.includes(words), summary.mail.text);
    assert.deepEqual(consoleErrors, []);
  } finally {
    await context.close();
  }
}

describe("the member's real path", () => {
  test('installed app, first summary, link from the mail in the same browser, summary with the journal (SQLite)', async () => {
    const service = await confirmingService();
    try {
      await membersRealPath(service, 'ruth@church.org');
    } finally {
      await service.stop();
    }
  });

  test('the same on PostgreSQL', () =>
    withPostgres(async (url) => {
      const service = await confirmingService(url);
      try {
        await membersRealPath(service, 'naomi@church.org');
      } finally {
        await service.stop();
      }
    }));

  test('the code from the mail, typed into the installed app, sends what waited', async () => {
    const service = await confirmingService();
    const { page, context } = await newPhonePage(env.browser);
    try {
      await installApp(page, `${service.url}/`);
      await openDay(page, service);
      await page.getByRole('checkbox').first().check();
      const seen = env.sink.messages.length;
      await sendFromDay(page, 'boaz@church.org');
      const { code } = await nextMailTo('boaz@church.org', seen);
      const confirm = page.getByRole('group', { name: 'Confirm boaz@church.org' });
      await confirm.getByRole('textbox', { name: 'Code from the e-mail' }).fill(code);
      await confirm.getByRole('button', { name: 'Confirm' }).click();
      await page.getByRole('status').getByText('Email Sent!', { exact: true }).waitFor();
      await confirm.waitFor({ state: 'detached' });
      await env.sink.waitFor(seen + 2);
      assert.equal(summariesTo('boaz@church.org').length, 1);
      // Later summaries from this device go straight out.
      await sendFromDay(page, 'Boaz@church.org');
      await page.getByRole('status').getByText('Email Sent!', { exact: true }).nth(1).waitFor();
      await env.sink.waitFor(seen + 3);
      assert.equal(summariesTo('boaz@church.org').length, 2);
    } finally {
      await context.close();
      await service.stop();
    }
  });

  test('a send whose answer is lost is sent again with the same key: one confirmation mail', async () => {
    const service = await confirmingService();
    const { page, context } = await newPhonePage(env.browser);
    try {
      await openDay(page, service);
      const keys = [];
      let lost = 0;
      // The first answer never reaches the page (the service did take the request).
      await page.route('**/api/send-day-summary', async (route) => {
        keys.push(route.request().headers()['idempotency-key']);
        const response = await route.fetch();
        if (lost++ === 0) return route.abort('timedout');
        return route.fulfill({ response });
      });
      const seen = env.sink.messages.length;
      await sendFromDay(page, 'leah@church.org');
      await page.getByRole('status').getByText('Check your inbox to confirm your address', { exact: true }).waitFor();
      assert.equal(keys.length, 2, 'sent twice');
      assert.equal(keys[0], keys[1], 'with the same Idempotency-Key');
      // The token the second answer carried is the request's: its code confirms, and the summary
      // (sent once more with the same key) follows the one confirmation mail.
      const { code } = await nextMailTo('leah@church.org', seen);
      const confirm = page.getByRole('group', { name: 'Confirm leah@church.org' });
      await confirm.getByRole('textbox', { name: 'Code from the e-mail' }).fill(code);
      await confirm.getByRole('button', { name: 'Confirm' }).click();
      await page.getByRole('status').getByText('Email Sent!', { exact: true }).waitFor();
      await env.sink.waitFor(seen + 2);
      const toLeah = env.sink.messages.slice(seen).filter((m) => m.rcptTo.includes('leah@church.org'));
      assert.deepEqual(
        toLeah.map((m) => (/^Confirm/.test(m.mail.subject) ? 'confirmation' : 'summary')),
        ['confirmation', 'summary'],
      );
    } finally {
      await context.close();
      await service.stop();
    }
  });
});
