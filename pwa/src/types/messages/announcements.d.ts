// Generated from content/messages/<first language>/app/announcements.ftl (pwa/build/messages.ts): do not edit.
// `npm run gen:types` rewrites it; build/messages.test.ts checks it is current.
declare module 'virtual:messages/announcements' {
  export const announcementFrom: (a: { church: string | number }) => string, announcementOpen: string, announcementDismiss: string;
}
