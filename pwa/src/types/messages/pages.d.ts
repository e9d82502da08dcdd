// Generated from content/messages/<first language>/app/pages.ftl (pwa/build/messages.ts): do not edit.
// `npm run gen:types` rewrites it; build/messages.test.ts checks it is current.
declare module 'virtual:messages/pages' {
  export const coverCredit: (a: { pastor: string | number }) => string, coverDayLine: (a: { day: string | number; length: string | number }) => string, coverPercentComplete: (a: { percent: string | number }) => string, coverBeginDay: (a: { day: string | number }) => string, coverLinks: string, coverAllDays: string, coverMyJourney: string, notFoundText: string, notFoundHome: string, routeErrorTitle: string, routeErrorUnknown: string, dayPageTitle: (a: { day: string | number; theme: string | number; title: string | number }) => string;
}
