import type { ToastInput } from '@/components/ui/toast';
import { ApiError } from '@/lib/api';
import { MAX_QUEUED } from './summary-outbox';

export const notice = (title: string, description: string): ToastInput => ({ title, description });
export const failure = (title: string, description: string): ToastInput => ({ title, description, variant: 'destructive' });

// SPEC §8's texts, plus the confirmation, offline and full-queue notices.
export const SENT_TOAST = notice('Email Sent!', 'Your daily summary has been sent to your email.');
export const FAILED_TOAST = failure('Failed to Send', 'There was an error sending your summary. Please try again.');
export const QUEUED_TOAST = notice('Saved to Send Later', "You're offline. Your summary will be sent when you're back online.");
export const UNREACHED_TOAST = notice(
  'Saved to Send Later',
  "We couldn't reach the service. Your summary will be sent automatically when the connection is better.",
);

export const CONFIRM_TITLE = 'Check your inbox to confirm your address';

/** The first summary to an address: the service e-mailed it a confirmation link and code instead. */
export function confirmToast(email?: string): ToastInput {
  const to = email ? ` to ${email}` : '';
  return {
    title: CONFIRM_TITLE,
    description: `We sent a short e-mail${to}. Open its link on this device, or type its code below: your summary stays on this device and goes out as soon as you confirm.`,
  };
}

export const QUEUE_FULL_TOAST = failure(
  'Too Many Waiting',
  `This device is already keeping ${MAX_QUEUED} summaries to send later. Connect to the internet so they can go out, then try again.`,
);

/** A failure, with the service's own words when it asked the member to wait (429): they say
 *  what to do (open the confirmation e-mail, try tomorrow). */
export function failedToast(err: unknown): ToastInput {
  const spoke = err instanceof ApiError && err.status === 429 && !/^HTTP \d+$/.test(err.message);
  return spoke ? { ...FAILED_TOAST, description: err.message } : FAILED_TOAST;
}

