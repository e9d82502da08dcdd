//! The programme's content types: the one definition, read by the service (serde, unknown
//! fields rejected) and exported to TypeScript for the PWA (`ts-rs`; see `src/contract.rs`).

use std::collections::BTreeMap;
use std::fmt;

use jiff::civil::{Date, Time};
use serde::{Deserialize, Serialize};

/// The reminder key of the evening prayer watch (slots use their content keys).
pub const PRAYER_WATCH_KEY: &str = "prayer-watch";

/// The whole programme: `content/programme.json`.
fn english_only() -> Vec<String> {
    vec!["en".into()]
}

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
    pub emergency_number: Option<String>,
    /// Who members reach for pastoral care (a name, and a phone or an e-mail); the check refuses
    /// a programme without it.
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
    #[cfg_attr(test, ts(optional, type = "\"h12\" | \"h23\""))]
    pub hour_cycle: Option<HourCycle>,
    /// Day 1 of the fast, `YYYY-MM-DD` (`PROGRAMME_START_DATE` overrides it).
    #[cfg_attr(test, ts(type = "string"))]
    pub start_date: Date,
    /// Pins the cover to one moment of the fast (the specification's screen); without it the
    /// cover follows the calendar.
    pub pinned_cover: Option<PinnedCover>,
    pub default_slots: Vec<DefaultSlot>,
    /// The church's evening prayer watch, if it keeps one: a reminder and a card every day, and
    /// a gathering on its `days`. A church with none leaves it out.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub prayer_watch: Option<PrayerWatch>,
    pub hydration_goal: u8,
    /// The fast hours of a day that writes none of its own: a line filled with each day's own
    /// slot times (`{openingTime}–{closeTime}`), so it is kept as written when loaded.
    pub fast_hours: String,
    /// The ways a member may keep the fast, and what the guide says for each (written once).
    pub ways_of_fasting: WaysOfFasting,
    /// The "Before you begin: fasting safely" page.
    pub safety: Safety,
}

impl Programme {
    /// Whether the church's prayer watch gathers on `day` (never, for a church without one).
    pub fn watch_meets(&self, day: u16) -> bool {
        self.prayer_watch
            .as_ref()
            .is_some_and(|watch| watch.days.contains(&day))
    }
}

/// The clock a church writes times on.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Serialize, Deserialize)]
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
}

/// Who members reach for pastoral care: a name, and a phone or an e-mail (or both).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(test, derive(ts_rs::TS), ts(optional_fields))]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct PastoralContact {
    pub name: String,
    pub phone: Option<String>,
    pub email: Option<String>,
}

/// One day's guide: `content/days/day-NN.json`.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(test, derive(ts_rs::TS), ts(optional_fields))]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct DayGuide {
    pub day: u16,
    pub theme: String,
    /// The date line under the header: the day's date computed from the start date, a label
    /// (`End of Week 1`), or nothing.
    pub date: Option<DateLine>,
    /// The fast hours as printed; without it the day shows the programme's `fastHours`.
    pub fast_hours: Option<String>,
    pub fast_note: Option<String>,
    pub back_label: String,
    pub footer: Footer,
    pub anchor_scripture: Scripture,
    pub daily_prayer: String,
    pub slots: Vec<Slot>,
    pub close: Slot,
    pub close_shown_as: CloseShownAs,
    pub sustaining: Sustaining,
    pub declarations: Vec<String>,
    /// The day's texts on a day the church's prayer watch gathers (`prayerWatch.days`), by field
    /// as the check names them (`fastNote`, `close.actionStep`, `sustaining.tips[1]`): each
    /// replaces (or, for an optional field, gives) the plain text, which is what every other
    /// church reads. Only here may prose use the watch's placeholders (`{watchTime}` …).
    /// Applied when the content is loaded, and gone from the guide as members get it.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub on_watch_day: Option<BTreeMap<String, String>>,
}

impl DayGuide {
    /// The slots a member can tick, in order: the activities, then the close when it is a slot.
    pub fn checkable_slots(&self) -> impl Iterator<Item = &Slot> {
        let close = self.close_shown_as.checkable().then_some(&self.close);
        self.slots.iter().chain(close)
    }

    /// Every timed slot of the day (reminders go out for each), the close included.
    pub fn timed_slots(&self) -> impl Iterator<Item = &Slot> {
        self.slots.iter().chain(std::iter::once(&self.close))
    }
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(test, derive(ts_rs::TS))]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct Scripture {
    pub reference: String,
    /// Verbatim World English Bible text (`npm run content:scripture` fills it from the reference).
    #[serde(default)]
    pub text: String,
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(test, derive(ts_rs::TS), ts(optional_fields))]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct Slot {
    pub key: String,
    pub time: ClockTime,
    pub title: String,
    pub subtitle: String,
    pub icon: Icon,
    pub scripture: Option<Scripture>,
    pub prayer_focus: Option<String>,
    pub action_step: Option<String>,
    pub journal: Option<Journal>,
    pub declaration: Option<String>,
    pub closing_prayer: Option<String>,
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(test, derive(ts_rs::TS), ts(optional_fields))]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct Journal {
    /// The journal's key in summaries (`6am` or `opening` style).
    pub key: String,
    pub prompt: String,
    pub title: Option<String>,
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(test, derive(ts_rs::TS), ts(optional_fields))]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct Sustaining {
    pub title: String,
    /// The day's tips for every member, whatever their way of fasting.
    pub tips: Vec<String>,
    /// Tips for members fasting from food only (hunger, meals): shown after `tips` to a member
    /// whose way is one of [`FOOD_WAYS`] (or who has not chosen, and reads the guide as the
    /// first way), never to one on a non-food fast.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub food_tips: Option<Vec<String>>,
}

/// The ways of fasting (`waysOfFasting`'s keys) that fast from food: a day's `foodTips` are
/// theirs. A member who has not chosen reads the guide as the first way, `full`.
pub const FOOD_WAYS: [&str; 2] = ["full", "partial"];

impl Sustaining {
    /// The tips a member on `way` (a `waysOfFasting` key; `None`: not chosen yet) reads: the
    /// day's, then its food tips when the way fasts from food (the PWA's `dayWay` applies the
    /// same rule, from the generated `FOOD_WAYS`).
    pub fn tips_for(&self, way: Option<&str>) -> Vec<&str> {
        let from_food = way.is_none_or(|way| FOOD_WAYS.contains(&way));
        let food = self.food_tips.iter().flatten().filter(|_| from_food);
        self.tips.iter().chain(food).map(String::as_str).collect()
    }
}

/// What a day's header shows as its date line. Never a typed date: dates come from the start date.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(test, derive(ts_rs::TS))]
#[serde(tag = "kind", rename_all = "camelCase", deny_unknown_fields)]
pub enum DateLine {
    /// The day's date, e.g. `Fri Oct 3`.
    Calendar,
    /// A label in place of the date, e.g. `End of Week 1`.
    Label { text: String },
}

/// How a day's progress footer reads.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(test, derive(ts_rs::TS))]
#[serde(tag = "kind", rename_all = "camelCase", deny_unknown_fields)]
pub enum Footer {
    /// One dot per programme day, today highlighted, and "Day N of 40 Days".
    Dots,
    /// Day ÷ programme length, as a percentage.
    Percent,
    /// Completed slots out of the day's checkable slots; `unit` is the word shown.
    CompletedSlots {
        unit: String,
    },
    None,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(test, derive(ts_rs::TS))]
#[serde(rename_all = "camelCase")]
pub enum CloseShownAs {
    Slot,
    Card,
}

impl CloseShownAs {
    /// Every way the close can be shown (the PWA's table of the rule below is generated from it).
    pub const ALL: [CloseShownAs; 2] = [CloseShownAs::Slot, CloseShownAs::Card];

    /// Whether the close, shown this way, is a slot a member ticks (and a summary lists).
    pub fn checkable(self) -> bool {
        matches!(self, CloseShownAs::Slot)
    }
}

/// The icons content may name (a subset of lucide's set, bundled by the PWA).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(test, derive(ts_rs::TS))]
#[serde(rename_all = "kebab-case")]
pub enum Icon {
    Sunrise,
    Sun,
    CloudSun,
    Sunset,
    Moon,
    Flame,
    BookOpen,
    Heart,
    Shield,
    Crown,
    Key,
    DoorOpen,
    Eye,
    Compass,
    Mountain,
    Sparkles,
    Droplets,
    Scroll,
}

/// A 24-hour wall-clock time written `HH:MM`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Serialize, Deserialize)]
#[cfg_attr(test, derive(ts_rs::TS))]
#[serde(try_from = "String", into = "String")]
#[cfg_attr(test, ts(type = "string"))]
pub struct ClockTime(Time);

impl ClockTime {
    pub fn time(self) -> Time {
        self.0
    }
}

impl TryFrom<String> for ClockTime {
    type Error = String;

    fn try_from(value: String) -> Result<Self, Self::Error> {
        let invalid = || format!("'{value}' is not a 24-hour HH:MM time");
        let (h, m) = value.split_once(':').ok_or_else(invalid)?;
        if h.len() != 2 || m.len() != 2 {
            return Err(invalid());
        }
        let (h, m): (i8, i8) = (
            h.parse().map_err(|_| invalid())?,
            m.parse().map_err(|_| invalid())?,
        );
        Time::new(h, m, 0, 0).map(ClockTime).map_err(|_| invalid())
    }
}

impl From<ClockTime> for String {
    fn from(value: ClockTime) -> Self {
        value.to_string()
    }
}

impl fmt::Display for ClockTime {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{:02}:{:02}", self.0.hour(), self.0.minute())
    }
}
