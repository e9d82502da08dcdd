// A language's own church details (issue 41): the build overlays es/programme.json's church name,
// the pastor's title, the pastoral contact and the watch's words, as the service does, and fills
// the placeholders with them. Facts come from content/.
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { fillText, placeholderValues } from '../src/content/placeholders.ts';
import { programmeIn } from './content-language.ts';

const contentDir = resolve(__dirname, '../../content');
const first = JSON.parse(readFileSync(join(contentDir, 'programme.json'), 'utf8')) as { languages: string[] };
const others = first.languages.slice(1);
const written = (lang: string): unknown => JSON.parse(readFileSync(join(contentDir, lang, 'programme.json'), 'utf8'));

describe.each(others)('the programme in %s', (lang) => {
  it("takes the language's church details and fills its placeholders with them", () => {
    const texts = written(lang) as {
      church: string;
      pastorTitle: string;
      pastoralContact: { name: string };
      prayerWatch: { title: string; place: string; cannotAttend: string };
    };
    const programme = programmeIn(contentDir, lang);
    const values = placeholderValues(programme, (hhmm) => hhmm);
    const line = '{church} · {pastorTitle} · {pastoralContact} · {watchTitle} · {watchPlace} · {watchCannotAttend}';
    expect(fillText(line, values)).toBe(
      [texts.church, texts.pastorTitle, texts.pastoralContact.name, texts.prayerWatch.title, texts.prayerWatch.place, texts.prayerWatch.cannotAttend].join(
        ' · ',
      ),
    );
  });

  it('has no prayer watch for a church that keeps none', () => {
    const noWatch = JSON.parse(readFileSync(join(contentDir, 'programme.json'), 'utf8')) as Record<string, unknown>;
    delete noWatch.prayerWatch;
    expect(programmeIn(contentDir, lang, noWatch)).not.toHaveProperty('prayerWatch');
    expect(programmeIn(contentDir, lang)).toHaveProperty('prayerWatch');
  });
});

describe.each(others)("the watch's hours in %s", (lang) => {
  it("take the language's themes and its guide to praying through an hour", () => {
    const texts = written(lang) as { prayerWatch: { hours: { themes: string[]; guide: string[] } } };
    const original = JSON.parse(readFileSync(join(contentDir, 'programme.json'), 'utf8')) as {
      prayerWatch: { hours: { from: string; guide: string[] } };
    };
    const hours = (programmeIn(contentDir, lang) as typeof original).prayerWatch.hours;
    expect(texts.prayerWatch.hours.guide).toHaveLength(original.prayerWatch.hours.guide.length);
    expect(hours.guide).toEqual(texts.prayerWatch.hours.guide);
    expect((hours as unknown as { themes: string[] }).themes).toEqual(texts.prayerWatch.hours.themes);
    // The times and turns stay the first language's.
    expect(hours.from).toBe(original.prayerWatch.hours.from);
  });
});

describe.each(others)('the rhythms in %s', (lang) => {
  type Rhythms = Record<string, { name: string; description: string; slots?: string[] }>;
  it("take the language's names and lines, and keep the first language's slots", () => {
    const own = (written(lang) as { rhythms: Rhythms }).rhythms;
    const original = (JSON.parse(readFileSync(join(contentDir, 'programme.json'), 'utf8')) as { rhythms: Rhythms }).rhythms;
    const rhythms = (programmeIn(contentDir, lang) as { rhythms: Rhythms }).rhythms;
    expect(Object.keys(rhythms)).toEqual(Object.keys(original));
    for (const [key, rhythm] of Object.entries(rhythms)) {
      expect(rhythm.name).toBe(own[key]!.name);
      expect(rhythm.description).toBe(own[key]!.description);
      expect(rhythm.name).not.toBe(original[key]!.name);
      expect(rhythm.slots).toEqual(original[key]!.slots);
    }
  });

  it('are none for a programme that offers none', () => {
    const none = JSON.parse(readFileSync(join(contentDir, 'programme.json'), 'utf8')) as Record<string, unknown>;
    delete none.rhythms;
    expect(programmeIn(contentDir, lang, none)).not.toHaveProperty('rhythms');
  });
});
