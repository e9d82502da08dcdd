// The reminder choices: the programme's slots, and its prayer watch only for a church that keeps one.
import { programme } from '@/content/programme';
import { PRAYER_WATCH_KEY } from '@/types/api';
import { reminderOptions } from './reminder-options';

describe('reminder options', () => {
  it("offer each slot and the church's prayer watch", () => {
    const keys = reminderOptions(programme).map((o) => o.key);
    expect(keys).toEqual([...programme.defaultSlots.map((s) => s.key), PRAYER_WATCH_KEY]);
  });

  it('offer no prayer watch to a church that keeps none', () => {
    const { prayerWatch: _, ...noWatch } = programme;
    expect(reminderOptions(noWatch).map((o) => o.key)).toEqual(programme.defaultSlots.map((s) => s.key));
  });
});
