// The journey file and this device's storage: a copy of every day kept here, and a restore that
// merges a copy in whole or not at all.
import { programme } from '@/content/programme';
import { clearProgress, holdsAnything, loadProgress, progressKey, saveProgress, type DayProgress } from '@/lib/device-store';
import type { JourneyCopy, ProgrammeIdentity } from './journey-file';
import { addCounts, countOf, mergeDay, noChanges, type MergeCounts } from './merge-progress';
import { LANG } from '@/lib/language';
import * as m from 'virtual:messages/journey';

export const programmeIdentity = (startDate: string): ProgrammeIdentity => ({
  church: programme.church,
  title: programme.title,
  startDate,
});

const programmeDays = () => Array.from({ length: programme.lengthDays }, (_, i) => i + 1);


/** Every day this device holds something for, as a copy saved `now`. */
export function copyOfDevice(startDate: string, now: Date): JourneyCopy {
  const days: Record<number, DayProgress> = {};
  for (const day of programmeDays()) {
    const progress = loadProgress(progressKey(startDate, day));
    if (holdsAnything(progress)) days[day] = progress;
  }
  return { programme: programmeIdentity(startDate), savedAt: now.toISOString(), days };
}

/** `2026-11-20T…` → `November 20, 2026` (`20 de noviembre de 2026`): how a restored journal names its copy. */
export const savedOnText = (savedAt: string) =>
  new Date(savedAt).toLocaleDateString(LANG, { month: 'long', day: 'numeric', year: 'numeric' });

/**
 * Merges `copy` into this device (see merge-progress.ts) and says what it added. When the browser
 * refuses a write, what was written is put back and an error thrown: nothing changes.
 */
export function restoreToDevice(startDate: string, copy: JourneyCopy): MergeCounts {
  const savedOn = savedOnText(copy.savedAt);
  const writes: { key: string; before: DayProgress; after: DayProgress }[] = [];
  let added = noChanges;
  for (const [day, incoming] of Object.entries(copy.days)) {
    if (Number(day) > programme.lengthDays) continue;
    const key = progressKey(startDate, Number(day));
    const before = loadProgress(key);
    const { merged, added: dayAdded } = mergeDay(before, incoming, savedOn);
    added = addCounts(added, dayAdded);
    if (countOf(dayAdded) > 0) writes.push({ key, before, after: merged });
  }
  const done: typeof writes = [];
  for (const write of writes) {
    if (!saveProgress(write.key, write.after)) {
      for (const undo of done) {
        if (!holdsAnything(undo.before)) clearProgress(undo.key);
        else saveProgress(undo.key, undo.before);
      }
      throw new Error(m.journeyNotStored);
    }
    done.push(write);
  }
  return added;
}
