import { JOURNAL_MAX_CHARS } from '@/types/api';
import { LANG } from '@/lib/language';
import * as m from 'virtual:messages/journey';
import { countOf, type MergeCounts } from './merge-progress';

/** What the member reads once a copy is restored. */
export function restoredText(added: MergeCounts): string {
  const shortened =
    added.shortened > 0
      ? m.journeyRestoredShortened({ count: added.shortened, max: new Intl.NumberFormat(LANG).format(JOURNAL_MAX_CHARS) })
      : '';
  const said =
    countOf(added) === 0
      ? m.journeyRestoredNothing({ shortened: added.shortened })
      : m.journeyRestored({
          parts: [
            added.slots > 0 && m.journeyRestoredSlots({ count: added.slots }),
            added.journals > 0 && m.journeyRestoredJournals({ count: added.journals }),
            added.hydration > 0 && m.journeyRestoredWater({ count: added.hydration }),
            added.requests > 0 && m.journeyRestoredRequests({ count: added.requests }),
            added.hours > 0 && m.journeyRestoredHours({ count: added.hours }),
          ]
            .filter(Boolean)
            .join(', '),
        });
  // Two sentences, the second only when a journal was shortened.
  return shortened ? `${said} ${shortened}` : said;
}
