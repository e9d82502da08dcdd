// Which addresses wait for their confirmation, read from what the device keeps (the panels ask).
import { loadQueue } from './summary-outbox';

/** The addresses (each once, as typed) whose kept summaries wait for a confirmation. */
export function awaitingAddresses(): string[] {
  const seen = new Map<string, string>();
  for (const entry of loadQueue()) {
    const email = entry.summary.email;
    if (entry.awaiting && !seen.has(email.trim().toLowerCase())) seen.set(email.trim().toLowerCase(), email);
  }
  return [...seen.values()];
}
