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

export const PRINT_PAGE_TITLE = `Print Edition · ${programme.title}`;

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
        <PageNav links={[backTo('/days', 'All days')]} tools={tools} />
        <PageHeading title="Print edition">
          The whole guide on paper, each day on a page of its own, for A5 or Letter. Choose your paper in the print dialog; for a
          folded booklet, choose “Booklet” where your printer offers it.
        </PageHeading>
        <label className="print__option">
          <input type="checkbox" checked={withJournals} onChange={(e) => setWithJournals(e.target.checked)} />
          Include what I wrote in my journals on this device
        </label>
        <button type="button" className="button button--primary" onClick={() => window.print()} disabled={!Array.isArray(guides)}>
          <Printer aria-hidden="true" size={18} />
          Print
        </button>
      </div>

      <section className="card print-cover" aria-label="Cover">
        <p className="print-cover__church">{programme.church}</p>
        <p className="print-cover__title">{programme.title}</p>
        <p className="print-cover__subtitle">{programme.subtitle}</p>
        <p className="print-cover__dates">
          {programme.lengthDays} days, {first} to {last}
        </p>
        <p className="print-cover__credit">By Pastor {programme.pastor}</p>
      </section>
      {opening}

      {guides === 'failed' ? (
        <p role="alert">Some days’ guides could not be loaded. Connect to the internet once, then open this page again.</p>
      ) : guides === null ? (
        <p role="status">Gathering every day’s guide…</p>
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
