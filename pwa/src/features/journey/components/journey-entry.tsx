import { Check, Droplets } from 'lucide-react';
import { Link } from 'react-router-dom';
import { dateOfDay, shortDate } from '@/content/calendar';
import { programme } from '@/content/programme';
import type { DayGuide } from '@/types/content';
import { writtenJournals, type JourneyEntry } from '../lib/journey-entries';

/** One day of the journey: what was ticked, the water, and each journal under its prompt. */
export function JourneyEntryCard({ entry, guide, startDate }: { entry: JourneyEntry; guide?: DayGuide; startDate: string }) {
  const { day, theme, progress, checkable } = entry;
  const headingId = `journey-day-${day}`;
  const slotTitles = new Map((guide ? [...guide.slots, guide.close] : []).map((s) => [s.key, s.title]));
  const ticked = progress.completed.filter((key) => slotTitles.size === 0 || slotTitles.has(key));
  return (
    <article className="card journey__entry" aria-labelledby={headingId}>
      <header className="journey__entry-header">
        <h2 className="journey__entry-title" id={headingId}>
          {theme ? <Link to={`/day/${day}`}>Day {day}: {theme}</Link> : `Day ${day}`}
        </h2>
        <p className="journey__entry-date">{shortDate(dateOfDay(startDate, day))}</p>
      </header>
      <ul className="journey__facts">
        {ticked.length > 0 && (
          <li>
            <Check aria-hidden="true" size={16} /> {ticked.length} of {checkable || ticked.length} prayer times
            {slotTitles.size > 0 && `: ${ticked.map((key) => slotTitles.get(key)).join(', ')}`}
          </li>
        )}
        {progress.hydration > 0 && (
          <li>
            <Droplets aria-hidden="true" size={16} /> {progress.hydration} of {programme.hydrationGoal} glasses of water
          </li>
        )}
      </ul>
      {writtenJournals(guide, progress.journals).map((journal) => (
        <figure className="journey__journal" key={journal.key}>
          {journal.prompt && <figcaption className="journey__prompt">{journal.prompt}</figcaption>}
          <blockquote className="journey__text">{journal.text}</blockquote>
        </figure>
      ))}
    </article>
  );
}
