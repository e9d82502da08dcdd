// The app fills a day's fast-hours line as the service fills placeholders (the same fixture as the
// service's test), and the day guides it loads are the service's, filled.
import { readdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import fixture from '../../build/placeholders.fixture.json';
import { resolvedContent } from '../../build/resolved-content';
import { dayFastHours, fillText, placeholderValues } from './placeholders';
import { formatClockTime, writeAppTime } from '@/lib/clock-time';
import { PLACEHOLDERS } from '@/types/content';
import type { DayGuide } from '@/types/content';
import { guideDays, loadDayGuide, programme } from './programme';
import { dayIndex } from './day-index';
import waysOfFasting from 'virtual:ways-of-fasting';
import safety from 'virtual:safety';

// The content the build bundles (vite.config.ts: CONTENT_DIR, or ../content).
const contentDir = resolve(process.env.INIT_CWD ?? process.cwd(), process.env.CONTENT_DIR ?? resolve(__dirname, '../../../content'));
const rawDay = (day: number) =>
  JSON.parse(readFileSync(`${contentDir}/days/day-${String(day).padStart(2, '0')}.json`, 'utf8')) as DayGuide;
const { languages, prayerWatch } = JSON.parse(readFileSync(`${contentDir}/programme.json`, 'utf8')) as { languages: string[]; prayerWatch?: { days?: number[] } };
const placeholderPattern = /\{[A-Za-z][A-Za-z0-9]*\}/;

describe('placeholders', () => {
  it('fill the shared fixture as the service fills it', () => {
    const forProgramme = placeholderValues(fixture.programme, writeAppTime);
    const forDay = placeholderValues(fixture.programme, writeAppTime, fixture.daySlots);
    for (const c of fixture.cases) {
      expect(fillText(c.text, forProgramme)).toBe(c.programme);
      expect(fillText(c.text, forDay)).toBe(c.day);
    }
  });

  it("are filled in every day the app loads: the service's guide, on a watch day its watch texts", async () => {
    const resolved = resolvedContent(contentDir, languages[0]!).days;
    const written = readdirSync(`${contentDir}/days`).filter((f) => /^day-\d+\.json$/.test(f));
    expect(guideDays.length).toBe(written.length);
    let used = 0;
    for (const day of guideDays) {
      const guide = await loadDayGuide(day);
      const source = rawDay(day);
      expect(JSON.stringify(guide)).not.toMatch(placeholderPattern);
      expect(guide).toEqual(resolved.find((d) => d.day === day));
      // The watch's block is the service's to apply: never bundled.
      expect(guide).not.toHaveProperty('onWatchDay');
      if (source.onWatchDay?.fastNote && prayerWatch?.days?.includes(day)) expect(guide.fastNote).not.toBe(source.fastNote);
      if (placeholderPattern.test(JSON.stringify(source))) used += 1;
    }
    // The sample writes its church, pastor and times as placeholders.
    expect(used).toBeGreaterThan(0);
  });

  it('are filled in the programme and the day index; fast-hours lines with each day’s times', async () => {
    const { fastHours, ...rest } = programme;
    expect(JSON.stringify(rest)).not.toMatch(placeholderPattern);
    expect(fastHours).toMatch(placeholderPattern);
    const { fastHours: wayHours, ...way } = waysOfFasting.full;
    expect(JSON.stringify(way)).not.toMatch(placeholderPattern);
    const guide = await loadDayGuide(guideDays[guideDays.length - 1]!);
    for (const line of [dayFastHours(guide, programme, writeAppTime, wayHours), dayFastHours({ ...guide, fastHours: undefined }, programme, writeAppTime)]) {
      expect(line).toContain(formatClockTime(guide.close.time));
      expect(line).not.toMatch(placeholderPattern);
    }
    expect(JSON.stringify(safety)).toContain(programme.pastor);
    // The long texts are modules of their own, not in every page's first load.
    expect(Object.keys(programme)).not.toContain('safety');
    expect(Object.keys(programme)).not.toContain('waysOfFasting');
    expect(Object.keys(programme)).not.toContain('rhythms');
    expect(Object.keys(programme.prayerWatch?.hours ?? {})).not.toContain('guide');
    for (const summary of dayIndex) expect(summary.theme).not.toMatch(placeholderPattern);
    expect(PLACEHOLDERS.map(([name]) => name)).toContain('church');
  });
});
