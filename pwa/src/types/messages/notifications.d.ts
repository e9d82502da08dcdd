// Generated from content/messages/<first language>/app/notifications.ftl (pwa/build/messages.ts): do not edit.
// `npm run gen:types` rewrites it; build/messages.test.ts checks it is current.

declare module 'virtual:messages/notifications' {
  export const notificationMarkDone: string;
  export const notificationSnooze: string;
  export const notificationFallbackTitle: string;
  export const notificationFallbackBody: string;
  export const notificationSafetyPointer: string;
}
