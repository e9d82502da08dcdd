import * as m from 'virtual:messages/summary';

export const EMAIL_MAX_LENGTH = 255;
export const INVALID_EMAIL_MESSAGE = m.summaryInvalidEmail;

// A pragmatic address shape (the service checks properly): local@domain.tld, no spaces.
const EMAIL_SHAPE = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;

export type EmailCheck = { ok: true; email: string } | { ok: false; message: string };

/** Trims, then checks format and length. */
export function validateEmail(input: string): EmailCheck {
  const email = input.trim();
  if (email.length === 0 || email.length > EMAIL_MAX_LENGTH || !EMAIL_SHAPE.test(email)) {
    return { ok: false, message: INVALID_EMAIL_MESSAGE };
  }
  return { ok: true, email };
}
