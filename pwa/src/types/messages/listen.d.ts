// Generated from content/messages/<first language>/app/listen.ftl (pwa/build/messages.ts): do not edit.
// `npm run gen:types` rewrites it; build/messages.test.ts checks it is current.
declare module 'virtual:messages/listen' {
  export const listenListen: string, listenPause: string, listenResume: string, listenStop: string, listenReading: (a: { number: string | number; total: string | number; label: string | number }) => string, listenPaused: (a: { number: string | number; total: string | number; label: string | number }) => string, listenPassage: (a: { title: string | number; part: string | number }) => string, listenDeclaration: (a: { number: string | number; total: string | number }) => string;
}
