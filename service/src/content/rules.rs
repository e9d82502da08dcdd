//! The authoring rules beyond the types: each returns `(field, message)` pairs.

use std::collections::{BTreeMap, HashSet};
use std::path::{Path, PathBuf};

use jiff::civil::Date;

use super::model::{DateLine, DayGuide, Footer, Programme, Slot, WaysOfFasting};
use super::problem::{Pins, Problem};
use super::prose;
use super::repetition::{self, ReadingLoad};

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
        } else if let Some(named) =
            super::prose::calendar_words(text, true, first_language(programme))
                .into_iter()
                .next()
        {
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
    found.extend(super::prose::check(guide, first_language(programme)));
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

/// The language `programme.json` and `days/` are written in.
pub(super) fn first_language(programme: &Programme) -> &str {
    programme.languages.first().map_or("en", String::as_str)
}

/// One language's guides, placeholders filled, as a member reads them.
pub(super) struct LanguageDays<'a> {
    pub lang: &'a str,
    /// Where the language's day files are (`days/`, `es/days/`).
    pub dir: PathBuf,
    pub days: &'a BTreeMap<u16, DayGuide>,
    /// The language's ways of fasting: their health tips are read every day.
    pub ways: &'a WaysOfFasting,
}

impl LanguageDays<'_> {
    fn file(&self, day: u16) -> PathBuf {
        self.dir.join(format!("day-{day:02}.json"))
    }

    /// The rules every language's guides are held to, with file and field: errors (lines that
    /// assume a weekday the day does not fall on, from `first_day`; a date label naming a date;
    /// a sentence said over and over; a day or the median over the reading budget, health tips
    /// included) and warnings (calendar words, a weekday the day does fall on).
    pub(super) fn check(&self, first_day: Option<Date>) -> (Vec<Problem>, Vec<Problem>) {
        let (mut problems, mut warnings) = (Vec::new(), Vec::new());
        let at = |day: u16, field: String, message: String| Problem {
            file: self.file(day),
            field,
            message,
        };
        for (day, guide) in self.days {
            if let Some(first) = first_day
                && *day >= 1
                && let Ok(date) = first.checked_add(jiff::Span::new().days(day - 1))
            {
                let (errors, notes) = prose::weekday_prose(guide, date.weekday(), self.lang);
                problems.extend(errors.into_iter().map(|(f, m)| at(*day, f, m)));
                warnings.extend(notes.into_iter().map(|(f, m)| at(*day, f, m)));
            }
            warnings.extend(
                prose::calendar_prose(guide, self.lang)
                    .into_iter()
                    .map(|(f, m)| at(*day, f, m)),
            );
        }
        for (day, guide) in self.days {
            problems.extend(
                pressure(guide, self.lang)
                    .into_iter()
                    .map(|(f, m)| at(*day, f, m)),
            );
        }
        let load = self.reading_load();
        let (over, median) = load.problems();
        let across = repetition::repeated_sentences(self.days)
            .into_iter()
            .chain(repetition::similar_sentences(self.days))
            .chain(over);
        problems.extend(across.map(|(day, field, message)| at(day, field, message)));
        if let Some(message) = median {
            problems.push(Problem {
                file: self.dir.clone(),
                field: String::new(),
                message,
            });
        }
        (problems, warnings)
    }

    /// The words a member reads each day in this language, health tips included.
    pub(super) fn reading_load(&self) -> ReadingLoad {
        ReadingLoad::of(self.days, self.ways)
    }
}

/// A translated guide's date label and template text (the first language's are `check_day`'s).
pub(super) fn check_translated_day(guide: &DayGuide, lang: &str) -> Found {
    let mut found = prose::check(guide, lang);
    if let Some(DateLine::Label { text }) = &guide.date
        && let Some(named) = prose::calendar_words(text, true, lang).into_iter().next()
    {
        found.push((
            "date.text".into(),
            format!("'{text}' names a date ('{named}'): dates come from the start date, so use {{\"kind\": \"calendar\"}} for the day's date, or a label without one"),
        ));
    }
    found
}

/// A language's words for hunger and meals, which a tip for every member may not use (they
/// belong in `sustaining.foodTips`, read only on a way that fasts from food), and its phrases
/// that pressure: easing the fast called giving up, a line that reads as a fast from water.
/// Lower case; a language without a table is read with English's.
struct PressureWords {
    food_only: &'static [&'static str],
    pressure: &'static [&'static str],
}

const ENGLISH_PRESSURE: PressureWords = PressureWords {
    food_only: &[
        "hunger",
        "hungry",
        "meal",
        "if you are fasting from food",
        "offers of food",
    ],
    pressure: &[
        "signal to give up",
        "like giving up",
        "do not give up",
        "don’t give up",
        "don't give up",
        "first glass of water",
    ],
};

const SPANISH_PRESSURE: PressureWords = PressureWords {
    food_only: &[
        "hambre",
        "hambriento",
        "comida compartida",
        "si ayunas de comida",
        "te ofrezcan comida",
    ],
    pressure: &[
        "para rendirte",
        "ganas de rendirte",
        "no te rindas",
        "primer vaso de agua",
    ],
};

fn pressure_words(lang: &str) -> &'static PressureWords {
    match lang {
        "es" => &SPANISH_PRESSURE,
        _ => &ENGLISH_PRESSURE,
    }
}

/// Whether `phrase` starts a word in `lower` (so `meal` finds `meals`, not `oatmeal`).
fn starts_word(lower: &str, phrase: &str) -> bool {
    lower.match_indices(phrase).any(|(at, _)| {
        !lower[..at]
            .chars()
            .next_back()
            .is_some_and(char::is_alphanumeric)
    })
}

/// Nothing in a day pressures: a tip every member reads speaks of no hunger or meals (those are
/// `foodTips`), and no prose calls easing the fast giving up or reads as a fast from water.
pub(super) fn pressure(guide: &DayGuide, lang: &str) -> Found {
    let words = pressure_words(lang);
    let mut found = Found::new();
    for (field, text) in prose::texts(guide) {
        if prose::is_scripture_text(&field) || field.ends_with(".reference") {
            continue;
        }
        let lower = text.to_lowercase();
        if field.starts_with("sustaining.tips")
            && let Some(word) = words.food_only.iter().find(|w| starts_word(&lower, w))
        {
            found.push((
                field.clone(),
                format!("'{word}': a tip about hunger or meals is for members fasting from food only; move it to sustaining.foodTips, which members on a non-food fast never see"),
            ));
        }
        if let Some(phrase) = words.pressure.iter().find(|w| starts_word(&lower, w)) {
            found.push((
                field,
                format!("'{phrase}' pressures: easing the fast is wisdom, not giving up, and no one fasts from water; say it without pressure"),
            ));
        }
    }
    found
}
