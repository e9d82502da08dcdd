import { afterEach, describe, expect, it } from 'vitest';
import { dayIndex } from '@/content/day-index';
import { progressKey, saveProgress } from '@/lib/device-store';
import { JOURNEY_LIMIT_BYTES } from '@/types/api';
import { fitsOneEmail, journeyDays } from './journey-request';

const START = '2026-10-20';
const keep = (day: number, completed: string[], journals: Record<string, string> = {}, hydration = 0) =>
  saveProgress(progressKey(START, day), { completed, journals, hydration });

afterEach(() => localStorage.clear());

describe('the journey summary request', () => {
  it('holds the days with a tick or a journal, in programme order, with what each guide knows', () => {
    const [first, second, third] = dayIndex;
    // Kept in another order than the programme's, with a key the guide never had.
    keep(third!.day, [], { [third!.journals[0]!]: 'Peace came.', 'no-such-journal': 'lost words' });
    keep(first!.day, [...first!.checkable].reverse().concat('no-such-slot'));
    keep(second!.day, [], { [second!.journals[0]!]: '   ' }, 4); // water and a blank journal: nothing to e-mail

    expect(journeyDays(START)).toEqual([
      { dayNumber: first!.day, theme: first!.theme, completedSlots: first!.checkable, journals: {} },
      { dayNumber: third!.day, theme: third!.theme, completedSlots: [], journals: { [third!.journals[0]!]: 'Peace came.' } },
    ]);
    expect(journeyDays('2030-01-01')).toEqual([]);
  });

  it("fits one e-mail up to the service's limit, counted in bytes", () => {
    const day = { dayNumber: 1, theme: 't', completedSlots: [], journals: {} };
    const request = (text: string) => ({ email: 'a@example.org', days: [{ ...day, journals: { j: text } }] });
    const overhead = new TextEncoder().encode(JSON.stringify(request(''))).length;
    expect(fitsOneEmail(request('x'.repeat(JOURNEY_LIMIT_BYTES - overhead)))).toBe(true);
    expect(fitsOneEmail(request('x'.repeat(JOURNEY_LIMIT_BYTES - overhead + 1)))).toBe(false);
    // "é" is two bytes: half as many characters already reach the limit.
    expect(fitsOneEmail(request('é'.repeat((JOURNEY_LIMIT_BYTES - overhead) / 2 + 1)))).toBe(false);
  });
});
