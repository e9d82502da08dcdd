// Generated from content/messages/<first language>/app/hydration.ftl (pwa/build/messages.ts): do not edit.
// `npm run gen:types` rewrites it; build/messages.test.ts checks it is current.

declare module 'virtual:messages/hydration' {
  export const hydrationTitle: string;
  export function hydrationCount(a: { count: string | number; goal: number }): string;
  export const hydrationGlasses: string;
  export function hydrationGlass(a: { number: string | number }): string;
  export const hydrationHint: string;
}
