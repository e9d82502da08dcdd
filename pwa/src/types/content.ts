// Generated from service/src/content/model/ by `npm run gen:types`. Do not edit.

export type Programme = { church: string, pastor: string, 
/**
 * The pastor's title, written before the name (`Pastor`, `Pastora`, `Rev.`): `{pastorTitle}`.
 */
pastorTitle: string, 
/**
 * The number members call in an emergency (`911`, `112`), shown first on the safety page,
 * in print and in the summary e-mail; the check refuses a programme without it.
 */
emergencyNumber?: string, 
/**
 * Who members reach for pastoral care (a name, and a phone or an e-mail); the check refuses
 * a programme without it.
 */
pastoralContact?: PastoralContact, title: string, subtitle: string, 
/**
 * How many days the fast lasts (1 to 366).
 */
lengthDays: number, 
/**
 * The languages the church offers (`en`, `es`, …), the first being the one this file and
 * `days/` are written in; each other has its own folder (`es/programme.json`, `es/days/`).
 * Unset: English only.
 */
languages: Array<string>, 
/**
 * The clock times are written on in every language: `h12` (`6:00 PM`, `6:00 p. m.`, the
 * default) or `h23` (`18:00`).
 */
hourCycle?: HourCycle, 
/**
 * Day 1 of the fast, `YYYY-MM-DD` (`PROGRAMME_START_DATE` overrides it).
 */
startDate: string, 
/**
 * Pins the cover to one moment of the fast (the specification's screen); without it the
 * cover follows the calendar.
 */
pinnedCover?: PinnedCover, defaultSlots: Array<DefaultSlot>, 
/**
 * The church's evening prayer watch, if it keeps one: a reminder and a card every day, and
 * a gathering on its `days`. A church with none leaves it out.
 */
prayerWatch?: PrayerWatch, 
/**
 * The prayer wall: whether the church reads each request before members see it (the
 * default) and how long after the fast the wall is kept. Unset: the defaults.
 */
prayerWall?: PrayerWallPlan, hydrationGoal: number, 
/**
 * The fast hours of a day that writes none of its own: a line filled with each day's own
 * slot times (`{openingTime}–{closeTime}`), so it is kept as written when loaded.
 */
fastHours: string, 
/**
 * The ways a member may keep the fast, and what the guide says for each (written once).
 */
waysOfFasting: WaysOfFasting, 
/**
 * The "Before you begin: fasting safely" page.
 */
safety: Safety, 
/**
 * The rhythms a member may keep the day in (none: every prayer time only).
 */
rhythms?: Rhythms, };

export type PinnedCover = { day: number, percentComplete: number, theme: string, };

export type DefaultSlot = { 
/**
 * The slot's key in day guides and reminder choices (`opening`, … `close`).
 */
key: string, time: ClockTime, title: string, };

export type PrayerWatch = { title: string, start: ClockTime, end: ClockTime, description: string, 
/**
 * The days the church gathers for it (the calendar feed gives them its place and link).
 */
days: Array<number>, 
/**
 * Where the church gathers: `{watchPlace}`.
 */
place: string, 
/**
 * Where to join online: `{watchOnline}`.
 */
online: string, 
/**
 * A line for members who cannot attend: `{watchCannotAttend}`.
 */
cannotAttend: string, 
/**
 * The hours members keep watch in turn, pledged ahead on the "Keep watch" page. None: the
 * watch is only kept together.
 */
hours?: WatchHours, };

export type WatchHours = { from: ClockTime, to: ClockTime, 
/**
 * How long one turn lasts (15 to 240 minutes, dividing the night evenly).
 */
turnMinutes: number, 
/**
 * How many the church hopes will keep each turn (1 to 50; 2 unless set): fewer is thin.
 */
keepersPerTurn?: number, 
/**
 * The days whose night is watched; empty: every day of the fast.
 */
days: Array<number>, 
/**
 * A theme for each turn of the night, in order (fewer: they repeat; none: no theme).
 */
themes: Array<string>, 
/**
 * A short guide to praying through one turn, step by step: shown on the "Keep watch" page,
 * pushed at the start of a pledged turn and written in the calendar's events.
 */
guide: Array<string>, };

export type PrayerWallPlan = { 
/**
 * Requests (and lines of thanks) go on the wall without an administrator reading them
 * first. Off unless the church turns it on.
 */
autoApprove: boolean, 
/**
 * Days the wall is kept after the fast's last day, then deleted (0 to 90).
 */
keepDaysAfter: number, };

export type Rhythms = { 
/**
 * Every prayer time: the day as written (its `slots` left out).
 */
every: Rhythm, 
/**
 * Morning and evening: the slots kept (keys of `defaultSlots`).
 */
twice: Rhythm, 
/**
 * Once a day: the one slot kept, whose prayer focus the short path prays.
 */
once: Rhythm, };

export type Rhythm = { name: string, description: string, 
/**
 * Keys of `defaultSlots`; none: every slot.
 */
slots?: Array<string>, };

export type RhythmKey = "every" | "twice" | "once";

export type WayKey = "full" | "partial" | "nonFood";

export type PastoralContact = { name: string, phone?: string, email?: string, };

export type WaysOfFasting = { 
/**
 * Water only from the first slot to the close.
 */
full: WayOfFasting, 
/**
 * One simple meal, or vegetables, fruit and water (Daniel-style).
 */
partial: WayOfFasting, 
/**
 * Media or a habit set aside, for those who should not fast from food.
 */
nonFood: WayOfFasting, };

export type WayOfFasting = { name: string, 
/**
 * One line: what this way asks.
 */
description: string, 
/**
 * The fast-hours line for this way, kept as written when loaded: each day fills it with
 * its own times (`DayGuide::fill_line`).
 */
fastHours: string, 
/**
 * The close-of-fast card.
 */
closeCard: WayCard, 
/**
 * The countdown's words.
 */
countdown: Countdown, tips: WayTips, };

export type WayCard = { title: string, text: string, };

export type Countdown = { label: string, done: string, };

export type WayTips = { 
/**
 * How to end the day's fast.
 */
breakFast: string, 
/**
 * What to do if faint, dizzy or shaky.
 */
dizziness: string, 
/**
 * Prescribed medication.
 */
medication: string, };

export type Safety = { title: string, intro: string, 
/**
 * Who should not fast from food, or should ask a doctor first.
 */
askFirst: SafetySection, 
/**
 * What is always allowed.
 */
alwaysAllowed: SafetySection, 
/**
 * When to stop and seek help.
 */
stopAndSeekHelp: SafetySection, 
/**
 * A word for anyone with a history of an eating disorder.
 */
eatingDisorders: SafetySection, 
/**
 * The closing word and signature.
 */
closing: string, 
/**
 * The days whose guide opens with a link to this page, before the prayer times.
 */
linkedFromDays: Array<number>, };

export type SafetySection = { heading: string, text?: string, 
/**
 * Its points (may be empty when the text says it all).
 */
items: Array<string>, };

export type DayGuide = { day: number, theme: string, 
/**
 * The date line under the header: the day's date computed from the start date, a label
 * (`End of Week 1`), or nothing.
 */
date?: DateLine, 
/**
 * The fast hours as printed; without it the day shows the programme's `fastHours`.
 */
fastHours?: string, fastNote?: string, backLabel: string, footer: Footer, anchorScripture: Scripture, dailyPrayer: string, slots: Array<Slot>, close: Slot, closeShownAs: CloseShownAs, sustaining: Sustaining, declarations: Array<string>, 
/**
 * The day's texts on a day the church's prayer watch gathers (`prayerWatch.days`), by field
 * as the check names them (`fastNote`, `close.actionStep`, `sustaining.tips[1]`): each
 * replaces (or, for an optional field, gives) the plain text, which is what every other
 * church reads. Only here may prose use the watch's placeholders (`{watchTime}` …).
 * Applied when the content is loaded, and gone from the guide as members get it.
 */
onWatchDay?: { [key in string]: string }, };

export type Scripture = { reference: string, 
/**
 * Verbatim World English Bible text (`npm run content:scripture` fills it from the reference).
 */
text: string, };

export type Slot = { key: string, time: ClockTime, title: string, subtitle: string, icon: Icon, scripture?: Scripture, prayerFocus?: string, actionStep?: string, journal?: Journal, declaration?: string, closingPrayer?: string, };

export type Journal = { 
/**
 * The journal's key in summaries (`6am` or `opening` style).
 */
key: string, prompt: string, title?: string, };

export type Sustaining = { title: string, 
/**
 * The day's tips for every member, whatever their way of fasting.
 */
tips: Array<string>, 
/**
 * Tips for members fasting from food only (hunger, meals): shown after `tips` to a member
 * whose way is one of [`FOOD_WAYS`] (or who has not chosen, and reads the guide as the
 * first way), never to one on a non-food fast.
 */
foodTips?: Array<string>, };

export type DateLine = { "kind": "calendar" } | { "kind": "label", text: string, };

export type Footer = { "kind": "dots" } | { "kind": "percent" } | { "kind": "completedSlots", unit: string, } | { "kind": "none" };

export type CloseShownAs = "slot" | "card";

export type Icon = "sunrise" | "sun" | "cloud-sun" | "sunset" | "moon" | "flame" | "book-open" | "heart" | "shield" | "crown" | "key" | "door-open" | "eye" | "compass" | "mountain" | "sparkles" | "droplets" | "scroll";

export type ClockTime = string;

export type PlaceholderFormat = "text" | "time" | "hour" | "timeWords";

export type HourCycle = "h12" | "h23";

/** Whether the close, shown this way, is a slot a member ticks (`CloseShownAs::checkable`). */
export const CLOSE_IS_CHECKABLE: Readonly<Record<CloseShownAs, boolean>> = {
  "slot": true,
  "card": false,
};

/** The ways of fasting that fast from food: a day's `foodTips` are theirs (`content::model::FOOD_WAYS`, `Sustaining::tips_for`). */
export const FOOD_WAYS: ReadonlyArray<keyof WaysOfFasting> = ["full","partial"];

/** The most words the once-a-day path may ask a member to read. */
export const SHORT_PATH_MAX_WORDS = 400;

/** The placeholders prose may use: name, the `programme.json` field it is filled from, and how it is written (`content::placeholders::PLACEHOLDERS`). */
export const PLACEHOLDERS: ReadonlyArray<readonly [string, string, PlaceholderFormat]> = [
  ["church", "church", "text"],
  ["pastor", "pastor", "text"],
  ["pastorTitle", "pastorTitle", "text"],
  ["lengthDays", "lengthDays", "text"],
  ["hydrationGoal", "hydrationGoal", "text"],
  ["emergencyNumber", "emergencyNumber", "text"],
  ["pastoralContact", "pastoralContact.name", "text"],
  ["watchTitle", "prayerWatch.title", "text"],
  ["watchPlace", "prayerWatch.place", "text"],
  ["watchOnline", "prayerWatch.online", "text"],
  ["watchCannotAttend", "prayerWatch.cannotAttend", "text"],
  ["watchTime", "prayerWatch.start", "time"],
  ["watchHour", "prayerWatch.start", "hour"],
  ["watchEnd", "prayerWatch.end", "timeWords"],
];

/** One placeholder per default slot: its key in camelCase, then this (`{openingTime}`). */
export const SLOT_TIME_SUFFIX = "Time";
