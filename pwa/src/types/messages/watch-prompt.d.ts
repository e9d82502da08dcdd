// Generated from content/messages/<first language>/app/watch-prompt.ftl (pwa/build/messages.ts): do not edit.
// `npm run gen:types` rewrites it; build/messages.test.ts checks it is current.
declare module 'virtual:messages/watch-prompt' {
  export const watchPromptRegion: string, watchPromptEnded: string, watchPromptTurn: (a: { day: string | number; time: string | number }) => string, watchPromptKept: string, watchPromptDismiss: string, watchPromptThanks: string, watchPromptRefused: (a: { error: string | number }) => string, watchPromptClose: string;
}
