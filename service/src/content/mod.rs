//! The programme as data: types, loading and the authoring rules.

pub mod calendar;
#[cfg(test)]
mod church_tests;
mod clock;
mod files;
mod language;
#[cfg(test)]
mod language_tests;
mod load;
mod localized;
pub mod messages;
pub mod model;
pub mod placeholders;
mod problem;
mod programme_rules;
mod prose;
pub mod repetition;
mod rhythm_rules;
mod rules;
pub mod schedule;
pub mod scripture_text;
#[cfg(test)]
mod tests;
mod translations;
mod watch_day;
#[cfg(test)]
mod watch_tests;

pub use repetition::{DAY_WORD_BUDGET, MEDIAN_WORD_BUDGET, ReadingLoad};

pub use language::Language;
pub use load::Catalogue;
pub use messages::{Arg, Messages, Said, SaidArg};
pub use model::PRAYER_WATCH_KEY;
pub use problem::{ContentError, Problem};
pub use schedule::{Reminder, ReminderPlan, ReminderSlot};
pub use translations::Translation;

/// `06:00` → `6:00 AM`, as the printed guide writes times.
pub fn twelve_hour(time: jiff::civil::Time) -> String {
    let (h, suffix) = match time.hour() {
        0 => (12, "AM"),
        h @ 1..=11 => (h, "AM"),
        12 => (12, "PM"),
        h => (h - 12, "PM"),
    };
    format!("{h}:{:02} {suffix}", time.minute())
}
