// Notices only the summary panels show (loaded with them, not with the first page).
import type { ToastInput } from '@/components/ui/toast';
import * as m from 'virtual:messages/summary';
import { MAX_QUEUED } from './summary-outbox';
import { failure, notice } from './summary-toasts';

export const QUEUED_TOAST = notice(m.summaryQueuedTitle, m.summaryQueued);
export const UNREACHED_TOAST = notice(m.summaryQueuedTitle, m.summaryUnreached);

export const QUEUE_FULL_TOAST = failure(m.summaryQueueFullTitle, m.summaryQueueFull({ max: MAX_QUEUED }));

/** Confirmed by code, with nothing kept to send. */
export const CONFIRMED_TOAST = notice(m.summaryConfirmedTitle, m.summaryConfirmed);

/** Kept on the device because the service asked to wait (429, 503): its words, and that nothing is lost. */
export function heldToast(said: string): ToastInput {
  return failure(m.summaryHeldTitle, said.includes(m.summaryHeldKeptWords) ? said : m.summaryHeld({ said }));
}
