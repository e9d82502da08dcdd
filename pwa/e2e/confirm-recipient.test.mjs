// Recipient confirmation in the real app: the first summary to an address sends a confirmation
// link (the service is no mail relay), the member confirms in the browser, the waiting summary
// follows, and later summaries from the device go straight out. And a send whose answer is lost
// is retried with the same Idempotency-Key: one mail, never two.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { launchBrowser, newPhonePage } from './support/browser.mjs';
import { days } from './support/content.mjs';
import { startService } from './support/service.mjs';
import { startSmtpSink } from './support/smtp-sink.mjs';

let sink;
let service;
let browser;
// Any day with a guide: the flow does not depend on which.
const day = days[0].day;

before(async () => {
  sink = await startSmtpSink();
  service = await startService({
    SMTP_URL: sink.url,
    MAIL_FROM: 'Grace Prayer Fast <prayer@grace.example>',
    SUMMARY_CONFIRM_RECIPIENTS: 'on',
  });
  browser = await launchBrowser();
});

after(async () => {
  await browser?.close();
  await service?.stop();
  await sink?.close();
});

async function sendFromDay(page, email) {
  const input = page.getByRole('textbox', { name: 'Your email address', disabled: false });
  await input.waitFor();
  await input.fill(email);
  await page.getByRole('button', { name: 'Send Summary' }).click();
}

describe('confirming a recipient', () => {
  test('first a confirmation link, then the waiting summary, then summaries straight out', async () => {
    const { page, context } = await newPhonePage(browser);
    const before = sink.messages.length;
    await page.goto(`${service.url}/day/${day}`);
    await page.getByRole('checkbox').first().check();
    await sendFromDay(page, 'ruth@church.org');
    const status = page.getByRole('status');
    await status.getByText('Check your inbox to confirm your address', { exact: true }).waitFor();
    assert.equal(await page.getByText('Email Sent!').count(), 0);

    const [confirmation] = (await sink.waitFor(before + 1)).slice(before);
    assert.deepEqual(confirmation.rcptTo, ['ruth@church.org']);
    assert.match(confirmation.mail.subject, /^Confirm your e-mail address/);
    const link = /https?:\/\/\S+\/confirm\/\S+/.exec(confirmation.mail.text)?.[0];
    assert.ok(link, confirmation.mail.text);

    // The member opens the link and presses the button: the waiting summary follows.
    const confirmPage = await context.newPage();
    await confirmPage.goto(link);
    await confirmPage.getByRole('button', { name: 'Confirm my address' }).click();
    await confirmPage.getByRole('heading', { name: 'Thank you: your address is confirmed' }).waitFor();
    const [summary] = (await sink.waitFor(before + 2)).slice(before + 1);
    assert.match(summary.mail.subject, new RegExp(`^Day ${day}: `));

    // The next summary from this device goes straight out.
    await page.reload();
    await sendFromDay(page, 'Ruth@church.org');
    await page.getByRole('status').getByText('Email Sent!', { exact: true }).waitFor();
    const [next] = (await sink.waitFor(before + 3)).slice(before + 2);
    assert.match(next.mail.subject, new RegExp(`^Day ${day}: `));
    // The device keeps its proof; nothing but the device has it.
    const tokens = await page.evaluate(() => JSON.parse(localStorage.getItem('prayer-fast:v1:recipient-tokens')));
    assert.deepEqual(Object.keys(tokens), ['ruth@church.org']);
    assert.match(tokens['ruth@church.org'], /^p1\./);
    await context.close();
  });

  test('a send whose answer is lost is sent again with the same key: one mail', async () => {
    const { page, context } = await newPhonePage(browser);
    // This device confirmed the address before (its proof is kept), so the summary goes out.
    const warmup = await newPhonePage(browser);
    await warmup.page.goto(`${service.url}/day/${day}`);
    const proof = await warmup.page.evaluate(() => localStorage.getItem('prayer-fast:v1:recipient-tokens'));
    await warmup.context.close();
    assert.equal(proof, null, 'a fresh device has no proof');

    await page.goto(`${service.url}/day/${day}`);
    const keys = [];
    let lost = 0;
    // The first answer never reaches the page (the service did take the summary).
    await page.route('**/api/send-day-summary', async (route) => {
      keys.push(route.request().headers()['idempotency-key']);
      const response = await route.fetch();
      if (lost++ === 0) return route.abort('timedout');
      return route.fulfill({ response });
    });
    const before = sink.messages.length;
    await sendFromDay(page, 'boaz@church.org');
    await page.getByRole('status').getByText('Check your inbox to confirm your address', { exact: true }).waitFor();
    assert.equal(keys.length, 2, 'sent twice');
    assert.equal(keys[0], keys[1], 'with the same Idempotency-Key');
    await sink.waitFor(before + 1);
    // Give a second mail every chance to arrive: there is none.
    await new Promise((resolve) => setTimeout(resolve, 1500));
    assert.equal(sink.messages.length, before + 1, 'one confirmation mail, not two');
    await context.close();
  });
});
