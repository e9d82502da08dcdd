// Generated from content/messages/<first language>/app/ways-of-fasting.ftl (pwa/build/messages.ts): do not edit.
// `npm run gen:types` rewrites it; build/messages.test.ts checks it is current.
declare module 'virtual:messages/ways-of-fasting' {
  export const waysYourWay: string, waysChoose: string, waysFastingSafely: string, waysChooserLegend: string, waysChooserNote: string;
}
