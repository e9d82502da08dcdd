// Generated from service/src/content/model.rs by `npm run gen:types`. Do not edit.

export type Programme = { church: string, pastor: string, title: string, subtitle: string, 
/**
 * How many days the fast lasts (1 to 366).
 */
lengthDays: number, 
/**
 * Day 1 of the fast, `YYYY-MM-DD` (`PROGRAMME_START_DATE` overrides it).
 */
startDate: string, 
/**
 * Pins the cover to one moment of the fast (the specification's screen); without it the
 * cover follows the calendar.
 */
pinnedCover?: PinnedCover, defaultSlots: Array<DefaultSlot>, prayerWatch: PrayerWatch, hydrationGoal: number, };

export type PinnedCover = { day: number, percentComplete: number, theme: string, };

export type DefaultSlot = { 
/**
 * The slot's key in day guides and reminder choices (`opening`, … `close`).
 */
key: string, time: ClockTime, title: string, };

export type PrayerWatch = { title: string, start: ClockTime, end: ClockTime, description: string, };

export type DayGuide = { day: number, theme: string, 
/**
 * The date line under the header: the day's date computed from the start date, a label
 * (`End of Week 1`), or nothing.
 */
date?: DateLine, fastHours?: string, fastNote?: string, backLabel: string, footer: Footer, anchorScripture: Scripture, dailyPrayer: string, slots: Array<Slot>, close: Slot, closeShownAs: CloseShownAs, sustaining: Sustaining, declarations: Array<string>, };

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

export type Sustaining = { title: string, tips: Array<string>, };

export type DateLine = { "kind": "calendar" } | { "kind": "label", text: string, };

export type Footer = { "kind": "dots" } | { "kind": "percent" } | { "kind": "completedSlots", unit: string, } | { "kind": "none" };

export type CloseShownAs = "slot" | "card";

export type Icon = "sunrise" | "sun" | "cloud-sun" | "sunset" | "moon" | "flame" | "book-open" | "heart" | "shield" | "crown" | "key" | "door-open" | "eye" | "compass" | "mountain" | "sparkles" | "droplets" | "scroll";

export type ClockTime = string;

/** Whether the close, shown this way, is a slot a member ticks (`CloseShownAs::checkable`). */
export const CLOSE_IS_CHECKABLE: Readonly<Record<CloseShownAs, boolean>> = {
  "slot": true,
  "card": false,
};
