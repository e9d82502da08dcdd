// A day's watch texts (`onWatchDay`) are read on the days the church's prayer watch gathers only,
// as the service applies them (`content::watch_day`). Facts come from content/.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { DayGuide } from '@/types/content';
import { watchDayShown } from './watch-day';

const contentDir = resolve(__dirname, '../../../content');
const read = (file: string) => JSON.parse(readFileSync(resolve(contentDir, file), 'utf8')) as Record<string, unknown>;
const programme = read('programme.json');
const watchDays = (programme.prayerWatch as { days: number[] }).days;
const day = (n: number) => read(`days/day-${String(n).padStart(2, '0')}.json`) as unknown as DayGuide;

describe('a watch day', () => {
  it("reads the day's watch texts where the watch gathers, and the plain text elsewhere", () => {
    const guide = day(watchDays[0]!);
    const watch = guide.onWatchDay!;
    expect(Object.keys(watch)).toContain('fastNote');
    const shown = watchDayShown(guide, programme);
    expect(shown.fastNote).toBe(watch.fastNote);
    expect(shown.close.actionStep).toBe(watch['close.actionStep']);
    expect(shown).not.toHaveProperty('onWatchDay');

    const moved = { ...programme, prayerWatch: { ...(programme.prayerWatch as object), days: [guide.day + 1] } };
    const { onWatchDay: _, ...plain } = guide;
    expect(watchDayShown(guide, moved)).toEqual(plain);
    const { prayerWatch: __, ...noWatch } = programme;
    expect(watchDayShown(guide, noWatch)).toEqual(plain);
  });

  it('writes a tip by its place in the list, and a tip the day does not have nowhere', () => {
    const guide = { ...day(3), onWatchDay: { 'sustaining.tips[0]': 'Rest before the watch.', 'sustaining.tips[9]': 'x' } };
    const shown = watchDayShown(guide, { prayerWatch: { days: [3] } });
    expect(shown.sustaining.tips[0]).toBe('Rest before the watch.');
    expect(shown.sustaining.tips.slice(1)).toEqual(day(3).sustaining.tips.slice(1));
  });
});
