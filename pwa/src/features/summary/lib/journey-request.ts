// The journey summary as the service takes it: every day this device holds a tick or a journal
// for, in programme order, with only what that day's guide knows (slots it can tick, its journals).
import { dayIndex } from '@/content/day-index';
import { loadProgress, progressKey } from '@/lib/device-store';
import { JOURNEY_LIMIT_BYTES, type JourneyDay, type JourneySummaryRequest } from '@/types/api';

/** The days to send: those with a slot ticked or a journal written (water alone is not e-mailed). */
export function journeyDays(startDate: string): JourneyDay[] {
  return dayIndex.flatMap((summary): JourneyDay[] => {
    const progress = loadProgress(progressKey(startDate, summary.day));
    const completedSlots = summary.checkable.filter((key) => progress.completed.includes(key));
    const written = summary.journals.flatMap((key) => {
      const text = progress.journals[key] ?? '';
      return text.trim() === '' ? [] : [[key, text] as const];
    });
    if (completedSlots.length === 0 && written.length === 0) return [];
    return [{ dayNumber: summary.day, theme: summary.theme, completedSlots, journals: Object.fromEntries(written) }];
  });
}

/** Whether the service would take it whole: its body within the service's limit. */
export function fitsOneEmail(request: JourneySummaryRequest): boolean {
  return new TextEncoder().encode(JSON.stringify(request)).length <= JOURNEY_LIMIT_BYTES;
}
