import type { LucideIcon } from 'lucide-react';
import type { Ref } from 'react';

interface RequestActionProps {
  icon: LucideIcon;
  label: string;
  /** The request's text, read with the button. */
  describedBy: string;
  onClick: () => void;
  /** The button of a second step (useStep's `opener`), which takes the focus back. */
  opener?: Ref<HTMLButtonElement>;
  className?: string;
}

/** One of a request's quiet actions (edit, mark answered, withdraw, report), read with its text. */
export function RequestAction({ icon: Icon, label, describedBy, onClick, opener, className = 'button button--quiet' }: RequestActionProps) {
  return (
    <button ref={opener} type="button" className={className} aria-describedby={describedBy} onClick={onClick}>
      <Icon aria-hidden="true" size={16} />
      {label}
    </button>
  );
}
