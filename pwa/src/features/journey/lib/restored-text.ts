import { JOURNAL_MAX_CHARS } from '@/types/api';
import { countOf, type MergeCounts } from './merge-progress';

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** What the member reads once a copy is restored. */
export function restoredText(added: MergeCounts): string {
  const shortened =
    added.shortened > 0
      ? ` ${plural(added.shortened, 'journal', 'journals')} had no room for all of the copy’s text (a journal holds up to ` +
        `${JOURNAL_MAX_CHARS.toLocaleString('en-US')} characters); the rest is still in the copy.`
      : '';
  if (countOf(added) === 0) {
    return `${shortened ? 'Everything else' : 'Everything'} in this copy is already on this device.${shortened}`;
  }
  const parts = [
    added.slots > 0 && plural(added.slots, 'prayer time', 'prayer times'),
    added.journals > 0 && plural(added.journals, 'journal', 'journals'),
    added.hydration > 0 && plural(added.hydration, 'glass of water', 'glasses of water'),
  ].filter(Boolean);
  return `Restored ${parts.join(', ')}. Nothing already on this device was replaced.${shortened}`;
}
