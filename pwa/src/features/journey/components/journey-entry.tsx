import { Check, Droplets } from 'lucide-react';
import { Link } from 'react-router-dom';
import { dateOfDay, shortDate } from '@/content/calendar';
import { programme } from '@/content/programme';
import type { DayGuide } from '@/types/content';
import { dayPath } from '@/lib/page-files';
import { writtenJournals, type JourneyEntry } from '../lib/journey-entries';
import * as m from 'virtual:messages/journey';

/** One day of the journey: what was ticked, the water, and each journal under its prompt. */
export function JourneyEntryCard({ entry, guide, startDate }: { entry: JourneyEntry; guide?: DayGuide; startDate: string }) {
  const { day, theme, progress, checkable } = entry;
  const headingId = `journey-day-${day}`;
  const slotTitles = new Map((guide ? [...guide.slots, guide.close] : []).map((s) => [s.key, s.title]));
  const ticked = progress.completed.filter((key) => slotTitles.size === 0 || slotTitles.has(key));
  const counts = { ticked: ticked.length, checkable: checkable || ticked.length };
  return (
    <article className="card journey__entry" aria-labelledby={headingId}>
      <header className="journey__entry-header">
        <h2 className="journey__entry-title" id={headingId}>
          {theme ? <Link to={dayPath(day)}>{m.journeyEntryTitle({ day, theme })}</Link> : m.journeyEntryDay({ day })}
        </h2>
        <p className="journey__entry-date">{shortDate(dateOfDay(startDate, day))}</p>
      </header>
      <ul className="journey__facts">
        {ticked.length > 0 && (
          <li>
            <Check aria-hidden="true" size={16} />{' '}
            {slotTitles.size > 0
              ? m.journeyTickedNamed({ ...counts, slots: ticked.map((key) => slotTitles.get(key)).join(', ') })
              : m.journeyTicked(counts)}
          </li>
        )}
        {progress.hydration > 0 && (
          <li>
            <Droplets aria-hidden="true" size={16} /> {m.journeyWater({ glasses: progress.hydration, goal: programme.hydrationGoal })}
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
