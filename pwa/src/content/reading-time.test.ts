import { describe, expect, it } from 'vitest';
import type { Slot } from '@/types/content';
import { guideDays, loadDayGuide } from './programme';
import { READING_WORDS_PER_MINUTE, readingMinutes } from './reading-time';

const words = (n: number) => Array.from({ length: n }, () => 'pray').join(' ');
const slot = (prayerFocus: string): Slot => ({ ...(guide.slots[0] as Slot), scripture: undefined, actionStep: undefined, journal: undefined, declaration: undefined, closingPrayer: undefined, prayerFocus });
const guide = await loadDayGuide(guideDays[0]!);

describe('a slot’s reading time', () => {
  it('is its words at the reading pace, in whole minutes, at least 1', () => {
    expect(readingMinutes(slot('Pray.'))).toBe(1);
    expect(readingMinutes(slot(words(READING_WORDS_PER_MINUTE)))).toBe(1);
    expect(readingMinutes(slot(words(READING_WORDS_PER_MINUTE + 1)))).toBe(2);
    expect(readingMinutes(slot(`  ${words(3 * READING_WORDS_PER_MINUTE)}\n`))).toBe(3);
  });

  it('counts the scripture too: every slot of the content reads in a few minutes', async () => {
    for (const day of guideDays) {
      for (const s of (await loadDayGuide(day)).slots) {
        const minutes = readingMinutes(s);
        expect(minutes, `day ${day} ${s.key}`).toBeGreaterThanOrEqual(1);
        expect(minutes, `day ${day} ${s.key}`).toBeLessThanOrEqual(5);
      }
    }
  });
});
