import { Check } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { formatClockTime } from '@/lib/clock-time';
import type { Slot } from '@/types/content';
import { SlotHeader, slotTitleId } from './slot-header';
import { SlotSections } from './slot-sections';
import * as m from 'virtual:messages/day';

interface ActivityCardProps {
  slot: Slot;
  /** Controlled when given (with onToggleComplete); otherwise the card keeps its own state. */
  isCompleted?: boolean;
  onToggleComplete?: () => void;
  journalText?: string;
  onJournalChange?: (journalKey: string, text: string) => void;
  /** What the page adds after the sections (the close of the member's way of fasting). */
  children?: ReactNode;
}

/** A time-of-day activity: time, title, subtitle, icon, sections and a completion checkbox. */
export function ActivityCard({ slot, isCompleted, onToggleComplete, journalText, onJournalChange, children }: ActivityCardProps) {
  const [localDone, setLocalDone] = useState(false);
  const controlled = isCompleted !== undefined;
  const done = controlled ? isCompleted : localDone;
  const toggle = () => (controlled ? onToggleComplete?.() : setLocalDone((d) => !d));
  const time = formatClockTime(slot.time);

  return (
    <article className={`card slot ${done ? 'slot--done' : ''}`} id={slot.key} aria-labelledby={slotTitleId(slot)}>
      <SlotHeader
        slot={slot}
        aside={
          <label className="slot__check">
            <input
              type="checkbox"
              className="slot__check-input"
              checked={done}
              onChange={toggle}
              aria-label={m.dayMarkComplete({ time, title: slot.title })}
            />
            <span className="slot__check-box" aria-hidden="true">
              <Check size={20} />
            </span>
          </label>
        }
      />
      <SlotSections slot={slot} journalText={journalText} onJournalChange={onJournalChange} />
      {children}
    </article>
  );
}
