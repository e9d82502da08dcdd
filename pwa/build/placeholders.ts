// A Vite plugin: fills the placeholders in the prose the app bundles (`{church}`, `{closeTime}` …)
// from content/programme.json, as the service fills them when it loads the content. The table of
// names is the service's (`content::placeholders`), generated into src/types/content.ts; both
// fillers are tested against build/placeholders.fixture.json.
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Plugin } from 'vite';
import { PLACEHOLDERS, SLOT_TIME_SUFFIX, type DayGuide, type PlaceholderFormat } from '../src/types/content.ts';

type Json = string | number | boolean | null | Json[] | { [key: string]: Json };

/** `dawn-watch` → `dawnWatchTime`. */
export const slotTimeName = (key: string) => key.replace(/-(.)/g, (_, c: string) => c.toUpperCase()) + SLOT_TIME_SUFFIX;

function formatTime(hhmm: string, format: PlaceholderFormat): string {
  const [h = 0, m = 0] = hhmm.split(':').map(Number);
  const suffix = h < 12 ? 'AM' : 'PM';
  const h12 = h % 12 === 0 ? 12 : h % 12;
  if (format === 'text') return hhmm;
  if (format === 'timeWords' && h === 0 && m === 0) return 'midnight';
  if (format === 'timeWords' && h === 12 && m === 0) return 'noon';
  if (format === 'hour' && m === 0) return `${h12} ${suffix}`;
  return `${h12}:${String(m).padStart(2, '0')} ${suffix}`;
}

/** The placeholder values for a programme (its JSON); `daySlots` (key → `HH:MM`) are a day's own slot times. */
export function placeholderValues(programme: Record<string, unknown>, daySlots: Record<string, string> = {}): Map<string, string> {
  const values = new Map<string, string>();
  for (const [name, path, format] of PLACEHOLDERS) {
    const value = path.split('.').reduce<unknown>((v, part) => (v as Record<string, unknown> | undefined)?.[part], programme);
    const text = value === undefined || value === null ? '' : String(value);
    values.set(name, format === 'text' ? text : formatTime(text, format));
  }
  const slots = (programme.defaultSlots ?? []) as { key: string; time: string }[];
  for (const { key, time } of slots) values.set(slotTimeName(key), formatTime(time, 'time'));
  for (const [key, time] of Object.entries(daySlots)) values.set(slotTimeName(key), formatTime(time, 'time'));
  return values;
}

/** `text` with every known placeholder filled (unknown ones, refused by check:content, stay). */
export const fillText = (text: string, values: Map<string, string>) =>
  text.replace(/\{([A-Za-z][A-Za-z0-9]*)\}/g, (whole, name: string) => values.get(name) ?? whole);

/** Every string in `value` filled. */
export function fillJson<T>(value: T, values: Map<string, string>): T {
  const fill = (v: Json): Json => {
    if (typeof v === 'string') return v.includes('{') ? fillText(v, values) : v;
    if (Array.isArray(v)) return v.map(fill);
    if (v && typeof v === 'object') return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, fill(x)]));
    return v;
  };
  return fill(value as Json) as T;
}

/** A day guide as members read it: filled with the programme's values and the day's own slot times. */
export function fillDay(guide: DayGuide, programme: Record<string, unknown>): DayGuide {
  const daySlots = Object.fromEntries([...guide.slots, guide.close].map((s) => [s.key, s.time]));
  return fillJson(guide, placeholderValues(programme, daySlots));
}

/** The programme as members read it; its `fastHours` stays a line each day fills with its own times. */
export function fillProgramme<T extends Record<string, unknown>>(programme: T): T {
  return { ...fillJson(programme, placeholderValues(programme)), fastHours: programme.fastHours };
}

export const readProgramme = (contentDir: string) =>
  JSON.parse(readFileSync(join(contentDir, 'programme.json'), 'utf8')) as Record<string, unknown>;

/** Fills content/programme.json and content/days/day-NN.json as they are imported. */
export function contentPlaceholders(contentDir: string): Plugin {
  const dir = resolve(contentDir);
  const programmeFile = join(dir, 'programme.json');
  const daysDir = join(dir, 'days');
  return {
    name: 'prayer-fast:content-placeholders',
    // Before Vite's JSON plugin turns the file into a module.
    enforce: 'pre',
    transform(code, id) {
      const file = resolve(id.split('?')[0] ?? id);
      if (file === programmeFile) {
        return { code: JSON.stringify(fillProgramme(JSON.parse(code) as Record<string, unknown>)), map: null };
      }
      if (file.startsWith(daysDir) && /day-\d+\.json$/.test(file)) {
        this.addWatchFile(programmeFile);
        return { code: JSON.stringify(fillDay(JSON.parse(code) as DayGuide, readProgramme(dir))), map: null };
      }
      return undefined;
    },
  };
}
