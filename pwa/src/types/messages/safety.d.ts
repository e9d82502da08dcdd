// Generated from content/messages/<first language>/app/safety.ftl (pwa/build/messages.ts): do not edit.
// `npm run gen:types` rewrites it; build/messages.test.ts checks it is current.
declare module 'virtual:messages/safety' {
  export const safetyBack: string, safetyAllDays: string, safetyEmergencyCall: string, safetyPastoralContact: (a: { name: string | number }) => string;
}
