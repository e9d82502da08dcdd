import { failure } from '@/features/summary/lib/summary-toasts';
import { EMAIL_MAX_LENGTH, validateEmail } from '@/features/summary/lib/validate-email';
import * as m from 'virtual:messages/summary';
import { FieldRow, useOneFieldForm, type Checked } from './one-field-form';

interface EmailFormProps {
  /** The button's words while idle ("Send Summary"). */
  action: string;
  /** Sends to the checked address; resolves true when the typed address can be cleared. */
  onSend: (email: string) => Promise<boolean>;
}

function checkEmail(typed: string): Checked<string> {
  const check = validateEmail(typed);
  return check.ok ? { ok: true, value: check.email } : { ok: false, refusal: failure(m.summaryInvalidEmailTitle, check.message) };
}

/** "Your email address" and a send button: checks the address first, keeps it unless sent. */
export function EmailForm({ action, onSend }: EmailFormProps) {
  const form = useOneFieldForm(checkEmail, onSend);
  return (
    <form className="summary__form" onSubmit={form.submit} noValidate>
      <FieldRow
        label={m.summaryEmailLabel}
        action={action}
        busyAction={m.summarySending}
        form={form}
        input={{
          className: 'input',
          type: 'email',
          inputMode: 'email',
          autoComplete: 'email',
          maxLength: EMAIL_MAX_LENGTH + 64,
          placeholder: m.summaryEmailPlaceholder,
        }}
      />
    </form>
  );
}
