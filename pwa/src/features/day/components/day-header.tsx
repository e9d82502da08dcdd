import { Clock } from 'lucide-react';
import type { ReactNode } from 'react';
import type { DayWay } from '@/content/ways-of-fasting';
import { dateOfDay, shortDate } from '@/content/calendar';
import { useNow } from '@/hooks/use-now';
import { formatClockTime } from '@/lib/clock-time';
import type { DayGuide } from '@/types/content';
import { fastStatus, formatDuration } from '../lib/fast-status';
import * as m from 'virtual:messages/day';

export const FAST_COMPLETE_TEXT = m.dayFastComplete;

const LONGEST_COUNTDOWN_MINUTES = 23 * 60 + 59;

/** The countdown in the guide's words, or in those of the member's way of fasting. */
const countdownText = (minutesLeft: number, closesAt: string, way?: DayWay) =>
  way?.countdown
    ? m.dayWayCountdown({ label: way.countdown.label, duration: formatDuration(minutesLeft) })
    : m.dayCountdown({ duration: formatDuration(minutesLeft), time: closesAt });

export const FAST_ENDED_TEXT = m.dayFastEnded;

/** The date line: the day's date from the start date, the guide's label, or nothing. */
function dateLine(guide: DayGuide, startDate: string): string | undefined {
  if (guide.date?.kind === 'calendar') return shortDate(dateOfDay(startDate, guide.day));
  return guide.date?.kind === 'label' ? guide.date.text : undefined;
}

interface DayHeaderProps {
  guide: DayGuide;
  startDate: string;
  /** The member's way of fasting: its fast hours and countdown words. */
  way?: DayWay;
  /** Under the fast hours (choosing the way of fasting). */
  children?: ReactNode;
}

export function DayHeader({ guide, startDate, way, children }: DayHeaderProps) {
  const now = useNow(15_000);
  const status = now && fastStatus(now, startDate, guide.day, guide.close.time);
  const closesAt = formatClockTime(guide.close.time);
  const date = dateLine(guide, startDate);
  // The way's own line once chosen; the guide's as printed before.
  const hours = way?.fastHours ?? (guide.fastHours && m.dayFastHours({ hours: guide.fastHours }));
  // Before the day's fast (and on the prerendered page) the band says when it ends; after it, that it has.
  const band =
    status?.kind === 'fasting'
      ? countdownText(status.minutesLeft, closesAt, way)
      : status?.kind === 'complete'
        ? (way?.countdown?.done ?? FAST_COMPLETE_TEXT)
        : status?.kind === 'earlier-day'
          ? FAST_ENDED_TEXT
          : m.dayFastEndsAt({ time: closesAt });
  return (
    <header className="day-header">
      <p className="day-header__day">{m.dayNumber({ day: guide.day })}</p>
      <h1 className="day-header__theme">{guide.theme}</h1>
      {(date || hours) && (
        <p className="day-header__meta">
          {date && <span>{date}</span>}
          {date && hours && <span aria-hidden="true"> · </span>}
          {hours && <span>{hours}</span>}
        </p>
      )}
      {children}
      {guide.fastNote && <p className="day-header__note">{guide.fastNote}</p>}
      {/* The band's room is kept for the longest countdown (an invisible pill), so a countdown
          that appears once the page knows the time moves nothing. */}
      <div className="day-header__clock">
        <p className="day-header__clock-room" aria-hidden="true">
          <Clock size={18} />
          {countdownText(LONGEST_COUNTDOWN_MINUTES, closesAt, way)}
        </p>
        <p className="day-header__status" role={status?.kind === 'fasting' ? 'timer' : undefined} aria-live="off">
          <Clock aria-hidden="true" size={18} />
          {band}
        </p>
      </div>
    </header>
  );
}
