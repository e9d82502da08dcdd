// What "Listen" reads from a day's guide, in the guide's order: the anchor scripture, the daily
// prayer, each slot's scripture, declaration and closing prayer, then the day's declarations.
import { displayScripture } from '@/content/scripture-display';
import type { DayGuide, Scripture } from '@/types/content';

export interface Passage {
  /** What the note says is being read. */
  label: string;
  /** What is spoken. */
  text: string;
}

const scripture = (label: string, s: Scripture): Passage => ({
  label: `${label}: ${s.reference}`,
  text: `${s.reference}. ${displayScripture(s.text)}`,
});

export function passagesOf(guide: DayGuide): Passage[] {
  const slots = [...guide.slots, guide.close];
  return [
    scripture('Anchor Scripture', guide.anchorScripture),
    { label: 'Daily Prayer', text: guide.dailyPrayer },
    ...slots.flatMap((slot) => [
      ...(slot.scripture ? [scripture(slot.title, slot.scripture)] : []),
      ...(slot.declaration ? [{ label: `${slot.title}: Declaration`, text: slot.declaration }] : []),
      ...(slot.closingPrayer ? [{ label: `${slot.title}: Closing Prayer`, text: slot.closingPrayer }] : []),
    ]),
    ...guide.declarations.map((text, i) => ({ label: `Declaration ${i + 1} of ${guide.declarations.length}`, text })),
  ];
}
