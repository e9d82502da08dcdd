import type { ToastInput } from '@/components/ui/toast';
import { ApiError } from '@/lib/api';
import * as m from 'virtual:messages/summary-toasts';

export const notice = (title: string, description: string): ToastInput => ({ title, description });
export const failure = (title: string, description: string): ToastInput => ({ title, description, variant: 'destructive' });

// SPEC §8's texts and the confirmation notice: what any page may say when a kept summary goes out
// (the panels' other notices are in panel-toasts.ts, loaded with them).
export const SENT_TOAST = notice(m.summarySentTitle, m.summarySent);
export const FAILED_TOAST = failure(m.summaryFailedTitle, m.summaryFailed);

export const CONFIRM_TITLE = m.summaryConfirmTitle;

/** The first summary to an address: the service e-mailed it a confirmation link and code instead. */
export function confirmToast(email?: string): ToastInput {
  return { title: CONFIRM_TITLE, description: email ? m.summaryConfirmTo({ email }) : m.summaryConfirm };
}

/** A failure, with the service's own words when it asked the member to wait (429): they say
 *  what to do (open the confirmation e-mail, try tomorrow). */
export function failedToast(err: unknown): ToastInput {
  const spoke = err instanceof ApiError && err.status === 429 && !/^HTTP \d+$/.test(err.message);
  return spoke ? { ...FAILED_TOAST, description: err.message } : FAILED_TOAST;
}
