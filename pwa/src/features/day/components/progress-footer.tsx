import { ProgressBar } from '@/components/ui/progress-bar';
import { LANG } from '@/lib/language';
import type { Footer } from '@/types/content';
import * as m from 'virtual:messages/day';

const percentFormat = new Intl.NumberFormat(LANG);

interface ProgressFooterProps {
  footer: Footer;
  day: number;
  lengthDays: number;
  completedCount: number;
  checkableCount: number;
}

/** The day's progress footer, of the kind its content names. */
export function ProgressFooter({ footer, day, lengthDays, completedCount, checkableCount }: ProgressFooterProps) {
  switch (footer.kind) {
    case 'none':
      return null;
    case 'dots':
      return (
        <footer className="progress-footer">
          <ol className="dots" aria-hidden="true">
            {Array.from({ length: lengthDays }, (_, i) => i + 1).map((n) => (
              <li key={n} className={n === day ? 'dot dot--current' : n < day ? 'dot dot--past' : 'dot'} />
            ))}
          </ol>
          <p className="progress-footer__label">{m.dayOfDays({ day, length: lengthDays })}</p>
        </footer>
      );
    case 'percent': {
      const percent = Math.round((day * 1000) / lengthDays) / 10;
      return (
        <footer className="progress-footer">
          <ProgressBar percent={percent} label={m.dayPercentComplete({ percent: percentFormat.format(percent) })} />
        </footer>
      );
    }
    case 'completedSlots': {
      const percent = checkableCount === 0 ? 0 : (completedCount * 100) / checkableCount;
      return (
        <footer className="progress-footer">
          <ProgressBar percent={percent} label={m.daySlotsCompleted({ completed: completedCount, total: checkableCount, unit: footer.unit })} />
        </footer>
      );
    }
  }
}

/** The footer in the member's rhythm (morning and evening, once a day): its prayer times, and any other ticked. */
export function RhythmFooter({ done, total }: { done: number; total: number }) {
  return (
    <footer className="progress-footer">
      <ProgressBar percent={total === 0 ? 0 : (done * 100) / total} label={m.dayRhythmCompleted({ completed: done, total })} />
    </footer>
  );
}
