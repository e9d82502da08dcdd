// The rhythm a member keeps the day in (issue 44): every prayer time (the guide as written),
// morning and evening, or once a day along a short path. Which slots each keeps is content
// (programme.json's `rhythms`, loaded with the pages that use it: `virtual:rhythms`); a programme
// without rhythms offers no choice, and every day is kept whole.
import type { RhythmKey, Rhythms } from '@/types/content';

/** In the order a member is offered them: the whole guide first. */
export const RHYTHMS: readonly RhythmKey[] = ['every', 'twice', 'once'];

export const isRhythm = (value: unknown): value is RhythmKey => RHYTHMS.includes(value as RhythmKey);

/**
 * The slots (keys of the programme's default slots) a member keeping `key` prays and is reminded
 * of, as content lists them; null: every slot (every prayer time, no choice yet, or a programme
 * that offers no rhythms).
 */
export function rhythmSlots(programme: { rhythms?: Rhythms | null }, key: RhythmKey | null): string[] | null {
  const slots = key === null ? undefined : programme.rhythms?.[key]?.slots;
  return slots && slots.length > 0 ? [...slots] : null;
}
