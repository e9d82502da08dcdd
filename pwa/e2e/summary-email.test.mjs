// The summary panel through the real service to a real SMTP server, online and offline.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { launchBrowser, newPhonePage } from '../../testkit/browser.mjs';
import { dayGuide, days } from '../../testkit/content.mjs';
import { startService } from '../../testkit/service.mjs';
import { startSmtpSink } from '../../testkit/smtp-sink.mjs';
import { clickWhenStill, deviceStateShown } from './support/page.mjs';
import { storageKey } from '../../testkit/storage-keys.mjs';

let sink;
let service;
let browser;

before(async () => {
  sink = await startSmtpSink();
  service = await startService({ SMTP_URL: sink.url, MAIL_FROM: 'Grace Prayer Fast <prayer@grace.example>' });
  browser = await launchBrowser();
});

after(async () => {
  await browser?.close();
  await service?.stop();
  await sink?.close();
});

/** Mails at the sink, and summaries the service queued. */
const counts = async () => ({ mails: sink.messages.length, accepted: await service.metric('summaries_accepted_total') });

describe('e-mailing the day summary', () => {
  test('the panel sends through the service and the member receives the mail', async () => {
    const guide = dayGuide(7);
    const { page, context } = await newPhonePage(browser);
    await page.goto(`${service.url}/day/7`);
    await page.getByRole('checkbox', { name: 'Mark 12:00 PM Midday Intercession complete' }).check();
    await page
      .locator(`#${guide.slots[0].key}`)
      .getByRole('textbox', { name: 'Journal Space' })
      .fill('<b>First love</b> again\nI return.');
    await page.getByRole('textbox', { name: 'Your email address' }).fill('member@example.org');
    await clickWhenStill(page.getByRole('button', { name: 'Send Summary' }));
    await page.getByRole('status').getByText('Email Sent!', { exact: true }).waitFor();

    const [{ mail, rcptTo }] = await sink.waitFor(1);
    assert.deepEqual(rcptTo, ['member@example.org']);
    assert.equal(mail.subject, `Day 7: ${guide.theme} — your prayer fast summary`);
    assert.equal(mail.from.value[0].address, 'prayer@grace.example');
    assert.match(mail.messageId, /^<[0-9a-f-]{36}@grace\.example>$/);
    assert.match(mail.text, /12:00 PM — Midday Intercession/);
    assert.match(mail.text, /<b>First love<\/b> again\r?\nI return\./);
    assert.ok(mail.html.includes('&lt;b&gt;First love&lt;/b&gt; again<br>I return.'), 'member text escaped in HTML');
    for (const declaration of guide.declarations) assert.ok(mail.text.includes(declaration), declaration);
    await context.close();
  });

  test('offline, the summary is kept and sent with its key once the device is back online', async () => {
    const before = await counts();
    const { page, context } = await newPhonePage(browser);
    await page.goto(`${service.url}/day/9`);
    const keys = [];
    page.on('request', (r) => r.url().endsWith('/api/send-day-summary') && keys.push(r.headers()['idempotency-key']));

    // Enabled once the app has hydrated the prerendered page (its code loaded while online).
    const email = page.getByRole('textbox', { name: 'Your email address', disabled: false });
    await email.waitFor();
    await context.setOffline(true);
    await email.fill('offline@example.org');
    await clickWhenStill(page.getByRole('button', { name: 'Send Summary' }));
    const status = page.getByRole('status');
    await status.getByText('Saved to Send Later', { exact: true }).waitFor();
    await status.getByText("You're offline. Your summary will be sent when you're back online.", { exact: true }).waitFor();
    assert.equal(await page.getByText('Failed to Send').count(), 0);
    assert.deepEqual(keys, [], 'no request while offline');

    await context.setOffline(false);
    await status.getByText('Email Sent!', { exact: true }).waitFor();
    const messages = await sink.waitFor(before.mails + 1);
    const mail = messages.at(-1).mail;
    assert.equal(mail.to.value[0].address, 'offline@example.org');
    assert.match(mail.subject, /^Day 9: /);
    assert.equal(keys.length, 1);
    assert.match(keys[0], /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);

    // Reopening the app does not send it again: once the page shows what the device keeps, the
    // device keeps nothing to send, and the service queued this summary once.
    await page.reload();
    await deviceStateShown(page, dayGuide(9).theme);
    const kept = await page.evaluate((key) => JSON.parse(localStorage.getItem(key) ?? '[]'), storageKey('SUMMARY_OUTBOX_KEY'));
    assert.deepEqual(kept, [], 'nothing left on the device to send');
    assert.equal(await service.metric('summaries_accepted_total'), before.accepted + 1);
    assert.equal(keys.length, 1);
    assert.equal(sink.messages.length, before.mails + 1);
    await context.close();
  });

  test('a summary the service refuses shows Failed to Send with nothing delivered', async () => {
    const before = await counts();
    const { page, context } = await newPhonePage(browser);
    await page.goto(`${service.url}/day/5`);
    // A tampered client: the service must refuse a theme that is not the day's.
    await page.route('**/api/send-day-summary', (route) =>
      route.continue({ postData: JSON.stringify({ ...route.request().postDataJSON(), theme: 'Something else' }) }),
    );
    await page.getByRole('textbox', { name: 'Your email address' }).fill('member@example.org');
    await clickWhenStill(page.getByRole('button', { name: 'Send Summary' }));
    await page.getByRole('alert').getByText('Failed to Send', { exact: true }).waitFor();
    // The service has answered: it queued nothing, so nothing will be delivered.
    assert.equal(await service.metric('summaries_accepted_total'), before.accepted);
    assert.equal(sink.messages.length, before.mails);
    await context.close();
  });
});

describe('e-mailing my journey', () => {
  test('the journey page sends every kept day in one mail, in programme order, like the day mail', async () => {
    const before = sink.messages.length;
    const [first, second] = days;
    const { page, context, consoleErrors } = await newPhonePage(browser);
    const keys = [];
    page.on('request', (r) => r.url().endsWith('/api/send-journey-summary') && keys.push(r.headers()['idempotency-key']));
    for (const [guide, words] of [
      [second, '<i>Held</i> in the storm\nand still here.'],
      [first, 'Morning mercy.'],
    ]) {
      await page.goto(`${service.url}/day/${guide.day}`);
      await page.getByRole('heading', { level: 1, name: guide.theme }).waitFor();
      await page.locator(`#${guide.slots[0].key}`).getByRole('checkbox').check();
      const journaled = guide.slots.find((slot) => slot.journal);
      await page.locator(`#${journaled.key}`).getByRole('textbox', { name: 'Journal Space' }).fill(words);
    }
    await page.goto(`${service.url}/journey`);
    const panel = page.getByRole('region', { name: 'E-mail My Journey' });
    await panel.getByText('all 2 days you have kept so far', { exact: false }).waitFor();
    await panel.getByRole('textbox', { name: 'Your email address' }).fill('journey@example.org');
    await panel.getByRole('button', { name: 'Send My Journey' }).click();
    await page.getByRole('status').getByText('Your journey so far has been sent to your email.', { exact: true }).waitFor();

    const messages = await sink.waitFor(before + 1);
    assert.equal(messages.length, before + 1, 'one mail for the journey');
    const { mail, rcptTo } = messages.at(-1);
    assert.deepEqual(rcptTo, ['journey@example.org']);
    assert.equal(mail.subject, 'Your prayer fast journey so far — 2 days');
    const titles = [first, second].map((g) => `Day ${g.day}: ${g.theme}`);
    const at = titles.map((title) => mail.text.indexOf(title));
    assert.ok(at[0] >= 0 && at[1] > at[0], `both days, in programme order: ${at}`);
    assert.match(mail.text, /Morning mercy\./);
    assert.match(mail.text, /<i>Held<\/i> in the storm\r?\nand still here\./);
    assert.ok(mail.html.includes('&lt;i&gt;Held&lt;/i&gt; in the storm<br>and still here.'), 'member text escaped in HTML');
    for (const guide of [first, second]) {
      assert.ok(mail.text.includes(guide.slots[0].title), `day ${guide.day}'s ticked slot`);
      for (const declaration of guide.declarations) assert.ok(mail.text.includes(declaration), declaration);
    }
    assert.equal(keys.length, 1);
    assert.match(keys[0], /^[0-9a-f-]{36}$/);
    assert.deepEqual(consoleErrors, []);
    await context.close();
  });
});
