import { Check, NotebookPen } from 'lucide-react';
import { PrintLink } from '@/components/ui/print-link';
import { memo, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { DeviceStateMain } from '@/components/ui/device-state';
import { backTo, PageHeading, PageNav } from '@/components/ui/page-top';
import { dateOfDay, programmeMoment, shortDate } from '@/content/calendar';
import { daySummary, type DaySummary } from '@/content/day-index';
import { programme } from '@/content/programme';
import { useStartDate } from '@/content/programme-settings';
import { useAfterIdle } from '@/hooks/use-after-idle';
import { dayRecord } from '@/lib/device-journey';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { dayPath } from '@/lib/page-files';
import * as m from 'virtual:messages/days';

/** The document title of the days list (the prerendered page carries it too). */
export const DAYS_PAGE_TITLE = m.daysPageTitle({ title: programme.title });

/**
 * `/days`: every day of the programme with its date and theme (or "Guide coming soon"), today
 * marked, and what this device has done. Today and the progress appear once the page runs.
 */
export function DaysPage({ tools, before, after }: { tools?: ReactNode; before?: ReactNode; after?: ReactNode }) {
  const startDate = useStartDate();
  // Today and this device's progress once the page is idle (in a transition: forty rows render
  // in short slices, never one long task).
  const ready = useAfterIdle();
  const moment = ready ? programmeMoment(startDate, programme.lengthDays, new Date()) : null;
  const today = moment?.kind === 'during' ? moment.day : null;
  const days = Array.from({ length: programme.lengthDays }, (_, i) => i + 1);

  useDocumentTitle(DAYS_PAGE_TITLE);

  return (
    <DeviceStateMain ready={ready} className="page days">
      <PageNav links={[backTo('/', m.daysBack), { to: '/journey', label: m.daysMyJourney }]} tools={tools} />
      <PageHeading title={m.daysHeading}>
        {m.daysIntro({
          title: programme.title,
          length: programme.lengthDays,
          first: shortDate(dateOfDay(startDate, 1)),
          last: shortDate(dateOfDay(startDate, programme.lengthDays)),
        })}
      </PageHeading>
      {before}
      <ol className="days__list">
        {days.map((day) => (
          <DayItem
            key={day}
            day={day}
            summary={daySummary(day)}
            date={shortDate(dateOfDay(startDate, day))}
            isToday={day === today}
            startDate={ready ? startDate : null}
          />
        ))}
      </ol>
      <PrintLink className="days__print">{m.daysPrint}</PrintLink>
      {after}
    </DeviceStateMain>
  );
}

interface DayItemProps {
  day: number;
  summary: DaySummary | undefined;
  date: string;
  isToday: boolean;
  /** Null while hydrating: the device's progress is read after. */
  startDate: string | null;
}

const DayItem = memo(function DayItem({ day, summary, date, isToday, startDate }: DayItemProps) {
  const record = summary && startDate ? dayRecord(startDate, summary) : null;
  const body = (
    <>
      <span className="days__day">
        {m.daysDay({ day })}
        {isToday && <span className="days__today"> · {m.daysToday}</span>}
      </span>
      <span className="days__date">{date}</span>
      <span className={summary ? 'days__theme' : 'days__theme days__theme--soon'}>
        {summary?.theme ?? m.daysComingSoon}
      </span>
      {record && (record.ticked > 0 || record.journalsWritten > 0) && (
        <span className="days__done">
          <span>
            <Check aria-hidden="true" size={16} /> {m.daysTicked({ ticked: record.ticked, checkable: record.checkable })}
          </span>
          {record.journalsWritten > 0 && (
            <span>
              <NotebookPen aria-hidden="true" size={16} /> {m.daysJournalWritten}
            </span>
          )}
        </span>
      )}
    </>
  );
  return (
    <li className={isToday ? 'days__item days__item--today' : 'days__item'} aria-current={isToday ? 'date' : undefined}>
      {summary ? (
        <Link className="days__link" to={dayPath(day)}>
          {body}
        </Link>
      ) : (
        <div className="days__link days__link--soon">{body}</div>
      )}
    </li>
  );
});
