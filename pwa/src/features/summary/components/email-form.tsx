import { useId, useState, type FormEvent } from 'react';
import { useToast } from '@/components/ui/toast';
import { EMAIL_MAX_LENGTH, validateEmail } from '@/features/summary/lib/validate-email';

interface EmailFormProps {
  /** The button's words while idle ("Send Summary"). */
  action: string;
  /** Sends to the checked address; resolves true when the typed address can be cleared. */
  onSend: (email: string) => Promise<boolean>;
}

/** "Your email address" and a send button: checks the address first, keeps it unless sent. */
export function EmailForm({ action, onSend }: EmailFormProps) {
  const toast = useToast();
  const inputId = useId();
  const [email, setEmail] = useState('');
  const [sending, setSending] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const check = validateEmail(email);
    if (!check.ok) {
      toast({ title: 'Invalid Email', description: check.message, variant: 'destructive' });
      return;
    }
    setSending(true);
    try {
      if (await onSend(check.email)) setEmail('');
    } finally {
      setSending(false);
    }
  };

  return (
    <form className="summary__form" onSubmit={submit} noValidate>
      <label htmlFor={inputId} className="summary__label">
        Your email address
      </label>
      <div className="summary__row">
        <input
          id={inputId}
          className="input"
          type="email"
          inputMode="email"
          autoComplete="email"
          maxLength={EMAIL_MAX_LENGTH + 64}
          placeholder="you@example.com"
          value={email}
          onChange={(e) => setEmail(e.target.value)}
        />
        <button type="submit" className="button button--primary" disabled={sending}>
          {sending ? 'Sending...' : action}
        </button>
      </div>
    </form>
  );
}
