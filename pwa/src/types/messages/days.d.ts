// Generated from content/messages/<first language>/app/days.ftl (pwa/build/messages.ts): do not edit.
// `npm run gen:types` rewrites it; build/messages.test.ts checks it is current.

declare module 'virtual:messages/days' {
  export function daysPageTitle(a: { title: string | number }): string;
  export const daysBack: string;
  export const daysMyJourney: string;
  export const daysHeading: string;
  export function daysIntro(a: { length: number; title: string | number; first: string | number; last: string | number }): string;
  export function daysDay(a: { day: string | number }): string;
  export const daysToday: string;
  export const daysComingSoon: string;
  export function daysTicked(a: { checkable: number; ticked: string | number }): string;
  export const daysJournalWritten: string;
  export const daysPrint: string;
}
