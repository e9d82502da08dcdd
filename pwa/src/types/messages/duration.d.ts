// Generated from content/messages/<first language>/app/duration.ftl (pwa/build/messages.ts): do not edit.
// `npm run gen:types` rewrites it; build/messages.test.ts checks it is current.
declare module 'virtual:messages/duration' {
  export const durationMinutes: (a: { minutes: string | number }) => string, durationHours: (a: { hours: string | number }) => string, durationHoursMinutes: (a: { hours: string | number; minutes: string | number }) => string;
}
