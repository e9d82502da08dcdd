// Generated from content/messages/<first language>/app/document.ftl (pwa/build/messages.ts): do not edit.
// `npm run gen:types` rewrites it; build/messages.test.ts checks it is current.
declare module 'virtual:messages/document' {
  export const documentTitle: string, documentDescription: string, documentNoscript: string, manifestName: string, manifestShortName: string;
}
