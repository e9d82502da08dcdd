import { useEffect, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { ProgressBar } from '@/components/ui/progress-bar';
import { atLocalTime, dateOfDay, longDate, percentReached, programmeMoment } from '@/content/calendar';
import { dayIndex, daySummary } from '@/content/day-index';
import { programme } from '@/content/programme';
import { useStartDate } from '@/content/programme-settings';
import { useNow } from '@/hooks/use-now';
import { journeyTotals } from '@/lib/device-journey';
import { formatCountdown } from '@/features/cover/lib/countdown';
import { dayPath } from '@/lib/page-files';
import * as m from 'virtual:messages/cover';
import * as pages from 'virtual:messages/pages';

const DAYS_LINK = (label: string, primary = false) => (
  <Link className={`button ${primary ? 'button--primary button--large' : 'button--quiet'}`} to="/days">
    {label}
  </Link>
);

/**
 * The cover's moment as the calendar has it, in the member's own time zone: before day 1 a
 * countdown, during the fast today's day, after it a look back (what this device did). Rendered
 * in the browser only; `onShown` once it is.
 */
export function LiveMoment({ credit, onShown }: { credit: ReactNode; onShown?: () => void }) {
  const startDate = useStartDate();
  const now = useNow(30_000);
  const shown = now !== null;
  useEffect(() => {
    if (shown) onShown?.();
  }, [shown, onShown]);
  if (!now) return null;
  const { lengthDays } = programme;
  const moment = programmeMoment(startDate, lengthDays, now);

  if (moment.kind === 'before') {
    const first = dateOfDay(startDate, 1);
    const dayOne = daySummary(1);
    const begins = atLocalTime(first, dayOne?.firstSlot ?? programme.defaultSlots[0]?.time ?? '06:00');
    return (
      <>
        <section className="cover__day" aria-labelledby="cover-day-line">
          <p className="cover__day-line" id="cover-day-line">
            {m.coverStarts({ date: longDate(first) })}
          </p>
          <p className="cover__countdown" role="timer" aria-live="off">
            {m.coverCountdown({ countdown: formatCountdown(begins.getTime() - now.getTime()) })}
          </p>
        </section>
        {credit}
        {dayOne ? (
          <Link className="button button--primary button--large" to={dayPath(1)}>
            {m.coverReadDayOne}
          </Link>
        ) : (
          DAYS_LINK(m.coverSeeAllDays, true)
        )}
      </>
    );
  }

  if (moment.kind === 'during') {
    const { day } = moment;
    const summary = daySummary(day);
    const percent = percentReached(day, lengthDays);
    return (
      <>
        <section className="cover__day" aria-labelledby="cover-day-line">
          <p className="cover__day-number" aria-hidden="true">
            {day}
          </p>
          <p className="cover__day-line" id="cover-day-line">
            {pages.coverDayLine({ day, length: lengthDays })}
          </p>
          <h2 className="cover__theme">{summary?.theme ?? m.coverDayOfPrayer}</h2>
          <ProgressBar percent={percent} label={pages.coverPercentComplete({ percent })} />
        </section>
        {credit}
        {summary ? (
          <Link className="button button--primary button--large" to={dayPath(day)}>
            {pages.coverBeginDay({ day })}
          </Link>
        ) : (
          <>
            <p className="cover__note">{m.coverGuideBeingWritten}</p>
            {DAYS_LINK(m.coverSeeAllDays, true)}
          </>
        )}
      </>
    );
  }

  const totals = journeyTotals(startDate, dayIndex);
  return (
    <>
      <section className="cover__day" aria-labelledby="cover-day-line">
        <p className="cover__day-line" id="cover-day-line">
          {m.coverAllComplete({ length: lengthDays })}
        </p>
        <h2 className="cover__theme">{m.coverThankYou}</h2>
        <dl className="cover__totals">
          <div>
            <dt>{m.coverDaysRecorded}</dt>
            <dd>{totals.daysTouched}</dd>
          </div>
          <div>
            <dt>{m.coverSlotsCompleted}</dt>
            <dd>{totals.slotsTicked}</dd>
          </div>
          <div>
            <dt>{m.coverJournalsWritten}</dt>
            <dd>{totals.journalsWritten}</dd>
          </div>
        </dl>
        <p className="cover__note">{m.coverCountedHere}</p>
      </section>
      {credit}
      {DAYS_LINK(m.coverLookBack, true)}
    </>
  );
}
