import { JOURNAL_MAX_CHARS } from '@/types/api';
import { atWord, mergeJournal, restoredMark, shortenedMark } from './merge-journal';

const ON = 'November 20, 2026';
/** Words (`word` and a space, over and over) making a text of exactly `length` characters. */
const words = (length: number, word: string) => `${word} `.repeat(Math.ceil(length / (word.length + 1))).slice(0, length - 1) + '.';
const text = (local: string, incoming: string) => mergeJournal(local, incoming, ON).text;

describe('merging one journal', () => {
  it('keeps both texts of a journal written differently on each side, the restored one marked', () => {
    expect(mergeJournal('Written on this phone.', 'Written on the old phone.', ON)).toEqual({
      text: `Written on this phone.\n\n${restoredMark(ON)}\nWritten on the old phone.`,
      shortened: false,
    });
    expect(restoredMark(ON)).toContain(ON);
  });

  it.each([
    ['the same text on both sides', 'Grace.', 'Grace.', 'Grace.'],
    ['nothing restored', 'Grace.', '  ', 'Grace.'],
    ['nothing here yet', '', 'Grace.', 'Grace.'],
    ['the restored text already kept here', 'Grace. And more since.', 'Grace.', 'Grace. And more since.'],
    ['a restored copy written on from this one', 'Grace.', 'Grace. And more since.', 'Grace. And more since.'],
  ])('needs no mark for %s', (_, local, incoming, expected) => {
    expect(mergeJournal(local, incoming, ON)).toEqual({ text: expected, shortened: false });
  });
});

describe('a merged journal within the limit the service accepts', () => {
  it('keeps this device’s text whole and the restored one up to a word, saying where the rest is', () => {
    const mine = words(6_000, 'mine');
    const theirs = words(6_000, 'theirs');
    const { text: merged, shortened } = mergeJournal(mine, theirs, ON);
    expect(shortened).toBe(true);
    expect(merged.length).toBeLessThanOrEqual(JOURNAL_MAX_CHARS);
    const head = `${mine}\n\n${restoredMark(ON)}\n`;
    expect(merged.startsWith(head)).toBe(true);
    expect(merged.endsWith(shortenedMark(ON))).toBe(true);
    const kept = merged.slice(head.length, -shortenedMark(ON).length);
    expect(theirs.startsWith(kept)).toBe(true);
    expect(theirs[kept.length]).toBe(' '); // cut between two words
    expect(kept.length).toBeGreaterThan(JOURNAL_MAX_CHARS - head.length - shortenedMark(ON).length - 'theirs '.length);
  });

  it('keeps this device’s text alone, unchanged, when both are near the limit', () => {
    const mine = words(JOURNAL_MAX_CHARS - 20, 'mine');
    const theirs = words(JOURNAL_MAX_CHARS - 10, 'theirs');
    expect(mergeJournal(mine, theirs, ON)).toEqual({ text: mine, shortened: true });
    // Restoring the same copy again changes nothing.
    expect(text(text(mine, theirs), theirs)).toBe(mine);
  });

  it('shortens a copy’s text saved before the limit, when nothing is here', () => {
    const theirs = words(JOURNAL_MAX_CHARS + 500, 'old');
    const merged = text('', theirs);
    expect(merged.length).toBeLessThanOrEqual(JOURNAL_MAX_CHARS);
    expect(merged.endsWith(shortenedMark(ON))).toBe(true);
    expect(text(merged, theirs)).toBe(merged);
  });

  it('shortens a copy written on from this one past the limit, keeping all of this device’s text', () => {
    const mine = words(4_000, 'mine');
    const merged = text(mine, `${mine} ${words(8_000, 'more')}`);
    expect(merged.startsWith(mine)).toBe(true);
    expect(merged.length).toBeLessThanOrEqual(JOURNAL_MAX_CHARS);
    expect(merged).not.toContain(restoredMark(ON));
  });

  it('never makes a text longer than the limit, and never loses this device’s text', () => {
    const lengths = [1, 40, 4_999, 9_000, 9_950, JOURNAL_MAX_CHARS - 1, JOURNAL_MAX_CHARS];
    for (const mineLength of lengths) {
      for (const theirsLength of [...lengths, JOURNAL_MAX_CHARS + 2_000]) {
        const mine = words(mineLength, 'here');
        const merged = text(mine, words(theirsLength, 'there'));
        expect(merged.length, `${mineLength} + ${theirsLength}`).toBeLessThanOrEqual(JOURNAL_MAX_CHARS);
        expect(merged.includes(mine), `${mineLength} + ${theirsLength}`).toBe(true);
      }
    }
  });

  it('leaves a text already over the limit here as it is (nothing of it is cut)', () => {
    const mine = words(JOURNAL_MAX_CHARS + 100, 'mine');
    expect(mergeJournal(mine, 'Something else.', ON)).toEqual({ text: mine, shortened: true });
  });
});

describe('cutting at a word', () => {
  it.each([
    ['within room', 'Grace and peace', 20, 'Grace and peace'],
    ['at a space', 'Grace and peace', 9, 'Grace and'],
    ['before a word that does not fit', 'Grace and peace', 12, 'Grace and'],
    ['no room', 'Grace', 0, ''],
    ['no space to cut at', '主祈禱文我們在天上的父', 4, '主祈禱文'],
    ['never inside a character', '🙏🙏🙏', 3, '🙏'],
  ])('%s', (_, text, room, expected) => {
    expect(atWord(text, room)).toBe(expected);
  });
});
