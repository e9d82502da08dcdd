// The journey e-mail's own notices, loaded with the journey page only: it is sent while online
// only (it is rebuilt from the device each time, so there is nothing to keep for later).
import { failure, notice } from './summary-toasts';
export const JOURNEY_SENT_TOAST = notice('Email Sent!', 'Your journey so far has been sent to your email.');
export const JOURNEY_OFFLINE_TOAST = failure(
  "You're Offline",
  'Connect to the internet to e-mail your journey. Everything stays safe on this device.',
);
export const JOURNEY_UNREACHED_TOAST = failure(
  'Not Sent',
  "We couldn't reach the service. Your journey is safe on this device; please try again when the connection is better.",
);
export const JOURNEY_TOO_LONG_TOAST = failure(
  'Too Long for One E-mail',
  "Your journey is longer than one e-mail can carry. Use Save a copy to keep all of it, or send each day's summary from its page.",
);
