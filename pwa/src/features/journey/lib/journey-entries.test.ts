import { dateOfDay, atLocalTime } from '@/content/calendar';
import { dayIndex } from '@/content/day-index';
import { programme } from '@/content/programme';
import { progressKey, saveProgress } from '@/lib/device-store';
import { daysStillOpen, entryMatches, journeyEntries, writtenJournals } from './journey-entries';

const START = '2026-10-20';
const guided = dayIndex.map((d) => d.day);
const keep = (day: number, journals: Record<string, string> = {}, completed: string[] = [], hydration = 0) =>
  saveProgress(progressKey(START, day), { completed, journals, hydration });
const noon = (day: number) => atLocalTime(dateOfDay(START, day), '12:00');

describe('the journey', () => {
  it('lists the days with something kept, the latest first', () => {
    const [a, b] = guided;
    keep(a!, {}, [], 2);
    keep(b!, { morning: 'Words.' });
    keep(programme.lengthDays, {}, [], 0); // nothing kept: left out
    expect(journeyEntries(START).map((e) => e.day)).toEqual([b, a]);
    expect(journeyEntries('2027-01-01')).toEqual([]);
  });

  it('finds entries by theme, journal text or prompt, in any case', () => {
    const day = dayIndex[0]!;
    const key = day.journals[0]!;
    keep(day.day, { [key]: 'The Lord is near.' });
    const [entry] = journeyEntries(START);
    expect(entryMatches(entry!, undefined, 'LORD IS')).toBe(true);
    expect(entryMatches(entry!, undefined, day.theme.slice(0, 6).toUpperCase())).toBe(true);
    expect(entryMatches(entry!, undefined, 'nowhere in it')).toBe(false);
    expect(entryMatches(entry!, undefined, '  ')).toBe(true);
  });

  it("shows journals under their guide's prompts, and keeps one the guide no longer has", () => {
    const guide = {
      slots: [{ journal: { key: 'a', prompt: 'What did you hear?' } }, { journal: { key: 'b', prompt: 'Unused' } }],
      close: {},
    } as unknown as Parameters<typeof writtenJournals>[0];
    expect(writtenJournals(guide, { a: 'Peace.', b: '  ', gone: 'Old words.' })).toEqual([
      { key: 'a', prompt: 'What did you hear?', title: undefined, text: 'Peace.' },
      { key: 'gone', prompt: undefined, title: undefined, text: 'Old words.' },
    ]);
  });

  it('offers the most recent days before today with nothing kept, and none before the fast', () => {
    const today = guided[guided.length - 1]!;
    const before = guided.filter((d) => d < today);
    keep(before[before.length - 1]!, {}, ['x']);
    const expected = before.slice(0, -1).reverse().slice(0, 3);
    expect(daysStillOpen(START, journeyEntries(START), noon(today))).toEqual(expected);
    expect(daysStillOpen(START, [], noon(0))).toEqual([]);
    const after = noon(programme.lengthDays + 3);
    expect(daysStillOpen(START, [], after, 100)).toEqual([...guided].reverse());
  });
});
