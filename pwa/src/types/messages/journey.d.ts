// Generated from content/messages/<first language>/app/journey.ftl (pwa/build/messages.ts): do not edit.
// `npm run gen:types` rewrites it; build/messages.test.ts checks it is current.

declare module 'virtual:messages/journey' {
  export function journeyPageTitle(a: { title: string | number }): string;
  export const journeyBack: string;
  export const journeyAllDays: string;
  export const journeyHeading: string;
  export function journeyIntro(a: { title: string | number }): string;
  export const journeyOpenTitle: string;
  export function journeyCatchUp(a: { day: string | number }): string;
  export const journeyEmptyStart: string;
  export const journeyEmptyLink: string;
  export const journeyEmptyEnd: string;
  export const journeySearch: string;
  export function journeyNoMatch(a: { query: string | number }): string;
  export const journeyPrint: string;
  export const journeyPrayingTogether: string;
  export function journeyEntryTitle(a: { day: string | number; theme: string | number }): string;
  export function journeyEntryDay(a: { day: string | number }): string;
  export function journeyTicked(a: { checkable: number; ticked: string | number }): string;
  export function journeyTickedNamed(a: { checkable: number; ticked: string | number; slots: string | number }): string;
  export function journeyWater(a: { goal: number; glasses: string | number }): string;
  export const journeyKeepSafe: string;
  export const journeyKeepSafeText: string;
  export const journeySave: string;
  export const journeyRestore: string;
  export const journeyChooseCopy: string;
  export function journeyFileName(a: { date: string | number }): string;
  export function journeySaved(a: { file: string | number }): string;
  export const journeySaveFailed: string;
  export const journeyUnreadable: string;
  export const journeyNotStored: string;
  export const journeyFileTooLarge: string;
  export const journeyFileNotACopy: string;
  export function journeyFileVersion(a: { version: string | number }): string;
  export const journeyFileDamaged: string;
  export const journeyFileUnreadableParts: string;
  export function journeyFileOtherProgramme(a: { title: string | number; start: string | number }): string;
  export function journeyRestoredSlots(a: { count: number }): string;
  export function journeyRestoredJournals(a: { count: number }): string;
  export function journeyRestoredWater(a: { count: number }): string;
  export function journeyRestored(a: { parts: string | number }): string;
  export function journeyRestoredNothing(a: { shortened: number }): string;
  export function journeyRestoredShortened(a: { count: number; max: string | number }): string;
  export function journeyRestoredMark(a: { date: string | number }): string;
  export function journeyShortenedMark(a: { date: string | number }): string;
  export const journeyStorageRefused: string;
  export const journeyStorageNearlyFull: string;
}
