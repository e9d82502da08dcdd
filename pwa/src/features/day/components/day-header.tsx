import { Clock } from 'lucide-react';
import { useEffect, useState } from 'react';
import { formatClockTime } from '@/lib/clock-time';
import type { DayGuide } from '@/types/content';
import { fastStatus, formatDuration } from '../lib/fast-status';

export const FAST_COMPLETE_TEXT = 'Fast complete — you may break your fast';

function useNow(intervalMs: number): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), intervalMs);
    return () => clearInterval(timer);
  }, [intervalMs]);
  return now;
}

export function DayHeader({ guide, startDate }: { guide: DayGuide; startDate: string }) {
  const now = useNow(15_000);
  const status = fastStatus(now, startDate, guide.day, guide.close.time);
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
      {status.kind !== 'other-day' && (
        <p className="day-header__status" role="timer" aria-live="off">
          <Clock aria-hidden="true" size={18} />
          {status.kind === 'fasting'
            ? `${formatDuration(status.minutesLeft)} until the fast closes at ${formatClockTime(guide.close.time)}`
            : FAST_COMPLETE_TEXT}
        </p>
      )}
    </header>
  );
}
