// Every state a member meets, checked by axe-core while it is on screen (asserted visible before
// axe runs and still visible after): the toasts (ready to work offline, a summary sent and one that
// failed), the install offers, the update prompt (the app's one dialog), the tally's invitation on
// a day page, the text size's choices and a day on paper; light and dark, and in every language.
// A toast's own colours are measured as well: axe cannot always tell the background of text on a
// fixed toast over the page (it answers "needs review", which pa11y reports as an error), and its
// focus ring is no text at all. Text 4.5:1, the close icon and its focus ring 3:1 against the
// toast (WCAG 1.4.3, 1.4.11).
import assert from 'node:assert/strict';
import { appendFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import { newPhonePage } from '../../testkit/browser.mjs';
import { dayGuide, programme, translations } from '../../testkit/content.mjs';
import { message } from '../../testkit/messages.mjs';
import { startService } from '../../testkit/service.mjs';
import { useServiceAndBrowser } from './support/hooks.mjs';
import { axeViolations, clickWhenStill, deviceStateShown, installApp } from './support/page.mjs';
import { copyOfDist } from './support/pwa-build.mjs';

const env = useServiceAndBrowser();
const [first] = programme.languages;
const IPHONE_SAFARI =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

/** `path` in `lang`'s copy of the app. */
const pathIn = (lang, path) => (lang === first ? path : `/${lang}${path}`);
/** Day `day`'s theme in `lang`: the heading its page shows. */
const themeOf = (lang, day) => (lang === first ? dayGuide(day) : translations[lang].days.find((d) => d.day === day)).theme;

/**
 * The contrast failures of `toast`'s colours (none: an empty list): each text against the toast's
 * own opaque background, its close icon (drawn in the text's colour) and, with the close button
 * focused, its focus ring.
 */
const toastContrastFailures = (toast) =>
  toast.evaluate((toast) => {
    const rgba = (css) => {
      const [r, g, b, a = 1] = css.match(/[\d.]+/g).map(Number);
      return { rgb: [r, g, b], a };
    };
    const luminance = ([r, g, b]) =>
      [r, g, b]
        .map((c) => c / 255)
        .map((c) => (c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4))
        .reduce((sum, c, i) => sum + c * [0.2126, 0.7152, 0.0722][i], 0);
    const ratio = (x, y) => {
      const [hi, lo] = [luminance(x), luminance(y)].sort((p, q) => q - p);
      return (hi + 0.05) / (lo + 0.05);
    };
    const background = rgba(getComputedStyle(toast).backgroundColor);
    if (background.a !== 1) return [`the toast's background is not opaque: ${getComputedStyle(toast).backgroundColor}`];
    const failures = [];
    const check = (what, css, minimum) => {
      const colour = rgba(css);
      const r = ratio(colour.rgb, background.rgb);
      if (colour.a !== 1 || r < minimum) failures.push(`${what}: ${css} on ${getComputedStyle(toast).backgroundColor}, ${r.toFixed(2)}:1 < ${minimum}:1`);
    };
    const texts = [...toast.querySelectorAll('*')].filter((el) => [...el.childNodes].some((n) => n.nodeType === 3 && n.textContent.trim()));
    if (texts.length === 0) failures.push('no text in the toast');
    for (const el of texts) check(`text "${el.textContent.trim().slice(0, 30)}"`, getComputedStyle(el).color, 4.5);
    const close = toast.querySelector('button');
    check('the close icon', getComputedStyle(close).color, 3);
    if (document.activeElement !== close || !close.matches(':focus-visible')) failures.push('the close button has no keyboard focus');
    const ring = getComputedStyle(close);
    if (ring.outlineStyle === 'none' || parseFloat(ring.outlineWidth) < 2) failures.push(`no focus ring: ${ring.outline}`);
    else check('the focus ring', ring.outlineColor, 3);
    return failures;
  });

/** Runs `check` in each colour scheme of `schemes`, switched in place as the phone's setting switches it. */
async function inEachScheme(page, schemes, check) {
  for (const colorScheme of schemes) {
    await page.emulateMedia({ colorScheme });
    assert.equal(await page.evaluate(() => matchMedia('(prefers-color-scheme: dark)').matches), colorScheme === 'dark');
    await check(colorScheme);
  }
}

/**
 * Checks a toast on screen: focus on its close button, by the keyboard as a member would reach it
 * (which holds the toast while axe runs), then in each colour scheme its colours and axe on the
 * whole page.
 */
async function toastChecked(page, lang, schemes, toast) {
  await toast.waitFor();
  const close = toast.getByRole('button', { name: message(lang, 'ui', 'toast-dismiss') });
  await close.focus();
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('Tab');
  await inEachScheme(page, schemes, async (scheme) => {
    assert.deepEqual(await toastContrastFailures(toast), [], scheme);
    assert.deepEqual(await axeViolations(page), [], scheme);
    assert.ok(await toast.isVisible(), `the toast was on screen while axe ran (${scheme})`);
  });
}

/** A day page, shown with what this device keeps. */
async function openDay(page, lang, day) {
  await page.goto(`${env.service.url}${pathIn(lang, `/day/${day}`)}`);
  await deviceStateShown(page, themeOf(lang, day));
}

/** The summary panel's e-mail sent, the service answering `status`. */
async function summarySent(page, lang, status) {
  await page.route('**/api/send-day-summary', (route) =>
    route.fulfill({ status, contentType: 'application/json', body: status === 202 ? '{"id":"1"}' : '{"error":"boom"}' }),
  );
  await openDay(page, lang, 3);
  await page.getByRole('textbox', { name: message(lang, 'summary', 'summary-email-label') }).fill('member@example.org');
  await clickWhenStill(page.getByRole('button', { name: message(lang, 'summary', 'summary-send') }));
}

const toastTitled = (page, title) => page.locator('.toast').filter({ has: page.getByText(title, { exact: true }) });

/**
 * Each state as a member meets it: `open` brings it on screen and checks it there (or returns
 * what must be visible while axe runs, and any axe rules that do not apply). `worker`: the app's
 * service worker runs (else it is blocked, so that no "Ready to work offline" toast comes and
 * goes while axe runs); `phone`: the context's options.
 */
const states = {
  'ready to work offline, on the days list': {
    worker: true,
    open: async (page, lang, schemes) => {
      await page.goto(`${env.service.url}${pathIn(lang, '/days')}`);
      await toastChecked(page, lang, schemes, toastTitled(page, message(lang, 'install', 'install-offline-ready-title')));
    },
  },
  'ready to work offline, on a day': {
    worker: true,
    open: async (page, lang, schemes) => {
      await openDay(page, lang, 12);
      await toastChecked(page, lang, schemes, toastTitled(page, message(lang, 'install', 'install-offline-ready-title')));
    },
  },
  'a summary sent (a toast)': {
    open: async (page, lang, schemes) => {
      await summarySent(page, lang, 202);
      await toastChecked(page, lang, schemes, toastTitled(page, message(lang, 'summary-toasts', 'summary-sent-title')));
    },
  },
  'a summary that failed (an urgent toast)': {
    open: async (page, lang, schemes) => {
      await summarySent(page, lang, 500);
      await toastChecked(page, lang, schemes, toastTitled(page, message(lang, 'summary-toasts', 'summary-failed-title')));
    },
  },
  "the browser's offer to install, on the cover": {
    open: async (page, lang) => {
      await page.goto(`${env.service.url}${pathIn(lang, '/')}`);
      // The cover's extras (with the install offer) are there once their text size button is.
      await page.getByRole('button', { name: message(lang, 'text-size', 'text-size') }).waitFor();
      await page.evaluate(() => {
        const offer = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
          prompt: async () => undefined,
          userChoice: Promise.resolve({ outcome: 'dismissed' }),
        });
        window.dispatchEvent(offer);
      });
      return { shown: page.getByRole('button', { name: message(lang, 'install', 'install-app') }) };
    },
  },
  'the steps to install on an iPhone, on the cover': {
    phone: { userAgent: IPHONE_SAFARI },
    open: async (page, lang) => {
      await page.goto(`${env.service.url}${pathIn(lang, '/')}`);
      return { shown: page.getByRole('heading', { name: message(lang, 'install', 'install-ios-title') }) };
    },
  },
  "the tally's invitation after a first tick": {
    open: async (page, lang) => {
      await openDay(page, lang, 12);
      await clickWhenStill(page.getByRole('checkbox').first());
      return { shown: page.getByRole('region', { name: message(lang, 'tally', 'tally-invite-title') }) };
    },
  },
  "the text size's choices open, on a day": {
    open: async (page, lang) => {
      await openDay(page, lang, 3);
      await page.getByRole('button', { name: message(lang, 'text-size', 'text-size') }).click();
      return { shown: page.getByRole('radio', { name: message(lang, 'text-size', 'text-size-largest') }) };
    },
  },
  'a day on paper': {
    open: async (page, lang) => {
      await openDay(page, lang, 12);
      await page.emulateMedia({ media: 'print' });
      return { shown: page.getByRole('heading', { level: 1 }) };
    },
  },
};

const runs = [
  { lang: first, schemes: ['light', 'dark'] },
  // The other languages' colours are the first's (one stylesheet): their words, wrapping and names.
  ...programme.languages.slice(1).map((lang) => ({ lang, schemes: ['light'] })),
];

for (const { lang, schemes } of runs) {
  const looks = `${lang}, ${schemes.join(' and ')}`;
  for (const [name, { open, worker = false, phone = {} }] of Object.entries(states)) {
    test(`${name} (${looks}): on screen while axe finds no violations`, async () => {
      const { page, context } = await newPhonePage(env.browser, { serviceWorkers: worker ? 'allow' : 'block', ...phone });
      try {
        const { shown, notApplying = [] } = (await open(page, lang, schemes)) ?? {};
        if (shown) {
          await shown.waitFor();
          await inEachScheme(page, schemes, async (scheme) => {
            assert.deepEqual(await axeViolations(page, notApplying), [], scheme);
            assert.ok(await shown.isVisible(), `still on screen after axe ran (${scheme})`);
          });
        }
      } finally {
        await context.close();
      }
    });
  }

  // The update prompt needs a deployment of its own: a copy of the app whose worker changes.
  test(`the update prompt, a dialog (${looks}): on screen while axe finds no violations`, async () => {
    const pwaDir = copyOfDist();
    const service = await startService({ PWA_DIR: pwaDir });
    const { page, context } = await newPhonePage(env.browser);
    try {
      await installApp(page, `${service.url}${pathIn(lang, '/day/5')}`);
      appendFileSync(join(pwaDir, 'sw.js'), '\n// The next version.\n');
      await page.evaluate(() => navigator.serviceWorker.getRegistration().then((r) => r.update()));
      const prompt = page.getByRole('alertdialog', { name: message(lang, 'install', 'install-update-available') });
      await prompt.waitFor();
      await inEachScheme(page, schemes, async (scheme) => {
        assert.deepEqual(await axeViolations(page), [], scheme);
        assert.ok(await prompt.isVisible(), `still on screen after axe ran (${scheme})`);
      });
    } finally {
      await context.close();
      await service.stop();
    }
  });
}
