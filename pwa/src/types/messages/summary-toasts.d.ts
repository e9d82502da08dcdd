// Generated from content/messages/<first language>/app/summary-toasts.ftl (pwa/build/messages.ts): do not edit.
// `npm run gen:types` rewrites it; build/messages.test.ts checks it is current.
declare module 'virtual:messages/summary-toasts' {
  export const summarySentTitle: string, summarySent: string, summaryFailedTitle: string, summaryFailed: string, summaryConfirmTitle: string, summaryConfirmTo: (a: { email: string | number }) => string, summaryConfirm: string;
}
