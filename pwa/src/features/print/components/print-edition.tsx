import { Printer } from 'lucide-react';
import { useEffect, useState, type ReactNode } from 'react';
import { DeviceStateMain } from '@/components/ui/device-state';
import { backTo, PageHeading, PageNav } from '@/components/ui/page-top';
import { dateOfDay, longDate } from '@/content/calendar';
import { guideDays, loadDayGuide, programme } from '@/content/programme';
import { useStartDate } from '@/content/programme-settings';
import { loadProgress, progressKey } from '@/lib/device-store';
import type { DayGuide } from '@/types/content';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { PrintDay } from './print-day';
import * as pages from 'virtual:messages/pages';
import * as m from 'virtual:messages/print';

export const PRINT_PAGE_TITLE = m.printPageTitle({ title: programme.title });

/**
 * `/print`: the whole programme as a booklet (A5 or Letter): a cover, then every day's guide on
 * pages of its own, with room to write. A member may print their own journals into it.
 */
export function PrintEdition({ tools, opening }: { tools?: ReactNode; opening?: ReactNode }) {
  const startDate = useStartDate();
  const guides = useAllGuides();
  const [withJournals, setWithJournals] = useState(true);
  const first = longDate(dateOfDay(startDate, 1));
  const last = longDate(dateOfDay(startDate, programme.lengthDays));

  useDocumentTitle(PRINT_PAGE_TITLE);

  return (
    // Ready once every guide is shown with this device's journals (or the guides failed to load).
    <DeviceStateMain ready={guides !== null} className="page print">
      <div className="print__controls">
        <PageNav links={[backTo('/days', m.printAllDays)]} tools={tools} />
        <PageHeading title={m.printHeading}>{m.printIntro}</PageHeading>
        <label className="print__option">
          <input type="checkbox" checked={withJournals} onChange={(e) => setWithJournals(e.target.checked)} />
          {m.printWithJournals}
        </label>
        <button type="button" className="button button--primary" onClick={() => window.print()} disabled={!Array.isArray(guides)}>
          <Printer aria-hidden="true" size={18} />
          {m.printButton}
        </button>
      </div>

      <section className="card print-cover" aria-label={m.printCover}>
        <p className="print-cover__church">{programme.church}</p>
        <p className="print-cover__title">{programme.title}</p>
        <p className="print-cover__subtitle">{programme.subtitle}</p>
        <p className="print-cover__dates">
          {m.printCoverDates({ length: programme.lengthDays, first, last })}
        </p>
        <p className="print-cover__credit">{pages.coverCredit({ pastor: programme.pastor })}</p>
      </section>
      {opening}

      {guides === 'failed' ? (
        <p role="alert">{m.printFailed}</p>
      ) : guides === null ? (
        <p role="status">{m.printGathering}</p>
      ) : (
        guides.map((guide) => (
          <PrintDay
            key={guide.day}
            guide={guide}
            startDate={startDate}
            watch={programme.prayerWatch}
            journals={withJournals ? loadProgress(progressKey(startDate, guide.day)).journals : undefined}
          />
        ))
      )}
    </DeviceStateMain>
  );
}

/** Every guide, in day order, once all have loaded (precached: offline too); null until then. */
function useAllGuides(): DayGuide[] | null | 'failed' {
  const [guides, setGuides] = useState<DayGuide[] | null | 'failed'>(null);
  useEffect(() => {
    let live = true;
    Promise.all(guideDays.map(loadDayGuide)).then(
      (loaded) => live && setGuides(loaded),
      () => live && setGuides('failed'),
    );
    return () => {
      live = false;
    };
  }, []);
  return guides;
}
