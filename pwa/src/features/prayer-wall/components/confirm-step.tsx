import { useEffect, useId, useRef } from 'react';

interface ConfirmStepProps {
  question: string;
  confirm: string;
  cancel: string;
  onConfirm: () => void;
  onCancel: () => void;
  /** While the answer is on its way: the buttons wait. */
  busy?: boolean;
}

/**
 * The second step of an action that cannot be undone (reporting, withdrawing): the question, read
 * out as it appears (focus moves to it), then the action and a way back.
 */
export function ConfirmStep({ question, confirm, cancel, onConfirm, onCancel, busy = false }: ConfirmStepProps) {
  const id = useId();
  const questionRef = useRef<HTMLParagraphElement>(null);
  useEffect(() => questionRef.current?.focus(), []);
  return (
    <div className="prayer-wall__confirm" role="group" aria-labelledby={id}>
      <p className="prayer-wall__question" id={id} ref={questionRef} tabIndex={-1}>
        {question}
      </p>
      <div className="prayer-wall__actions">
        <button type="button" className="button button--danger" aria-disabled={busy || undefined} onClick={() => !busy && onConfirm()}>
          {confirm}
        </button>
        <button type="button" className="button button--quiet" onClick={onCancel}>
          {cancel}
        </button>
      </div>
    </div>
  );
}
