// The journey file and this device's storage: a copy of every day kept here (and of the parts
// other features keep: their requests and pledges), and a restore that merges a copy in whole or
// not at all.
import { programme } from '@/content/programme';
import { clearProgress, holdsAnything, loadProgress, progressKey, saveProgress, type DayProgress } from '@/lib/device-store';
import type { PartMerge } from '@/lib/journey-parts';
import { PART_FIELDS, type JourneyCopy, type JourneyParts, type ProgrammeIdentity } from './journey-file';
import { addCounts, countOf, mergeDay, noChanges, type MergeCounts } from './merge-progress';
import { LANG } from '@/lib/language';
import * as m from 'virtual:messages/journey';

export const programmeIdentity = (startDate: string): ProgrammeIdentity => ({
  church: programme.church,
  title: programme.title,
  startDate,
});

/** Whether the church's members pledge hours of its watch (then a copy carries them), as the messages choose words on it. */
export const watchHours = programme.prayerWatch?.hours ? 'yes' : 'no';

const programmeDays = () => Array.from({ length: programme.lengthDays }, (_, i) => i + 1);


/** Every day this device holds something for, and what `parts` hold, as a copy saved `now`. */
export function copyOfDevice(startDate: string, now: Date, parts: JourneyParts = {}): JourneyCopy {
  const days: Record<number, DayProgress> = {};
  for (const day of programmeDays()) {
    const progress = loadProgress(progressKey(startDate, day));
    if (holdsAnything(progress)) days[day] = progress;
  }
  const copy: JourneyCopy = { programme: programmeIdentity(startDate), savedAt: now.toISOString(), days };
  for (const field of PART_FIELDS) {
    const part = parts[field];
    if (part) copy[field] = part.copy();
  }
  return copy;
}

/** Which count of a restore each part adds to. */
const COUNTED_AS = { requests: 'requests', pledges: 'hours' } as const satisfies Record<(typeof PART_FIELDS)[number], keyof MergeCounts>;

/** `2026-11-20T…` → `November 20, 2026` (`20 de noviembre de 2026`): how a restored journal names its copy. */
export const savedOnText = (savedAt: string) =>
  new Date(savedAt).toLocaleDateString(LANG, { month: 'long', day: 'numeric', year: 'numeric' });

/**
 * Merges `copy` into this device (see merge-progress.ts, and each of `parts`: its requests and
 * pledges) and says what it added. When the browser refuses a write, what was written is put back
 * and an error thrown: nothing changes.
 */
export function restoreToDevice(startDate: string, copy: JourneyCopy, parts: JourneyParts = {}): MergeCounts {
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
  const merges: { merge: PartMerge; restored?: () => void }[] = [];
  for (const field of PART_FIELDS) {
    const part = parts[field];
    const incoming = copy[field];
    const merge = part && incoming ? part.merge(incoming) : null;
    if (!part || !merge) continue;
    added = { ...added, [COUNTED_AS[field]]: added[COUNTED_AS[field]] + merge.added };
    merges.push({ merge, restored: part.restored?.bind(part) });
  }

  const undos: (() => void)[] = [];
  const written = (ok: boolean, undo: () => void) => {
    if (ok) undos.push(undo);
    return ok;
  };
  const allWritten =
    writes.every((write) =>
      written(saveProgress(write.key, write.after), () => {
        if (!holdsAnything(write.before)) clearProgress(write.key);
        else saveProgress(write.key, write.before);
      }),
    ) && merges.every(({ merge }) => written(merge.write(), () => merge.undo()));
  if (!allWritten) {
    for (const undo of undos.reverse()) undo();
    throw new Error(m.journeyNotStored);
  }
  for (const { restored } of merges) restored?.();
  return added;
}
