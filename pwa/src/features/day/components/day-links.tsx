import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Link } from 'react-router-dom';
import { PageLinks } from '@/components/ui/page-links';
import { guideDays } from '@/content/programme';
import { dayPath } from '@/lib/page-files';
import * as m from 'virtual:messages/day';

/** Between them: every day of the fast, and the member's journey. */
const MIDDLE_LINKS = [
  { to: '/days', label: m.dayAllDays },
  { to: '/journey', label: m.dayMyJourney },
];

/** The days with a guide just before and after `day` (undefined at either end). */
export const neighbourDays = (day: number) => ({
  previous: guideDays.filter((d) => d < day).at(-1),
  next: guideDays.find((d) => d > day),
});

/** The previous and next days that have a guide. */
export function DayLinks({ day }: { day: number }) {
  const { previous, next } = neighbourDays(day);
  return (
    <nav className="day-links" aria-label={m.dayOtherDays}>
      {previous !== undefined ? (
        <Link className="button button--quiet" to={dayPath(previous)} rel="prev">
          <ChevronLeft aria-hidden="true" size={18} />
          {m.dayNumber({ day: previous })}
        </Link>
      ) : (
        <span />
      )}
      <span className="day-links__middle">
        <PageLinks className="button button--quiet" links={MIDDLE_LINKS} />
      </span>
      {next !== undefined ? (
        <Link className="button button--quiet" to={dayPath(next)} rel="next">
          {m.dayNumber({ day: next })}
          <ChevronRight aria-hidden="true" size={18} />
        </Link>
      ) : (
        <span />
      )}
    </nav>
  );
}

