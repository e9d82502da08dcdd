// Generated from content/messages/<first language>/app/language.ftl (pwa/build/messages.ts): do not edit.
// `npm run gen:types` rewrites it; build/messages.test.ts checks it is current.
declare module 'virtual:messages/language' {
  export const languageSwitch: string;
}
