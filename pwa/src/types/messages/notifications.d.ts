// Generated from content/messages/<first language>/app/notifications.ftl (pwa/build/messages.ts): do not edit.
// `npm run gen:types` rewrites it; build/messages.test.ts checks it is current.
declare module 'virtual:messages/notifications' {
  export const notificationMarkDone: string, notificationSnooze: string, notificationFallbackTitle: string, notificationFallbackBody: string, notificationSafetyPointer: string;
}
