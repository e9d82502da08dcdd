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
/// A day's page, `{day}` its number: the one shape the service's route, its links and the app
/// (generated into `pwa/src/types/api.ts` as `DAY_PAGE`) share.
pub const DAY_PAGE: &str = "/day/{day}";

/// Day `day`'s page in the first language's copy (`page_path` puts it in another's).
pub fn day_page(day: u16) -> String {
    DAY_PAGE.replace("{day}", &day.to_string())
}

/// The number of the day page `path` names, if it is one (no leading zero, nothing after it).
pub fn day_of_page(path: &str) -> Option<u16> {
    let (before, after) = DAY_PAGE.split_once("{day}")?;
    let n = path.strip_prefix(before)?.strip_suffix(after)?;
    let plain = !n.is_empty() && !n.starts_with('0') && n.bytes().all(|b| b.is_ascii_digit());
    plain.then(|| n.parse().ok()).flatten()
}

pub fn twelve_hour(time: jiff::civil::Time) -> String {
    let (h, suffix) = match time.hour() {
        0 => (12, "AM"),
        h @ 1..=11 => (h, "AM"),
        12 => (12, "PM"),
        h => (h - 12, "PM"),
    };
    format!("{h}:{:02} {suffix}", time.minute())
}

#[cfg(test)]
mod day_page_tests {
    use super::{day_of_page, day_page};

    #[test]
    fn a_day_page_is_made_and_read_by_one_shape() {
        assert_eq!(day_page(12), "/day/12");
        assert_eq!(day_of_page(&day_page(12)), Some(12));
        for not_a_day in [
            "/day/012",
            "/day/",
            "/day/12/x",
            "/days",
            "/day/1a",
            "/day/99999",
        ] {
            assert_eq!(day_of_page(not_a_day), None, "{not_a_day}");
        }
    }
}
