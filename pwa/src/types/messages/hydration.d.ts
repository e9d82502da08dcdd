// Generated from content/messages/<first language>/app/hydration.ftl (pwa/build/messages.ts): do not edit.
// `npm run gen:types` rewrites it; build/messages.test.ts checks it is current.
declare module 'virtual:messages/hydration' {
  export const hydrationTitle: string, hydrationCount: (a: { count: string | number; goal: number }) => string, hydrationGlasses: string, hydrationGlass: (a: { number: string | number }) => string, hydrationHint: string;
}
