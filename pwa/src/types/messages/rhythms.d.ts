// Generated from content/messages/<first language>/app/rhythms.ftl (pwa/build/messages.ts): do not edit.
// `npm run gen:types` rewrites it; build/messages.test.ts checks it is current.
declare module 'virtual:messages/rhythms' {
  export const rhythmsYourRhythm: string, rhythmsChooserLegend: string, rhythmsChooserNote: string;
}
