// The token the service gave this device for each address it sent a summary to: a proof that the
// address was confirmed, or a claim while the confirmation waits. Sent back with every later
// summary to that address; it never leaves the device otherwise.

const STORE = 'prayer-fast:v1:recipient-tokens';
const MAX_ADDRESSES = 20;

type Entry = [address: string, token: string];

const addressKey = (email: string) => email.trim().toLowerCase();

function load(): Entry[] {
  try {
    const raw: unknown = JSON.parse(localStorage.getItem(STORE) ?? '[]');
    return Array.isArray(raw)
      ? raw.filter((e): e is Entry => Array.isArray(e) && e.length === 2 && typeof e[0] === 'string' && typeof e[1] === 'string')
      : [];
  } catch {
    return [];
  }
}

/** The token kept for `email`, if any. */
export function tokenFor(email: string): string | undefined {
  const address = addressKey(email);
  return load().find(([a]) => a === address)?.[1];
}

/** Keeps `token` for `email` (newest wins; the oldest addresses go past 20). */
export function keepToken(email: string, token: string): void {
  const address = addressKey(email);
  const entries = load().filter(([a]) => a !== address);
  entries.push([address, token]);
  try {
    localStorage.setItem(STORE, JSON.stringify(entries.slice(-MAX_ADDRESSES)));
  } catch {
    // Storage full or blocked: the next summary simply asks for a confirmation again.
  }
}
