//! Placeholders in prose (`{church}`, `{closeTime}` …), filled from `programme.json` where the
//! content is loaded, so another church changes its name, pastor and times in one file.
//!
//! The table below is the one definition: the PWA's build fills its bundled days from the same
//! table, generated into `pwa/src/types/content.ts` (`npm run gen:types`), and both fillers are
//! tested against one fixture (`pwa/build/placeholders.fixture.json`).
//!
//! - `time`: how a time placeholder is written (a language's clock);
//! - `fill`: the values for a programme and a day, and the fill itself;
//! - `check`: what the content check says of a file's strings;
//! - `church`: the church's names prose must not write out, and the pastor's titles;
//! - `words`: finding a written-out time or a phrase as whole words.

mod check;
mod church;
mod fill;
mod time;
mod words;

use serde::Serialize;

pub(in crate::content) use check::{check_strings, check_strings_against};
pub use fill::Placeholders;
pub(in crate::content) use fill::{filled_ways, strings};
pub use time::TimeWriter;

/// How a placeholder's programme value is written in prose.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[cfg_attr(test, derive(ts_rs::TS))]
#[serde(rename_all = "camelCase")]
pub enum PlaceholderFormat {
    /// The value as written (`Grace Fellowship Church`, `40`).
    Text,
    /// An `HH:MM` time as the guide prints it: `6:00 AM`.
    Time,
    /// An `HH:MM` time without `:00` on the hour: `9 PM` (`9:30 PM` otherwise).
    Hour,
    /// Like `Time`, but `midnight` and `noon` in words.
    TimeWords,
}

/// Every placeholder but the slot times: its name, the `programme.json` field it is filled from
/// (a dotted path) and how it is written.
///
/// The church's own details are here, so another church changes them in `programme.json`
/// alone (a language's `xx/programme.json` may give its own words for the `Text` ones).
pub const PLACEHOLDERS: [(&str, &str, PlaceholderFormat); 14] = [
    ("church", "church", PlaceholderFormat::Text),
    ("pastor", "pastor", PlaceholderFormat::Text),
    ("pastorTitle", "pastorTitle", PlaceholderFormat::Text),
    ("lengthDays", "lengthDays", PlaceholderFormat::Text),
    ("hydrationGoal", "hydrationGoal", PlaceholderFormat::Text),
    (
        "emergencyNumber",
        "emergencyNumber",
        PlaceholderFormat::Text,
    ),
    (
        "pastoralContact",
        "pastoralContact.name",
        PlaceholderFormat::Text,
    ),
    ("watchTitle", "prayerWatch.title", PlaceholderFormat::Text),
    ("watchPlace", "prayerWatch.place", PlaceholderFormat::Text),
    ("watchOnline", "prayerWatch.online", PlaceholderFormat::Text),
    (
        "watchCannotAttend",
        "prayerWatch.cannotAttend",
        PlaceholderFormat::Text,
    ),
    ("watchTime", "prayerWatch.start", PlaceholderFormat::Time),
    ("watchHour", "prayerWatch.start", PlaceholderFormat::Hour),
    ("watchEnd", "prayerWatch.end", PlaceholderFormat::TimeWords),
];

/// Whether placeholder `name` is filled from the prayer watch (`{watchTime}`, `{watchPlace}` …):
/// prose may use it only where it is read on a watch day (a day's `onWatchDay`, the watch's own
/// `prayerWatch` texts), since a church may keep no watch.
pub fn is_watch_placeholder(name: &str) -> bool {
    PLACEHOLDERS
        .iter()
        .any(|(n, path, _)| *n == name && path.starts_with("prayerWatch."))
}

/// One placeholder per default slot: its key in camelCase, then this (`{openingTime}`,
/// `{closeTime}`), written as [`PlaceholderFormat::Time`] from `defaultSlots[].time`; in a day's
/// own text, that day's slot of the key (so Day 4's `{closeTime}` is its own 5:45 PM).
pub const SLOT_TIME_SUFFIX: &str = "Time";

/// The table as TypeScript declarations, for the PWA's build (`src/contract.rs`).
#[cfg(test)]
pub(crate) fn typescript_table() -> Vec<String> {
    let rows: Vec<String> = PLACEHOLDERS
        .iter()
        .map(|(name, path, format)| {
            let format = serde_json::to_string(format).unwrap();
            format!("  [{name:?}, {path:?}, {format}],")
        })
        .collect();
    vec![
        "/** The placeholders prose may use: name, the `programme.json` field it is filled from, and how it is written (`content::placeholders::PLACEHOLDERS`). */\n".to_string()
            + &format!(
                "const PLACEHOLDERS: ReadonlyArray<readonly [string, string, PlaceholderFormat]> = [\n{}\n];",
                rows.join("\n")
            ),
        "/** One placeholder per default slot: its key in camelCase, then this (`{openingTime}`). */\n".to_string()
            + &format!("const SLOT_TIME_SUFFIX = {SLOT_TIME_SUFFIX:?};"),
    ]
}

/// `dawn-watch` → `dawnWatchTime`.
pub fn slot_time_name(key: &str) -> String {
    let mut out = String::new();
    let mut upper = false;
    for c in key.chars() {
        if c == '-' {
            upper = true;
        } else if upper {
            out.extend(c.to_uppercase());
            upper = false;
        } else {
            out.push(c);
        }
    }
    out + SLOT_TIME_SUFFIX
}

#[cfg(test)]
mod tests;
