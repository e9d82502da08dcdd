// Generated from service/src/domain/ by `npm run gen:types`. Do not edit.

export type SummaryRequest = { email: string, dayNumber: number, theme: string, completedSlots: Array<string>, journals: { [key in string]: string }, };

export type SubscribeRequest = { subscription: BrowserSubscription, 
/**
 * IANA zone, e.g. `America/Chicago`.
 */
timeZone: string, 
/**
 * Reminder keys to receive; all when absent.
 */
slots?: Array<string>, };

export type BrowserSubscription = { endpoint: string, expirationTime?: number | null, keys: BrowserSubscriptionKeys, };

export type BrowserSubscriptionKeys = { p256dh: string, auth: string, };

export type PreferencesRequest = { timeZone?: string, slots?: Array<string>, };

export type SubscribeResponse = { id: string, token: string, };

export type SnoozeRequest = { subscription: string, day: number, slot: string, sig: string, };
