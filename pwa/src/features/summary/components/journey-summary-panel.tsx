import { Mail } from 'lucide-react';
import { useRef } from 'react';
import { Card } from '@/components/ui/card';
import { useToast } from '@/components/ui/toast';
import { fitsOneEmail, journeyDays } from '@/features/summary/lib/journey-request';
import { keepUntilConfirmed, sendReaching } from '@/features/summary/lib/summary-outbox';
import {
  JOURNEY_OFFLINE_TOAST,
  JOURNEY_SENT_TOAST,
  JOURNEY_TOO_LONG_TOAST,
  JOURNEY_UNREACHED_TOAST,
} from '@/features/summary/lib/journey-toasts';
import { confirmToast, failedToast } from '@/features/summary/lib/summary-toasts';
import type { JourneySummaryRequest, SummaryQueued } from '@/types/api';
import * as m from 'virtual:messages/summary';
import { AwaitingConfirmation } from './awaiting-confirmation';
import { EmailForm } from './email-form';

export type SendJourney = (journey: JourneySummaryRequest, idempotencyKey: string) => Promise<SummaryQueued>;

/** Loaded on the first send, like the day summary's sender. */
const sendJourneySummary: SendJourney = (journey, key) =>
  import('@/features/summary/lib/send-summary').then((m) => m.sendJourneySummary(journey, key));

interface JourneySummaryPanelProps {
  startDate: string;
  send?: SendJourney;
}

/**
 * "E-mail my journey": every day this device holds a tick or a journal for, in one e-mail, through
 * the same confirmed and limited path as the day summary. Read from the device when sent.
 */
export function JourneySummaryPanel({ startDate, send = sendJourneySummary }: JourneySummaryPanelProps) {
  const toast = useToast();
  // Sending the same journey again (after "Not Sent") reuses its key: never two e-mails of it.
  const last = useRef<{ body: string; key: string }>(undefined);
  const days = journeyDays(startDate);

  const sendTo = async (email: string) => {
    const journey: JourneySummaryRequest = { email, days: journeyDays(startDate) };
    if (!fitsOneEmail(journey)) {
      toast(JOURNEY_TOO_LONG_TOAST);
      return false;
    }
    const body = JSON.stringify(journey);
    const key = last.current?.body === body ? last.current.key : crypto.randomUUID();
    last.current = { body, key };
    try {
      const answer = await sendReaching(() => send(journey, key));
      if (answer === 'offline' || answer === 'unreached') {
        toast(answer === 'offline' ? JOURNEY_OFFLINE_TOAST : JOURNEY_UNREACHED_TOAST);
        return false;
      }
      if (answer.delivery === 'awaiting_confirmation') {
        // Nothing of it was kept by the service: this device sends it once the address is confirmed.
        keepUntilConfirmed(journey, key);
        toast(confirmToast(email));
      } else {
        toast(JOURNEY_SENT_TOAST);
      }
      return true;
    } catch (err) {
      toast(failedToast(err));
      return false;
    }
  };

  if (days.length === 0) return null;
  return (
    <Card id="journey-email" title={m.summaryJourneyTitle} icon={<Mail aria-hidden="true" size={20} />}>
      <p>{m.summaryJourneyText({ count: days.length })}</p>
      {/* Offline, the app's banner says so, and a send says what to do: no note of its own here
          (watching the connection from this chunk too would split React out of the first load). */}
      <EmailForm action={m.summaryJourneySend} onSend={sendTo} />
      <AwaitingConfirmation />
    </Card>
  );
}
