import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Link } from 'react-router-dom';
import { guideDays } from '@/content/programme';

/** The previous and next days that have a guide. */
export function DayLinks({ day }: { day: number }) {
  const previous = guideDays.filter((d) => d < day).at(-1);
  const next = guideDays.find((d) => d > day);
  return (
    <nav className="day-links" aria-label="Other days">
      {previous !== undefined ? (
        <Link className="button button--quiet" to={`/day/${previous}`} rel="prev">
          <ChevronLeft aria-hidden="true" size={18} />
          Day {previous}
        </Link>
      ) : (
        <span />
      )}
      <span className="day-links__middle">
        <Link className="button button--quiet" to="/days">
          All days
        </Link>
        <Link className="button button--quiet" to="/journey">
          My journey
        </Link>
      </span>
      {next !== undefined ? (
        <Link className="button button--quiet" to={`/day/${next}`} rel="next">
          Day {next}
          <ChevronRight aria-hidden="true" size={18} />
        </Link>
      ) : (
        <span />
      )}
    </nav>
  );
}

