import { NotebookPen } from 'lucide-react';
import { useId, useState } from 'react';
import { useSettled } from '@/hooks/use-settled';
import { LANG } from '@/lib/language';
import { JOURNAL_MAX_CHARS } from '@/types/api';
import * as m from 'virtual:messages/day';

interface JournalCardProps {
  title?: string;
  prompt?: string;
  /** Controlled when both value and onChange are given; otherwise the card keeps its own text. */
  value?: string;
  onChange?: (text: string) => void;
}

export const JOURNAL_PLACEHOLDER = m.dayJournalPlaceholder;

/** From this length on, the card shows how much room is left. */
export const JOURNAL_NEAR_LIMIT = Math.ceil(JOURNAL_MAX_CHARS * 0.9);

/** How long typing must pause before the count is announced (not at every key). */
export const COUNT_ANNOUNCE_DELAY_MS = 1000;

const number = new Intl.NumberFormat(LANG);

/**
 * `9,412 of 10,000 characters`. Lengths are counted as the text area's `maxLength` counts them
 * (UTF-16 code units); the service counts characters (code points), never more: a journal the box
 * takes is always one the service accepts.
 */
export function journalCount(length: number): string {
  const counts = { length: number.format(length), max: number.format(JOURNAL_MAX_CHARS) };
  return length > JOURNAL_MAX_CHARS ? m.dayJournalCountOver(counts) : m.dayJournalCount(counts);
}

export function JournalCard({ title = m.dayJournalTitle, prompt, value, onChange }: JournalCardProps) {
  const id = useId();
  const [local, setLocal] = useState('');
  const controlled = value !== undefined && onChange !== undefined;
  const text = controlled ? value : local;
  const count = text.length >= JOURNAL_NEAR_LIMIT ? journalCount(text.length) : '';
  // Announced while the member types, not when a page opens with a long journal.
  const [typing, setTyping] = useState(false);
  const announced = useSettled(typing ? count : '', COUNT_ANNOUNCE_DELAY_MS);
  const describedBy = [prompt && `${id}-prompt`, count && `${id}-count`].filter(Boolean).join(' ');
  return (
    <div className="journal">
      <label className="journal__title" htmlFor={`${id}-text`}>
        <NotebookPen aria-hidden="true" size={18} />
        {title}
      </label>
      {prompt && (
        <p className="journal__prompt" id={`${id}-prompt`}>
          {prompt}
        </p>
      )}
      <textarea
        id={`${id}-text`}
        className="journal__text"
        placeholder={JOURNAL_PLACEHOLDER}
        aria-describedby={describedBy || undefined}
        maxLength={JOURNAL_MAX_CHARS}
        value={text}
        onChange={(e) => {
          setTyping(true);
          if (controlled) onChange(e.target.value);
          else setLocal(e.target.value);
        }}
        onBlur={() => setTyping(false)}
        rows={5}
      />
      {/* Its line is always there, empty until the limit is near: nothing moves when it fills.
          Read with the text area; announced below once typing pauses, not at every key. */}
      <p
        className={text.length > JOURNAL_MAX_CHARS ? 'journal__count journal__count--over' : 'journal__count'}
        id={`${id}-count`}
        aria-hidden="true"
      >
        {count}
      </p>
      <p className="visually-hidden" aria-live="polite">
        {announced}
      </p>
    </div>
  );
}
