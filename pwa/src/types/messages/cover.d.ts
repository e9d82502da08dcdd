// Generated from content/messages/<first language>/app/cover.ftl (pwa/build/messages.ts): do not edit.
// `npm run gen:types` rewrites it; build/messages.test.ts checks it is current.
declare module 'virtual:messages/cover' {
  export const coverStarts: (a: { date: string | number }) => string, coverCountdown: (a: { countdown: string | number }) => string, coverReadDayOne: string, coverSeeAllDays: string, coverCountdownDays: (a: { days: number }) => string, coverCountdownDaysHours: (a: { days: number; hours: string | number }) => string, coverDayOfPrayer: string, coverGuideBeingWritten: string, coverAllComplete: (a: { length: number }) => string, coverThankYou: string, coverDaysRecorded: string, coverSlotsCompleted: string, coverJournalsWritten: string, coverCountedHere: string, coverLookBack: string;
}
