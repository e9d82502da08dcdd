// Generated from service/src/domain/ by `npm run gen:types`. Do not edit.

export type SummaryRequest = { 
/**
 * Where to send the summary; trimmed, then a deliverable address.
 */
email: string, 
/**
 * A day of the programme that has a guide.
 */
dayNumber: number, 
/**
 * The day's theme, exactly as the guide gives it.
 */
theme: string, 
/**
 * Keys of the day's slots the member ticked, each at most once.
 */
completedSlots: Array<string>, 
/**
 * Journal text by the day's journal key.
 */
journals: { [key in string]: string }, 
/**
 * The token this device was given for this address by an earlier answer (a proof of
 * confirmation, or a claim while one waits); kept on the device only.
 */
recipientToken?: string, };

export type SummaryQueued = { 
/**
 * The outbox id; the same for a replay with the same `Idempotency-Key`.
 */
id: string, delivery: SummaryDelivery, 
/**
 * Keep this for the address and send it with the next summary to it.
 */
recipientToken?: string, };

export type SummaryDelivery = "sending" | "awaiting_confirmation";

export type SubscribeRequest = { subscription: BrowserSubscription, 
/**
 * IANA zone, e.g. `America/Chicago`.
 */
timeZone: string, 
/**
 * Reminder keys to receive; all when absent.
 */
slots?: Array<string>, };

export type BrowserSubscription = { 
/**
 * The push service's URL: public `https` on port 443.
 */
endpoint: string, expirationTime?: number | null, keys: BrowserSubscriptionKeys, };

export type BrowserSubscriptionKeys = { 
/**
 * The browser's P-256 public key (65 bytes), base64url.
 */
p256dh: string, 
/**
 * The 16-byte auth secret, base64url.
 */
auth: string, };

export type PreferencesRequest = { 
/**
 * IANA zone, e.g. `America/Chicago`; unchanged when absent.
 */
timeZone?: string, 
/**
 * Reminder keys to receive; unchanged when absent.
 */
slots?: Array<string>, };

export type SubscribeResponse = { id: string, token: string, };

export type SnoozeRequest = { 
/**
 * The subscription's id.
 */
subscription: string, 
/**
 * The reminder's day.
 */
day: number, 
/**
 * The reminder's slot key.
 */
slot: string, 
/**
 * The service's signature over the three, from the notification.
 */
sig: string, };

export type ProgrammeSettings = { 
/**
 * Day 1 of the fast, `YYYY-MM-DD` (`PROGRAMME_START_DATE`, else the content's `startDate`).
 */
startDate: string, 
/**
 * Whether this server sends push reminders (`VAPID_SUBJECT` set); the calendar file always works.
 */
pushReminders: boolean, };
