// Every name the app keeps data under on the device, in one place (issue 45): localStorage and
// sessionStorage keys and Cache Storage names (the app keeps nothing in IndexedDB). Members'
// phones hold data under these exact strings: never change one, add a new one beside it.
// Constants only, each a named export, so a page's bundle carries just the names it uses
// (lib/no-typed-storage-keys.test.ts fails on a key typed anywhere else; index.html's inline
// script spells three of them out, checked by lib/storage-keys.test.ts).

// localStorage (JSON values, read through lib/local-store.ts)

/** Start of a day's progress (slots ticked, journals, water): then `<programme start>:day-<n>` (lib/device-store.ts). */
export const DAY_PROGRESS_KEY_PREFIX = 'prayer-fast:v1:';
/** The text size the member chose (also read by index.html's inline script before the page paints). */
export const TEXT_SIZE_KEY = 'prayer-fast:v1:text-size';
/** The language the member chose (also read by index.html's inline script, to open that copy). */
export const LANGUAGE_KEY = 'prayer-fast:v1:language';
/** The programme as the service last ran it (start date, push reminders, guide mail), for an offline start. */
export const PROGRAMME_SETTINGS_KEY = 'prayer-fast:programme-settings';
/** This device's reminder subscription: its id and token (to change or delete it) and the member's choices. */
export const REMINDERS_KEY = 'prayer-fast:v1:reminders';
/** The rhythm this device's reminders last followed (a chosen rhythm is applied once: app/rhythm-reminders.ts). */
export const REMINDERS_RHYTHM_KEY = 'prayer-fast:v1:reminders-rhythm';
/** The prayer rhythm the member chose. */
export const RHYTHM_KEY = 'prayer-fast:v1:rhythm';
/** The way of fasting the member chose. */
export const WAY_OF_FASTING_KEY = 'prayer-fast:v1:way-of-fasting';
/** Whether the member is counted in the church's tally, the day tokens, and the ticks not yet sent. */
export const TALLY_KEY = 'prayer-fast:v1:tally';
/** The church's announcements as last fetched (for offline), and those the member dismissed. */
export const ANNOUNCEMENTS_KEY = 'prayer-fast:v1:announcements';
/** The pastor's recordings as the service last listed them, so the day page knows them offline. */
export const RECORDINGS_KEY = 'prayer-fast:v1:recordings';
/** The summaries waiting to be sent (sent again until the service answers). */
export const SUMMARY_OUTBOX_KEY = 'prayer-fast:v1:summary-outbox';
/** The one address this device asked the day's guide to be mailed to, and what it asked for. */
export const GUIDE_MAIL_KEY = 'prayer-fast:v1:guide-mail';
/** The recipient token for each address this device sent a summary to (generated from the service's
 *  `DEVICE_TOKENS_STORE`: its confirmation page reads it too). A relative path with its extension:
 *  the build's config (build/storage-keys.ts) loads this module too. */
export { DEVICE_TOKENS_STORE } from '../types/api.ts';
/** The ended prayer-watch hours asked about ("I kept this hour"): each answer, its token, and whether it was sent. */
export const WATCH_KEPT_KEY = 'prayer-fast:v1:watch:kept';
/** The prayer-watch turns pledged from this device, each with its token, and whether the service has it yet. */
export const WATCH_PLEDGES_KEY = 'prayer-fast:v1:watch:pledges';
/** Start of the prayer-watch plan as last read: then the copy's language (its themes differ), shown offline. */
export const WATCH_PLAN_KEY_PREFIX = 'prayer-fast:v1:watch:plan:';
/** The prayer-watch hours the service was last told to remind this device's push subscription of. */
export const WATCH_REMINDED_KEY = 'prayer-fast:v1:watch:reminded';
/** The prayer-wall requests shared from this device, each with the key that proves it is this device's. */
export const WALL_MINE_KEY = 'prayer-fast:v1:prayer-wall:mine';
/** Each "I prayed" on the prayer wall by (request, programme day), with its token and whether it was sent. */
export const WALL_PRAYED_KEY = 'prayer-fast:v1:prayer-wall:prayed';
/** The prayer-wall requests reported from this device (hidden here), and the reports not yet sent. */
export const WALL_REPORTS_KEY = 'prayer-fast:v1:prayer-wall:reports';
/** The prayer wall as last read, shown offline. */
export const WALL_KEY = 'prayer-fast:v1:prayer-wall:wall';

// sessionStorage

/** Where index.html's inline script last sent this tab for its chosen language (so it never loops). */
export const LANGUAGE_REDIRECT_KEY = 'prayer-fast:redirect';

// Cache Storage (the service worker's, and features/recordings')

/** The audio of the recordings the member kept (the worker answers /api/recordings/* from it). */
export const RECORDINGS_CACHE = 'prayer-fast-recordings-v1';
/** Start of the cache that holds one language's copy of the app: then the language. */
export const LANGUAGE_CACHE_PREFIX = 'prayer-fast-language-';
/** What the service worker remembers across its updates (entries such as SAFETY_POINTED_ENTRY). */
export const WORKER_STATE_CACHE = 'prayer-fast-state';
/** In WORKER_STATE_CACHE: present once a reminder has pointed this device to "Fasting safely". */
export const SAFETY_POINTED_ENTRY = '/__state/safety-pointed';
