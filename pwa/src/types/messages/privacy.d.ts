// Generated from content/messages/<first language>/app/privacy.ftl (pwa/build/messages.ts): do not edit.
// `npm run gen:types` rewrites it; build/messages.test.ts checks it is current.
declare module 'virtual:messages/privacy' {
  export const privacyPageTitle: (a: { title: string | number }) => string, privacyBack: string, privacyAllDays: string, privacyHeading: string, privacyIntro: (a: { church: string | number }) => string, privacyPhoneHeading: string, privacyPhoneText: string, privacyServiceHeading: string, privacySummaryLabel: string, privacySummaryText: string, privacyRemindersLabel: string, privacyRemindersText: string, privacyChurchHeading: (a: { church: string | number }) => string, privacyChurchTotals: string, privacyChurchTally: string, privacyChurchTallyShown: string, privacyChurchTallyLimit: string;
}
