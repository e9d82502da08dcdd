import { useEffect, useState } from 'react';
import { useToast } from '@/components/ui/toast';
import { ApiError } from '@/lib/api';
import { confirmWithCode } from '@/features/summary/lib/send-summary';
import { awaitingAddresses } from '@/features/summary/lib/awaiting-addresses';
import { QUEUE_CHANGED, flushQueue } from '@/features/summary/lib/summary-outbox';
import { CONFIRMED_TOAST } from '@/features/summary/lib/panel-toasts';
import { SENT_TOAST, failure } from '@/features/summary/lib/summary-toasts';
import * as m from 'virtual:messages/summary';
import { FieldRow, useOneFieldForm, type Checked } from './one-field-form';

/** The addresses whose kept summaries wait for a confirmation, kept current. */
function useAwaitingAddresses(): string[] {
  const [addresses, setAddresses] = useState<string[]>([]);
  useEffect(() => {
    const read = () => setAddresses(awaitingAddresses());
    read();
    window.addEventListener(QUEUE_CHANGED, read);
    window.addEventListener('storage', read);
    return () => {
      window.removeEventListener(QUEUE_CHANGED, read);
      window.removeEventListener('storage', read);
    };
  }, []);
  return addresses;
}

/** While a summary waits for its address: how to confirm it here, with the e-mail's code (for a
 *  phone whose mail app opens links in another browser than the guide's). */
export function AwaitingConfirmation() {
  const addresses = useAwaitingAddresses();
  return addresses.map((email) => <ConfirmCodeForm key={email} email={email} />);
}

const CODE = /^\d{6}$/;

function checkCode(typed: string): Checked<string> {
  const code = typed.replace(/\s/g, '');
  if (CODE.test(code)) return { ok: true, value: code };
  return { ok: false, refusal: failure(m.summaryCodeInvalidTitle, m.summaryCodeInvalid) };
}

function ConfirmCodeForm({ email }: { email: string }) {
  const toast = useToast();
  const confirm = async (code: string) => {
    try {
      await confirmWithCode(email, code);
      const { sent } = await flushQueue();
      toast(sent > 0 ? SENT_TOAST : CONFIRMED_TOAST);
      return true;
    } catch (err) {
      const said = err instanceof ApiError && err.status !== undefined ? err.message : m.summaryCodeNotReached;
      toast(failure(m.summaryCodeFailedTitle, said));
      return false;
    }
  };
  const form = useOneFieldForm(checkCode, confirm);

  return (
    <form className="summary__confirm" onSubmit={form.submit} noValidate>
      <fieldset>
        <legend>{m.summaryCodeLegend({ email })}</legend>
        <p>{m.summaryCodeText({ email })}</p>
        <FieldRow
          label={m.summaryCodeLabel}
          action={m.summaryCodeAction}
          busyAction={m.summaryCodeBusy}
          form={form}
          input={{ className: 'input summary__code', inputMode: 'numeric', autoComplete: 'one-time-code', maxLength: 7 }}
        />
      </fieldset>
    </form>
  );
}
