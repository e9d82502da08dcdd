// How a restored copy joins what this device already holds: nothing is ever lost. A slot ticked
// on either side stays ticked, the larger hydration count wins, and a journal written differently
// on both sides keeps both texts, the restored one marked.
import type { DayProgress } from '@/lib/device-store';

/** What a merge added to this device. */
export interface MergeCounts {
  slots: number;
  journals: number;
  hydration: number;
}

export const noChanges: MergeCounts = { slots: 0, journals: 0, hydration: 0 };

/** The line that separates a journal's own text from the restored copy's. */
export const restoredMark = (savedOn: string) => `— From the copy saved on ${savedOn} —`;

/** `local` with `incoming` merged in; `savedOn` names the copy in the journals' mark. */
export function mergeDay(
  local: DayProgress,
  incoming: DayProgress,
  savedOn: string,
): { merged: DayProgress; added: MergeCounts } {
  const newSlots = incoming.completed.filter((key) => !local.completed.includes(key));
  const journals = { ...local.journals };
  let journalsAdded = 0;
  for (const [key, text] of Object.entries(incoming.journals)) {
    const joined = mergeJournal(local.journals[key] ?? '', text, savedOn);
    if (joined !== (local.journals[key] ?? '')) {
      journals[key] = joined;
      journalsAdded += 1;
    }
  }
  const hydration = Math.max(local.hydration, incoming.hydration);
  return {
    merged: { completed: [...local.completed, ...newSlots], journals, hydration },
    added: { slots: newSlots.length, journals: journalsAdded, hydration: hydration - local.hydration },
  };
}

/**
 * One journal from both sides: the same text (or one side empty, or one already holding the
 * other) needs no mark; different texts are both kept. Merging the same copy twice changes nothing.
 */
export function mergeJournal(local: string, incoming: string, savedOn: string): string {
  const mine = local.trim();
  const theirs = incoming.trim();
  if (theirs === '' || mine.includes(theirs)) return local;
  if (mine === '' || theirs.includes(mine)) return incoming;
  return `${local.trimEnd()}\n\n${restoredMark(savedOn)}\n${theirs}`;
}

export const addCounts = (a: MergeCounts, b: MergeCounts): MergeCounts => ({
  slots: a.slots + b.slots,
  journals: a.journals + b.journals,
  hydration: a.hydration + b.hydration,
});

/** How many things a merge added, all kinds together. */
export const countOf = (c: MergeCounts) => c.slots + c.journals + c.hydration;
