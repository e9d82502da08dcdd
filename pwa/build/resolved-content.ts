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

/** The service writes a field the content leaves out as `null`; the app's types leave it out. */
function withoutNulls(this: unknown, _key: string, value: unknown) {
  return value === null && !Array.isArray(this) ? undefined : value;
}

/** content/ in `lang`, as the service resolves it (asked once per folder). */
export function resolvedContent(contentDir: string, lang: string): LanguageContent {
  const dir = resolve(contentDir);
  let languages = read.get(dir);
  if (!languages) {
    languages = inLanguages(dir, JSON.parse(serviceContentJson(dir), withoutNulls) as ServiceContent);
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
  const bundled = ({ programme, days }: LanguageContent) => ({ programme: likeWritten(programme, written), days });
  const [first = 'en', ...others] = all.programme.languages;
  return new Map([
    [first, bundled(all)],
    ...others.flatMap((lang) => (all.translations[lang] ? [[lang, withPinnedTheme(bundled(all.translations[lang]))] as const] : [])),
  ]);
}

/**
 * FALLBACK until the service translates it: a translation's `pinnedCover.theme` is the first
 * language's in the service's JSON; the cover shows the translated guide's theme.
 */
function withPinnedTheme({ programme, days }: LanguageContent): LanguageContent {
  const pin = programme.pinnedCover;
  const theme = pin && days.find((d) => d.day === pin.day)?.theme;
  return { programme: pin && theme ? { ...programme, pinnedCover: { ...pin, theme } } : programme, days };
}

/** The settings the service fills with its defaults where programme.json leaves them out. */
const DEFAULTED = ['prayerWall', 'prayerWatch.hours.keepersPerTurn'];

type Json = Record<string, unknown>;
const isJson = (value: unknown): value is Json => Boolean(value) && typeof value === 'object' && !Array.isArray(value);
const at = (json: unknown, path: string[]) => path.reduce<unknown>((value, key) => (isJson(value) ? value[key] : undefined), json);

/**
 * FALLBACK until the service's JSON keeps content/'s shape (issue 45): `programme` as
 * programme.json (`written`) has it, as every page's first load carried it before — its keys in
 * the written order (the JSON's are sorted), and without a default the service filled in
 * (`DEFAULTED`) where programme.json gives none (the app reads the same defaults).
 */
function likeWritten(programme: Programme, written: unknown): Programme {
  const kept = inOrderOf(programme, written) as Json;
  for (const path of DEFAULTED.map((p) => p.split('.'))) {
    if (at(written, path) !== undefined) continue;
    const parent = at(kept, path.slice(0, -1));
    if (isJson(parent)) delete parent[path.at(-1)!];
  }
  return kept as unknown as Programme;
}

/** A copy of `value` with each object's keys in `order`'s order (others after them). */
function inOrderOf(value: unknown, order: unknown): unknown {
  if (Array.isArray(value)) return value.map((item, i) => inOrderOf(item, Array.isArray(order) ? order[i] : undefined));
  if (!isJson(value)) return value;
  const keys = isJson(order) ? [...Object.keys(order).filter((k) => k in value), ...Object.keys(value).filter((k) => !(k in order))] : Object.keys(value);
  return Object.fromEntries(keys.map((k) => [k, inOrderOf(value[k], isJson(order) ? order[k] : undefined)]));
}
