// Which language a build is in. The app is built once per language the programme offers
// (content/programme.json's `languages`): the first at `/` (into dist/), every other at
// `/<lang>/` (into dist/<lang>/), each with its own words, guides and prerendered pages inlined,
// so a member's first load carries one language. APP_LANG chooses the build; unset, the first.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

export interface BuildLanguage {
  /** This build's language. */
  lang: string;
  /** Every language the programme offers, the first being the one content/ is written in. */
  languages: string[];
  /** Where its pages are served: `/` or `/<lang>/`. */
  base: string;
  /** Where it is written, relative to pwa/. */
  outDir: string;
  /**
   * Whether the build empties its folder first: not the first language's when there are others
   * (built before it, into dist/<lang>/; build-languages.mjs empties dist/ before them all).
   */
  emptyOutDir: boolean;
  /** The church's clock: programme.json's `hourCycle`, `h12` unless set. */
  hourCycle: 'h12' | 'h23';
}

interface ProgrammeSettings {
  languages?: string[];
  hourCycle?: 'h12' | 'h23';
}

const readSettings = (contentDir: string) =>
  JSON.parse(readFileSync(join(contentDir, 'programme.json'), 'utf8')) as ProgrammeSettings;

export const programmeLanguages = (contentDir: string): string[] => readSettings(contentDir).languages ?? ['en'];

export function buildLanguage(contentDir: string, requested = process.env.APP_LANG): BuildLanguage {
  const settings = readSettings(contentDir);
  const languages = settings.languages ?? ['en'];
  const lang = requested || (languages[0] ?? 'en');
  if (!languages.includes(lang)) throw new Error(`APP_LANG=${lang}: the programme offers ${languages.join(', ')}`);
  const first = lang === languages[0];
  return {
    lang,
    languages,
    base: first ? '/' : `/${lang}/`,
    outDir: first ? 'dist' : `dist/${lang}`,
    emptyOutDir: !first || languages.length === 1,
    hourCycle: settings.hourCycle ?? 'h12',
  };
}
