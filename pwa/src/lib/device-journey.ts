// What this device has done across the programme, read from the days' stored progress.
import type { DaySummary } from '@/content/day-index';
import { loadProgress, progressKey } from './device-store';

export interface DayRecord {
  /** Slots ticked, of the day's checkable ones. */
  ticked: number;
  checkable: number;
  /** Journals of the day with text. */
  journalsWritten: number;
}

export function dayRecord(startDate: string, summary: DaySummary): DayRecord {
  const stored = loadProgress(progressKey(startDate, summary.day));
  return {
    ticked: summary.checkable.filter((key) => stored.completed.includes(key)).length,
    checkable: summary.checkable.length,
    journalsWritten: summary.journals.filter((key) => (stored.journals[key] ?? '').trim() !== '').length,
  };
}

export interface JourneyTotals {
  /** Days with at least one slot ticked or journal written. */
  daysTouched: number;
  slotsTicked: number;
  journalsWritten: number;
}

export function journeyTotals(startDate: string, days: readonly DaySummary[]): JourneyTotals {
  const totals: JourneyTotals = { daysTouched: 0, slotsTicked: 0, journalsWritten: 0 };
  for (const summary of days) {
    const record = dayRecord(startDate, summary);
    if (record.ticked + record.journalsWritten > 0) totals.daysTouched += 1;
    totals.slotsTicked += record.ticked;
    totals.journalsWritten += record.journalsWritten;
  }
  return totals;
}
