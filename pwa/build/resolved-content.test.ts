// The build bundles the content as the service resolves it: asked of the binary (or read from
// the file the image's build hands it), in each language. Facts come from content/.
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { resolvedContent } from './resolved-content.ts';
import { CONTENT_JSON_VAR, serviceBinary, serviceContentJson } from './service-content.mjs';

const contentDir = resolve(__dirname, '../../content');
const readJson = (file: string) => JSON.parse(readFileSync(join(contentDir, file), 'utf8')) as Record<string, unknown>;
const written = readJson('programme.json') as { languages: string[]; pinnedCover?: { day: number }; prayerWall?: unknown };
const [first = 'en', ...others] = written.languages;
const guidesOf = (lang: string) => (lang === first ? 'days' : join(lang, 'days'));
const placeholder = /\{[A-Za-z][A-Za-z0-9]*\}/;

describe('the service content', () => {
  it('comes from PRAYER_FAST_BIN (as given where npm ran), or a file the image hands the build', () => {
    expect(serviceBinary({ PRAYER_FAST_BIN: 'target/x/prayer-fast', INIT_CWD: '/src' })).toBe('/src/target/x/prayer-fast');
    const dir = mkdtempSync(join(tmpdir(), 'prayer-fast-content-'));
    try {
      writeFileSync(join(dir, 'content.json'), '{"programme":{}}');
      expect(serviceContentJson('/nowhere', { [CONTENT_JSON_VAR]: join(dir, 'content.json') })).toBe('{"programme":{}}');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('says which binary failed and why', () => {
    expect(() => serviceContentJson(join(contentDir, 'no-such-folder'), { PRAYER_FAST_BIN: serviceBinary() })).toThrow(/check-content --json --dir .*no-such-folder/);
  });

  it.each(written.languages)('in %s: every guide, placeholders filled but for the fast-hours lines', (lang) => {
    const { programme, days } = resolvedContent(contentDir, lang);
    expect(days.map((d) => d.day)).toHaveLength(readdirSync(join(contentDir, guidesOf(lang))).filter((f) => /^day-\d+\.json$/.test(f)).length);
    const { fastHours, waysOfFasting, ...rest } = programme;
    expect(fastHours).toMatch(placeholder);
    expect(JSON.stringify(rest)).not.toMatch(placeholder);
    for (const way of Object.values(waysOfFasting)) expect(way.fastHours).toMatch(placeholder);
    // What programme.json leaves out stays out of every page's first load: no default it does not
    // write, no field as null; and its fields come in programme.json's order.
    if (written.prayerWall === undefined) expect(programme).not.toHaveProperty('prayerWall');
    expect(JSON.stringify({ programme, days })).not.toMatch(/:null\b/);
    expect(Object.keys(programme).filter((key) => key in written)).toEqual(Object.keys(written).filter((key) => key in programme));
  });

  it.each(others)("in %s: the pinned cover names the language's own guide", (lang) => {
    const { programme, days } = resolvedContent(contentDir, lang);
    if (!written.pinnedCover) return;
    const guide = readJson(join(guidesOf(lang), `day-${String(written.pinnedCover.day).padStart(2, '0')}.json`));
    expect(programme.pinnedCover?.theme).toBe(days.find((d) => d.day === written.pinnedCover!.day)?.theme);
    if (!placeholder.test(String(guide.theme))) expect(programme.pinnedCover?.theme).toBe(guide.theme);
  });
});
