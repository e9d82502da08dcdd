// Generated from content/messages/<first language>/app/clock.ftl (pwa/build/messages.ts): do not edit.
// `npm run gen:types` rewrites it; build/messages.test.ts checks it is current.
declare module 'virtual:messages/clock' {
  export const clock12Hour: (a: { hour: string | number; minute: string | number; half: string | number }) => string, clock24Hour: (a: { hour: string | number; minute: string | number }) => string, clock12HourOnTheHour: (a: { hour: string | number; half: string | number }) => string, clockMidnight: string, clockNoon: string;
}
