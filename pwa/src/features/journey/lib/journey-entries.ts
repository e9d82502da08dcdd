// The journey as the page shows it: each day this device holds something for, newest first,
// found by text, and the days with a guide still open to a member who has not been to them.
import { programmeMoment } from '@/content/calendar';
import { daySummary, dayIndex } from '@/content/day-index';
import { programme } from '@/content/programme';
import { holdsAnything, loadProgress, progressKey, type DayProgress } from '@/lib/device-store';
import type { DayGuide } from '@/types/content';

export interface JourneyEntry {
  day: number;
  /** The day's theme; undefined for a day whose guide has since been removed. */
  theme: string | undefined;
  progress: DayProgress;
  /** Slots a member can tick that day. */
  checkable: number;
}


/** Every day with something kept on this device, the latest day first. */
export function journeyEntries(startDate: string): JourneyEntry[] {
  const entries: JourneyEntry[] = [];
  for (let day = programme.lengthDays; day >= 1; day--) {
    const progress = loadProgress(progressKey(startDate, day));
    if (!holdsAnything(progress)) continue;
    const summary = daySummary(day);
    entries.push({ day, theme: summary?.theme, progress, checkable: summary?.checkable.length ?? 0 });
  }
  return entries;
}

/** A day's journals with their prompts (the guide's order), those with text only. */
export function writtenJournals(guide: DayGuide | undefined, journals: Record<string, string>) {
  const prompts = new Map(
    (guide ? [...guide.slots, guide.close] : []).flatMap((s) => (s.journal ? [[s.journal.key, s.journal] as const] : [])),
  );
  const keys = [...prompts.keys(), ...Object.keys(journals).filter((k) => !prompts.has(k))];
  return keys
    .filter((key) => (journals[key] ?? '').trim() !== '')
    .map((key) => ({ key, prompt: prompts.get(key)?.prompt, title: prompts.get(key)?.title, text: journals[key]! }));
}

/** Whether `query` (any case) is in the day's theme, a journal or its prompt. */
export function entryMatches(entry: JourneyEntry, guide: DayGuide | undefined, query: string): boolean {
  const needle = query.trim().toLocaleLowerCase();
  if (needle === '') return true;
  const texts = [entry.theme ?? '', ...writtenJournals(guide, entry.progress.journals).flatMap((j) => [j.text, j.prompt ?? ''])];
  return texts.some((text) => text.toLocaleLowerCase().includes(needle));
}

/**
 * Days with a guide the member can still pray through: before today (or every day once the fast
 * is over), nothing kept for them yet, the most recent first, at most `limit`.
 */
export function daysStillOpen(startDate: string, entries: readonly JourneyEntry[], now: Date, limit = 3): number[] {
  const moment = programmeMoment(startDate, programme.lengthDays, now);
  if (moment.kind === 'before') return [];
  const before = moment.kind === 'during' ? moment.day : programme.lengthDays + 1;
  const kept = new Set(entries.map((e) => e.day));
  return dayIndex
    .map((d) => d.day)
    .filter((day) => day < before && !kept.has(day))
    .reverse()
    .slice(0, limit);
}
