// A slot's reading time, shown on its card ("3 min"): what it gives to read (scripture, prayer
// focus, action step, journal prompt, declaration, closing prayer), words split at white space as
// the content check counts them, at an unhurried reading pace.
import type { Slot } from '@/types/content';

export const READING_WORDS_PER_MINUTE = 200;

const wordCount = (text: string | null | undefined) => (text ? text.split(/\s+/).filter(Boolean).length : 0);

/** Whole minutes, at least 1. */
export function readingMinutes(slot: Slot): number {
  const texts = [
    slot.scripture?.reference,
    slot.scripture?.text,
    slot.prayerFocus,
    slot.actionStep,
    slot.journal?.prompt,
    slot.declaration,
    slot.closingPrayer,
  ];
  const words = texts.reduce((sum, text) => sum + wordCount(text), 0);
  return Math.max(1, Math.ceil(words / READING_WORDS_PER_MINUTE));
}
