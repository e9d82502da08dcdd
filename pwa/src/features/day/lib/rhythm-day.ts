// How a day page follows the member's rhythm (issue 44). Every prayer time is the guide as
// written (the specification's page); morning and evening keeps the rhythm's prayer times up
// front and the others aside; once a day walks a short path through the day's anchor scripture,
// daily prayer, one prayer time's focus and declarations, with one tick: that prayer time's.
// Ticks are kept by slot, whatever the rhythm: a prayer time set aside keeps its tick.
import { checkableSlots } from '@/content/checkable-slots';
import type { DayGuide, RhythmKey, Slot } from '@/types/content';

/** The member's rhythm as a day page follows it (app/ gives it, from features/rhythms). */
export interface DayRhythm {
  key: RhythmKey;
  /** The prayer times it keeps (keys of the programme's default slots); null: every one. */
  slots: readonly string[] | null;
}

/** How the page is laid out in a rhythm. */
export type RhythmLayout =
  | { kind: 'every' }
  /** Morning and evening: the prayer times kept (activities, then the close where kept), and the
   *  others, each in the day's order. */
  | { kind: 'some'; kept: Slot[]; aside: Slot[] }
  /** The prayer time whose focus the short path prays, and whose tick is the day's one tick. */
  | { kind: 'once'; slot: Slot };

const timedSlots = (guide: DayGuide) => [...guide.slots, guide.close];

/** `guide` laid out for `rhythm`: the whole guide for every prayer time, no rhythm, or one this day cannot follow. */
export function rhythmLayout(guide: DayGuide, rhythm: DayRhythm | undefined): RhythmLayout {
  const keys = rhythm?.key === 'every' ? null : rhythm?.slots;
  if (!rhythm || !keys || keys.length === 0) return { kind: 'every' };
  const slots = timedSlots(guide);
  if (rhythm.key === 'once') {
    const slot = slots.find((s) => s.key === keys[0]);
    return slot ? { kind: 'once', slot } : { kind: 'every' };
  }
  const kept = slots.filter((s) => keys.includes(s.key));
  if (kept.length === 0) return { kind: 'every' };
  return { kind: 'some', kept, aside: slots.filter((s) => !keys.includes(s.key)) };
}

/** The prayer times a layout asks of the member (none: every one). */
const asked = (layout: RhythmLayout): string[] | null => {
  switch (layout.kind) {
    case 'every':
      return null;
    case 'some':
      return layout.kept.map((s) => s.key);
    case 'once':
      return [layout.slot.key];
  }
};

/**
 * What the footer counts in a rhythm: the prayer times it asks that can be ticked, and every other
 * one ticked besides (a tick kept is never left uncounted); null for every prayer time, whose
 * footer is the guide's own.
 */
export function rhythmProgress(guide: DayGuide, layout: RhythmLayout, completed: readonly string[]): { done: number; total: number } | null {
  const keys = asked(layout);
  if (keys === null) return null;
  // The short path's one tick counts even on a day whose guide shows that prayer time as a card.
  const tickable = layout.kind === 'once' ? [...new Set([...checkableSlots(guide), layout.slot])] : checkableSlots(guide);
  const counted = tickable.filter((s) => keys.includes(s.key) || completed.includes(s.key));
  return { done: counted.filter((s) => completed.includes(s.key)).length, total: counted.length };
}
