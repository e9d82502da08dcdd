// A Vite plugin: the content the app imports (`@content/programme.json`, `@content/days/day-NN.json`)
// as the service resolves it, in the build's language (build/resolved-content.ts): translated,
// placeholders filled, a day's watch texts on the days the watch gathers. The files are only
// where the imports point; their modules are the service's. A day's fast-hours lines (the
// programme's `fastHours`, each way's) stay unfilled there: each day fills them with its own
// times (`dayFastHours`, src/content/placeholders.ts).
import { resolve, sep } from 'node:path';
import type { Plugin } from 'vite';
import { forgetResolvedContent, resolvedContent } from './resolved-content.ts';

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

/** The programme as every page imports it: without its long texts. */
function bundledProgramme(programme: unknown): Json {
  const bundled = structuredClone(programme) as Json;
  for (const path of Object.values(PROGRAMME_PARTS)) withoutPart(bundled, path);
  return bundled;
}

export function contentModules(contentDir: string, lang: string): Plugin {
  const dir = resolve(contentDir);
  const programmeFile = resolve(dir, 'programme.json');
  const content = () => resolvedContent(dir, lang);
  // A change under content/ (the dev server) is read again.
  const changed = (file: string) => file.startsWith(dir + sep) && forgetResolvedContent(dir);
  return {
    name: 'prayer-fast:content-modules',
    // Before Vite's JSON plugin turns the file into a module.
    enforce: 'pre',
    watchChange: (id) => void changed(id),
    handleHotUpdate: ({ file }) => void changed(file),
    resolveId: (id) => (isPart(id) ? `\0${id}` : undefined),
    load(id) {
      const part = id.startsWith('\0') ? id.slice(1) : '';
      if (!isPart(part)) return undefined;
      // (A church with no guide to an hour of its watch, a programme with no rhythms: none.)
      const value = partOf(content().programme as unknown as Json, PROGRAMME_PARTS[part]) ?? null;
      return `export default ${JSON.stringify(value)};`;
    },
    transform(_code, id) {
      const file = resolve(id.split('?')[0] ?? id);
      if (!file.startsWith(dir + sep)) return undefined;
      if (file === programmeFile) return { code: JSON.stringify(bundledProgramme(content().programme)), map: null };
      const day = /[/\\]days[/\\]day-(\d+)\.json$/.exec(file)?.[1];
      if (day === undefined) return undefined;
      const guide = content().days.find((d) => d.day === Number(day));
      if (!guide) throw new Error(`${file}: the service's content has no day ${Number(day)} in '${lang}'`);
      return { code: JSON.stringify(guide), map: null };
    },
  };
}
