//! Checks of a day's prose as a whole: template placeholders left in, British spellings (the
//! programme writes the WEB's American ones), the words a day has, lines that assume a weekday
//! and calendar words (warnings). The budget on words is in `repetition.rs`, across the days.

use jiff::civil::Weekday;

use super::model::{DayGuide, Scripture};

type Found = Vec<(String, String)>;

/// What a new day's template writes in every field still to be filled.
pub const PLACEHOLDER: &str = "TODO";

/// Every text of a day a member reads, with its field, scripture included.
pub(super) fn texts(guide: &DayGuide) -> Vec<(String, &str)> {
    let mut out: Vec<(String, &str)> = vec![("theme".into(), &guide.theme)];
    push_scripture(&mut out, "anchorScripture".into(), &guide.anchor_scripture);
    out.push(("dailyPrayer".into(), &guide.daily_prayer));
    for (field, text) in [
        ("fastHours", &guide.fast_hours),
        ("fastNote", &guide.fast_note),
    ] {
        if let Some(text) = text {
            out.push((field.into(), text));
        }
    }
    let named = guide
        .slots
        .iter()
        .enumerate()
        .map(|(i, s)| (format!("slots[{i}]"), s))
        .chain(std::iter::once(("close".to_string(), &guide.close)));
    for (at, slot) in named {
        out.push((format!("{at}.title"), &slot.title));
        out.push((format!("{at}.subtitle"), &slot.subtitle));
        if let Some(scripture) = &slot.scripture {
            push_scripture(&mut out, format!("{at}.scripture"), scripture);
        }
        let sections = [
            ("prayerFocus", &slot.prayer_focus),
            ("actionStep", &slot.action_step),
            ("declaration", &slot.declaration),
            ("closingPrayer", &slot.closing_prayer),
        ];
        for (field, text) in sections {
            if let Some(text) = text {
                out.push((format!("{at}.{field}"), text));
            }
        }
        if let Some(journal) = &slot.journal {
            out.push((format!("{at}.journal.prompt"), &journal.prompt));
            if let Some(title) = &journal.title {
                out.push((format!("{at}.journal.title"), title));
            }
        }
    }
    out.push(("sustaining.title".into(), &guide.sustaining.title));
    for (i, tip) in guide.sustaining.tips.iter().enumerate() {
        out.push((format!("sustaining.tips[{i}]"), tip));
    }
    for (i, text) in guide.declarations.iter().enumerate() {
        out.push((format!("declarations[{i}]"), text));
    }
    out
}

fn push_scripture<'a>(out: &mut Vec<(String, &'a str)>, at: String, scripture: &'a Scripture) {
    out.push((format!("{at}.reference"), &scripture.reference));
    out.push((format!("{at}.text"), &scripture.text));
}

/// The words a member reads in the day, scripture included (the budget counts these).
pub(super) fn word_count(guide: &DayGuide) -> usize {
    texts(guide)
        .iter()
        .map(|(_, text)| text.split_whitespace().count())
        .sum()
}

/// The WEB's own words: verbatim, so never checked for spelling or calendar words.
pub(super) fn is_scripture_text(field: &str) -> bool {
    field.ends_with("scripture.text") || field == "anchorScripture.text"
}

/// Errors: placeholders still in, British spellings, scripture without its text.
pub(super) fn check(guide: &DayGuide) -> Found {
    let mut found = Found::new();
    for (field, text) in texts(guide) {
        if text.trim_start().starts_with(PLACEHOLDER) {
            found.push((
                field,
                "still has the new-day template's text: write it".into(),
            ));
            continue;
        }
        if is_scripture_text(&field) {
            if text.trim().is_empty() {
                found.push((field, "no text yet: run `npm run content:scripture` to fill it from the World English Bible".into()));
            }
            continue;
        }
        for word in text
            .split(|c: char| !c.is_alphabetic())
            .filter(|w| !w.is_empty())
        {
            if word == "amen" {
                found.push((
                    field.clone(),
                    "write 'Amen' (one style in the whole programme)".into(),
                ));
            } else if let Some(american) = american_spelling(word) {
                found.push((
                    field.clone(),
                    format!("'{word}' is British spelling; the programme writes the World English Bible's American spelling: '{american}'"),
                ));
            }
        }
    }
    found
}

/// British spellings and the American ones the programme uses (the WEB's).
const SPELLINGS: [(&str, &str); 27] = [
    ("colour", "color"),
    ("honour", "honor"),
    ("favour", "favor"),
    ("favourite", "favorite"),
    ("labour", "labor"),
    ("neighbour", "neighbor"),
    ("behaviour", "behavior"),
    ("centre", "center"),
    ("practise", "practice"),
    ("practising", "practicing"),
    ("recognise", "recognize"),
    ("realise", "realize"),
    ("organise", "organize"),
    ("apologise", "apologize"),
    ("prioritise", "prioritize"),
    ("yoghurt", "yogurt"),
    ("offence", "offense"),
    ("defence", "defense"),
    ("counsell", "counsel"),
    ("travell", "travel"),
    ("jewellery", "jewelry"),
    ("programme", "program"),
    ("fulfil", "fulfill"),
    ("judgement", "judgment"),
    ("cheque", "check"),
    ("savour", "savor"),
    ("splendour", "splendor"),
];

/// The American form of a word written the British way, inflections included (`dishonours` →
/// `dishonors`, `offences` → `offenses`).
fn american_spelling(word: &str) -> Option<String> {
    let lower = word.to_lowercase();
    SPELLINGS
        .iter()
        .find(|(british, american)| lower.contains(british) && !lower.contains(american))
        .map(|(british, american)| lower.replace(british, american))
}

/// Prose that names a month or a date: true of one start date only, so a
/// church that moves its start date must reread it. Warnings, not errors.
pub(super) fn calendar_prose(guide: &DayGuide) -> Found {
    let mut found = Found::new();
    for (field, text) in texts(guide) {
        if is_scripture_text(&field) || field.ends_with(".reference") {
            continue;
        }
        // Weekdays are `weekday_prose`'s: here months and dates.
        for word in calendar_words(text, false)
            .into_iter()
            .filter(|w| weekday_bound(w).is_empty())
        {
            found.push((
                field.clone(),
                format!("names '{word}': reread it if the start date changes"),
            ));
        }
    }
    found
}

const WEEKDAYS: [&str; 7] = [
    "Monday",
    "Tuesday",
    "Wednesday",
    "Thursday",
    "Friday",
    "Saturday",
    "Sunday",
];
const MONTHS: [&str; 12] = [
    "January",
    "February",
    "March",
    "April",
    "May",
    "June",
    "July",
    "August",
    "September",
    "October",
    "November",
    "December",
];

/// The calendar words in `text`: weekdays (and their short forms when `short` is set, as in a
/// date line `Fri Oct 3`), weekends, the Lord’s Day, months, and numeric dates (`10/3`, `2025-10-03`).
/// `May`, `March` and `August` count as months only before a number (otherwise they are words).
pub(super) fn calendar_words(text: &str, short: bool) -> Vec<String> {
    let words: Vec<&str> = text
        .split(|c: char| !(c.is_alphanumeric() || c == '/' || c == '-'))
        .filter(|w| !w.is_empty())
        .collect();
    let mut found = Vec::new();
    for (i, word) in words.iter().enumerate() {
        let next_is_number = words
            .get(i + 1)
            .is_some_and(|w| w.chars().next().is_some_and(|c| c.is_ascii_digit()));
        let plain = word.trim_end_matches('s');
        let weekday = WEEKDAYS.contains(&plain)
            || plain.eq_ignore_ascii_case("weekend")
            || (short && WEEKDAYS.iter().any(|d| &d[..3] == *word));
        let month = MONTHS.iter().any(|m| {
            let ambiguous = matches!(*m, "May" | "March" | "August");
            (*word == *m && (!ambiguous || next_is_number))
                || (short && m.len() > 3 && &m[..3] == *word && next_is_number)
        });
        let numeric_date = word.chars().any(|c| c.is_ascii_digit())
            && (word.contains('/') || word.matches('-').count() == 2);
        if weekday || month || numeric_date {
            found.push((*word).to_string());
        }
    }
    for lords_day in ["Lord’s Day", "Lord's Day"] {
        if text.contains(lords_day) {
            found.push(lords_day.to_string());
        }
    }
    found
}

/// Phrases that assume the day falls on a certain weekday, and the weekdays they fit.
const WEEKDAY_PHRASES: [(&str, &[Weekday]); 9] = [
    ("worship today", &[Weekday::Sunday]),
    ("after church", &[Weekday::Sunday]),
    ("church service", &[Weekday::Sunday]),
    ("sunday service", &[Weekday::Sunday]),
    ("morning service", &[Weekday::Sunday]),
    ("sermon notes", &[Weekday::Sunday]),
    ("lord's day", &[Weekday::Sunday]),
    ("lord’s day", &[Weekday::Sunday]),
    ("weekend", &[Weekday::Saturday, Weekday::Sunday]),
];

const WEEKDAY_NAMES: [(&str, Weekday); 7] = [
    ("monday", Weekday::Monday),
    ("tuesday", Weekday::Tuesday),
    ("wednesday", Weekday::Wednesday),
    ("thursday", Weekday::Thursday),
    ("friday", Weekday::Friday),
    ("saturday", Weekday::Saturday),
    ("sunday", Weekday::Sunday),
];

/// The phrases in `text` that assume a weekday (a weekday's name, "after church", "weekend" …),
/// each with the weekdays it fits.
fn weekday_bound(text: &str) -> Vec<(String, Vec<Weekday>)> {
    let lower = text.to_lowercase();
    let is_word_at = |at: usize, len: usize| {
        !lower[..at]
            .chars()
            .next_back()
            .is_some_and(char::is_alphanumeric)
            && !lower[at + len..]
                .chars()
                .next()
                .is_some_and(|c| c.is_alphanumeric() && c != 's')
    };
    let mut found = Vec::new();
    let named = WEEKDAY_NAMES.iter().map(|(n, d)| (*n, vec![*d]));
    let phrases = WEEKDAY_PHRASES.iter().map(|(p, d)| (*p, d.to_vec()));
    for (phrase, days) in named.chain(phrases) {
        let mut from = 0;
        while let Some(at) = lower[from..].find(phrase).map(|i| i + from) {
            if is_word_at(at, phrase.len()) {
                let original = text
                    .get(at..at + phrase.len())
                    .unwrap_or(phrase)
                    .to_string();
                found.push((original, days.clone()));
                break;
            }
            from = at + phrase.len();
        }
    }
    found
}

/// Lines that assume a weekday: on a day whose date (from the start date) falls on another
/// weekday they are errors; on a day that fits, warnings (true of this start date only).
pub(super) fn weekday_prose(guide: &DayGuide, weekday: Weekday) -> (Found, Found) {
    let (mut errors, mut warnings) = (Found::new(), Found::new());
    for (field, text) in texts(guide) {
        if is_scripture_text(&field) || field.ends_with(".reference") {
            continue;
        }
        for (phrase, fits) in weekday_bound(text) {
            let names: Vec<String> = fits.iter().map(|d| format!("{d:?}")).collect();
            if fits.contains(&weekday) {
                warnings.push((
                    field.clone(),
                    format!("'{phrase}' assumes a {}: true of this start date only, reread it if the start date changes", names.join(" or ")),
                ));
            } else {
                errors.push((
                    field.clone(),
                    format!(
                        "'{phrase}' assumes a {}, but day {} falls on a {weekday:?} (from the start date): write it for a {weekday:?}, or for any day",
                        names.join(" or "),
                        guide.day
                    ),
                ));
            }
        }
    }
    (errors, warnings)
}
