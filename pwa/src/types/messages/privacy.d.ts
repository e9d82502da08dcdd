// Generated from content/messages/<first language>/app/privacy.ftl (pwa/build/messages.ts): do not edit.
// `npm run gen:types` rewrites it; build/messages.test.ts checks it is current.

declare module 'virtual:messages/privacy' {
  export function privacyPageTitle(a: { title: string | number }): string;
  export const privacyBack: string;
  export const privacyAllDays: string;
  export const privacyHeading: string;
  export function privacyIntro(a: { church: string | number }): string;
  export const privacyPhoneHeading: string;
  export const privacyPhoneText: string;
  export const privacyServiceHeading: string;
  export const privacySummaryLabel: string;
  export const privacySummaryText: string;
  export const privacyRemindersLabel: string;
  export const privacyRemindersText: string;
  export function privacyChurchHeading(a: { church: string | number }): string;
  export const privacyChurchTotals: string;
  export const privacyChurchTally: string;
}
