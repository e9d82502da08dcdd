import { Clock } from 'lucide-react';
import { useLayoutEffect, useState } from 'react';
import { formatClockTime } from '@/lib/clock-time';
import type { DayGuide } from '@/types/content';
import { fastStatus, formatDuration } from '../lib/fast-status';

export const FAST_COMPLETE_TEXT = 'Fast complete — you may break your fast';

/** The time, kept current; null until mounted, so the prerendered page and its hydration agree. */
function useNow(intervalMs: number): Date | null {
  const [now, setNow] = useState<Date | null>(null);
  useLayoutEffect(() => {
    setNow(new Date());
    const timer = setInterval(() => setNow(new Date()), intervalMs);
    return () => clearInterval(timer);
  }, [intervalMs]);
  return now;
}

const LONGEST_COUNTDOWN_MINUTES = 23 * 60 + 59;

const countdownText = (minutesLeft: number, closesAt: string) =>
  `${formatDuration(minutesLeft)} until the fast closes at ${closesAt}`;

export function DayHeader({ guide, startDate }: { guide: DayGuide; startDate: string }) {
  const now = useNow(15_000);
  const status = now && fastStatus(now, startDate, guide.day, guide.close.time);
  const closesAt = formatClockTime(guide.close.time);
  return (
    <header className="day-header">
      <p className="day-header__day">Day {guide.day}</p>
      <h1 className="day-header__theme">{guide.theme}</h1>
      {(guide.date || guide.fastHours) && (
        <p className="day-header__meta">
          {guide.date && <span>{guide.date}</span>}
          {guide.date && guide.fastHours && <span aria-hidden="true"> · </span>}
          {guide.fastHours && <span>Fast {guide.fastHours}</span>}
        </p>
      )}
      {guide.fastNote && <p className="day-header__note">{guide.fastNote}</p>}
      {/* The countdown shows only on the day itself, known once the page runs: its room is kept
          on every day (an invisible pill with the longest text), so it appears without a shift. */}
      <div className="day-header__clock">
        <p className="day-header__clock-room" aria-hidden="true">
          <Clock size={18} />
          {countdownText(LONGEST_COUNTDOWN_MINUTES, closesAt)}
        </p>
        {status && status.kind !== 'other-day' && (
          <p className="day-header__status" role="timer" aria-live="off">
            <Clock aria-hidden="true" size={18} />
            {status.kind === 'fasting' ? countdownText(status.minutesLeft, closesAt) : FAST_COMPLETE_TEXT}
          </p>
        )}
      </div>
    </header>
  );
}
