// A Vite plugin: `virtual:day-index`, a small index of every day guide (theme, slot keys, journal
// keys, first and close times) in the build's language, as the service resolves them
// (build/resolved-content.ts), for the cover, the days list and the journey, which must not load
// every guide to list them.
import type { Plugin } from 'vite';
import type { DayGuide } from '../src/types/content';
import type { DaySummary } from '../src/content/day-index';
import { checkableSlots } from '../src/content/checkable-slots.ts';
import { resolvedContent } from './resolved-content.ts';

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
    load(id) {
      if (id !== RESOLVED) return undefined;
      const days = resolvedContent(contentDir, lang).days.map(summarise);
      days.sort((a, b) => a.day - b.day);
      return `export default ${JSON.stringify(days)};`;
    },
  };
}
