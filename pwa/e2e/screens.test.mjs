// The real built app, served by the Rust service, in the system Chromium.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { newPhonePage, NOT_INSTALLED } from '../../testkit/browser.mjs';
import { dateLine, dateOfDay, dayGuide, days, programme, shortDate } from '../../testkit/content.mjs';
import { formatClock } from '../../testkit/messages.mjs';
import { useServiceAndBrowser } from './support/hooks.mjs';
import { ariaRoles, clickWhenStill, deviceStateShown } from './support/page.mjs';

const env = useServiceAndBrowser();

// The facts of content/ the pages show.
const pin = programme.pinnedCover;
const clock = (hhmm) => formatClock(programme.languages[0], hhmm, programme.hourCycle);
/** A slot's name on its tick box, and in the summary. */
const markLabel = (slot) => `Mark ${clock(slot.time)} ${slot.title} complete`;
const summaryLabel = (slot) => `${clock(slot.time)} — ${slot.title}`;
/** The slots of a day a member can tick: its close too when it is shown as a slot. */
const checkable = (guide) => [...guide.slots, ...(guide.closeShownAs === 'slot' ? [guide.close] : [])];
/** What a day's footer says before anything is done, by its kind (none: undefined). */
const footerText = (guide) =>
  ({
    dots: `Day ${guide.day} of ${programme.lengthDays} Days`,
    percent: `${(guide.day * 100) / programme.lengthDays}% Complete`,
    completedSlots: `0 of ${checkable(guide).length} ${guide.footer.unit} completed`,
  })[guide.footer.kind];

async function open(path, options) {
  const { page, consoleErrors, context } = await newPhonePage(env.browser, { ...NOT_INSTALLED, ...options });
  const response = await page.goto(`${env.service.url}${path}`);
  return { page, consoleErrors, context, response };
}

describe('cover', () => {
  test(`shows the fixed cover values and begins day ${pin.day}`, async () => {
    const { page, context, response, consoleErrors } = await open('/');
    assert.equal(response.status(), 200);
    await page.getByRole('heading', { level: 1, name: programme.church }).waitFor();
    for (const text of [
      programme.title,
      programme.subtitle,
      `Day ${pin.day} of ${programme.lengthDays}`,
      pin.theme,
      `${pin.percentComplete}% Complete`,
      `By Pastor ${programme.pastor}`,
    ]) {
      assert.equal(await page.getByText(text, { exact: true }).count(), 1, text);
    }
    assert.equal(await page.locator('.cover__day-number').innerText(), String(pin.day));
    await page.getByRole('link', { name: `Begin Day ${pin.day}` }).click();
    await page.waitForURL(`${env.service.url}/day/${pin.day}`);
    await page.getByRole('heading', { level: 1, name: dayGuide(pin.day).theme }).waitFor();
    assert.deepEqual(consoleErrors, []);
    await context.close();
  });

  test('works from the keyboard', async () => {
    const { page, context } = await open('/');
    const begin = `Begin Day ${pin.day}`;
    await page.getByRole('link', { name: begin }).waitFor();
    let focused = '';
    for (let i = 0; i < 10 && focused !== begin; i++) {
      await page.keyboard.press('Tab');
      focused = await page.evaluate(() => document.activeElement?.textContent ?? '');
    }
    assert.equal(focused, begin);
    await page.keyboard.press('Enter');
    await page.waitForURL(`${env.service.url}/day/${pin.day}`);
    await context.close();
  });
});

describe('day guides', () => {
  test('every day with content is served, and renders its theme, back label and sections', async () => {
    assert.ok(days.length > 0);
    for (const guide of days) {
      assert.equal((await fetch(`${env.service.url}/day/${guide.day}`)).status, 200, `day ${guide.day}`);
    }
    // The first day opened as a link is; each next one as a member reaches it, by the day's own
    // link to the next guide (the app changes the page without loading it again).
    const { page, context, consoleErrors } = await open(`/day/${days[0].day}`);
    for (const [i, guide] of days.entries()) {
      if (i > 0) await clickWhenStill(page.getByRole('navigation', { name: 'Other days' }).getByRole('link', { name: `Day ${guide.day}` }));
      await page.getByRole('heading', { level: 1, name: guide.theme }).waitFor();
      // Reached from the link at its foot, a day opens at its top.
      assert.equal(await page.evaluate(() => window.scrollY), 0, `day ${guide.day} opens at its top`);
      const roles = await ariaRoles(page.locator('body'));
      const has = (role, name) => roles.some((node) => node.role === role && node.name === name);
      assert.ok(has('link', guide.backLabel), `day ${guide.day}: a link ${guide.backLabel}`);
      for (const title of ['Daily Foundation', guide.sustaining.title, 'Declarations', 'Hydration']) {
        assert.ok(has('heading', title), `day ${guide.day}: a heading ${title}`);
      }
      for (const declaration of guide.declarations) {
        assert.equal(await page.getByText(`“${declaration}”`, { exact: true }).count(), 1);
      }
      const checkable = guide.slots.length + (guide.closeShownAs === 'slot' ? 1 : 0);
      assert.equal(roles.filter((node) => node.role === 'checkbox').length, checkable, `day ${guide.day} checkable slots`);
      assert.equal(await page.getByText(`Read ${guide.slots[0].scripture.reference}`, { exact: true }).count(), 1);
      const line = dateLine(guide);
      if (line) assert.ok((await page.locator('.day-header__meta').innerText()).includes(line), `day ${guide.day}: ${line}`);
    }
    assert.deepEqual(consoleErrors, []);
    await context.close();
  });

  test('the back button returns to the cover', async () => {
    const guide = days[0];
    const { page, context } = await open(`/day/${guide.day}`);
    await page.getByRole('link', { name: guide.backLabel, exact: true }).click();
    await page.waitForURL(`${env.service.url}/`);
    await page.getByRole('link', { name: `Begin Day ${pin.day}` }).waitFor();
    await context.close();
  });

  test('footers follow each day’s kind', async () => {
    const { page, context } = await newPhonePage(env.browser, NOT_INSTALLED);
    // A day of each kind of footer (and each unit a count of slots is in), and a day with none.
    const kinds = new Map();
    for (const guide of days) {
      const kind = `${guide.footer.kind} ${guide.footer.unit ?? ''}`;
      if (!kinds.has(kind)) kinds.set(kind, guide);
    }
    const withFooter = [...kinds.values()].filter((guide) => footerText(guide));
    assert.ok(withFooter.length >= 4, 'dots, percent, and counts of slots and of activities');
    for (const guide of withFooter) {
      await page.goto(`${env.service.url}/day/${guide.day}`);
      await page.getByText(footerText(guide), { exact: true }).waitFor();
    }
    const dotsDay = days.find((guide) => guide.footer.kind === 'dots' && guide.day > 1);
    await page.goto(`${env.service.url}/day/${dotsDay.day}`);
    await page.getByText(footerText(dotsDay), { exact: true }).waitFor();
    assert.equal(await page.locator('.dots .dot').count(), programme.lengthDays);
    assert.equal(await page.locator('.dots .dot--current').count(), 1);
    assert.equal(await page.locator('.dots .dot--past').count(), dotsDay.day - 1);
    const noFooter = days.find((guide) => guide.footer.kind === 'none');
    await page.goto(`${env.service.url}/day/${noFooter.day}`);
    await page.getByRole('heading', { level: 1, name: noFooter.theme }).waitFor();
    assert.equal(await page.locator('.progress-footer').count(), 0);
    await context.close();
  });
});

describe('not found', () => {
  for (const path of ['/day/0', `/day/${programme.lengthDays + 1}`, '/day/3x', '/nope', '/day/03']) {
    test(`${path} is the 404 page with HTTP 404`, async () => {
      const { page, context, response, consoleErrors } = await open(path);
      assert.equal(response.status(), 404);
      await page.getByText('Oops! Page not found', { exact: true }).waitFor();
      // The page is prerendered: the app logs the error once it has hydrated, a moment later.
      const notFound = (text) => text.includes('404 Error: User attempted to access non-existent route');
      const logged = () => consoleErrors.some(notFound);
      if (!logged()) {
        await page.waitForEvent('console', { predicate: (msg) => msg.type() === 'error' && notFound(msg.text()), timeout: 5000 }).catch(() => undefined);
      }
      assert.ok(logged(), `console error logged: ${consoleErrors}`);
      await page.getByRole('link', { name: 'Return to Home' }).click();
      await page.waitForURL(`${env.service.url}/`);
      await context.close();
    });
  }
});

describe('a member’s day', () => {
  test('ticks, journals and glasses show in the summary and footer, survive a reload, and clear', async () => {
    // A day whose footer counts its slots, and whose close is one of them.
    const guide = days.find((d) => d.footer.kind === 'completedSlots' && d.closeShownAs === 'slot');
    const count = (done) => `${done} of ${checkable(guide).length} ${guide.footer.unit} completed`;
    const { page, context } = await open(`/day/${guide.day}`);
    await page.getByText('No activities completed yet', { exact: true }).waitFor();
    assert.equal(await page.getByRole('heading', { name: 'Journal Entries' }).count(), 0);

    await page.getByRole('checkbox', { name: markLabel(guide.slots[0]) }).check();
    await page.getByRole('checkbox', { name: markLabel(guide.close) }).check();
    await page.getByText(count(2), { exact: true }).waitFor();
    const summary = page.locator('#summary');
    await summary.getByText(summaryLabel(guide.slots[0])).waitFor();
    await summary.getByText(summaryLabel(guide.close)).waitFor();
    assert.equal(await page.getByText('No activities completed yet').count(), 0);

    const journal = page.locator(`#${guide.slots[0].key}`).getByRole('textbox', { name: 'Journal Space' });
    await journal.fill('Lord, I lay down\nmy fear of failing.');
    await summary.getByRole('heading', { name: 'Journal Entries' }).waitFor();
    await summary.getByText('my fear of failing.', { exact: false }).waitFor();

    await clickWhenStill(page.getByRole('button', { name: 'Glass 3' }));
    await page.getByText(`3 of ${programme.hydrationGoal} glasses`, { exact: true }).waitFor();
    await clickWhenStill(page.getByRole('button', { name: 'Glass 2' }));
    await page.getByText(`1 of ${programme.hydrationGoal} glasses`, { exact: true }).waitFor();
    assert.equal(await page.getByRole('button', { name: 'Glass 1' }).getAttribute('aria-pressed'), 'true');
    assert.equal(await page.getByRole('button', { name: 'Glass 2' }).getAttribute('aria-pressed'), 'false');

    await page.reload();
    await deviceStateShown(page, guide.theme);
    await page.getByText(count(2), { exact: true }).waitFor();
    assert.equal(await journal.inputValue(), 'Lord, I lay down\nmy fear of failing.');
    await page.getByText(`1 of ${programme.hydrationGoal} glasses`, { exact: true }).waitFor();

    // Another day keeps its own progress.
    const other = days.find((d) => d.day !== guide.day && d.footer.kind === 'completedSlots');
    await page.goto(`${env.service.url}/day/${other.day}`);
    await deviceStateShown(page, other.theme);
    await page.getByText(footerText(other), { exact: true }).waitFor();

    await page.goto(`${env.service.url}/day/${guide.day}`);
    await clickWhenStill(page.getByRole('button', { name: 'Clear this day' }));
    await page.getByRole('button', { name: `Yes, clear Day ${guide.day}` }).click();
    await page.getByText(count(0), { exact: true }).waitFor();
    await page.getByText('No activities completed yet', { exact: true }).waitFor();
    assert.equal(await journal.inputValue(), '');
    await page.reload();
    await deviceStateShown(page, guide.theme);
    await page.getByText(count(0), { exact: true }).waitFor();
    await context.close();
  });

  test('a reminder link opens the day at its slot', async () => {
    // A slot far down its day's page: its last.
    const guide = days[0];
    const slot = guide.slots.at(-1);
    const { page, context } = await open(`/day/${guide.day}#${slot.key}`);
    await page.getByRole('heading', { name: slot.title }).waitFor();
    await page.waitForFunction((key) => {
      const top = document.getElementById(key)?.getBoundingClientRect().top ?? 9999;
      return Math.abs(top) < 100;
    }, slot.key);
    await context.close();
  });
});

describe('summary panel', () => {
  test('an invalid address shows the Invalid Email toast and sends nothing', async () => {
    const { page, context } = await open('/day/4');
    const apiCalls = [];
    page.on('request', (r) => r.url().includes('/api/send-day-summary') && apiCalls.push(r.url()));
    const input = page.getByRole('textbox', { name: 'Your email address' });
    for (const bad of ['not-an-email', 'member@church', ` ${'a'.repeat(250)}@example.org `]) {
      await input.fill(bad);
      await clickWhenStill(page.getByRole('button', { name: 'Send Summary' }));
      const toast = page.getByRole('alert').locator('.toast').last();
      await toast.getByText('Invalid Email', { exact: true }).waitFor();
      await toast.getByText('Please enter a valid email address', { exact: true }).waitFor();
    }
    assert.deepEqual(apiCalls, []);
    assert.ok((await page.locator('.toast').count()) <= 3, 'at most three toasts');
    await context.close();
  });

  test('sending shows Sending..., posts exactly the summary, then Email Sent! and clears', async () => {
    // A day whose journals have keys of their own, not their slots'.
    const guide = days.find((d) => d.slots.some((s) => s.journal && s.journal.key !== s.key));
    const slot = guide.slots.find((s) => s.journal && s.journal.key !== s.key);
    const { page, context } = await open(`/day/${guide.day}`);
    let release;
    const gate = new Promise((resolve) => (release = resolve));
    const requests = [];
    await page.route('**/api/send-day-summary', async (route) => {
      requests.push({ body: route.request().postDataJSON(), headers: route.request().headers() });
      await gate;
      await route.fulfill({ status: 202, contentType: 'application/json', body: '{"id":"1"}' });
    });
    await page.getByRole('checkbox', { name: markLabel(slot) }).check();
    await page.locator(`#${slot.key}`).getByRole('textbox').fill('Forgiven much, I forgive.');
    await page.getByRole('textbox', { name: 'Your email address' }).fill('  member@example.org ');
    await clickWhenStill(page.getByRole('button', { name: 'Send Summary' }));
    const sending = page.getByRole('button', { name: 'Sending...' });
    await sending.waitFor();
    assert.equal(await sending.isDisabled(), true);
    release();
    await page.getByText('Email Sent!', { exact: true }).waitFor();
    await page.getByText('Your daily summary has been sent to your email.', { exact: true }).waitFor();
    assert.equal(await page.getByRole('textbox', { name: 'Your email address' }).inputValue(), '');
    assert.equal(requests.length, 1);
    assert.deepEqual(requests[0].body, {
      email: 'member@example.org',
      dayNumber: guide.day,
      theme: guide.theme,
      completedSlots: [slot.key],
      journals: { [slot.journal.key]: 'Forgiven much, I forgive.' },
    });
    assert.match(requests[0].headers['idempotency-key'], /^[0-9a-f-]{36}$/);
    await context.close();
  });

  test('a failed send shows Failed to Send and keeps the address', async () => {
    const { page, context } = await open('/day/3');
    await page.route('**/api/send-day-summary', (route) =>
      route.fulfill({ status: 500, contentType: 'application/json', body: '{"error":"boom"}' }),
    );
    await page.getByRole('textbox', { name: 'Your email address' }).fill('member@example.org');
    await clickWhenStill(page.getByRole('button', { name: 'Send Summary' }));
    const toast = page.getByRole('alert');
    await toast.getByText('Failed to Send', { exact: true }).waitFor();
    await toast.getByText('There was an error sending your summary. Please try again.', { exact: true }).waitFor();
    assert.equal(await page.getByRole('textbox', { name: 'Your email address' }).inputValue(), 'member@example.org');
    await page.getByRole('button', { name: 'Send Summary' }).waitFor();
    await context.close();
  });
});

describe('close-of-fast countdown', () => {
  test('counts down on the day itself, then says the fast is complete', async () => {
    const { page, context } = await newPhonePage(env.browser, NOT_INSTALLED);
    // Day 12 is Sun Oct 12 2025 (start date 2025-10-01); its fast closes at 5:45 PM.
    await page.clock.setFixedTime(new Date('2025-10-12T15:00:00-05:00'));
    await page.goto(`${env.service.url}/day/12`);
    await page.getByText('2 h 45 min until the fast closes at 5:45 PM', { exact: true }).waitFor();
    await page.clock.setFixedTime(new Date('2025-10-12T18:00:00-05:00'));
    await page.reload();
    await page.getByText('Fast complete — you may break your fast', { exact: true }).waitFor();
    await page.goto(`${env.service.url}/day/11`);
    await page.getByRole('heading', { level: 1, name: dayGuide(11).theme }).waitFor();
    // Another day shows no countdown: day 11's fast ended yesterday; tomorrow's says when it ends.
    await page.locator('.day-header__status', { hasText: "This day's fast has ended" }).waitFor();
    const tomorrow = days.find((d) => d.day > 12);
    if (tomorrow) {
      await page.goto(`${env.service.url}/day/${tomorrow.day}`);
      await page.getByRole('heading', { level: 1, name: tomorrow.theme }).waitFor();
      const closes = clock(tomorrow.close.time);
      await page.locator('.day-header__status', { hasText: `Fast ends at ${closes}` }).waitFor();
    }
    await context.close();
  });
});

describe('days list and links between days', () => {
  test('every day of the programme is listed from the cover, with its date and theme or "Guide coming soon"', async () => {
    const { page, context, consoleErrors } = await open('/');
    await page.getByRole('link', { name: 'All days of the fast' }).click();
    await page.waitForURL(`${env.service.url}/days`);
    await page.getByRole('heading', { level: 1, name: 'All Days' }).waitFor();
    const items = page.locator('.days__list > li');
    assert.equal(await items.count(), programme.lengthDays);
    for (let day = 1; day <= programme.lengthDays; day++) {
      const item = items.nth(day - 1);
      const guide = dayGuide(day);
      const date = shortDate(dateOfDay(programme.startDate, day));
      assert.ok((await item.innerText()).includes(date), `day ${day} is dated ${date}`);
      if (guide) {
        assert.equal(await item.getByRole('link').getAttribute('href'), `/day/${day}`);
        assert.ok((await item.innerText()).includes(guide.theme));
      } else {
        assert.ok((await item.innerText()).includes('Guide coming soon'));
      }
    }
    assert.deepEqual(consoleErrors, []);
    await context.close();
  });

  test('from the keyboard: the days list opens a day, and each day leads to the previous and next ones', async () => {
    const { page, context } = await open('/days');
    const first = days[0];
    await page.getByRole('heading', { level: 1, name: 'All Days' }).waitFor();
    // Tab past the back link to the first day with a guide, then open it with Enter.
    for (let i = 0; i < 10; i++) {
      await page.keyboard.press('Tab');
      if ((await page.evaluate(() => document.activeElement?.getAttribute('href'))) === `/day/${first.day}`) break;
    }
    await page.keyboard.press('Enter');
    await page.waitForURL(`${env.service.url}/day/${first.day}`);
    await page.getByRole('heading', { level: 1, name: first.theme }).waitFor();
    const next = days[1];
    const links = page.getByRole('navigation', { name: 'Other days' });
    assert.equal(await links.getByRole('link', { name: /^Day \d+$/ }).count(), 1, 'the first day has no previous day');
    // The links are at the foot of a long page laid out as it scrolls: click once they are still.
    await clickWhenStill(links.getByRole('link', { name: `Day ${next.day}` }));
    await page.getByRole('heading', { level: 1, name: next.theme }).waitFor();
    await clickWhenStill(links.getByRole('link', { name: `Day ${first.day}` }));
    await page.getByRole('heading', { level: 1, name: first.theme }).waitFor();
    await clickWhenStill(links.getByRole('link', { name: 'All days' }));
    await page.waitForURL(`${env.service.url}/days`);
    await context.close();
  });
});
