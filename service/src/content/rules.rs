//! The authoring rules beyond the types: each returns `(field, message)` pairs.

use std::collections::HashSet;
use std::path::Path;

use super::model::{DateLine, DayGuide, Footer, Programme, Slot};
use super::problem::Pins;

/// The longest a programme may run: a year, leap day included.
pub const MAX_LENGTH_DAYS: u16 = 366;

pub(super) type Found = Vec<(String, String)>;

pub(super) fn check_day(
    guide: &DayGuide,
    programme: &Programme,
    pins: &Pins,
    file: &Path,
) -> Found {
    let mut found = Found::new();
    let mut flag = |field: &str, message: String| found.push((field.to_string(), message));

    let expected_name = format!("day-{:02}.json", guide.day);
    if file.file_name().and_then(|n| n.to_str()) != Some(expected_name.as_str()) {
        flag(
            "day",
            format!("day {} belongs in a file named {expected_name}", guide.day),
        );
    }
    // (A length out of range is reported once, on programme.json, not on every day.)
    let length_ok = (1..=MAX_LENGTH_DAYS).contains(&programme.length_days);
    if length_ok && (guide.day == 0 || guide.day > programme.length_days) {
        flag(
            "day",
            format!(
                "must be between 1 and {} (the programme's length)",
                programme.length_days
            ),
        );
    }
    if let Some(pinned) = pins.themes.get(&guide.day)
        && &guide.theme != pinned
    {
        flag(
            "theme",
            format!(
                "'{}' differs from the specification's theme '{pinned}'",
                guide.theme
            ),
        );
    }
    if let Some(DateLine::Label { text }) = &guide.date {
        if text.trim().is_empty() {
            flag("date.text", "must not be empty".into());
        } else if let Some(named) = super::prose::calendar_words(text, true).into_iter().next() {
            flag(
                "date.text",
                format!(
                    "'{text}' names a date ('{named}'): dates come from the start date, so use {{\"kind\": \"calendar\"}} for the day's date, or a label without one"
                ),
            );
        }
    }
    if guide.declarations.len() != 3 {
        flag(
            "declarations",
            format!(
                "a day has exactly 3 declarations, found {}",
                guide.declarations.len()
            ),
        );
    }
    if guide.slots.is_empty() {
        flag("slots", "a day needs at least one slot".into());
    }
    if guide.sustaining.tips.is_empty() {
        flag("sustaining.tips", "add at least one tip".into());
    }
    if let Footer::CompletedSlots { unit } = &guide.footer
        && unit.trim().is_empty()
    {
        flag("footer.unit", "name the unit shown (e.g. 'slots')".into());
    }

    let texts = [
        ("theme", &guide.theme),
        ("backLabel", &guide.back_label),
        ("dailyPrayer", &guide.daily_prayer),
        (
            "anchorScripture.reference",
            &guide.anchor_scripture.reference,
        ),
        ("sustaining.title", &guide.sustaining.title),
    ];
    for (field, text) in texts {
        if text.trim().is_empty() {
            flag(field, "must not be empty".into());
        }
    }
    for (i, text) in guide.declarations.iter().enumerate() {
        if text.trim().is_empty() {
            flag(&format!("declarations[{i}]"), "must not be empty".into());
        }
    }

    let mut keys = HashSet::new();
    let mut journal_keys = HashSet::new();
    let named = guide
        .slots
        .iter()
        .enumerate()
        .map(|(i, s)| (format!("slots[{i}]"), s));
    for (at, slot) in named.chain(std::iter::once(("close".to_string(), &guide.close))) {
        check_slot(&at, slot, &mut found);
        // Members choose reminders from the default slots: a key outside them could never be chosen.
        if !programme.default_slots.iter().any(|d| d.key == slot.key) {
            let choices: Vec<&str> = programme
                .default_slots
                .iter()
                .map(|d| d.key.as_str())
                .collect();
            found.push((
                format!("{at}.key"),
                format!(
                    "'{}' is not one of programme.json's defaultSlots ({}): members choose their reminders from those",
                    slot.key,
                    choices.join(", ")
                ),
            ));
        }
        if !keys.insert(slot.key.as_str()) {
            found.push((
                format!("{at}.key"),
                format!("'{}' is used by another slot of this day", slot.key),
            ));
        }
        if let Some(journal) = &slot.journal
            && !journal_keys.insert(journal.key.as_str())
        {
            found.push((
                format!("{at}.journal.key"),
                format!("'{}' is used by another journal of this day", journal.key),
            ));
        }
    }
    if let Some(hours) = &guide.fast_hours {
        check_fast_hours("fastHours", hours, &mut found);
    }
    found.extend(super::prose::check(guide));
    for (i, pair) in guide.slots.windows(2).enumerate() {
        if pair[1].time <= pair[0].time {
            found.push((
                format!("slots[{}].time", i + 1),
                "slots must be in time order".into(),
            ));
        }
    }
    if guide
        .slots
        .last()
        .is_some_and(|last| guide.close.time <= last.time)
    {
        found.push((
            "close.time".into(),
            "the close of the fast must come after the last slot".into(),
        ));
    }
    found
}

fn check_slot(at: &str, slot: &Slot, found: &mut Found) {
    let key_ok = !slot.key.is_empty()
        && slot.key.len() <= 32
        && slot
            .key
            .bytes()
            .all(|b| b.is_ascii_lowercase() || b.is_ascii_digit() || b == b'-');
    if !key_ok {
        found.push((
            format!("{at}.key"),
            format!(
                "'{}' must be 1-32 lower-case letters, digits or '-'",
                slot.key
            ),
        ));
    }
    for (field, text) in [("title", &slot.title), ("subtitle", &slot.subtitle)] {
        if text.trim().is_empty() {
            found.push((format!("{at}.{field}"), "must not be empty".into()));
        }
    }
    if let Some(journal) = &slot.journal {
        let ok = !journal.key.is_empty()
            && journal.key.len() <= 32
            && journal
                .key
                .bytes()
                .all(|b| b.is_ascii_alphanumeric() || b == b'-');
        if !ok {
            found.push((
                format!("{at}.journal.key"),
                format!("'{}' must be 1-32 letters, digits or '-'", journal.key),
            ));
        }
    }
}

/// Fast hours are written with the slot times' placeholders (`{openingTime}–{closeTime}`,
/// `Until {closeTime}`), never a typed time: then they always agree with the day's slots.
pub(super) fn check_fast_hours(field: &str, hours: &str, found: &mut Found) {
    if hours.trim().is_empty() {
        found.push((field.into(), "must not be empty".into()));
    } else if hours.chars().any(|c| c.is_ascii_digit()) || !hours.contains("{closeTime}") {
        found.push((
            field.into(),
            format!("'{hours}': write the hours with the slot times' placeholders, '{{openingTime}}–{{closeTime}}' (or 'Until {{closeTime}}'), so they follow the day's slots"),
        ));
    }
}
