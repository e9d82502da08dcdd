// Generated from content/messages/<first language>/app/scripture.ftl (pwa/build/messages.ts): do not edit.
// `npm run gen:types` rewrites it; build/messages.test.ts checks it is current.
declare module 'virtual:messages/scripture' {
  export const scriptureRead: (a: { reference: string | number }) => string;
}
