// Generated from service/src/domain/, service/src/content/ and service/src/routes/app_pages.rs by `npm run gen:types`. Do not edit.

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
 * The token this device was given for this address by an earlier answer (its request to
 * confirm the address, and once confirmed its proof); kept on the device only.
 */
recipientToken?: string, 
/**
 * The rhythm the member keeps the day in (every prayer time unless sent): the summary
 * names it.
 */
rhythm?: RhythmKey, };

export type JourneySummaryRequest = { 
/**
 * Where to send the summary; trimmed, then a deliverable address.
 */
email: string, 
/**
 * The days to include, each at most once, each checked like a day summary.
 */
days: Array<JourneyDay>, 
/**
 * As in a day summary: the token this device was given for this address.
 */
recipientToken?: string, };

export type JourneyDay = { 
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
journals: { [key in string]: string }, };

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

export type ConfirmCodeRequest = { 
/**
 * The token this device was given when it asked.
 */
recipientToken: string, 
/**
 * The 6-digit code from the mail.
 */
code: string, };

export type SubscribeRequest = { subscription: BrowserSubscription, 
/**
 * IANA zone, e.g. `America/Chicago`.
 */
timeZone: string, 
/**
 * Reminder keys to receive; all when absent.
 */
slots?: Array<string>, 
/**
 * Church announcements as well; on when absent.
 */
announcements?: boolean, };

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
slots?: Array<string>, 
/**
 * Church announcements as well; unchanged when absent.
 */
announcements?: boolean, };

export type SubscribeResponse = { id: string, token: string, };

export type PushPublicKey = { 
/**
 * Base64url, uncompressed P-256.
 */
publicKey: string, };

export type Preferences = { id: string, timeZone: string, slots: Array<string>, 
/**
 * Church announcements are pushed too.
 */
announcements: boolean, };

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

export type Snoozed = { dueAt: string | null, };

export type TestReminderRequest = Record<symbol, never>;

export type TestReminderSent = { sentAt: string, };

export type PushMessage = { 
/**
 * 8030: the format's magic number.
 */
web_push: number, mutable: boolean, notification: PushNotification, };

export type PushNotification = { 
/**
 * `6:00 AM · Morning Prayer`.
 */
title: string, 
/**
 * `Day 12 · <theme>`.
 */
body: string, 
/**
 * The day's page, at the slot.
 */
navigate: string, lang: string, 
/**
 * One notification per day: a later one (or the same one again) replaces it.
 */
tag: string, silent: boolean, app_badge: number, 
/**
 * A reminder's snooze and slot; none for a test reminder.
 */
data?: ReminderData, };

export type ReminderData = { day: number, slot: string, snooze: SnoozeRequest, };

export type ProgrammeSettings = { 
/**
 * Day 1 of the fast, `YYYY-MM-DD` (`PROGRAMME_START_DATE`, else the content's `startDate`).
 */
startDate: string, 
/**
 * Whether this server sends push reminders (`VAPID_SUBJECT` set); the calendar file always works.
 */
pushReminders: boolean, 
/**
 * Whether the church sends the day's guide by e-mail (`GUIDE_MAIL`, on unless `off`).
 */
guideMail: boolean, };

export type PublishedAnnouncement = { id: string, title: string, body: string, 
/**
 * A page of the app it opens, if any.
 */
link: string | null, 
/**
 * When it went out, unix ms.
 */
sentAt: number, 
/**
 * The language its words are in: the request's where the church wrote it in that language,
 * else the programme's first.
 */
lang: string, };

export type PublishedAnnouncements = { announcements: Array<PublishedAnnouncement>, };

export type TallyRequest = { day: number, 
/**
 * A slot the member can tick that day, or `prayer-watch`.
 */
slot: string, 
/**
 * The device's token for that day (22 base64url characters), never reused on another day.
 */
token: string, 
/**
 * `false`: the tick was taken back.
 */
counted: boolean, };

export type SlotTally = { slot: string, devices: number | null, };

export type DayTally = { day: number, 
/**
 * Devices counted that day, published once the day is over (`None`: not published yet, or
 * fewer than 5).
 */
devices: number | null, slots: Array<SlotTally>, };

export type AskRequest = { 
/**
 * The request, at most 280 characters: first names only, no links, e-mail addresses or
 * phone numbers.
 */
text: string, 
/**
 * The device's key for this request (43 base64url characters), never sent with another.
 */
authorKey: string, };

export type Asked = { id: string, status: RequestStatus, };

export type RequestStatus = "waiting" | "shown" | "declined" | "hidden";

export type WallRequest = { id: string, text: string, 
/**
 * The language it was written in.
 */
lang: string, 
/**
 * How many times members prayed for it (one device once a day).
 */
prayed: number, 
/**
 * Its author marked it answered.
 */
answered: boolean, 
/**
 * The author's line of thanks, once the church has read it.
 */
thanks: string | null, };

export type PrayerWall = { requests: Array<WallRequest>, };

export type PrayedRequest = { id: string, 
/**
 * The programme day the member prayed on.
 */
day: number, token: string, };

export type ReportRequest = { id: string, token: string, };

export type OwnRequest = { id: string, authorKey: string, };

export type MineRequest = { 
/**
 * At most 50.
 */
requests: Array<OwnRequest>, };

export type MyRequest = { id: string, status: RequestStatus, prayed: number, answered: boolean, 
/**
 * The line of thanks as the church put it on the wall (`null`: none, or not read yet).
 */
thanks: string | null, };

export type Mine = { requests: Array<MyRequest>, };

export type AnsweredRequest = { id: string, authorKey: string, thanks?: string, };

export type WithdrawRequest = { id: string, authorKey: string, };

export type PledgeRequest = { 
/**
 * The day whose night it is.
 */
day: number, 
/**
 * The turn's start on the church's clock, `HH:MM`.
 */
start: string, 
/**
 * 22 base64url characters, made fresh on the device for this pledge.
 */
token: string, 
/**
 * `false`: the pledge is taken back.
 */
pledged: boolean, };

export type WatchTurn = { 
/**
 * The day whose night it is.
 */
day: number, 
/**
 * Its start on the church's clock, `HH:MM`.
 */
start: string, 
/**
 * Its start as an instant (RFC 3339), for the member's own clock.
 */
startsAt: string, 
/**
 * What the church prays for in it, in the request's language.
 */
theme: string | null, 
/**
 * How many have pledged it (exact: no one is behind a count).
 */
keeping: number, 
/**
 * How many said "I kept this hour" once it was over.
 */
kept: number, };

export type WatchPlan = { title: string, 
/**
 * The church's time zone (IANA), on whose clock the turns are written.
 */
timeZone: string, turnMinutes: number, turns: Array<WatchTurn>, };

export type WatchHour = { day: number, 
/**
 * `HH:MM` on the church's clock.
 */
start: string, };

export type WatchRemindersRequest = { hours: Array<WatchHour>, };

export type WatchReminders = { hours: number, };

export type KeptRequest = { day: number, start: string, token: string, };

export type PublishedRecording = { day: number, lang: string, durationMs: number, 
/**
 * Bytes, for the space a kept week takes.
 */
size: number, 
/**
 * `/api/recordings/<lang>/<day>?v=<version>`: cached for good (a new upload is a new address).
 */
url: string, };

export type PublishedRecordings = { recordings: Array<PublishedRecording>, };

export type RhythmKey = "every" | "twice" | "once";

export type WayKey = "full" | "partial" | "nonFood";

export type GuideMailRequest = { 
/**
 * Where to send the guide; trimmed, then a deliverable address.
 */
email: string, 
/**
 * The local time of the morning mail, `HH:MM` (24-hour).
 */
time: string, 
/**
 * The member's IANA time zone.
 */
timeZone: string, 
/**
 * The member's way of fasting (the guide's fast hours and tips follow it).
 */
way?: WayKey, 
/**
 * The member's rhythm (every prayer time unless sent).
 */
rhythm?: RhythmKey, 
/**
 * The token this device holds for the address (as for summaries).
 */
recipientToken?: string, };

export type GuideMailAnswer = { delivery: GuideMailDelivery, 
/**
 * Keep this for the address (as for summaries): it confirms, then manages, the guide.
 */
recipientToken?: string, 
/**
 * When the next guide goes (epoch ms); none once the fast has no morning left.
 */
nextAt?: number, 
/**
 * The day that mail carries.
 */
nextDay?: number, };

export type GuideMailDelivery = "awaiting_confirmation" | "subscribed";

export type GuideMailState = { 
/**
 * `HH:MM`, local.
 */
time: string, timeZone: string, way?: WayKey, rhythm: RhythmKey, nextAt?: number, nextDay?: number, };

export type ErrorBody = { 
/**
 * What went wrong, in words for the member.
 */
error: string, };

/** The reminder key of the nightly prayer watch. */
export const PRAYER_WATCH_KEY = "prayer-watch";

/** The longest journal text the service accepts, in characters. */
export const JOURNAL_MAX_CHARS = 10000;

/** The longest prayer request the service accepts, in characters. */
export const PRAYER_REQUEST_MAX_CHARS = 280;

/** The longest line of thanks for an answered request, in characters. */
export const PRAYER_THANKS_MAX_CHARS = 140;

/** An author's key for one request: base64url characters of 256 random bits. */
export const AUTHOR_KEY_CHARS = 43;

/** A prayer wall tap's token: base64url characters of 128 random bits. */
export const WALL_TOKEN_CHARS = 22;

/** The most hours of the watch one device is reminded of. */
export const WATCH_REMINDER_HOURS_MAX = 120;

/** The largest journey summary body the service accepts, in bytes. */
export const JOURNEY_LIMIT_BYTES = 1048576;

/** `HH:MM` → the 12-hour time the service prints, for the PWA's formatter to match. */
export const TWELVE_HOUR_SAMPLES: ReadonlyArray<readonly [string, string]> = [
  ["00:00", "12:00 AM"],
  ["06:00", "6:00 AM"],
  ["09:05", "9:05 AM"],
  ["12:00", "12:00 PM"],
  ["17:45", "5:45 PM"],
  ["21:00", "9:00 PM"],
];

/** The app's pages at fixed paths and the file the build prerenders for each; `/day/N` is
 * `/day/N.html`, any other path `NOT_FOUND_PAGE`. */
export const APP_PAGES = {
  "/": "/index.html",
  "/days": "/days.html",
  "/journey": "/journey.html",
  "/prayer-wall": "/prayer-wall.html",
  "/print": "/print.html",
  "/privacy": "/privacy.html",
  "/safety": "/safety.html",
  "/watch": "/watch.html",
} as const;

export const NOT_FOUND_PAGE = "/404.html";

/** A day's page, `{day}` its number (`content::DAY_PAGE`): `lib/page-files.ts` makes and reads it. */
export const DAY_PAGE = "/day/{day}";

/** What the service answers itself, as patterns of paths: every route it registers that is
 * not a page of the app (all of `/api`). The service worker leaves navigations to them to the network. */
export const SERVICE_PATHS: ReadonlyArray<string> = [
  "^/api(/|$)",
  "^/admin$",
  "^/admin\\.css$",
  "^/admin/announcements$",
  "^/admin/announcements/[^/]+$",
  "^/admin/code$",
  "^/admin/participation\\.csv$",
  "^/admin/prayer-wall$",
  "^/admin/recordings$",
  "^/admin/sign-in$",
  "^/admin/sign-in/[^/]+$",
  "^/admin/sign-out$",
  "^/admin/watch\\.csv$",
  "^/confirm\\.css$",
  "^/confirm\\.js$",
  "^/confirm/[^/]+$",
  "^/healthz$",
  "^/metrics$",
  "^/readyz$",
  "^/unsubscribe/[^/]+$",
];

/** Every `/api` operation's path, by its handler's name (`{param}`: one path segment, filled by
 * `lib/api-path.ts`): the app names these, never a path typed by hand. */
export const API_PATHS = {
  askForPrayer: "/api/prayer-wall/requests",
  calendar: "/api/calendar.ics",
  change: "/api/push/subscriptions/{id}",
  confirmAddress: "/api/confirm-address",
  dayTally: "/api/tally/{day}",
  guideMailState: "/api/guide-mail",
  keptTurn: "/api/watch/kept",
  markAnswered: "/api/prayer-wall/answered",
  myRequests: "/api/prayer-wall/mine",
  openapiJson: "/api/openapi.json",
  pledgeTurn: "/api/watch/pledges",
  prayedFor: "/api/prayer-wall/prayed",
  prayerWallRequests: "/api/prayer-wall",
  programmeSettings: "/api/programme",
  publicKey: "/api/push/public-key",
  publishedAnnouncements: "/api/announcements",
  recordingAudio: "/api/recordings/{lang}/{day}",
  recordingsList: "/api/recordings",
  remindWatchHours: "/api/push/subscriptions/{id}/watch",
  reportRequest: "/api/prayer-wall/reports",
  sendDaySummary: "/api/send-day-summary",
  sendJourneySummary: "/api/send-journey-summary",
  sendTest: "/api/push/subscriptions/{id}/test",
  snooze: "/api/push/snooze",
  stopGuideMail: "/api/guide-mail",
  subscribe: "/api/push/subscriptions",
  subscribeGuideMail: "/api/guide-mail",
  tick: "/api/tally",
  unsubscribe: "/api/push/subscriptions/{id}",
  watchPlan: "/api/watch",
  withdrawRequest: "/api/prayer-wall/withdraw",
} as const;

/** Where the guide keeps its recipient tokens in `localStorage` (the confirmation page reads it too). */
export const DEVICE_TOKENS_STORE = "prayer-fast:v1:recipient-tokens";
