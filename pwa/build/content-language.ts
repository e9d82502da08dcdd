// The programme in one of its languages, as the build bundles it. The first language is
// content/programme.json and content/days/ as written; another (`es`) is the same programme with
// es/programme.json's texts in place of the first's, and es/days/ for the guides — the overlay the
// service makes when it loads the content (service/src/content/translations.rs), which checks that
// a translation has exactly its original's structure.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

type Json = Record<string, unknown>;

interface ProgrammeTexts {
  church?: string;
  pastorTitle?: string;
  pastoralContact?: { name: string; phone?: string; email?: string };
  title: string;
  subtitle: string;
  defaultSlots: { key: string; title: string }[];
  /** Only for a church that keeps a prayer watch. */
  prayerWatch?: { title: string; description: string; place?: string; cannotAttend?: string; hours?: { themes: string[]; guide?: string[] } };
  fastHours: string;
  waysOfFasting: unknown;
  safety: unknown;
  /** The rhythms' names and lines (their slots are the first language's); only where the programme offers rhythms. */
  rhythms?: Record<string, { name: string; description: string }>;
}

const readJson = (file: string) => JSON.parse(readFileSync(file, 'utf8')) as Json;

const isFirst = (contentDir: string, lang: string) => ((readJson(join(contentDir, 'programme.json')).languages as string[] | undefined) ?? ['en'])[0] === lang;

/** Where `lang`'s day guides are. */
export const daysDir = (contentDir: string, lang: string) => (isFirst(contentDir, lang) ? join(contentDir, 'days') : join(contentDir, lang, 'days'));

/** `programme` (content/programme.json as written) with `lang`'s texts; placeholders not filled. */
export function programmeIn(contentDir: string, lang: string, programme: Json = readJson(join(contentDir, 'programme.json'))): Json {
  if (isFirst(contentDir, lang)) return programme;
  const texts = readJson(join(contentDir, lang, 'programme.json')) as unknown as ProgrammeTexts;
  const titles = new Map(texts.defaultSlots.map((s) => [s.key, s.title]));
  const pinned = programme.pinnedCover as { day: number; theme: string } | undefined;
  return {
    ...programme,
    title: texts.title,
    subtitle: texts.subtitle,
    defaultSlots: (programme.defaultSlots as { key: string; title: string }[]).map((s) => ({ ...s, title: titles.get(s.key) ?? s.title })),
    // The church's details in the language's words, where it gives them (as the service's overlay).
    ...(texts.church ? { church: texts.church } : {}),
    ...(texts.pastorTitle ? { pastorTitle: texts.pastorTitle } : {}),
    ...(texts.pastoralContact ? { pastoralContact: texts.pastoralContact } : {}),
    // A church with no prayer watch has none in any language (the content check holds both files to it).
    ...(programme.prayerWatch && texts.prayerWatch ? { prayerWatch: watchIn(programme.prayerWatch as Json, texts.prayerWatch) } : {}),
    fastHours: texts.fastHours,
    waysOfFasting: texts.waysOfFasting,
    safety: texts.safety,
    // A programme that offers no rhythms has none in any language (the content check holds both files to it).
    ...(programme.rhythms && texts.rhythms ? { rhythms: rhythmsIn(programme.rhythms as Json, texts.rhythms) } : {}),
    // The pinned cover names its day's theme: the translated guide's.
    ...(pinned ? { pinnedCover: { ...pinned, theme: readJson(join(daysDir(contentDir, lang), dayFile(pinned.day))).theme } } : {}),
  };
}

/** Each rhythm in the language's words: its name and line; the slots it keeps stay the first language's. */
const rhythmsIn = (rhythms: Json, texts: NonNullable<ProgrammeTexts['rhythms']>): Json =>
  Object.fromEntries(
    Object.entries(rhythms).map(([key, rhythm]) => {
      const words = texts[key];
      return [key, words ? { ...(rhythm as Json), name: words.name, description: words.description } : rhythm];
    }),
  );

/** The watch in the language's words, where it gives them. */
const watchIn = (watch: Json, texts: NonNullable<ProgrammeTexts['prayerWatch']>): Json => ({
  ...watch,
  title: texts.title,
  description: texts.description,
  ...(texts.place ? { place: texts.place } : {}),
  ...(texts.cannotAttend ? { cannotAttend: texts.cannotAttend } : {}),
  // The hours' themes and the guide to praying through one (as many as the first language gives).
  ...(texts.hours && watch.hours ? { hours: { ...(watch.hours as Json), ...hoursIn(texts.hours) } } : {}),
});

/** The hours' words in the language: its themes, and its guide where it gives one. */
const hoursIn = (texts: { themes: string[]; guide?: string[] }): Json => ({
  themes: texts.themes,
  ...(texts.guide ? { guide: texts.guide } : {}),
});

export const dayFile = (day: number) => `day-${String(day).padStart(2, '0')}.json`;
