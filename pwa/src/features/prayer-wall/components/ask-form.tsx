import { Send } from 'lucide-react';
import { useId, useRef, useState, type FormEvent, type Ref } from 'react';
import { programme } from '@/content/programme';
import { PRAYER_REQUEST_MAX_CHARS } from '@/types/api';
import * as m from 'virtual:messages/prayer-wall';
import type { AskOutcome } from '../hooks/use-prayer-wall';
import { TextCount } from './text-count';

/** What the form holds: the text, the refused request being changed (its author key), its error. */
export interface Draft {
  text: string;
  editing: string | null;
  error: string | null;
}

export const emptyDraft: Draft = { text: '', editing: null, error: null };

interface AskFormProps {
  ready: boolean;
  draft: Draft;
  onDraft: (draft: Draft) => void;
  ask: (text: string, editing: string | null) => Promise<AskOutcome>;
  textRef: Ref<HTMLTextAreaElement>;
}

// Where the church puts requests on the wall without reading them first (programme.json's
// `prayerWall.autoApprove`), the form says so.
const autoApprove = programme.prayerWall?.autoApprove === true;

/**
 * Asking the church to pray: the care note and how the church reads requests, shown before
 * sending; the text (at most 280 characters) and its count; what became of it, in a live region.
 */
export function AskForm({ ready, draft, onDraft, ask, textRef }: AskFormProps) {
  const id = useId();
  const [said, setSaid] = useState('');
  const [typing, setTyping] = useState(false);
  const sending = useRef(false);
  const { church } = programme;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (sending.current) return;
    const text = draft.text.trim();
    if (text === '') {
      onDraft({ ...draft, error: m.prayerWallAskEmpty });
      return;
    }
    sending.current = true;
    setSaid('');
    setTyping(false);
    // The form is cleared at once: the request is on the device (and listed below) from here on.
    onDraft(emptyDraft);
    try {
      const outcome = await ask(text, draft.editing);
      switch (outcome.kind) {
        case 'sent':
          setSaid(outcome.status === 'shown' ? m.prayerWallAskedShown : m.prayerWallAskedWaiting({ church }));
          break;
        case 'held':
          onDraft({ text: outcome.request.text, editing: outcome.request.authorKey, error: outcome.request.error });
          break;
        case 'queued':
          setSaid(outcome.error ?? (navigator.onLine ? m.prayerWallAskedLater : m.prayerWallAskedQueued));
          break;
        case 'not-kept':
          onDraft({ ...draft, error: m.prayerWallNotKept });
          break;
      }
    } finally {
      sending.current = false;
    }
  };

  const describedBy = [`${id}-care`, `${id}-review`, draft.editing && `${id}-editing`, `${id}-count`, draft.error && `${id}-error`]
    .filter(Boolean)
    .join(' ');
  return (
    <form className="card prayer-wall__ask" onSubmit={(event) => void submit(event)} noValidate>
      <fieldset className="prayer-wall__fieldset" disabled={!ready}>
        <legend className="card__title">{m.prayerWallAskLegend}</legend>
        <p className="prayer-wall__care" id={`${id}-care`}>
          {m.prayerWallAskCare}
        </p>
        <p className="prayer-wall__review" id={`${id}-review`}>
          {autoApprove ? m.prayerWallAskAuto({ church }) : m.prayerWallAskReview({ church })}
        </p>
        {draft.editing && (
          <p className="prayer-wall__editing" id={`${id}-editing`}>
            {m.prayerWallAskEditing}
          </p>
        )}
        <label className="prayer-wall__label" htmlFor={`${id}-text`}>
          {m.prayerWallAskLabel}
        </label>
        <textarea
          ref={textRef}
          id={`${id}-text`}
          name="request"
          className="prayer-wall__text"
          rows={4}
          maxLength={PRAYER_REQUEST_MAX_CHARS}
          value={draft.text}
          aria-describedby={describedBy}
          aria-invalid={draft.error ? true : undefined}
          onChange={(event) => {
            setTyping(true);
            onDraft({ ...draft, text: event.target.value });
          }}
          onBlur={() => setTyping(false)}
        />
        <TextCount id={`${id}-count`} length={draft.text.length} max={PRAYER_REQUEST_MAX_CHARS} typing={typing} />
        {draft.error && (
          <p className="prayer-wall__error" id={`${id}-error`} role="alert">
            {draft.error}
          </p>
        )}
        <div className="prayer-wall__actions">
          <button type="submit" name="share" className="button button--primary">
            <Send aria-hidden="true" size={18} />
            {m.prayerWallAskSubmit}
          </button>
          {draft.editing && (
            <button type="button" name="cancel-edit" className="button button--quiet" onClick={() => onDraft(emptyDraft)}>
              {m.prayerWallAskCancelEdit}
            </button>
          )}
        </div>
        <p className="prayer-wall__said" role="status">
          {said}
        </p>
      </fieldset>
    </form>
  );
}
