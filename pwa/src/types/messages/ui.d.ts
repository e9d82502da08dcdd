// Generated from content/messages/<first language>/app/ui.ftl (pwa/build/messages.ts): do not edit.
// `npm run gen:types` rewrites it; build/messages.test.ts checks it is current.
declare module 'virtual:messages/ui' {
  export const toastsRegion: string, toastDismiss: string, offlineBanner: string, pageNav: string;
}
