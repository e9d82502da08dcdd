//! A day's guide: `content/days/day-NN.json`, its slots, sustaining tips and how it is shown.

use std::collections::BTreeMap;

use serde::{Deserialize, Serialize};

use super::ClockTime;

/// One day's guide: `content/days/day-NN.json`.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(test, derive(ts_rs::TS), ts(optional_fields))]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct DayGuide {
    pub day: u16,
    pub theme: String,
    /// The date line under the header: the day's date computed from the start date, a label
    /// (`End of Week 1`), or nothing.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub date: Option<DateLine>,
    /// The fast hours as printed; without it the day shows the programme's `fastHours`.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub fast_hours: Option<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
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
    #[serde(skip_serializing_if = "Option::is_none")]
    pub scripture: Option<Scripture>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub prayer_focus: Option<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub action_step: Option<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub journal: Option<Journal>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub declaration: Option<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub closing_prayer: Option<String>,
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(test, derive(ts_rs::TS), ts(optional_fields))]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct Journal {
    /// The journal's key in summaries (`6am` or `opening` style).
    pub key: String,
    pub prompt: String,
    #[serde(skip_serializing_if = "Option::is_none")]
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
