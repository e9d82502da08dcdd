// The content one build bundles: the service's resolution of content/ (build/service-content.mjs)
// in the build's language, read once per build process.
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { DayGuide, Programme } from '../src/types/content.ts';
import { serviceContentJson } from './service-content.mjs';

/** A language's programme and day guides (in programme order), as the service loads them. */
export interface LanguageContent {
  programme: Programme;
  days: DayGuide[];
}

interface ServiceContent extends LanguageContent {
  /** Every other language the programme offers. */
  translations: Record<string, LanguageContent>;
}

/** What was read, by content folder, then language. */
const read = new Map<string, Map<string, LanguageContent>>();

/** content/ in `lang`, as the service resolves it (asked once per folder). */
export function resolvedContent(contentDir: string, lang: string): LanguageContent {
  const dir = resolve(contentDir);
  let languages = read.get(dir);
  if (!languages) {
    languages = inLanguages(dir, JSON.parse(serviceContentJson(dir)) as ServiceContent);
    read.set(dir, languages);
  }
  const content = languages.get(lang);
  if (!content) throw new Error(`the service's content has no '${lang}' (it offers ${[...languages.keys()].join(', ')})`);
  return content;
}

/** Forgets what was read of `contentDir` (a file of it changed). */
export const forgetResolvedContent = (contentDir: string) => read.delete(resolve(contentDir));

/** Each language's content as bundled. */
function inLanguages(dir: string, all: ServiceContent): Map<string, LanguageContent> {
  const written = JSON.parse(readFileSync(join(dir, 'programme.json'), 'utf8')) as unknown;
  const bundled = ({ programme, days }: LanguageContent) => ({ programme: withoutDefaults(programme, written), days });
  const [first = 'en', ...others] = all.programme.languages;
  return new Map([
    [first, bundled(all)],
    ...others.flatMap((lang) => (all.translations[lang] ? [[lang, bundled(all.translations[lang])] as const] : [])),
  ]);
}

/**
 * Settings the service fills with its defaults where programme.json leaves them out. Every page's
 * first load carries the programme: these stay out of it unless programme.json writes them (the
 * app needs no `keepersPerTurn`, and reads the wall's defaults where it shows them).
 */
const DEFAULTED = ['prayerWall', 'prayerWatch.hours.keepersPerTurn'];

type Json = Record<string, unknown>;
const isJson = (value: unknown): value is Json => Boolean(value) && typeof value === 'object' && !Array.isArray(value);
const at = (json: unknown, path: string[]) => path.reduce<unknown>((value, key) => (isJson(value) ? value[key] : undefined), json);

/** `programme` without the defaults (`DEFAULTED`) programme.json (`written`) does not write. */
function withoutDefaults(programme: Programme, written: unknown): Programme {
  const kept = structuredClone(programme) as unknown as Json;
  for (const path of DEFAULTED.map((p) => p.split('.'))) {
    if (at(written, path) !== undefined) continue;
    const parent = at(kept, path.slice(0, -1));
    if (isJson(parent)) delete parent[path.at(-1)!];
  }
  return kept as unknown as Programme;
}
