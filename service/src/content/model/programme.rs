//! The programme's types: `content/programme.json` (the church, its slots, its prayer watch, the
//! ways of fasting and the safety page).

use jiff::civil::Date;
use serde::{Deserialize, Serialize};

use super::ClockTime;

/// The reminder key of the evening prayer watch (slots use their content keys).
pub const PRAYER_WATCH_KEY: &str = "prayer-watch";

fn english_only() -> Vec<String> {
    vec!["en".into()]
}

/// The whole programme: `content/programme.json`.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(test, derive(ts_rs::TS), ts(optional_fields))]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct Programme {
    pub church: String,
    pub pastor: String,
    /// The pastor's title, written before the name (`Pastor`, `Pastora`, `Rev.`): `{pastorTitle}`.
    pub pastor_title: String,
    /// The number members call in an emergency (`911`, `112`), shown first on the safety page,
    /// in print and in the summary e-mail; the check refuses a programme without it.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub emergency_number: Option<String>,
    /// Who members reach for pastoral care (a name, and a phone or an e-mail); the check refuses
    /// a programme without it.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub pastoral_contact: Option<PastoralContact>,
    pub title: String,
    pub subtitle: String,
    /// How many days the fast lasts (1 to 366).
    pub length_days: u16,
    /// The languages the church offers (`en`, `es`, …), the first being the one this file and
    /// `days/` are written in; each other has its own folder (`es/programme.json`, `es/days/`).
    /// Unset: English only.
    #[serde(default = "english_only")]
    pub languages: Vec<String>,
    /// The clock times are written on in every language: `h12` (`6:00 PM`, `6:00 p. m.`, the
    /// default) or `h23` (`18:00`).
    #[cfg_attr(test, ts(optional))]
    #[serde(skip_serializing_if = "Option::is_none")]
    pub hour_cycle: Option<HourCycle>,
    /// Day 1 of the fast, `YYYY-MM-DD` (`PROGRAMME_START_DATE` overrides it).
    #[cfg_attr(test, ts(type = "string"))]
    pub start_date: Date,
    /// Pins the cover to one moment of the fast (the specification's screen); without it the
    /// cover follows the calendar.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub pinned_cover: Option<PinnedCover>,
    pub default_slots: Vec<DefaultSlot>,
    /// The church's evening prayer watch, if it keeps one: a reminder and a card every day, and
    /// a gathering on its `days`. A church with none leaves it out.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub prayer_watch: Option<PrayerWatch>,
    /// The prayer wall: whether the church reads each request before members see it (the
    /// default) and how long after the fast the wall is kept. Unset: the defaults.
    #[serde(default)]
    #[cfg_attr(test, ts(as = "Option<PrayerWallPlan>", optional))]
    pub prayer_wall: PrayerWallPlan,
    pub hydration_goal: u8,
    /// The fast hours of a day that writes none of its own: a line filled with each day's own
    /// slot times (`{openingTime}–{closeTime}`), so it is kept as written when loaded.
    pub fast_hours: String,
    /// The ways a member may keep the fast, and what the guide says for each (written once).
    pub ways_of_fasting: WaysOfFasting,
    /// The "Before you begin: fasting safely" page.
    pub safety: Safety,
    /// The rhythms a member may keep the day in (none: every prayer time only).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[cfg_attr(test, ts(optional))]
    pub rhythms: Option<super::Rhythms>,
}

impl Programme {
    /// Whether the church's prayer watch gathers on `day` (never, for a church without one).
    pub fn watch_meets(&self, day: u16) -> bool {
        self.prayer_watch
            .as_ref()
            .is_some_and(|watch| watch.days.contains(&day))
    }
}

/// How the church keeps its prayer wall (`programme.json`'s `prayerWall`).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(test, derive(ts_rs::TS))]
#[serde(rename_all = "camelCase", deny_unknown_fields, default)]
pub struct PrayerWallPlan {
    /// Requests (and lines of thanks) go on the wall without an administrator reading them
    /// first. Off unless the church turns it on.
    pub auto_approve: bool,
    /// Days the wall is kept after the fast's last day, then deleted (0 to 90).
    pub keep_days_after: u16,
}

impl Default for PrayerWallPlan {
    fn default() -> Self {
        PrayerWallPlan {
            auto_approve: false,
            keep_days_after: 7,
        }
    }
}

/// The clock a church writes times on.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(test, derive(ts_rs::TS))]
#[serde(rename_all = "lowercase")]
pub enum HourCycle {
    /// 12 hours and a period: `6:00 PM`.
    #[default]
    H12,
    /// 24 hours: `18:00`.
    H23,
}

/// The three ways of keeping the fast a member may choose from.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(test, derive(ts_rs::TS))]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct WaysOfFasting {
    /// Water only from the first slot to the close.
    pub full: WayOfFasting,
    /// One simple meal, or vegetables, fruit and water (Daniel-style).
    pub partial: WayOfFasting,
    /// Media or a habit set aside, for those who should not fast from food.
    pub non_food: WayOfFasting,
}

/// A way of fasting's key, as the app and the guide by e-mail name it.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, utoipa::ToSchema)]
#[cfg_attr(test, derive(ts_rs::TS))]
#[serde(rename_all = "camelCase")]
pub enum WayKey {
    Full,
    Partial,
    NonFood,
}

impl WayKey {
    pub const ALL: [WayKey; 3] = [WayKey::Full, WayKey::Partial, WayKey::NonFood];

    /// `full`, `partial` or `nonFood`: the key in `waysOfFasting`.
    pub fn as_str(self) -> &'static str {
        match self {
            WayKey::Full => "full",
            WayKey::Partial => "partial",
            WayKey::NonFood => "nonFood",
        }
    }

    pub fn parse(text: &str) -> Option<Self> {
        Self::ALL.into_iter().find(|k| k.as_str() == text)
    }
}

impl WaysOfFasting {
    pub fn get(&self, key: WayKey) -> &WayOfFasting {
        match key {
            WayKey::Full => &self.full,
            WayKey::Partial => &self.partial,
            WayKey::NonFood => &self.non_food,
        }
    }
}

/// What the guide says for one way of fasting.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(test, derive(ts_rs::TS))]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct WayOfFasting {
    pub name: String,
    /// One line: what this way asks.
    pub description: String,
    /// The fast-hours line for this way, kept as written when loaded: each day fills it with
    /// its own times (`DayGuide::fill_line`).
    pub fast_hours: String,
    /// The close-of-fast card.
    pub close_card: WayCard,
    /// The countdown's words.
    pub countdown: Countdown,
    pub tips: WayTips,
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(test, derive(ts_rs::TS))]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct WayCard {
    pub title: String,
    pub text: String,
}

/// The countdown to the close: `label` before the time left, `done` once the fast has closed.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(test, derive(ts_rs::TS))]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct Countdown {
    pub label: String,
    pub done: String,
}

/// The tips every day shares, worded for one way of fasting (never copied into the days).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(test, derive(ts_rs::TS))]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct WayTips {
    /// How to end the day's fast.
    pub break_fast: String,
    /// What to do if faint, dizzy or shaky.
    pub dizziness: String,
    /// Prescribed medication.
    pub medication: String,
}

/// The page "Before you begin: fasting safely", in the pastor's voice.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(test, derive(ts_rs::TS))]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct Safety {
    pub title: String,
    pub intro: String,
    /// Who should not fast from food, or should ask a doctor first.
    pub ask_first: SafetySection,
    /// What is always allowed.
    pub always_allowed: SafetySection,
    /// When to stop and seek help.
    pub stop_and_seek_help: SafetySection,
    /// A word for anyone with a history of an eating disorder.
    pub eating_disorders: SafetySection,
    /// The closing word and signature.
    pub closing: String,
    /// The days whose guide opens with a link to this page, before the prayer times.
    pub linked_from_days: Vec<u16>,
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(test, derive(ts_rs::TS), ts(optional_fields))]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct SafetySection {
    pub heading: String,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub text: Option<String>,
    /// Its points (may be empty when the text says it all).
    pub items: Vec<String>,
}

/// The values a pinned cover shows instead of today's.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(test, derive(ts_rs::TS))]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct PinnedCover {
    pub day: u16,
    pub percent_complete: u8,
    pub theme: String,
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(test, derive(ts_rs::TS))]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct DefaultSlot {
    /// The slot's key in day guides and reminder choices (`opening`, … `close`).
    pub key: String,
    pub time: ClockTime,
    pub title: String,
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(test, derive(ts_rs::TS))]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct PrayerWatch {
    pub title: String,
    pub start: ClockTime,
    pub end: ClockTime,
    pub description: String,
    /// The days the church gathers for it (the calendar feed gives them its place and link).
    pub days: Vec<u16>,
    /// Where the church gathers: `{watchPlace}`.
    pub place: String,
    /// Where to join online: `{watchOnline}`.
    pub online: String,
    /// A line for members who cannot attend: `{watchCannotAttend}`.
    pub cannot_attend: String,
    /// The hours members keep watch in turn, pledged ahead on the "Keep watch" page. None: the
    /// watch is only kept together.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[cfg_attr(test, ts(optional))]
    pub hours: Option<WatchHours>,
}

/// The watch kept hour by hour: each night from `from` to `to` (past midnight when `to` is not
/// after `from`; the same time: all day), in turns of `turn_minutes`, on the church's clock.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(test, derive(ts_rs::TS))]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct WatchHours {
    pub from: ClockTime,
    pub to: ClockTime,
    /// How long one turn lasts (15 to 240 minutes, dividing the night evenly).
    pub turn_minutes: u16,
    /// How many the church hopes will keep each turn (1 to 50; 2 unless set): fewer is thin.
    #[serde(default = "two_keepers")]
    #[cfg_attr(test, ts(optional, as = "Option<u16>"))]
    pub keepers_per_turn: u16,
    /// The days whose night is watched; empty: every day of the fast.
    #[serde(default)]
    pub days: Vec<u16>,
    /// A theme for each turn of the night, in order (fewer: they repeat; none: no theme).
    #[serde(default)]
    pub themes: Vec<String>,
    /// A short guide to praying through one turn, step by step: shown on the "Keep watch" page,
    /// pushed at the start of a pledged turn and written in the calendar's events.
    #[serde(default)]
    pub guide: Vec<String>,
}

fn two_keepers() -> u16 {
    2
}

impl WatchHours {
    /// Minutes from `from` to `to`.
    pub fn span_minutes(&self) -> i32 {
        let minutes = |t: ClockTime| i32::from(t.time().hour()) * 60 + i32::from(t.time().minute());
        let span = (minutes(self.to) - minutes(self.from)).rem_euclid(24 * 60);
        if span == 0 { 24 * 60 } else { span }
    }

    /// Each turn's start, as minutes after `from` (0, 60, 120 …).
    pub fn turns(&self) -> impl Iterator<Item = i32> + '_ {
        let turn = i32::from(self.turn_minutes.max(1));
        (0..self.span_minutes() / turn).map(move |i| i * turn)
    }

    /// Whether `day`'s night is watched (a day of a fast of `length` days).
    pub fn watches(&self, day: u16, length: u16) -> bool {
        (1..=length).contains(&day) && (self.days.is_empty() || self.days.contains(&day))
    }

    /// The theme of the turn starting `offset` minutes after `from`.
    pub fn theme(&self, offset: i32) -> Option<&str> {
        if self.themes.is_empty() {
            return None;
        }
        let index = (offset / i32::from(self.turn_minutes.max(1))) as usize;
        Some(self.themes[index % self.themes.len()].as_str())
    }
}

/// Who members reach for pastoral care: a name, and a phone or an e-mail (or both).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(test, derive(ts_rs::TS), ts(optional_fields))]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct PastoralContact {
    pub name: String,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub phone: Option<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub email: Option<String>,
}
