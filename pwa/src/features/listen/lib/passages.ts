// What "Listen" reads from a day's guide, in the guide's order: the anchor scripture, the daily
// prayer, each slot's scripture, declaration and closing prayer, then the day's declarations.
import { displayScripture } from '@/content/scripture-display';
import type { DayGuide, Scripture } from '@/types/content';
import * as day from 'virtual:messages/day';
import * as m from 'virtual:messages/listen';

export interface Passage {
  /** What the note says is being read. */
  label: string;
  /** What is spoken. */
  text: string;
}

const scripture = (title: string, s: Scripture): Passage => ({
  label: m.listenPassage({ title, part: s.reference }),
  text: `${s.reference}. ${displayScripture(s.text)}`,
});

export function passagesOf(guide: DayGuide): Passage[] {
  const slots = [...guide.slots, guide.close];
  const total = guide.declarations.length;
  return [
    scripture(day.dayAnchorScripture, guide.anchorScripture),
    { label: day.dayDailyPrayer, text: guide.dailyPrayer },
    ...slots.flatMap((slot) => [
      ...(slot.scripture ? [scripture(slot.title, slot.scripture)] : []),
      ...(slot.declaration
        ? [{ label: m.listenPassage({ title: slot.title, part: day.daySectionDeclaration }), text: slot.declaration }]
        : []),
      ...(slot.closingPrayer
        ? [{ label: m.listenPassage({ title: slot.title, part: day.daySectionClosingPrayer }), text: slot.closingPrayer }]
        : []),
    ]),
    ...guide.declarations.map((text, i) => ({ label: m.listenDeclaration({ number: i + 1, total }), text })),
  ];
}
