// The token the service gave this device for each address it sent a summary to: its request to
// confirm the address, and once confirmed its proof. Sent back with every later summary to that
// address and with the code from the mail; the confirmation link's page (same origin) reads it
// to confirm for this device. It never leaves the device otherwise (and is never logged).

import { stored } from '@/lib/local-store';
import { DEVICE_TOKENS_STORE } from '@/lib/storage-keys';

const MAX_ADDRESSES = 20;

/** What the service accepts (at most 512 visible ASCII characters): anything else would get every
 *  later summary to the address refused, so it is neither kept nor sent. */
const TOKEN = /^[\x21-\x7e]{1,512}$/;

const addressKey = (email: string) => email.trim().toLowerCase();

/** Address → token, oldest first (storage is user-editable: only well-formed pairs are read; an
 *  earlier build kept `[address, token]` pairs, read the same way). */
const store = stored(
  DEVICE_TOKENS_STORE,
  (raw): Map<string, string> => {
    if (!raw || typeof raw !== 'object') return new Map();
    const pairs: unknown[] = Array.isArray(raw) ? raw : Object.entries(raw);
    return new Map(
      pairs.filter(
        (e): e is [string, string] =>
          Array.isArray(e) && e.length === 2 && typeof e[0] === 'string' && typeof e[1] === 'string' && TOKEN.test(e[1]),
      ),
    );
  },
  (tokens) => Object.fromEntries(tokens),
);

const load = () => store.read();

/** The token kept for `email`, if any. */
export function tokenFor(email: string): string | undefined {
  return load().get(addressKey(email));
}

/** Keeps `token` for `email` (newest wins; past 20 addresses the oldest go). */
export function keepToken(email: string, token: string): void {
  if (!TOKEN.test(token)) return;
  const address = addressKey(email);
  const tokens = load();
  tokens.delete(address);
  tokens.set(address, token);
  // Storage full or blocked: the next summary simply asks for a confirmation again.
  store.write(new Map([...tokens].slice(-MAX_ADDRESSES)));
}
