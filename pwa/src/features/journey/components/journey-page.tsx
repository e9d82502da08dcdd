import { Search } from 'lucide-react';
import { PrintLink } from '@/components/ui/print-link';
import { Fragment, useMemo, useState, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { DeviceStateMain } from '@/components/ui/device-state';
import { backTo, PageHeading, PageNav } from '@/components/ui/page-top';
import { programme } from '@/content/programme';
import { useStartDate } from '@/content/programme-settings';
import { useHydrated } from '@/hooks/use-hydrated';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { dayPath } from '@/lib/page-files';
import { useGuides } from '../hooks/use-guides';
import { daysStillOpen, entryMatches, journeyEntries } from '../lib/journey-entries';
import type { JourneyParts } from '../lib/journey-file';
import { JourneyEntryCard } from './journey-entry';
import { KeepSafe } from './keep-safe';
import { StorageNote } from './storage-note';
import * as m from 'virtual:messages/journey';

export const JOURNEY_PAGE_TITLE = m.journeyPageTitle({ title: programme.title });

/**
 * `/journey`: everything this device holds across the fast, newest first and searchable, the
 * days still open to the member, and a copy to keep it safe. Read from the device once it runs.
 */
interface JourneyPageProps {
  tools?: ReactNode;
  /** "E-mail my journey", shown once the device holds something. */
  mail?: ReactNode;
  /** This device's choices (the way of fasting, the church's tally), shown from the first paint. */
  choices?: ReactNode;
  /** What a saved copy carries beside the days: the prayer requests shared from here, the watch's pledges. */
  parts?: JourneyParts;
}

export function JourneyPage({ tools, mail, choices, parts }: JourneyPageProps) {
  const startDate = useStartDate();
  const hydrated = useHydrated();
  const [revision, setRevision] = useState(0);
  const [query, setQuery] = useState('');
  // eslint-disable-next-line react-hooks/exhaustive-deps -- `revision` re-reads the device after a restore
  const entries = useMemo(() => (hydrated ? journeyEntries(startDate) : []), [hydrated, startDate, revision]);
  const { guides, settled } = useGuides(entries.map((e) => e.day));
  // Ready once this device's days are read and shown with their guides' prompts.
  const ready = hydrated && settled;
  const open = hydrated ? daysStillOpen(startDate, entries, new Date()) : [];
  const shown = entries.filter((entry) => entryMatches(entry, guides.get(entry.day), query));

  useDocumentTitle(JOURNEY_PAGE_TITLE);

  return (
    <DeviceStateMain ready={ready} className="page journey">
      <PageNav links={[backTo('/', m.journeyBack), { to: '/days', label: m.journeyAllDays }]} tools={tools} />
      <PageHeading title={m.journeyHeading}>{m.journeyIntro({ title: programme.title })}</PageHeading>

      {/* From the first paint, above what this device holds (which appears once the page runs): nothing moves. */}
      <KeepSafe startDate={startDate} parts={parts} onRestored={() => setRevision((r) => r + 1)} />
      {/* The member's choices, also from the first paint: what this device holds appears below them. */}
      {choices}

      {open.length > 0 && (
        <section className="journey__open" aria-labelledby="journey-open-title">
          <h2 className="journey__open-title" id="journey-open-title">
            {m.journeyOpenTitle}
          </h2>
          <ul className="journey__open-list">
            {open.map((day) => (
              <li key={day}>
                <Link className="button button--quiet" to={dayPath(day)}>
                  {m.journeyCatchUp({ day })}
                </Link>
              </li>
            ))}
          </ul>
        </section>
      )}

      {hydrated && entries.length === 0 && (
        <p className="journey__empty">
          {m.journeyEmptyStart} <Link to="/days">{m.journeyEmptyLink}</Link>
          {m.journeyEmptyEnd}
        </p>
      )}

      {entries.length > 0 && (
        <>
          <label className="journey__search">
            <Search aria-hidden="true" size={18} />
            <span className="journey__search-label">{m.journeySearch}</span>
            <input className="input" type="search" value={query} onChange={(event) => setQuery(event.target.value)} />
          </label>
          <div className="journey__entries" aria-live="polite">
            {shown.length === 0 && <p className="journey__empty">{m.journeyNoMatch({ query: query.trim() })}</p>}
            {shown.map((entry) => (
              <JourneyEntryCard key={entry.day} entry={entry} guide={guides.get(entry.day)} startDate={startDate} />
            ))}
          </div>
        </>
      )}

      {/* Re-read after a restore. */}
      {entries.length > 0 && <Fragment key={revision}>{mail}</Fragment>}

      {entries.length > 0 && <PrintLink>{m.journeyPrint}</PrintLink>}

      <StorageNote />
    </DeviceStateMain>
  );
}
