// Generated from content/messages/<first language>/app/install.ftl (pwa/build/messages.ts): do not edit.
// `npm run gen:types` rewrites it; build/messages.test.ts checks it is current.

declare module 'virtual:messages/install' {
  export const installApp: string;
  export const installIosTitle: string;
  export const installIosShareBefore: string;
  export const installIosShareAfter: string;
  export const installIosShareIcon: string;
  export const installIosAdd: string;
  export const installOfflineReadyTitle: string;
  export const installOfflineReady: string;
  export const installUpdateAvailable: string;
  export const installUpdateLater: string;
  export const installUpdateReload: string;
}
