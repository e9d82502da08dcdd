import { Mail } from 'lucide-react';
import { Card } from '@/components/ui/card';
import type { RhythmKey } from '@/types/content';
import { useOnline } from '@/hooks/use-online';
import { useToast } from '@/components/ui/toast';
import { sendAny } from '@/features/summary/lib/send-summary';
import { QueueFullError, sendOrQueue, type Send, type SendOutcome } from '@/features/summary/lib/summary-outbox';
import { SENT_TOAST, confirmToast, failedToast } from '@/features/summary/lib/summary-toasts';
import { QUEUED_TOAST, QUEUE_FULL_TOAST, UNREACHED_TOAST, heldToast } from '@/features/summary/lib/panel-toasts';
import * as m from 'virtual:messages/summary';
import { AwaitingConfirmation } from './awaiting-confirmation';
import { EmailForm } from './email-form';

export interface SummaryItem {
  key: string;
  label: string;
}

interface SummaryPanelProps {
  dayNumber: number;
  theme: string;
  /** Completed slots, in the day's order, with the label shown. */
  completed: SummaryItem[];
  /** Journals with their labels and text, in the day's order. */
  journals: (SummaryItem & { text: string })[];
  /** The member's rhythm, where one is chosen: the summary names it. */
  rhythm?: RhythmKey;
  send?: Send;
}

function outcomeToast(outcome: SendOutcome, email: string) {
  if (typeof outcome === 'object') return heldToast(outcome.held);
  switch (outcome) {
    case 'sent':
      return SENT_TOAST;
    case 'awaiting_confirmation':
      return confirmToast(email);
    case 'queued':
      return QUEUED_TOAST;
    case 'unreached':
      return UNREACHED_TOAST;
  }
}

export function SummaryPanel({ dayNumber, theme, completed, journals, rhythm, send = sendAny }: SummaryPanelProps) {
  const toast = useToast();
  const online = useOnline();
  const written = journals.filter((j) => j.text.trim() !== '');

  const sendTo = async (email: string) => {
    try {
      const summary = {
        email,
        dayNumber,
        theme,
        completedSlots: completed.map((c) => c.key),
        journals: Object.fromEntries(written.map((j) => [j.key, j.text])),
        ...(rhythm ? { rhythm } : {}),
      };
      const outcome = await sendOrQueue(summary, crypto.randomUUID(), send);
      toast(outcomeToast(outcome, email));
      return true;
    } catch (err) {
      // A full send-later queue keeps the typed address: nothing is lost.
      toast(err instanceof QueueFullError ? QUEUE_FULL_TOAST : failedToast(err));
      return false;
    }
  };

  return (
    <Card id="summary" title={m.summaryTitle} icon={<Mail aria-hidden="true" size={20} />}>
      <h3 className="card__subtitle">{m.summaryCompleted}</h3>
      {completed.length === 0 ? (
        <p className="summary__empty">{m.summaryNoneCompleted}</p>
      ) : (
        <ul className="summary__list">
          {completed.map((c) => (
            <li key={c.key}>{c.label}</li>
          ))}
        </ul>
      )}
      {written.length > 0 && (
        <>
          <h3 className="card__subtitle">{m.summaryJournals}</h3>
          <dl className="summary__journals">
            {written.map((j) => (
              <div key={j.key}>
                <dt>{j.label}</dt>
                <dd>{j.text}</dd>
              </div>
            ))}
          </dl>
        </>
      )}
      <EmailForm action={m.summarySend} onSend={sendTo} />
      <AwaitingConfirmation />
      {!online && (
        <p className="summary__offline" role="note">
          {m.summaryOffline}
        </p>
      )}
    </Card>
  );
}
