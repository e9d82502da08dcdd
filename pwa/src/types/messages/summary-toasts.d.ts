// Generated from content/messages/<first language>/app/summary-toasts.ftl (pwa/build/messages.ts): do not edit.
// `npm run gen:types` rewrites it; build/messages.test.ts checks it is current.

declare module 'virtual:messages/summary-toasts' {
  export const summarySentTitle: string;
  export const summarySent: string;
  export const summaryFailedTitle: string;
  export const summaryFailed: string;
  export const summaryConfirmTitle: string;
  export function summaryConfirmTo(a: { email: string | number }): string;
  export const summaryConfirm: string;
}
