import type { ToastInput } from '@/components/ui/toast';

// SPEC §8's texts, plus the offline notice.
export const SENT_TOAST: ToastInput = {
  title: 'Email Sent!',
  description: 'Your daily summary has been sent to your email.',
};

export const FAILED_TOAST: ToastInput = {
  title: 'Failed to Send',
  description: 'There was an error sending your summary. Please try again.',
  variant: 'destructive',
};

export const QUEUED_TOAST: ToastInput = {
  title: 'Saved to Send Later',
  description: "You're offline. Your summary will be sent when you're back online.",
};
