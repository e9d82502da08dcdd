// Generated from content/messages/<first language>/app/install.ftl (pwa/build/messages.ts): do not edit.
// `npm run gen:types` rewrites it; build/messages.test.ts checks it is current.
declare module 'virtual:messages/install' {
  export const installApp: string, installIosTitle: string, installIosShareBefore: string, installIosShareAfter: string, installIosShareIcon: string, installIosAdd: string, installOfflineReadyTitle: string, installOfflineReady: string, installUpdateAvailable: string, installUpdateLater: string, installUpdateReload: string;
}
