// Generated from content/messages/<first language>/app/cover.ftl (pwa/build/messages.ts): do not edit.
// `npm run gen:types` rewrites it; build/messages.test.ts checks it is current.

declare module 'virtual:messages/cover' {
  export function coverStarts(a: { date: string | number }): string;
  export function coverCountdown(a: { countdown: string | number }): string;
  export const coverReadDayOne: string;
  export const coverSeeAllDays: string;
  export function coverCountdownDays(a: { days: number }): string;
  export function coverCountdownDaysHours(a: { days: number; hours: string | number }): string;
  export const coverDayOfPrayer: string;
  export const coverGuideBeingWritten: string;
  export function coverAllComplete(a: { length: number }): string;
  export const coverThankYou: string;
  export const coverDaysRecorded: string;
  export const coverSlotsCompleted: string;
  export const coverJournalsWritten: string;
  export const coverCountedHere: string;
  export const coverLookBack: string;
}
