// Generated from content/messages/<first language>/app/print.ftl (pwa/build/messages.ts): do not edit.
// `npm run gen:types` rewrites it; build/messages.test.ts checks it is current.

declare module 'virtual:messages/print' {
  export function printPageTitle(a: { title: string | number }): string;
  export const printAllDays: string;
  export const printHeading: string;
  export const printIntro: string;
  export const printWithJournals: string;
  export const printButton: string;
  export const printFailed: string;
  export const printGathering: string;
  export const printCover: string;
  export function printCoverDates(a: { length: number; first: string | number; last: string | number }): string;
  export function printDayNumber(a: { day: string | number; date: string | number }): string;
  export const printDailyPrayer: string;
  export function printWatch(a: { title: string | number; start: string | number; end: string | number }): string;
  export function printWatchMidnight(a: { title: string | number; start: string | number }): string;
  export const printDeclarations: string;
  export function printQuoted(a: { text: string | number }): string;
  export const printPrayerFocus: string;
  export const printActionStep: string;
  export const printJournal: string;
  export const printDeclaration: string;
  export const printClosingPrayer: string;
}
