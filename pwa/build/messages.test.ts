// @vitest-environment node
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
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
