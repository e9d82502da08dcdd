// Generated from content/messages/<first language>/app/announcements.ftl (pwa/build/messages.ts): do not edit.
// `npm run gen:types` rewrites it; build/messages.test.ts checks it is current.

declare module 'virtual:messages/announcements' {
  export function announcementFrom(a: { church: string | number }): string;
  export const announcementOpen: string;
  export const announcementDismiss: string;
}
