//! The authoring rules beyond the types: each returns `(field, message)` pairs.

use std::collections::{BTreeMap, HashSet};
use std::path::Path;

use jiff::ToSpan;

use super::load::Pins;
use super::model::{DayGuide, Footer, Programme, Slot};

type Found = Vec<(String, String)>;

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
    if guide.day == 0 || guide.day > programme.length_days {
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
    if let Some(date) = &guide.date
        && let Some(problem) = check_date_line(date, programme, guide.day)
    {
        flag("date", problem);
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

/// A date line like `Fri Oct 3` must name the day's real date; free text (`End of Week 1`) is left alone.
fn check_date_line(line: &str, programme: &Programme, day: u16) -> Option<String> {
    const WEEKDAYS: [&str; 7] = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"];
    let first = line.split(' ').next()?;
    if !WEEKDAYS.contains(&first) {
        return None;
    }
    let date = programme
        .start_date
        .checked_add((i64::from(day) - 1).days())
        .ok()?;
    let expected = date.strftime("%a %b %-d").to_string();
    (line != expected).then(|| {
        format!(
            "'{line}' is not day {day}'s date; with the programme starting {} it is '{expected}'",
            programme.start_date
        )
    })
}

pub(super) fn check_programme(programme: &Programme, days: &BTreeMap<u16, DayGuide>) -> Found {
    let mut found = Found::new();
    if programme.length_days == 0 {
        found.push(("lengthDays".into(), "must be at least 1".into()));
    }
    if programme.cover.day == 0 || programme.cover.day > programme.length_days {
        found.push((
            "cover.day".into(),
            format!("must be between 1 and {}", programme.length_days),
        ));
    } else if !days.contains_key(&programme.cover.day) {
        found.push((
            "cover.day".into(),
            format!(
                "the cover's button opens day {}, which has no guide",
                programme.cover.day
            ),
        ));
    }
    if programme.cover.percent_complete > 100 {
        found.push(("cover.percentComplete".into(), "must be 0 to 100".into()));
    }
    if !(1..=24).contains(&programme.hydration_goal) {
        found.push(("hydrationGoal".into(), "must be 1 to 24 glasses".into()));
    }
    for (field, text) in [
        ("church", &programme.church),
        ("pastor", &programme.pastor),
        ("title", &programme.title),
    ] {
        if text.trim().is_empty() {
            found.push((field.into(), "must not be empty".into()));
        }
    }
    found
}
