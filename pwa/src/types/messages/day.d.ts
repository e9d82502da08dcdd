// Generated from content/messages/<first language>/app/day.ftl (pwa/build/messages.ts): do not edit.
// `npm run gen:types` rewrites it; build/messages.test.ts checks it is current.

declare module 'virtual:messages/day' {
  export function dayGuideLegend(a: { day: string | number }): string;
  export const dayAllDays: string;
  export const dayMyJourney: string;
  export const dayPrayerTimes: string;
  export function dayNumber(a: { day: string | number }): string;
  export const dayOtherDays: string;
  export function dayFastHours(a: { hours: string | number }): string;
  export function dayFastEndsAt(a: { time: string | number }): string;
  export function dayCountdown(a: { duration: string | number; time: string | number }): string;
  export function dayWayCountdown(a: { label: string | number; duration: string | number }): string;
  export const dayFastComplete: string;
  export const dayFastEnded: string;
  export const dayDailyFoundation: string;
  export const dayAnchorScripture: string;
  export const dayDailyPrayer: string;
  export function dayReadingMinutes(a: { minutes: string | number }): string;
  export function dayMarkComplete(a: { time: string | number; title: string | number }): string;
  export const daySectionScripture: string;
  export const daySectionPrayerFocus: string;
  export const daySectionActionStep: string;
  export const daySectionJournaling: string;
  export const daySectionDeclaration: string;
  export const daySectionClosingPrayer: string;
  export function dayQuoted(a: { text: string | number }): string;
  export const dayJournalTitle: string;
  export const dayJournalPlaceholder: string;
  export function dayJournalCount(a: { length: string | number; max: string | number }): string;
  export function dayJournalCountOver(a: { length: string | number; max: string | number }): string;
  export function dayWatchUntil(a: { end: string | number }): string;
  export const dayWatchUntilMidnight: string;
  export const dayDeclarations: string;
  export const dayDeclarationsHint: string;
  export function dayOfDays(a: { day: string | number; length: string | number }): string;
  export function dayPercentComplete(a: { percent: string | number }): string;
  export function daySlotsCompleted(a: { completed: string | number; total: string | number; unit: string | number }): string;
  export const dayClear: string;
  export const dayClearNote: string;
  export function dayClearGroup(a: { day: string | number }): string;
  export function dayClearQuestion(a: { day: string | number }): string;
  export function dayClearYes(a: { day: string | number }): string;
  export const dayClearKeep: string;
}
