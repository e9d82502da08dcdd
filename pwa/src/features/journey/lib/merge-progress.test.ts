import { countOf, mergeDay, mergeJournal, restoredMark } from './merge-progress';

const ON = 'November 20, 2026';
const day = (completed: string[], journals: Record<string, string> = {}, hydration = 0) => ({
  completed,
  journals,
  hydration,
});

describe('merging a restored day into this device', () => {
  it('keeps a slot ticked on either side', () => {
    const { merged, added } = mergeDay(day(['opening', 'midday']), day(['midday', 'afternoon']), ON);
    expect(merged.completed).toEqual(['opening', 'midday', 'afternoon']);
    expect(added.slots).toBe(1);
  });

  it('keeps the larger hydration count', () => {
    expect(mergeDay(day([], {}, 5), day([], {}, 3), ON).merged.hydration).toBe(5);
    const { merged, added } = mergeDay(day([], {}, 2), day([], {}, 6), ON);
    expect([merged.hydration, added.hydration]).toEqual([6, 4]);
  });

  it('keeps both texts of a journal written differently on each side, the restored one marked', () => {
    const joined = mergeJournal('Written on this phone.', 'Written on the old phone.', ON);
    expect(joined).toBe(`Written on this phone.\n\n${restoredMark(ON)}\nWritten on the old phone.`);
    expect(restoredMark(ON)).toContain(ON);
  });

  it.each([
    ['the same text on both sides', 'Grace.', 'Grace.', 'Grace.'],
    ['nothing restored', 'Grace.', '  ', 'Grace.'],
    ['nothing here yet', '', 'Grace.', 'Grace.'],
    ['the restored text already kept here', 'Grace. And more since.', 'Grace.', 'Grace. And more since.'],
    ['a restored copy written on from this one', 'Grace.', 'Grace. And more since.', 'Grace. And more since.'],
  ])('needs no mark for %s', (_, local, incoming, expected) => {
    expect(mergeJournal(local, incoming, ON)).toBe(expected);
  });

  it('changes nothing when the same copy is restored twice', () => {
    const incoming = day(['opening'], { morning: 'Restored words.' }, 4);
    const once = mergeDay(day(['midday'], { morning: 'My words.' }, 1), incoming, ON).merged;
    const twice = mergeDay(once, incoming, ON);
    expect(twice.merged).toEqual(once);
    expect(countOf(twice.added)).toBe(0);
  });

  it('counts what it added', () => {
    const { added } = mergeDay(day(['a']), day(['a', 'b'], { j1: 'new', j2: '' }, 2), ON);
    expect(added).toEqual({ slots: 1, journals: 1, hydration: 2 });
  });
});
