// @vitest-environment node
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { writeTime } from '../src/lib/write-time.mjs';
import { areaMessages, readArea } from './catalogue.mjs';
import { compileMessages, messageFiles, messageTypes } from './messages';
import { buildLanguage } from './language';

const contentDir = fileURLToPath(new URL('../../content', import.meta.url));
const typesDir = fileURLToPath(new URL('../src/types/messages/', import.meta.url));

/** The compiled module's exports, run as the browser would. */
async function load(source: string, lang: string): Promise<Record<string, unknown>> {
  const code = compileMessages('test.ftl', source, lang);
  return (await import(/* @vite-ignore */ `data:text/javascript,${encodeURIComponent(code)}`)) as Record<string, unknown>;
}

const SAMPLE = `
-church = Grace
plain = Hello, { -church }!
with-variable = Day {$day} of {$length}
refers = { plain } Again.
count =
    { $count ->
        [0] Nobody yet
        [one] One of us
       *[other] {$count} of us
    }
way =
    { $way ->
        [water] Water only
       *[other] Your way
    }
`;

// Text that means something in JavaScript: the message shows it as written.
const ODD = 'odd = A `tick`, a back\\slash and { "${" }x{ "}" }\n';

describe('compiled messages', () => {
  it('gives a string for a message without variables, with terms and references inlined', async () => {
    const m = await load(SAMPLE + ODD, 'en');
    expect(m.plain).toBe('Hello, Grace!');
    expect(m.refers).toBe('Hello, Grace! Again.');
    expect(m.odd).toBe('A `tick`, a back\\slash and ${x}');
  });

  it('gives a function of its variables for a message with them', async () => {
    const m = await load(SAMPLE, 'en');
    expect((m.withVariable as (a: object) => string)({ day: 12, length: 40 })).toBe('Day 12 of 40');
  });

  it("chooses an exact number first, then the language's plural form, then the default", async () => {
    const count = (await load(SAMPLE, 'en')).count as (a: object) => string;
    expect([0, 1, 2, 312].map((n) => count({ count: n }))).toEqual(['Nobody yet', 'One of us', '2 of us', '312 of us']);
    const way = (await load(SAMPLE, 'en')).way as (a: object) => string;
    expect([way({ way: 'water' }), way({ way: 'juice' })]).toEqual(['Water only', 'Your way']);
  });

  it('refuses what the app cannot show: junk, attributes, a missing reference', () => {
    expect(() => compileMessages('x.ftl', 'broken = {', 'en')).toThrow(/x\.ftl: cannot read/);
    expect(() => compileMessages('x.ftl', 'a = A\n    .title = T', 'en')).toThrow(/attributes/);
    expect(() => compileMessages('x.ftl', 'a = { b }', 'en')).toThrow(/no message b/);
  });
});

describe("the app's catalogue", () => {
  const { languages } = buildLanguage(contentDir);

  it('is declared for TypeScript from the first language, one file an area (UPDATE_TS_TYPES=1 rewrites them)', () => {
    const areas = messageFiles(contentDir, languages[0] ?? 'en');
    if (process.env.UPDATE_TS_TYPES) {
      rmSync(typesDir, { recursive: true, force: true });
      mkdirSync(typesDir, { recursive: true });
      for (const area of areas) writeFileSync(`${typesDir}${area.area}.d.ts`, messageTypes(area));
    }
    expect(readdirSync(typesDir).sort()).toEqual(areas.map(({ area }) => `${area}.d.ts`));
    for (const area of areas) expect(readFileSync(`${typesDir}${area.area}.d.ts`, 'utf8')).toBe(messageTypes(area));
  });

  it.each(languages)('compiles in %s', (lang) => {
    for (const { file, source } of messageFiles(contentDir, lang)) expect(() => compileMessages(file, source, lang)).not.toThrow();
  });
});

describe('the catalogue as the build and the browser tests read it (catalogue.mjs)', () => {
  const { languages } = buildLanguage(contentDir);
  const utc = (options: Intl.DateTimeFormatOptions, lang: string, date: number) =>
    new Intl.DateTimeFormat(lang, { ...options, timeZone: 'UTC' }).format(date).toLowerCase();

  it.each(languages)("chooses a variant by a number's exact value: the weekdays and months in %s are the platform's", (lang) => {
    const dates = readArea(contentDir, lang, 'service/dates');
    for (let n = 1; n <= 7; n += 1) {
      // 1 January 2024 was a Monday, the catalogue's weekday 1.
      expect(dates.get('weekday-name')?.write({ weekday: n }).toLowerCase()).toBe(utc({ weekday: 'long' }, lang, Date.UTC(2024, 0, n)));
    }
    for (let n = 1; n <= 12; n += 1) {
      expect(dates.get('month-name')?.write({ month: n }).toLowerCase()).toBe(utc({ month: 'long' }, lang, Date.UTC(2024, n - 1, 1)));
    }
  });

  it.each(languages)('chooses the plural form in %s, and asks for the variables of the text it chose only', (lang) => {
    const span = readArea(contentDir, lang, 'service/summary-mail').get('summary-journey-span');
    expect(span?.write({ days: 1, first: 'FIRST' })).toContain('FIRST');
    expect(() => span?.write({ days: 2, first: 'FIRST' })).toThrow(/summary-journey-span: give \$last/);
    expect(span?.write({ days: 2, first: 'FIRST', last: 'LAST' })).toMatch(/2.*FIRST.*LAST/);
  });

  it.each(languages)('writes times in %s as the compiled messages the app ships do', async (lang) => {
    const [clock] = messageFiles(contentDir, lang).filter(({ area }) => area === 'clock');
    const shipped = (await load(clock?.source ?? '', lang)) as Parameters<typeof writeTime>[0];
    const read = areaMessages(contentDir, lang, 'clock') as Parameters<typeof writeTime>[0];
    for (const cycle of ['h12', 'h23'] as const) {
      for (const format of ['time', 'hour', 'timeWords'] as const) {
        for (const hhmm of ['00:00', '06:05', '12:00', '17:45', '21:00']) {
          expect(writeTime(read, cycle, hhmm, format)).toBe(writeTime(shipped, cycle, hhmm, format));
        }
      }
    }
    expect(writeTime(read, 'h12', '06:05')).not.toBe(writeTime(read, 'h12', '18:05'));
  });
});
