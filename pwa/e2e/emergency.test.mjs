// Emergencies first (issue 41), in every language the programme offers: the safety page's "stop"
// section opens with "call emergency services now" and the church's emergency number (a phone
// link), before its text and milder signs, online and with the service stopped (the app installed,
// its service worker in control); the pastoral contact is on the page; and the print edition's
// opening (read back from the PDF with pdftotext) has both. Facts come from content/.
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import { launchBrowser, newPhonePage } from '../../testkit/browser.mjs';
import { days, programme, translations } from '../../testkit/content.mjs';
import { message } from '../../testkit/messages.mjs';
import { startService } from '../../testkit/service.mjs';
import { axeViolations, deviceStateShown, installApp } from './support/page.mjs';

const languages = [
  { lang: programme.languages[0], prefix: '', programme, days },
  ...Object.entries(translations).map(([lang, t]) => ({ lang, prefix: `/${lang}`, programme: t.programme, days: t.days })),
];
const squeeze = (text) => text.replace(/\s+/g, ' ').trim();
const letters = (text) => text.replace(/[\s-]+/g, '');
const dir = mkdtempSync(join(tmpdir(), 'emergency-'));

let browser;
before(async () => {
  browser = await launchBrowser();
});
after(() => browser?.close());

/** What the stop section must open with, in `lang`. */
function emergencyFacts(lang, shown) {
  const number = shown.emergencyNumber;
  assert.ok(number, 'programme.json has an emergency number');
  return { call: message(lang, 'safety', 'safety-emergency-call'), number, tel: `tel:${number.replace(/[^\d+]/g, '')}` };
}

/** The stop section opens with the emergency line and the number as a phone link, before its text and items. */
async function assertEmergencyFirst(page, lang, shown) {
  const { call, number, tel } = emergencyFacts(lang, shown);
  const stop = shown.safety.stopAndSeekHelp;
  const section = page.getByRole('region', { name: stop.heading });
  await section.waitFor();
  const first = section.locator(':scope > :not(h2)').first();
  assert.equal(squeeze(await first.innerText()), `${call}: ${number}`);
  const link = first.getByRole('link', { name: number, exact: true });
  assert.equal(await link.getAttribute('href'), tel);
  const firstItem = section.getByRole('listitem').first();
  assert.equal(squeeze(await firstItem.innerText()), stop.items[0]);
  assert.ok((await first.boundingBox()).y < (await firstItem.boundingBox()).y, 'the emergency line comes before the signs');
  const contact = shown.pastoralContact;
  await page.getByText(message(lang, 'safety', 'safety-pastoral-contact', { name: contact.name })).first().waitFor();
  for (const reach of [contact.phone, contact.email].filter(Boolean)) {
    await page.getByRole('link', { name: reach, exact: true }).first().waitFor();
  }
}

describe('emergencies first', () => {
  for (const { lang, prefix, programme: shown } of languages) {
    test(`${lang}: the safety page opens its stop section with the emergency line and number, online and offline`, async () => {
      const service = await startService();
      const { context, page, consoleErrors } = await newPhonePage(browser);
      try {
        await installApp(page, `${service.url}${prefix}/safety`);
        await deviceStateShown(page, shown.safety.title);
        await assertEmergencyFirst(page, lang, shown);
        assert.deepEqual(await axeViolations(page), []);
        assert.deepEqual(consoleErrors, []);

        await service.stop({ keepData: true });
        await page.reload();
        await deviceStateShown(page, shown.safety.title);
        await assertEmergencyFirst(page, lang, shown);
      } finally {
        await context.close();
        await service.stop();
      }
    });

    test(`${lang}: the print edition opens with the emergency number and the pastoral contact`, async () => {
      const service = await startService();
      const { context, page } = await newPhonePage(browser);
      try {
        await page.goto(`${service.url}${prefix}/print`);
        await deviceStateShown(page, message(lang, 'print', 'print-heading'));
        await page.getByRole('button', { name: message(lang, 'print', 'print-button') }).waitFor({ state: 'visible' });
        const file = join(dir, `edition-${lang}.pdf`);
        writeFileSync(file, await page.pdf({ format: 'A5' }));
        const pages = execFileSync('pdftotext', [file, '-'], { encoding: 'utf8' }).split('\f');
        // The opening: every page before the first day's.
        const firstDay = message(lang, 'print', 'print-day-number', { day: 1, date: '' }).trimEnd();
        const dayOne = pages.findIndex((p) => p.trimStart().startsWith(firstDay));
        assert.ok(dayOne > 0, 'the days follow an opening');
        const opening = squeeze(pages.slice(0, dayOne).join(' '));
        const { call, number } = emergencyFacts(lang, shown);
        assert.ok(opening.includes(`${call}: ${number}`), `"${call}: ${number}" in the opening`);
        const contact = shown.pastoralContact;
        for (const fact of [contact.name, contact.phone, contact.email].filter(Boolean)) {
          assert.ok(letters(opening).includes(letters(fact)), `${fact} in the opening`);
        }
        // The emergency line comes before the safety page's sections.
        assert.ok(opening.indexOf(number) < opening.indexOf(shown.safety.askFirst.heading), 'the number opens the safety page');
      } finally {
        await context.close();
        await service.stop();
      }
    });
  }
});
