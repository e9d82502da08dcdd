import { restoredMark } from './merge-journal';
import { countOf, mergeDay, noChanges } from './merge-progress';

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
    const { merged, added } = mergeDay(day([], { morning: 'Written here.' }), day([], { morning: 'Written there.' }), ON);
    expect(merged.journals.morning).toBe(`Written here.\n\n${restoredMark(ON)}\nWritten there.`);
    expect(added).toMatchObject({ journals: 1, shortened: 0 });
  });

  it('counts a journal with no room for all of the copy’s text', () => {
    const long = 'amen '.repeat(1_999) + 'amen';
    const { merged, added } = mergeDay(day([], { morning: long }), day([], { morning: `${long}!?` }), ON);
    expect(merged.journals.morning).toBe(long);
    expect(added).toEqual({ ...noChanges, shortened: 1 });
    expect(countOf(added)).toBe(0);
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
    expect(added).toEqual({ ...noChanges, slots: 1, journals: 1, hydration: 2 });
  });
});
