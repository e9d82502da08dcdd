// Notices only the summary panels show (loaded with them, not with the first page).
import type { ToastInput } from '@/components/ui/toast';
import { failure, notice } from './summary-toasts';

/** Confirmed by code, with nothing kept to send. */
export const CONFIRMED_TOAST = notice(
  'Address Confirmed',
  'Summaries you send from this device now go straight to your inbox.',
);

/** Kept on the device because the service asked to wait (429, 503): its words, and that nothing is lost. */
export function heldToast(said: string): ToastInput {
  const kept = /stays on this device/.test(said) ? '' : ' Your summary stays on this device and is sent later.';
  return failure('Failed to Send', `${said}${kept}`);
}
