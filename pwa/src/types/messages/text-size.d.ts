// Generated from content/messages/<first language>/app/text-size.ftl (pwa/build/messages.ts): do not edit.
// `npm run gen:types` rewrites it; build/messages.test.ts checks it is current.
declare module 'virtual:messages/text-size' {
  export const textSize: string, textSizeStandard: string, textSizeLarge: string, textSizeLarger: string, textSizeLargest: string;
}
