// How a restored copy joins what this device already holds: nothing on the device is ever lost.
// A slot ticked on either side stays ticked, the larger hydration count wins, and a journal
// written differently on both sides keeps both texts, the restored one marked (merge-journal.ts),
// within the length the service accepts.
import type { DayProgress } from '@/lib/device-store';
import { mergeJournal } from './merge-journal';

/** What a merge added to this device. */
export interface MergeCounts {
  slots: number;
  journals: number;
  hydration: number;
  /** Journals that had no room for all of the copy's text (still whole in the copy). */
  shortened: number;
  /** Prayer requests this device did not hold. */
  requests: number;
  /** Hours of the watch pledged that this device did not hold. */
  hours: number;
}

export const noChanges: MergeCounts = { slots: 0, journals: 0, hydration: 0, shortened: 0, requests: 0, hours: 0 };

/** `local` with `incoming` merged in; `savedOn` names the copy in the journals' mark. */
export function mergeDay(
  local: DayProgress,
  incoming: DayProgress,
  savedOn: string,
): { merged: DayProgress; added: MergeCounts } {
  const newSlots = incoming.completed.filter((key) => !local.completed.includes(key));
  const journals = { ...local.journals };
  let journalsAdded = 0;
  let shortened = 0;
  for (const [key, text] of Object.entries(incoming.journals)) {
    const joined = mergeJournal(local.journals[key] ?? '', text, savedOn);
    if (joined.shortened) shortened += 1;
    if (joined.text !== (local.journals[key] ?? '')) {
      journals[key] = joined.text;
      journalsAdded += 1;
    }
  }
  const hydration = Math.max(local.hydration, incoming.hydration);
  return {
    merged: { completed: [...local.completed, ...newSlots], journals, hydration },
    added: { ...noChanges, slots: newSlots.length, journals: journalsAdded, hydration: hydration - local.hydration, shortened },
  };
}

export const addCounts = (a: MergeCounts, b: MergeCounts): MergeCounts => ({
  slots: a.slots + b.slots,
  journals: a.journals + b.journals,
  hydration: a.hydration + b.hydration,
  shortened: a.shortened + b.shortened,
  requests: a.requests + b.requests,
  hours: a.hours + b.hours,
});

/** How many things a merge added, all kinds together (a shortened journal adds nothing of its own). */
export const countOf = (c: MergeCounts) => c.slots + c.journals + c.hydration + c.requests + c.hours;
