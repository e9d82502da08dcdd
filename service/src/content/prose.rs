//! Checks of a day's prose as a whole: template placeholders left in, British spellings (the
//! programme writes the WEB's American ones), the words a day has, lines that assume a weekday
//! and calendar words (warnings). The budget on words is in `repetition.rs`, across the days.

use jiff::civil::Weekday;

use super::model::{DayGuide, FOOD_WAYS, Scripture, WaysOfFasting};

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
    for (i, tip) in guide.sustaining.food_tips.iter().flatten().enumerate() {
        out.push((format!("sustaining.foodTips[{i}]"), tip));
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

/// The words a member on each way of fasting reads in the day, scripture included, with the
/// three health tips of their way (shown every day) and the day's food tips on a way that fasts
/// from food: the most of the three (the budget counts these).
pub(super) fn word_count(guide: &DayGuide, ways: &WaysOfFasting) -> usize {
    let words = |text: &str| text.split_whitespace().count();
    let (food, rest): (Vec<_>, Vec<_>) = texts(guide)
        .into_iter()
        .partition(|(field, _)| field.starts_with("sustaining.foodTips"));
    let base: usize = rest.iter().map(|(_, text)| words(text)).sum();
    let food: usize = food.iter().map(|(_, text)| words(text)).sum();
    [
        ("full", &ways.full),
        ("partial", &ways.partial),
        ("nonFood", &ways.non_food),
    ]
    .iter()
    .map(|(key, way)| {
        let tips = &way.tips;
        let health = words(&tips.break_fast) + words(&tips.dizziness) + words(&tips.medication);
        base + health + if FOOD_WAYS.contains(key) { food } else { 0 }
    })
    .max()
    .unwrap_or(base)
}

/// The WEB's own words: verbatim, so never checked for spelling or calendar words.
pub(super) fn is_scripture_text(field: &str) -> bool {
    field.ends_with("scripture.text") || field == "anchorScripture.text"
}

/// Errors: placeholders still in, British spellings, scripture without its text.
/// Spelling and "Amen" are the first language's (English) rules; the rest hold in every language.
pub(super) fn check(guide: &DayGuide, lang: &str) -> Found {
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
        if lang != "en" {
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
pub(super) fn calendar_prose(guide: &DayGuide, lang: &str) -> Found {
    let mut found = Found::new();
    for (field, text) in texts(guide) {
        if is_scripture_text(&field) || field.ends_with(".reference") {
            continue;
        }
        // Weekdays are `weekday_prose`'s: here months and dates.
        for word in calendar_words(text, false, lang)
            .into_iter()
            .filter(|w| weekday_bound(w, lang).is_empty())
        {
            found.push((
                field.clone(),
                format!("names '{word}': reread it if the start date changes"),
            ));
        }
    }
    found
}

/// A language's calendar words: weekdays (Monday first), months, the phrases that assume a
/// weekday and the weekdays they fit. A language without a table is read with English's; a new
/// language adds its own here.
struct CalendarTable {
    weekdays: [&'static str; 7],
    months: [&'static str; 12],
    /// Months that are also common words, counted only before a number (`May 3`).
    ambiguous_months: &'static [&'static str],
    /// Words for the weekend.
    weekend: &'static [&'static str],
    /// Phrases for the Lord's Day, counted as calendar words wherever they stand.
    lords_day: &'static [&'static str],
    /// Phrases that assume the day falls on a certain weekday, lower case.
    phrases: &'static [(&'static str, &'static [Weekday])],
}

const SUNDAY: &[Weekday] = &[Weekday::Sunday];
const WEEKEND: &[Weekday] = &[Weekday::Saturday, Weekday::Sunday];

const ENGLISH: CalendarTable = CalendarTable {
    weekdays: [
        "Monday",
        "Tuesday",
        "Wednesday",
        "Thursday",
        "Friday",
        "Saturday",
        "Sunday",
    ],
    months: [
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
    ],
    ambiguous_months: &["May", "March", "August"],
    weekend: &["weekend"],
    lords_day: &["Lord’s Day", "Lord's Day"],
    phrases: &[
        ("worship today", SUNDAY),
        ("after church", SUNDAY),
        ("church service", SUNDAY),
        ("sunday service", SUNDAY),
        ("morning service", SUNDAY),
        ("sermon notes", SUNDAY),
        ("lord's day", SUNDAY),
        ("lord’s day", SUNDAY),
        ("weekend", WEEKEND),
    ],
};

const SPANISH: CalendarTable = CalendarTable {
    weekdays: [
        "lunes",
        "martes",
        "miércoles",
        "jueves",
        "viernes",
        "sábado",
        "domingo",
    ],
    months: [
        "enero",
        "febrero",
        "marzo",
        "abril",
        "mayo",
        "junio",
        "julio",
        "agosto",
        "septiembre",
        "octubre",
        "noviembre",
        "diciembre",
    ],
    ambiguous_months: &[],
    weekend: &["finde"],
    lords_day: &["día del Señor"],
    phrases: &[
        ("fin de semana", WEEKEND),
        ("día del señor", SUNDAY),
        ("después del culto", SUNDAY),
        ("culto de hoy", SUNDAY),
        ("servicio dominical", SUNDAY),
        ("culto dominical", SUNDAY),
        ("notas del sermón", SUNDAY),
        ("notas de la predicación", SUNDAY),
    ],
};

fn table(lang: &str) -> &'static CalendarTable {
    match lang {
        "es" => &SPANISH,
        _ => &ENGLISH,
    }
}

/// The calendar words in `text`, in language `lang`: weekdays (and their short forms when
/// `short` is set, as in a date line `Fri Oct 3`), weekends, the Lord’s Day, months, and numeric
/// dates (`10/3`, `2025-10-03`). `May`, `March` and `August` count as months only before a
/// number (otherwise they are words). Compared without case in a language that writes them in
/// lower case (Spanish).
pub(super) fn calendar_words(text: &str, short: bool, lang: &str) -> Vec<String> {
    let table = table(lang);
    let words: Vec<&str> = text
        .split(|c: char| !(c.is_alphanumeric() || c == '/' || c == '-'))
        .filter(|w| !w.is_empty())
        .collect();
    // English names are capitalised (a lower-case `sunday` is no weekday's name); others compare
    // in lower case.
    let cased = table.weekdays[0].starts_with(char::is_uppercase);
    let same = |a: &str, b: &str| if cased { a == b } else { a.to_lowercase() == b };
    let prefix = |name: &str| name.chars().take(3).collect::<String>();
    let mut found = Vec::new();
    for (i, word) in words.iter().enumerate() {
        let next_is_number = words
            .get(i + 1)
            .is_some_and(|w| w.chars().next().is_some_and(|c| c.is_ascii_digit()));
        let plain = word.trim_end_matches('s');
        let weekday = table
            .weekdays
            .iter()
            .any(|d| same(word, d) || same(plain, d) || same(plain, d.trim_end_matches('s')))
            || table.weekend.iter().any(|w| plain.eq_ignore_ascii_case(w))
            || (short && table.weekdays.iter().any(|d| same(word, &prefix(d))));
        let month = table.months.iter().any(|m| {
            let ambiguous = table.ambiguous_months.contains(m);
            (same(word, m) && (!ambiguous || next_is_number))
                || (short && m.chars().count() > 3 && same(word, &prefix(m)) && next_is_number)
        });
        let numeric_date = word.chars().any(|c| c.is_ascii_digit())
            && (word.contains('/') || word.matches('-').count() == 2);
        if weekday || month || numeric_date {
            found.push((*word).to_string());
        }
    }
    for lords_day in table.lords_day {
        if text.contains(lords_day) {
            found.push((*lords_day).to_string());
        }
    }
    found
}

const WEEKDAY_ORDER: [Weekday; 7] = [
    Weekday::Monday,
    Weekday::Tuesday,
    Weekday::Wednesday,
    Weekday::Thursday,
    Weekday::Friday,
    Weekday::Saturday,
    Weekday::Sunday,
];

/// The phrases in `text` that assume a weekday (a weekday's name, "after church", "weekend" …),
/// each with the weekdays it fits.
fn weekday_bound(text: &str, lang: &str) -> Vec<(String, Vec<Weekday>)> {
    let table = table(lang);
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
    let names: Vec<String> = table.weekdays.iter().map(|n| n.to_lowercase()).collect();
    let named = names
        .iter()
        .zip(WEEKDAY_ORDER)
        .map(|(n, d)| (n.as_str(), vec![d]));
    let phrases = table.phrases.iter().map(|(p, d)| (*p, d.to_vec()));
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
pub(super) fn weekday_prose(guide: &DayGuide, weekday: Weekday, lang: &str) -> (Found, Found) {
    let (mut errors, mut warnings) = (Found::new(), Found::new());
    for (field, text) in texts(guide) {
        if is_scripture_text(&field) || field.ends_with(".reference") {
            continue;
        }
        for (phrase, fits) in weekday_bound(text, lang) {
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
