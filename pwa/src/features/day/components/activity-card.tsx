import { Check } from 'lucide-react';
import { useState } from 'react';
import { SlotIcon } from '@/components/ui/slot-icon';
import { formatClockTime } from '@/lib/clock-time';
import type { Slot } from '@/types/content';
import { SlotSections } from './slot-sections';

interface ActivityCardProps {
  slot: Slot;
  /** Controlled when given (with onToggleComplete); otherwise the card keeps its own state. */
  isCompleted?: boolean;
  onToggleComplete?: () => void;
  journalText?: string;
  onJournalChange?: (journalKey: string, text: string) => void;
}

/** A time-of-day activity: time, title, subtitle, icon, sections and a completion checkbox. */
export function ActivityCard({ slot, isCompleted, onToggleComplete, journalText, onJournalChange }: ActivityCardProps) {
  const [localDone, setLocalDone] = useState(false);
  const controlled = isCompleted !== undefined;
  const done = controlled ? isCompleted : localDone;
  const toggle = () => (controlled ? onToggleComplete?.() : setLocalDone((d) => !d));
  const time = formatClockTime(slot.time);
  const headingId = `slot-${slot.key}-title`;

  return (
    <article className={`card slot ${done ? 'slot--done' : ''}`} id={slot.key} aria-labelledby={headingId}>
      <header className="slot__header">
        <span className="slot__icon">
          <SlotIcon name={slot.icon} />
        </span>
        <div className="slot__heading">
          <p className="slot__time">
            <time dateTime={slot.time}>{time}</time>
          </p>
          <h3 className="slot__title" id={headingId}>
            {slot.title}
          </h3>
          <p className="slot__subtitle">{slot.subtitle}</p>
        </div>
        <label className="slot__check">
          <input
            type="checkbox"
            className="slot__check-input"
            checked={done}
            onChange={toggle}
            aria-label={`Mark ${time} ${slot.title} complete`}
          />
          <span className="slot__check-box" aria-hidden="true">
            <Check size={20} />
          </span>
        </label>
      </header>
      <SlotSections slot={slot} journalText={journalText} onJournalChange={onJournalChange} />
    </article>
  );
}
