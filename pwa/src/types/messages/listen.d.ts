// Generated from content/messages/<first language>/app/listen.ftl (pwa/build/messages.ts): do not edit.
// `npm run gen:types` rewrites it; build/messages.test.ts checks it is current.

declare module 'virtual:messages/listen' {
  export const listenListen: string;
  export const listenPause: string;
  export const listenResume: string;
  export const listenStop: string;
  export function listenReading(a: { number: string | number; total: string | number; label: string | number }): string;
  export function listenPaused(a: { number: string | number; total: string | number; label: string | number }): string;
  export function listenPassage(a: { title: string | number; part: string | number }): string;
  export function listenDeclaration(a: { number: string | number; total: string | number }): string;
}
