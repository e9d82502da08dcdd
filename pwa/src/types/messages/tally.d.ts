// Generated from content/messages/<first language>/app/tally.ftl (pwa/build/messages.ts): do not edit.
// `npm run gen:types` rewrites it; build/messages.test.ts checks it is current.
declare module 'virtual:messages/tally' {
  export const tallyChoice: string, tallySends: string, tallyPrivacy: string, tallyInviteTitle: string, tallyInvite: string, tallyInviteYes: string, tallyInviteNo: string, tallyTogetherTitle: string, tallyTogetherNote: string, tallyPrayedAt: (a: { count: number; people: string | number; time: string | number }) => string, tallyKeptWatch: (a: { count: number; people: string | number; watch: string | number }) => string;
}
