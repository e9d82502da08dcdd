// The member's way of fasting and what a day's guide says for it: the texts are content
// (content/programme.json's `waysOfFasting`, written once for every day), this only picks them.
import { writeAppTime } from '@/lib/clock-time';
import { dayFastHours } from './placeholders';
import type { BundledProgramme } from './programme';
import { FOOD_WAYS, type Countdown, type DayGuide, type Sustaining, type WayCard, type WaysOfFasting } from '@/types/content';

export type Way = keyof WaysOfFasting;
/** In the order a member is offered them: the guide's own first. */
export const WAYS: readonly Way[] = ['full', 'partial', 'nonFood'];

/** What a day page says for the member's way of fasting. */
export interface DayWay {
  /** The day's fast-hours line for this way (on a day whose guide shows its hours); none: the guide's own. */
  fastHours?: string;
  /** The countdown's words; none: the guide's own. */
  countdown?: Countdown;
  /** Said at the close of the fast. */
  close?: WayCard;
  /** Shown after the day's tips: its food tips on a way that fasts from food, then breaking the
   *  fast, feeling faint, medication. */
  tips: string[];
}

/**
 * The day's food tips (hunger, meals) for a member on `way`: on a way that fasts from food
 * (`FOOD_WAYS`, generated from the service's one definition, `Sustaining::tips_for`) or before
 * any choice (the guide reads as the first way); none on a non-food fast.
 */
export function foodTips(sustaining: Sustaining, way: Way | null): string[] {
  return FOOD_WAYS.includes(way ?? WAYS[0]!) ? (sustaining.foodTips ?? []) : [];
}

/**
 * `guide` for a member who chose `way`. One who has not chosen reads the guide as written (a
 * daytime fast, the first way) with that way's tips: every day keeps its health tips. A day
 * whose guide shows no hours shows none for any way (one line, where the guide has one, so a
 * choice applied as the page opens moves nothing).
 */
export function dayWay(guide: DayGuide, programme: BundledProgramme, ways: WaysOfFasting, way: Way | null): DayWay {
  const texts = ways[way ?? WAYS[0]!];
  const tips = [...foodTips(guide.sustaining, way), texts.tips.breakFast, texts.tips.dizziness, texts.tips.medication];
  if (way === null) return { tips };
  const fastHours = guide.fastHours ? dayFastHours(guide, programme, writeAppTime, texts.fastHours) : undefined;
  return { fastHours, countdown: texts.countdown, close: texts.closeCard, tips };
}
