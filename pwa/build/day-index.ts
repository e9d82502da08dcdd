// A Vite plugin: `virtual:day-index`, a small index of every day guide in content/days (theme,
// slot keys, journal keys, first and close times) in the build's language for the cover, the days list and the journey,
// which must not load every guide to list them.
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Plugin } from 'vite';
import type { DayGuide } from '../src/types/content';
import type { DaySummary } from '../src/content/day-index';
import { checkableSlots } from '../src/content/checkable-slots.ts';
import { fillDay, readProgramme, timeWriterIn } from './placeholders.ts';
import { daysDir } from './content-language.ts';

const ID = 'virtual:day-index';
const RESOLVED = `\0${ID}`;

export function summarise(guide: DayGuide): DaySummary {
  const timed = [...guide.slots, guide.close];
  return {
    day: guide.day,
    theme: guide.theme,
    firstSlot: guide.slots[0]?.time ?? guide.close.time,
    close: guide.close.time,
    checkable: checkableSlots(guide).map((s) => s.key),
    journals: timed.flatMap((s) => (s.journal ? [s.journal.key] : [])),
  };
}

export function dayIndex(contentDir: string, lang: string): Plugin {
  return {
    name: 'prayer-fast:day-index',
    resolveId: (id) => (id === ID ? RESOLVED : undefined),
    async load(id) {
      if (id !== RESOLVED) return undefined;
      const dir = daysDir(contentDir, lang);
      const files = (await readdir(dir)).filter((f) => /^day-\d+\.json$/.test(f)).sort();
      const days: DaySummary[] = [];
      // Themes as members read them: placeholders filled (build/placeholders.ts).
      const programme = readProgramme(contentDir, lang);
      const write = timeWriterIn(contentDir, lang);
      this.addWatchFile(join(contentDir, 'programme.json'));
      for (const file of files) {
        this.addWatchFile(join(dir, file));
        days.push(summarise(fillDay(JSON.parse(await readFile(join(dir, file), 'utf8')) as DayGuide, programme, write)));
      }
      days.sort((a, b) => a.day - b.day);
      return `export default ${JSON.stringify(days)};`;
    },
  };
}
