// Generated from content/messages/<first language>/app/cover-extras.ftl (pwa/build/messages.ts): do not edit.
// `npm run gen:types` rewrites it; build/messages.test.ts checks it is current.
declare module 'virtual:messages/cover-extras' {
  export const coverExtrasPrivacy: string, coverExtrasPrayerWall: string, coverExtrasWatch: string;
}
