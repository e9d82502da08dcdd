// A rhythm that fits the day (issue 44), in every language the programme offers, with the app
// installed (its service worker in control) and reminders on: choosing once a day turns Day 3 into
// its short path (the anchor scripture, the daily prayer, one prayer focus, the declarations and one
// tick) with its footer; the reminders the service keeps and the calendar link follow the rhythm;
// back to every prayer time, the reminders are every prayer time again and every tick made before is
// there. axe finds nothing on the short path, light or dark, nor on the journey's choice. Facts and
// words from content/.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { launchBrowser } from '../../testkit/browser.mjs';
import { storageKey } from '../../testkit/storage-keys.mjs';
import { programme, dayGuide, translations } from '../../testkit/content.mjs';
import { formatClock, message } from '../../testkit/messages.mjs';
import { withServiceAndPhone } from './support/hooks.mjs';
import { axeViolations, clickWhenStill, deviceStateShown, installApp } from './support/page.mjs';
import { stubPushService } from './support/push.mjs';

const DAY = 3;
const [first] = programme.languages;
const REMINDERS = storageKey('REMINDERS_KEY');
const PRAYER_TIMES = programme.defaultSlots.map((s) => s.key);
// A fast under way (begun yesterday), so reminders can be turned on.
const started = new Date(Date.now() - 24 * 3600 * 1000).toISOString().slice(0, 10);

/** The prayer times this device's reminders hold, as the service keeps them (a change of nothing answers with them), sorted. */
async function remindedPrayerTimes(page, service) {
  const stored = await page.evaluate((key) => JSON.parse(localStorage.getItem(key)), REMINDERS);
  const kept = await fetch(`${service.url}/api/push/subscriptions/${stored.id}`, {
    method: 'PATCH',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${stored.token}` },
    body: JSON.stringify({ timeZone: 'America/Chicago' }),
  });
  assert.equal(kept.status, 200);
  return (await kept.json()).slots.filter((key) => PRAYER_TIMES.includes(key)).sort();
}

/** Until this device's reminders hold exactly `keys`' prayer times (the app changes them on the service first). */
const remindersHold = (page, keys) =>
  page.waitForFunction(
    ([key, prayerTimes, wanted]) => {
      const held = (JSON.parse(localStorage.getItem(key))?.slots ?? []).filter((k) => prayerTimes.includes(k));
      return JSON.stringify(held) === JSON.stringify(wanted);
    },
    [REMINDERS, PRAYER_TIMES, keys],
  );

let browser;
before(async () => {
  browser = await launchBrowser();
});
after(() => browser?.close());

/** The programme and Day 3 as a member reads them in `lang`. */
function inLanguage(lang) {
  if (lang === first) return { prefix: '', rhythms: programme.rhythms, day: dayGuide(DAY) };
  const { programme: own, days } = translations[lang];
  return { prefix: `/${lang}`, rhythms: own.rhythms, day: days.find((d) => d.day === DAY) };
}

/** `{ completed } of { total } prayer times` in `lang` (a plural chosen by its category, as the app does). */
const rhythmFooter = (lang, completed, total) =>
  message(lang, 'day', 'day-rhythm-completed', { completed, total: new Intl.PluralRules(lang).select(total) === 'one' ? 'one' : total });

for (const lang of programme.languages) {
  test(`(${lang}) once a day turns Day ${DAY} into its short path; the calendar carries it; every tick is kept`, () =>
    withServiceAndPhone(
      browser,
      async ({ service, page, context, consoleErrors }) => {
        const { prefix, rhythms, day } = inLanguage(lang);
        const say = (id, args) => message(lang, 'day', id, args);
        const slots = [...day.slots, day.close];
        const tickOf = (slot) => page.getByRole('checkbox', { name: say('day-mark-complete', { time: formatClock(lang, slot.time), title: slot.title }) });
        const [onceKey] = rhythms.once.slots;
        const once = slots.find((s) => s.key === onceKey);
        const before = day.slots.filter((s) => s.key !== onceKey).slice(0, 2);
        const footer = page.locator('footer.progress-footer');

        const inOrder = (keys) => PRAYER_TIMES.filter((key) => keys.includes(key));
        // Reminders on first, on the cover, at every prayer time.
        await context.grantPermissions(['notifications'], { origin: service.url });
        await context.addInitScript(stubPushService);
        await installApp(page, `${service.url}${prefix}/`);
        const reminders = page.locator('#reminders');
        await clickWhenStill(reminders.getByRole('button', { name: message(lang, 'reminders', 'reminders-turn-on') }));
        await reminders.getByText(message(lang, 'reminders', 'reminders-on'), { exact: true }).waitFor();
        assert.deepEqual(await remindedPrayerTimes(page, service), inOrder(rhythms.every.slots ?? PRAYER_TIMES).sort());

        await page.goto(`${service.url}${prefix}/day/${DAY}`);
        await deviceStateShown(page, day.theme);
        // Every prayer time, as written: two ticks made before choosing.
        for (const slot of before) {
          await clickWhenStill(tickOf(slot));
          assert.ok(await tickOf(slot).isChecked(), slot.key);
        }

        const rhythm = page.getByRole('combobox', { name: message(lang, 'rhythms', 'rhythms-your-rhythm') });
        assert.equal(await rhythm.inputValue(), 'every');
        await rhythm.selectOption('once');
        // The reminders follow: the service keeps the rhythm's prayer times (the watch as chosen).
        await remindersHold(page, inOrder(rhythms.once.slots));
        assert.deepEqual(await remindedPrayerTimes(page, service), inOrder(rhythms.once.slots).sort());
        const pathTick = page.getByRole('checkbox', { name: say('day-path-done') });
        await pathTick.waitFor();
        const focus = page.getByRole('region', { name: say('day-path-focus') });
        await focus.getByText(once.prayerFocus, { exact: true }).waitFor();
        await focus.getByText(say('day-path-suggested-time', { time: formatClock(lang, once.time) }), { exact: true }).waitFor();
        const foundation = page.locator('#daily-foundation');
        await foundation.getByText(day.dailyPrayer, { exact: true }).waitFor();
        await foundation.getByText(day.anchorScripture.reference, { exact: false }).first().waitFor();
        for (const d of day.declarations) await page.locator('#declarations').getByText(say('day-quoted', { text: d }), { exact: true }).waitFor();
        // The rest of the day is closed: no prayer time's own tick is on the screen.
        for (const slot of slots) assert.equal(await tickOf(slot).count(), 0, `${slot.key} set aside`);
        await page.getByText(say('day-path-rest'), { exact: true }).waitFor();
        // The footer counts the path and the ticks made before.
        await footer.getByText(rhythmFooter(lang, before.length, before.length + 1), { exact: true }).waitFor();
        await clickWhenStill(pathTick);
        await footer.getByText(rhythmFooter(lang, before.length + 1, before.length + 1), { exact: true }).waitFor();

        for (const colorScheme of ['light', 'dark']) {
          await page.emulateMedia({ colorScheme });
          assert.deepEqual(await axeViolations(page), [], `the short path, ${colorScheme}`);
        }
        // Opened, the rest of the day shows every prayer time with its ticks (the path's too).
        await clickWhenStill(page.getByText(say('day-path-rest'), { exact: true }));
        for (const slot of [once, ...before]) assert.ok(await tickOf(slot).isChecked(), `${slot.key} in the rest of the day`);
        assert.deepEqual(await axeViolations(page), [], 'the rest of the day, opened');

        // The calendar link on the cover carries the rhythm (and the service answers it).
        await page.goto(`${service.url}${prefix}/`);
        const calendar = page.getByRole('link', { name: message(lang, 'reminders', 'reminders-add-to-calendar') });
        await calendar.waitFor();
        const href = new URL(await calendar.getAttribute('href'), service.url);
        assert.equal(href.searchParams.get('rhythm'), 'once');
        const ics = await fetch(href);
        assert.equal(ics.status, 200);
        assert.match(ics.headers.get('content-type'), /^text\/calendar/);

        // The journey shows the choice; back to every prayer time there.
        await page.goto(`${service.url}${prefix}/journey`);
        await deviceStateShown(page, message(lang, 'journey', 'journey-heading'));
        const choice = (key) => page.getByRole('radio', { name: new RegExp(rhythms[key].name) });
        // Kept on the device: chosen once the page shows what the device keeps.
        await choice('once').and(page.locator(':checked')).waitFor();
        assert.deepEqual(await axeViolations(page), [], 'the journey');
        await clickWhenStill(choice('every'));
        await choice('every').and(page.locator(':checked')).waitFor();
        await remindersHold(page, inOrder(rhythms.every.slots ?? PRAYER_TIMES));
        assert.deepEqual(await remindedPrayerTimes(page, service), inOrder(rhythms.every.slots ?? PRAYER_TIMES).sort());

        // Day 3 is the whole guide again, with every tick made before.
        await page.goto(`${service.url}${prefix}/day/${DAY}`);
        await deviceStateShown(page, day.theme);
        await tickOf(once).waitFor();
        assert.equal(await rhythm.inputValue(), 'every');
        assert.equal(await pathTick.count(), 0);
        for (const slot of slots) {
          assert.equal(await tickOf(slot).isChecked(), slot === once || before.includes(slot), slot.key);
        }
        await footer.getByText(say('day-of-days', { day: DAY, length: programme.lengthDays }), { exact: true }).waitFor();
        assert.deepEqual(consoleErrors, []);
      },
      { VAPID_SUBJECT: 'mailto:office@gracefellowship.church', PUSH_ALLOW_PRIVATE_ENDPOINTS: '1', PROGRAMME_START_DATE: started },
      { locale: lang },
    ));
}
