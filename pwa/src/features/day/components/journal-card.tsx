import { NotebookPen } from 'lucide-react';
import { useId, useState } from 'react';

interface JournalCardProps {
  title?: string;
  prompt?: string;
  /** Controlled when both value and onChange are given; otherwise the card keeps its own text. */
  value?: string;
  onChange?: (text: string) => void;
}

export const JOURNAL_PLACEHOLDER = 'Write your thoughts, prayers, and reflections here...';

export function JournalCard({ title = 'Journal Space', prompt, value, onChange }: JournalCardProps) {
  const id = useId();
  const [local, setLocal] = useState('');
  const controlled = value !== undefined && onChange !== undefined;
  const text = controlled ? value : local;
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
        aria-describedby={prompt ? `${id}-prompt` : undefined}
        value={text}
        onChange={(e) => (controlled ? onChange(e.target.value) : setLocal(e.target.value))}
        rows={5}
      />
    </div>
  );
}
