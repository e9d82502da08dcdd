// Generated from content/messages/<first language>/app/tally.ftl (pwa/build/messages.ts): do not edit.
// `npm run gen:types` rewrites it; build/messages.test.ts checks it is current.

declare module 'virtual:messages/tally' {
  export const tallyChoice: string;
  export const tallySends: string;
  export const tallyPrivacy: string;
  export const tallyInviteTitle: string;
  export const tallyInvite: string;
  export const tallyInviteYes: string;
  export const tallyInviteNo: string;
  export const tallyTogetherTitle: string;
  export function tallyPrayedAt(a: { count: number; people: string | number; time: string | number }): string;
  export function tallyKeptWatch(a: { count: number; people: string | number; watch: string | number }): string;
}
