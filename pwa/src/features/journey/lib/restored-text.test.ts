import { noChanges } from './merge-progress';
import { restoredText } from './restored-text';

describe('what a restore says', () => {
  it('names what it added', () => {
    expect(restoredText({ ...noChanges, slots: 2, journals: 1 })).toBe(
      'Restored 2 prayer times, 1 journal. Nothing already on this device was replaced.',
    );
    expect(restoredText(noChanges)).toBe('Everything in this copy is already on this device.');
  });

  it('says when a journal had no room for all of the copy’s text, and where the rest is', () => {
    const note = ' 1 journal had no room for all of the copy’s text (a journal holds up to 10,000 characters); the rest is still in the copy.';
    expect(restoredText({ ...noChanges, journals: 1, shortened: 1 })).toBe(
      `Restored 1 journal. Nothing already on this device was replaced.${note}`,
    );
    expect(restoredText({ ...noChanges, shortened: 1 })).toBe(`Everything else in this copy is already on this device.${note}`);
  });
});
