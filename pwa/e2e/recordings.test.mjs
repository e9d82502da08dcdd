// The pastor's recordings (issue 44) in Chromium: an administrator uploads today's, the day page
// plays it, the member keeps this week's on the phone, and with the server stopped the recording
// still seeks and plays, its ranges answered by the service worker from the kept copy.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { launchBrowser, newPhonePage } from '../../testkit/browser.mjs';
import { days, programme } from '../../testkit/content.mjs';
import { message } from '../../testkit/messages.mjs';
import { startService } from '../../testkit/service.mjs';
import { startSmtpSink } from '../../testkit/smtp-sink.mjs';
import { signedInAdmin } from './support/admin.mjs';
import { axeViolations, deviceStateShown, installApp, untilInPage } from './support/page.mjs';

const ADMIN = 'pastor@grace.example';
const lang = programme.languages[0];
const guide = days[0];
const TIME_ZONE = 'America/Chicago'; // the phone's (testkit/browser.mjs)
const say = (id, args) => message(lang, 'recordings', id, args);

/** A date `days` before today in the phone's time zone, as YYYY-MM-DD. */
function phoneDate(daysBefore) {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: TIME_ZONE }).format(new Date());
  const d = new Date(`${today}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() - daysBefore);
  return d.toISOString().slice(0, 10);
}

/** `frames` frames of MPEG-1 Layer III silence (128 kbit/s, 44.1 kHz, mono): 383 frames ≈ 10 s. */
function silentMp3(frames) {
  const bytes = new Uint8Array(frames * 417);
  for (let i = 0; i < frames; i++) bytes.set([0xff, 0xfb, 0x90, 0xc0], i * 417);
  return bytes;
}

/** m:ss, as the player writes a time. */
const clock = (seconds) => `${Math.floor(seconds / 60)}:${String(Math.floor(seconds % 60)).padStart(2, '0')}`;

let sink;
let service;
let browser;

before(async () => {
  sink = await startSmtpSink();
  // Today is the first guide's day.
  service = await startService({ SMTP_URL: sink.url, ADMIN_EMAILS: ADMIN, PROGRAMME_START_DATE: phoneDate(guide.day - 1) });
  browser = await launchBrowser();
});

after(async () => {
  await browser?.close();
  await service?.stop();
  await sink?.close();
});

async function upload(day, file, language = lang) {
  const { context } = await signedInAdmin(browser, service, sink, ADMIN);
  const session = (await context.cookies()).find((c) => c.name === 'prayer_fast_admin');
  await context.close();
  const form = new FormData();
  form.set('day', String(day));
  form.set('lang', language);
  form.set('action', 'upload');
  form.set('file', new Blob([file], { type: 'audio/mpeg' }), 'day.mp3');
  const res = await fetch(`${service.url}/admin/recordings`, {
    method: 'POST',
    body: form,
    redirect: 'manual',
    headers: { Origin: service.url, Cookie: `${session.name}=${session.value}` },
  });
  assert.ok(res.status < 400, `upload answered ${res.status}: ${await res.text()}`);
  const { recordings } = await (await fetch(`${service.url}/api/recordings`)).json();
  const recording = recordings.find((r) => r.day === day && r.lang === language);
  assert.ok(recording, JSON.stringify(recordings));
  return recording;
}

const audioTime = (page) => page.evaluate(() => document.querySelector('.recording audio').currentTime);

describe("the pastor's recording", () => {
  // Before the test that stops the service.
  test('on a copy in another language, is that language’s recording, in its words', async () => {
    const other = programme.languages[1];
    const recording = await upload(guide.day, silentMp3(100), other);
    const { page, context } = await newPhonePage(browser);
    try {
      await page.goto(`${service.url}/${other}/day/${guide.day}`);
      const player = page.getByRole('region', { name: message(other, 'recordings', 'recordings-heading') });
      const length = clock(recording.durationMs / 1000);
      await player.getByText(message(other, 'recordings', 'recordings-position', { position: '0:00', length })).waitFor();
      assert.equal(await player.locator('audio').getAttribute('src'), recording.url);
      await player.getByRole('button', { name: message(other, 'recordings', 'recordings-play') }).waitFor();
      await player.getByRole('button', { name: message(other, 'recordings', 'recordings-back') }).waitFor();
    } finally {
      await context.close();
    }
  });

  test('plays on the day page, is kept for the week, and seeks and plays from the phone with the server stopped', async () => {
    const recording = await upload(guide.day, silentMp3(383));
    const length = clock(recording.durationMs / 1000);

    const { page, context } = await newPhonePage(browser);
    try {
      await installApp(page, `${service.url}/day/${guide.day}`);
      await deviceStateShown(page, guide.theme);
      const player = page.getByRole('region', { name: say('recordings-heading') });
      await player.getByText(say('recordings-position', { position: '0:00', length })).waitFor();
      assert.equal(await player.locator('audio').getAttribute('preload'), 'none');
      for (const colorScheme of ['light', 'dark']) {
        await page.emulateMedia({ colorScheme });
        assert.deepEqual(await axeViolations(page), [], colorScheme);
      }

      await player.getByRole('button', { name: say('recordings-play') }).click();
      await untilInPage(page, () => document.querySelector('.recording audio').currentTime > 0.5);
      await player.getByRole('button', { name: say('recordings-pause') }).click();

      await player.getByRole('button', { name: say('recordings-keep') }).click();
      const size = new Intl.NumberFormat(lang, { style: 'unit', unit: 'megabyte', maximumFractionDigits: 1 }).format(recording.size / 1e6);
      await player.getByRole('status').getByText(say('recordings-kept', { size })).waitFor();
      await player.getByRole('button', { name: say('recordings-remove') }).waitFor();

      await service.stop();
      const fromWorker = [];
      page.on('response', (r) => {
        if (r.url().includes('/api/recordings/') && r.fromServiceWorker()) fromWorker.push(r.status());
      });
      await page.reload();
      await deviceStateShown(page, guide.theme);
      await player.getByText(say('recordings-position', { position: '0:00', length })).waitFor();
      await page.evaluate(() => {
        document.querySelector('.recording audio').currentTime = 6;
      });
      await player.getByRole('button', { name: say('recordings-play') }).click();
      await untilInPage(page, () => document.querySelector('.recording audio').currentTime > 6.3);
      assert.ok((await audioTime(page)) > 6.3);
      assert.ok(fromWorker.includes(206), `the service worker answered ${JSON.stringify(fromWorker)}`);
    } finally {
      await context.close();
    }
  });
});
