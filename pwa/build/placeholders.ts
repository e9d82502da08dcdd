// A Vite plugin: fills the placeholders in the prose the app bundles (`{church}`, `{closeTime}` …)
// from content/programme.json, as the service fills them when it loads the content, with the fill
// in src/content/placeholders.ts (the service's table, generated into src/types/content.ts; both
// fillers are tested against build/placeholders.fixture.json).
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Plugin } from 'vite';
import type { DayGuide } from '../src/types/content.ts';
import { fillDay, fillJson, placeholderValues, type TimeWriter } from '../src/content/placeholders.ts';
import { writeTime, type ClockMessages, type HourCycle } from '../src/lib/clock.ts';
import { areaMessages } from './messages.ts';
import { daysDir, programmeIn } from './content-language.ts';

export { fillDay };

/**
 * The programme as members read it. Its fast-hours lines (`fastHours`, each way's `fastHours`)
 * stay as written: each day fills them with its own times (`dayFastHours`).
 */
export function fillProgramme<T extends Record<string, unknown>>(programme: T, write: TimeWriter): T {
  const filled = fillJson(programme, placeholderValues(programme, write)) as Record<string, unknown>;
  const ways = programme.waysOfFasting as Record<string, { fastHours: string }> | undefined;
  const filledWays = filled.waysOfFasting as Record<string, { fastHours: string }> | undefined;
  for (const [name, way] of Object.entries(ways ?? {})) {
    if (filledWays?.[name]) filledWays[name].fastHours = way.fastHours;
  }
  return { ...filled, fastHours: programme.fastHours } as unknown as T;
}

/** How `lang` writes the times in placeholders: its clock messages, on the church's clock. */
export function timeWriterIn(contentDir: string, lang: string): TimeWriter {
  const m = areaMessages(contentDir, lang, 'clock') as unknown as ClockMessages;
  const cycle = (readProgramme(contentDir).hourCycle as HourCycle | undefined) ?? 'h12';
  return (hhmm, format) => writeTime(m, cycle, hhmm, format);
}

/** content/programme.json in `lang` (the first language unless given), placeholders not filled. */
export const readProgramme = (contentDir: string, lang?: string) => {
  const programme = JSON.parse(readFileSync(join(contentDir, 'programme.json'), 'utf8')) as Record<string, unknown>;
  return lang ? programmeIn(contentDir, lang, programme) : programme;
};

/**
 * The programme's long texts, left out of `programme.json` as the app imports it (every page's
 * first load) and given as modules of their own, loaded by the pages that show them: each by its
 * path in the programme (the watch's guide to an hour is the watch page's alone).
 */
export const PROGRAMME_PARTS = {
  'virtual:ways-of-fasting': 'waysOfFasting',
  'virtual:safety': 'safety',
  'virtual:watch-guide': 'prayerWatch.hours.guide',
  'virtual:rhythms': 'rhythms',
} as const;
type PartId = keyof typeof PROGRAMME_PARTS;
const isPart = (id: string): id is PartId => Object.hasOwn(PROGRAMME_PARTS, id);

type Json = Record<string, unknown>;
const asJson = (value: unknown): Json | undefined => (value && typeof value === 'object' ? (value as Json) : undefined);

/** The value at `path` ('a.b.c') in `json`, or undefined. */
function partOf(json: Json, path: string): unknown {
  return path.split('.').reduce<unknown>((value, key) => asJson(value)?.[key], json);
}

/** `json` without the value at `path` (changed in place). */
function withoutPart(json: Json, path: string): void {
  const keys = path.split('.');
  const last = keys.pop()!;
  const parent = keys.reduce<Json | undefined>((value, key) => asJson(value?.[key]), json);
  if (parent) delete parent[last];
}

/** Fills content/programme.json and `lang`'s days/day-NN.json as they are imported, in `lang`. */
export function contentPlaceholders(contentDir: string, lang: string): Plugin {
  const dir = resolve(contentDir);
  const programmeFile = join(dir, 'programme.json');
  const guidesDir = daysDir(dir, lang);
  const write = timeWriterIn(dir, lang);
  return {
    name: 'prayer-fast:content-placeholders',
    // Before Vite's JSON plugin turns the file into a module.
    enforce: 'pre',
    resolveId: (id) => (isPart(id) ? `\0${id}` : undefined),
    load(id) {
      const part = id.startsWith('\0') ? id.slice(1) : '';
      if (!isPart(part)) return undefined;
      this.addWatchFile(programmeFile);
      // (A church with no guide to an hour of its watch, a programme with no rhythms: none.)
      const value = partOf(fillProgramme(readProgramme(dir, lang), write), PROGRAMME_PARTS[part]) ?? null;
      return `export default ${JSON.stringify(value)};`;
    },
    transform(code, id) {
      const file = resolve(id.split('?')[0] ?? id);
      if (file === programmeFile) {
        const filled = fillProgramme(programmeIn(dir, lang, JSON.parse(code) as Record<string, unknown>), write);
        for (const path of Object.values(PROGRAMME_PARTS)) withoutPart(filled, path);
        return { code: JSON.stringify(filled), map: null };
      }
      if (file.startsWith(guidesDir) && /day-\d+\.json$/.test(file)) {
        this.addWatchFile(programmeFile);
        return { code: JSON.stringify(fillDay(JSON.parse(code) as DayGuide, readProgramme(dir, lang), write)), map: null };
      }
      return undefined;
    },
  };
}
