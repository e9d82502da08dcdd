// Generated from content/messages/<first language>/app/days.ftl (pwa/build/messages.ts): do not edit.
// `npm run gen:types` rewrites it; build/messages.test.ts checks it is current.
declare module 'virtual:messages/days' {
  export const daysPageTitle: (a: { title: string | number }) => string, daysBack: string, daysMyJourney: string, daysPrayerWall: string, daysWatch: string, daysHeading: string, daysIntro: (a: { length: number; title: string | number; first: string | number; last: string | number }) => string, daysDay: (a: { day: string | number }) => string, daysToday: string, daysComingSoon: string, daysTicked: (a: { checkable: number; ticked: string | number }) => string, daysJournalWritten: string, daysPrint: string;
}
