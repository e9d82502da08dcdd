import { Clock } from 'lucide-react';
import { dateOfDay, shortDate } from '@/content/calendar';
import { useNow } from '@/hooks/use-now';
import { formatClockTime } from '@/lib/clock-time';
import type { DayGuide } from '@/types/content';
import { fastStatus, formatDuration } from '../lib/fast-status';

export const FAST_COMPLETE_TEXT = 'Fast complete — you may break your fast';

const LONGEST_COUNTDOWN_MINUTES = 23 * 60 + 59;

const countdownText = (minutesLeft: number, closesAt: string) =>
  `${formatDuration(minutesLeft)} until the fast closes at ${closesAt}`;

export const FAST_ENDED_TEXT = "This day's fast has ended";

/** The date line: the day's date from the start date, the guide's label, or nothing. */
function dateLine(guide: DayGuide, startDate: string): string | undefined {
  if (guide.date?.kind === 'calendar') return shortDate(dateOfDay(startDate, guide.day));
  return guide.date?.kind === 'label' ? guide.date.text : undefined;
}

export function DayHeader({ guide, startDate }: { guide: DayGuide; startDate: string }) {
  const now = useNow(15_000);
  const status = now && fastStatus(now, startDate, guide.day, guide.close.time);
  const closesAt = formatClockTime(guide.close.time);
  const date = dateLine(guide, startDate);
  // Before the day's fast (and on the prerendered page) the band says when it ends; after it, that it has.
  const band =
    status?.kind === 'fasting'
      ? countdownText(status.minutesLeft, closesAt)
      : status?.kind === 'complete'
        ? FAST_COMPLETE_TEXT
        : status?.kind === 'earlier-day'
          ? FAST_ENDED_TEXT
          : `Fast ends at ${closesAt}`;
  return (
    <header className="day-header">
      <p className="day-header__day">Day {guide.day}</p>
      <h1 className="day-header__theme">{guide.theme}</h1>
      {(date || guide.fastHours) && (
        <p className="day-header__meta">
          {date && <span>{date}</span>}
          {date && guide.fastHours && <span aria-hidden="true"> · </span>}
          {guide.fastHours && <span>Fast {guide.fastHours}</span>}
        </p>
      )}
      {guide.fastNote && <p className="day-header__note">{guide.fastNote}</p>}
      {/* The band's room is kept for the longest countdown (an invisible pill), so a countdown
          that appears once the page knows the time moves nothing. */}
      <div className="day-header__clock">
        <p className="day-header__clock-room" aria-hidden="true">
          <Clock size={18} />
          {countdownText(LONGEST_COUNTDOWN_MINUTES, closesAt)}
        </p>
        <p className="day-header__status" role={status?.kind === 'fasting' ? 'timer' : undefined} aria-live="off">
          <Clock aria-hidden="true" size={18} />
          {band}
        </p>
      </div>
    </header>
  );
}
