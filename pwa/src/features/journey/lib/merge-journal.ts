// One journal written differently on this device and in a restored copy: both texts are kept, the
// restored one after a mark, and never more than the service accepts (JOURNAL_MAX_CHARS). What
// the member wrote on this device is never cut: when both do not fit, the restored text is
// shortened at a word, and says where the rest is (the copy, which is not changed).
import { JOURNAL_MAX_CHARS } from '@/types/api';
import * as m from 'virtual:messages/journey';

/** The line that separates a journal's own text from the restored copy's. */
export const restoredMark = (savedOn: string) => m.journeyRestoredMark({ date: savedOn });

/** What ends a restored text that was shortened to fit. */
export const shortenedMark = (savedOn: string) => ` …\n${m.journeyShortenedMark({ date: savedOn })}`;

export interface MergedJournal {
  text: string;
  /** Whether some of the restored text had no room (it is still whole in the copy). */
  shortened: boolean;
}

/*
 * Lengths are counted as the journal box's maxLength counts them (UTF-16 code units); the
 * service counts characters (code points), never more: a text within this length is accepted.
 */

/**
 * One journal from both sides: the same text (or one side empty, or one already holding the
 * other) needs no mark; different texts are both kept. Merging the same copy twice changes nothing.
 */
export function mergeJournal(local: string, incoming: string, savedOn: string): MergedJournal {
  const mine = local.trim();
  const theirs = incoming.trim();
  if (theirs === '' || mine.includes(theirs)) return { text: local, shortened: false };
  if (mine === '' || theirs.includes(mine)) {
    if (incoming.length <= JOURNAL_MAX_CHARS) return { text: incoming, shortened: false };
    // A copy's text too long to keep whole (saved before the limit): kept up to it, if all
    // of this device's text is still in what is kept.
    const kept = shortened(theirs, JOURNAL_MAX_CHARS, savedOn);
    if (kept.includes(mine)) return { text: kept, shortened: true };
  }
  const joined = `${local.trimEnd()}\n\n${restoredMark(savedOn)}\n`;
  if (joined.length + theirs.length <= JOURNAL_MAX_CHARS) return { text: joined + theirs, shortened: false };
  const kept = shortened(theirs, JOURNAL_MAX_CHARS - joined.length, savedOn);
  // No room for even a word: this device's text alone, unchanged.
  return { text: kept === '' ? local : joined + kept, shortened: true };
}

/** `text`'s beginning, cut at a word, and the mark that says so, in at most `room`; '' when no word fits. */
function shortened(text: string, room: number, savedOn: string): string {
  const mark = shortenedMark(savedOn);
  const begins = atWord(text, room - mark.length);
  return begins === '' ? '' : begins + mark;
}

/**
 * The longest beginning of `text` within `room` that ends at a word's end (trimmed). A text with
 * no space to cut at (one long word; a language written without spaces) is cut at `room`, never
 * inside a character.
 */
export function atWord(text: string, room: number): string {
  if (room <= 0) return '';
  if (text.length <= room) return text.trimEnd();
  const space = /\s/.test(text[room]!) ? room : text.slice(0, room).search(/\s\S*$/);
  if (space > 0) return text.slice(0, space).trimEnd();
  const splitsPair = /[\uD800-\uDBFF]/.test(text[room - 1]!);
  return text.slice(0, splitsPair ? room - 1 : room);
}
