//! The rhythms a member may keep the day in: every prayer time (the guide as written), morning
//! and evening, or once a day along a short path (the anchor scripture, the daily prayer, one
//! slot's focus and the declarations). Which slots each keeps is content; no code knows a day.

use serde::{Deserialize, Serialize};

use super::DayGuide;

/// The most words the once-a-day path may ask a member to read (about ten minutes with prayer).
pub const SHORT_PATH_MAX_WORDS: usize = 400;

/// `programme.json`'s `rhythms` (none: every prayer time only, and no choice is shown).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(test, derive(ts_rs::TS))]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct Rhythms {
    /// Every prayer time: the day as written (its `slots` left out).
    pub every: Rhythm,
    /// Morning and evening: the slots kept (keys of `defaultSlots`).
    pub twice: Rhythm,
    /// Once a day: the one slot kept, whose prayer focus the short path prays.
    pub once: Rhythm,
}

/// One rhythm: its name and line in the chooser, and the slots it keeps.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(test, derive(ts_rs::TS))]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct Rhythm {
    pub name: String,
    pub description: String,
    /// Keys of `defaultSlots`; none: every slot.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    #[cfg_attr(test, ts(optional, as = "Option<Vec<String>>"))]
    pub slots: Vec<String>,
}

/// A rhythm's key, as the app, the calendar feed and the summary name it.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize, utoipa::ToSchema)]
#[cfg_attr(test, derive(ts_rs::TS))]
#[serde(rename_all = "camelCase")]
pub enum RhythmKey {
    #[default]
    Every,
    Twice,
    Once,
}

impl RhythmKey {
    pub const ALL: [RhythmKey; 3] = [RhythmKey::Every, RhythmKey::Twice, RhythmKey::Once];

    /// `every`, `twice` or `once`.
    pub fn parse(text: &str) -> Option<Self> {
        Self::ALL.into_iter().find(|k| k.as_str() == text)
    }

    pub fn is_every(&self) -> bool {
        *self == RhythmKey::Every
    }

    pub fn as_str(self) -> &'static str {
        match self {
            RhythmKey::Every => "every",
            RhythmKey::Twice => "twice",
            RhythmKey::Once => "once",
        }
    }
}

impl Rhythms {
    pub fn get(&self, key: RhythmKey) -> &Rhythm {
        match key {
            RhythmKey::Every => &self.every,
            RhythmKey::Twice => &self.twice,
            RhythmKey::Once => &self.once,
        }
    }
}

impl Rhythm {
    /// Whether this rhythm keeps the slot `key`.
    pub fn keeps(&self, key: &str) -> bool {
        self.slots.is_empty() || self.slots.iter().any(|s| s == key)
    }
}

impl DayGuide {
    /// The words of the day's once-a-day path, praying slot `focus`'s prayer focus.
    pub fn short_path_words(&self, focus: &str) -> usize {
        let words = |text: &str| text.split_whitespace().count();
        let slot = self.timed_slots().find(|s| s.key == focus);
        words(&self.anchor_scripture.reference)
            + words(&self.anchor_scripture.text)
            + words(&self.daily_prayer)
            + slot
                .and_then(|s| s.prayer_focus.as_deref())
                .map_or(0, words)
            + self.declarations.iter().map(|d| words(d)).sum::<usize>()
    }
}
