// Generated from content/messages/<first language>/app/summary.ftl (pwa/build/messages.ts): do not edit.
// `npm run gen:types` rewrites it; build/messages.test.ts checks it is current.

declare module 'virtual:messages/summary' {
  export const summaryTitle: string;
  export const summaryCompleted: string;
  export const summaryNoneCompleted: string;
  export const summaryJournals: string;
  export const summarySend: string;
  export const summaryOffline: string;
  export const summaryEmailLabel: string;
  export const summarySending: string;
  export const summaryEmailPlaceholder: string;
  export const summaryInvalidEmailTitle: string;
  export const summaryInvalidEmail: string;
  export const summaryJourneyTitle: string;
  export function summaryJourneyText(a: { count: number }): string;
  export const summaryJourneySend: string;
  export function summaryCodeLegend(a: { email: string | number }): string;
  export function summaryCodeText(a: { email: string | number }): string;
  export const summaryCodeLabel: string;
  export const summaryCodeAction: string;
  export const summaryCodeBusy: string;
  export const summaryCodeInvalidTitle: string;
  export const summaryCodeInvalid: string;
  export const summaryCodeFailedTitle: string;
  export const summaryCodeNotReached: string;
  export const summaryCodeNoRequest: string;
  export const summaryConfirmedTitle: string;
  export const summaryConfirmed: string;
  export const summaryQueuedTitle: string;
  export const summaryQueued: string;
  export const summaryUnreached: string;
  export const summaryQueueFullTitle: string;
  export function summaryQueueFull(a: { max: string | number }): string;
  export const summaryHeldTitle: string;
  export function summaryHeld(a: { said: string | number }): string;
  export const summaryHeldKeptWords: string;
  export const summaryJourneySentTitle: string;
  export const summaryJourneySent: string;
  export const summaryJourneyOfflineTitle: string;
  export const summaryJourneyOffline: string;
  export const summaryJourneyUnreachedTitle: string;
  export const summaryJourneyUnreached: string;
  export const summaryJourneyTooLongTitle: string;
  export const summaryJourneyTooLong: string;
}
