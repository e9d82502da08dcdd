// Generated from content/messages/<first language>/app/reminders.ftl (pwa/build/messages.ts): do not edit.
// `npm run gen:types` rewrites it; build/messages.test.ts checks it is current.

declare module 'virtual:messages/reminders' {
  export const remindersTitle: string;
  export const remindersOn: string;
  export const remindersOff: string;
  export const remindersWorking: string;
  export const remindersBlocked: string;
  export const remindersUnsupported: string;
  export const remindersIosInstallFirst: string;
  export const remindersCalendarOnly: string;
  export const remindersIosShareBefore: string;
  export const remindersIosShareAfter: string;
  export const remindersIosShareIcon: string;
  export const remindersIosAdd: string;
  export const remindersIosOpen: string;
  export const remindersRemindMeAt: string;
  export function remindersOption(a: { time: string | number; title: string | number }): string;
  export const remindersAnnouncements: string;
  export const remindersTurnOn: string;
  export const remindersSendTest: string;
  export const remindersTurnOff: string;
  export const remindersAddToCalendar: string;
  export const remindersPrivacy: string;
  export const remindersTestSending: string;
  export const remindersTestSent: string;
  export const remindersChooseOne: string;
  export const remindersNoAnswer: string;
  export const remindersNotReached: string;
}
