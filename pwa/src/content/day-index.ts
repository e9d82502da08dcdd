// The index of every day guide (built from content/days by build/day-index.ts): enough to list
// the days and count progress without loading each guide.
import days from 'virtual:day-index';

export interface DaySummary {
  day: number;
  theme: string;
  /** `HH:MM` of the day's first slot: when the day's fast begins. */
  firstSlot: string;
  /** `HH:MM` of the close of the fast. */
  close: string;
  /** Keys of the slots a member can tick. */
  checkable: string[];
  /** Keys of the day's journals. */
  journals: string[];
}

export const dayIndex: readonly DaySummary[] = days;

const byDay = new Map(dayIndex.map((d) => [d.day, d]));

export const daySummary = (day: number): DaySummary | undefined => byDay.get(day);
