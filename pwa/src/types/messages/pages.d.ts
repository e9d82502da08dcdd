// Generated from content/messages/<first language>/app/pages.ftl (pwa/build/messages.ts): do not edit.
// `npm run gen:types` rewrites it; build/messages.test.ts checks it is current.

declare module 'virtual:messages/pages' {
  export function coverCredit(a: { pastor: string | number }): string;
  export function coverDayLine(a: { day: string | number; length: string | number }): string;
  export function coverPercentComplete(a: { percent: string | number }): string;
  export function coverBeginDay(a: { day: string | number }): string;
  export const coverLinks: string;
  export const coverAllDays: string;
  export const coverMyJourney: string;
  export const notFoundText: string;
  export const notFoundHome: string;
  export const routeErrorTitle: string;
  export const routeErrorUnknown: string;
  export function dayPageTitle(a: { day: string | number; theme: string | number; title: string | number }): string;
}
