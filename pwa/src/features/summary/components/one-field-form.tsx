import { useId, useState, type FormEvent, type InputHTMLAttributes } from 'react';
import { useToast, type ToastInput } from '@/components/ui/toast';

/** What a one-field form made of the typed text: the value to act on, or why it refuses it. */
export type Checked<T> = { ok: true; value: T } | { ok: false; refusal: ToastInput };

export interface OneFieldForm {
  value: string;
  setValue: (value: string) => void;
  busy: boolean;
  submit: (event: FormEvent) => Promise<void>;
}

/**
 * A form of one field: what is typed, and a submit that checks it first (a refusal is shown as a
 * toast) and then runs `act` with the form busy, clearing the field when `act` resolves true.
 */
export function useOneFieldForm<T>(check: (typed: string) => Checked<T>, act: (value: T) => Promise<boolean>): OneFieldForm {
  const toast = useToast();
  const [value, setValue] = useState('');
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const checked = check(value);
    if (!checked.ok) {
      toast(checked.refusal);
      return;
    }
    setBusy(true);
    try {
      if (await act(checked.value)) setValue('');
    } finally {
      setBusy(false);
    }
  };

  return { value, setValue, busy, submit };
}

interface FieldRowProps {
  /** The field's label. */
  label: string;
  /** The button's words while idle and while busy ("Confirm", "Confirming..."). */
  action: string;
  busyAction: string;
  form: OneFieldForm;
  /** The field's own attributes (type, autocomplete, length...). */
  input: InputHTMLAttributes<HTMLInputElement>;
}

/** A one-field form's label, then its field and submit button on one row. */
export function FieldRow({ label, action, busyAction, form, input }: FieldRowProps) {
  const inputId = useId();
  return (
    <>
      <label htmlFor={inputId} className="summary__label">
        {label}
      </label>
      <div className="summary__row">
        <input id={inputId} {...input} value={form.value} onChange={(e) => form.setValue(e.target.value)} />
        <button type="submit" className="button button--primary" disabled={form.busy}>
          {form.busy ? busyAction : action}
        </button>
      </div>
    </>
  );
}
