// Generated from service/src/domain/summary.rs by `npm run gen:types`. Do not edit.

export type SummaryRequest = { email: string, dayNumber: number, theme: string, completedSlots: Array<string>, journals: { [key in string]: string }, };
