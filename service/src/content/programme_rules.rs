//! The authoring rules over the whole programme (the days' own rules are in `rules.rs`): its
//! length, and every declaration spoken once.

use std::collections::{BTreeMap, HashSet};

use super::model::{DayGuide, PrayerWatch, Programme};
use super::rules::{Found, MAX_LENGTH_DAYS, check_fast_hours};

pub(super) fn check_programme(programme: &Programme, days: &BTreeMap<u16, DayGuide>) -> Found {
    let mut found = Found::new();
    check_languages(&programme.languages, &mut found);
    if !(1..=MAX_LENGTH_DAYS).contains(&programme.length_days) {
        found.push((
            "lengthDays".into(),
            format!(
                "must be 1 to {MAX_LENGTH_DAYS} days, not {}",
                programme.length_days
            ),
        ));
    }
    if let Some(pin) = programme.pinned_cover.as_ref().filter(|_| found.is_empty()) {
        if pin.day == 0 || pin.day > programme.length_days {
            found.push((
                "pinnedCover.day".into(),
                format!(
                    "day {} is outside the programme (days 1 to {})",
                    pin.day, programme.length_days
                ),
            ));
        } else if !days.contains_key(&pin.day) {
            found.push((
                "pinnedCover.day".into(),
                format!(
                    "the cover's button opens day {}, which has no guide",
                    pin.day
                ),
            ));
        }
        if pin.percent_complete > 100 {
            found.push((
                "pinnedCover.percentComplete".into(),
                "must be 0 to 100".into(),
            ));
        }
    }
    let mut choices = HashSet::new();
    for (i, slot) in programme.default_slots.iter().enumerate() {
        if slot.key == super::model::PRAYER_WATCH_KEY || !choices.insert(slot.key.as_str()) {
            found.push((
                format!("defaultSlots[{i}].key"),
                format!("'{}' is already a reminder choice", slot.key),
            ));
        }
    }
    if !(1..=24).contains(&programme.hydration_goal) {
        found.push(("hydrationGoal".into(), "must be 1 to 24 glasses".into()));
    }
    if let Some(hours) = programme
        .prayer_watch
        .as_ref()
        .and_then(|w| w.hours.as_ref())
    {
        let turn = i32::from(hours.turn_minutes);
        if !(15..=240).contains(&turn) || hours.span_minutes() % turn != 0 {
            found.push((
                "prayerWatch.hours.turnMinutes".into(),
                "must be 15 to 240 minutes and divide the night evenly".into(),
            ));
        }
        if !(1..=50).contains(&hours.keepers_per_turn) {
            found.push((
                "prayerWatch.hours.keepersPerTurn".into(),
                "must be 1 to 50".into(),
            ));
        }
        if let Some(day) = hours
            .days
            .iter()
            .find(|d| **d == 0 || **d > programme.length_days)
        {
            found.push((
                "prayerWatch.hours.days".into(),
                format!("day {day} is not a day of the fast"),
            ));
        }
    }
    if programme.prayer_wall.keep_days_after > 90 {
        found.push((
            "prayerWall.keepDaysAfter".into(),
            "must be 0 to 90 days".into(),
        ));
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
    check_fast_hours("fastHours", &programme.fast_hours, &mut found);
    check_ways_and_safety(programme, &mut found);
    check_church(programme, &mut found);
    found
}

/// What members need first: the emergency number and a pastoral contact (a name, and a phone
/// or an e-mail); the pastor's title; and, for a church that keeps a prayer watch, its title,
/// days, place, link and word for those who cannot attend.
pub(super) fn check_church(programme: &Programme, found: &mut Found) {
    let number = programme.emergency_number.as_deref().unwrap_or("").trim();
    if number.is_empty() {
        found.push((
            "emergencyNumber".into(),
            "write the number members call in an emergency (e.g. \"911\", \"112\"): the safety page, the print edition and the summary e-mail open with it".into(),
        ));
    } else if !number.starts_with(|c: char| c.is_ascii_digit() || c == '+')
        || !number
            .chars()
            .all(|c| c.is_ascii_digit() || " +-().".contains(c))
    {
        found.push((
            "emergencyNumber".into(),
            format!("'{number}' is not a number a phone can dial (digits, spaces, + - ( ) .)"),
        ));
    }
    match &programme.pastoral_contact {
        None => found.push((
            "pastoralContact".into(),
            "write who members reach for pastoral care: {\"name\": …, \"phone\": … or \"email\": …}".into(),
        )),
        Some(contact) => {
            if contact.name.trim().is_empty() {
                found.push(("pastoralContact.name".into(), "must not be empty".into()));
            }
            let given = |v: &Option<String>| v.as_deref().is_some_and(|v| !v.trim().is_empty());
            if !given(&contact.phone) && !given(&contact.email) {
                found.push((
                    "pastoralContact".into(),
                    "give a phone or an e-mail (or both) for the pastoral contact".into(),
                ));
            }
            if let Some(email) = contact.email.as_deref().filter(|e| !e.trim().is_empty())
                && !email.contains('@')
            {
                found.push((
                    "pastoralContact.email".into(),
                    format!("'{email}' is not an e-mail address"),
                ));
            }
        }
    }
    if programme.pastor_title.trim().is_empty() {
        found.push(("pastorTitle".into(), "must not be empty".into()));
    }
    if let Some(watch) = &programme.prayer_watch {
        check_watch(programme, watch, found);
    }
}

/// The prayer watch says what it is, where and when it gathers, how to join online and what a
/// member who cannot come may do.
fn check_watch(programme: &Programme, watch: &PrayerWatch, found: &mut Found) {
    for (field, text) in [
        ("prayerWatch.title", watch.title.as_str()),
        ("prayerWatch.place", watch.place.as_str()),
        ("prayerWatch.cannotAttend", watch.cannot_attend.as_str()),
    ] {
        if text.trim().is_empty() {
            found.push((field.into(), "must not be empty".into()));
        }
    }
    if !watch.online.starts_with("https://") {
        found.push((
            "prayerWatch.online".into(),
            format!("'{}' is not an https:// link", watch.online),
        ));
    }
    check_days_of_programme(programme, "prayerWatch.days", &watch.days, found);
}

/// Each of `days` (the list at `field`) is a day of the programme: checked against a valid
/// length only (a bad one is its own problem).
fn check_days_of_programme(programme: &Programme, field: &str, days: &[u16], found: &mut Found) {
    if !(1..=MAX_LENGTH_DAYS).contains(&programme.length_days) {
        return;
    }
    for day in days
        .iter()
        .filter(|day| !(1..=programme.length_days).contains(*day))
    {
        found.push((
            field.into(),
            format!(
                "day {day} is not a day of the programme (1 to {})",
                programme.length_days
            ),
        ));
    }
}

/// Every way of fasting and the safety page say all they must: no empty text, and each safety
/// section has its text or its items.
fn check_ways_and_safety(programme: &Programme, found: &mut Found) {
    let json = serde_json::to_value(programme).unwrap_or_default();
    for block in ["waysOfFasting", "safety"] {
        for (field, text) in super::placeholders::strings(&json[block]) {
            if text.trim().is_empty() {
                found.push((format!("{block}.{field}"), "must not be empty".into()));
            }
        }
    }
    let linked = &programme.safety.linked_from_days;
    check_days_of_programme(programme, "safety.linkedFromDays", linked, found);
    let sections = json["safety"].as_object().into_iter().flatten();
    for (name, section) in sections.filter(|(_, v)| v.is_object()) {
        let items = section["items"].as_array().is_some_and(|i| !i.is_empty());
        if !items && section["text"].as_str().is_none_or(|t| t.trim().is_empty()) {
            found.push((
                format!("safety.{name}"),
                "write its text or its items".into(),
            ));
        }
    }
}

/// Declarations are spoken aloud: each one once in the whole programme (compared without case,
/// punctuation or quotes). Reported at the later place, naming the earlier.
pub(super) fn repeated_declarations(days: &BTreeMap<u16, DayGuide>) -> Vec<(u16, String, String)> {
    let mut seen: std::collections::HashMap<String, (u16, String)> = Default::default();
    let mut found = Vec::new();
    for (day, guide) in days {
        let in_slots = guide.timed_slots().enumerate().filter_map(|(i, slot)| {
            let at = if i < guide.slots.len() {
                format!("slots[{i}]")
            } else {
                "close".into()
            };
            slot.declaration
                .as_deref()
                .map(|d| (format!("{at}.declaration"), d))
        });
        let listed = guide
            .declarations
            .iter()
            .enumerate()
            .map(|(i, d)| (format!("declarations[{i}]"), d.as_str()));
        for (field, text) in in_slots.chain(listed) {
            let key: String = text
                .chars()
                .filter(|c| c.is_alphanumeric() || c.is_whitespace())
                .collect::<String>()
                .to_lowercase()
                .split_whitespace()
                .collect::<Vec<_>>()
                .join(" ");
            match seen.get(&key) {
                Some((first_day, first_field)) => found.push((
                    *day,
                    field,
                    format!("repeats the declaration of day {first_day} ({first_field}): each declaration once in the programme"),
                )),
                None => {
                    seen.insert(key, (*day, field));
                }
            }
        }
    }
    found
}

/// The languages offered: at least one, each once, each a language tag (`en`, `es`, `pt-BR`).
fn check_languages(languages: &[String], found: &mut Found) {
    let tag = |l: &str| {
        let (language, region) = l.split_once('-').unwrap_or((l, "AA"));
        (2..=3).contains(&language.len())
            && language.bytes().all(|b| b.is_ascii_lowercase())
            && region.len() == 2
            && region.bytes().all(|b| b.is_ascii_uppercase())
    };
    let mut seen = std::collections::BTreeSet::new();
    if languages.is_empty() {
        found.push((
            "languages".into(),
            "name at least one language, the one programme.json is written in (e.g. [\"en\"])"
                .into(),
        ));
    }
    for (i, language) in languages.iter().enumerate() {
        if !tag(language) {
            found.push((
                format!("languages[{i}]"),
                format!("'{language}' is not a language tag such as 'en', 'es' or 'pt-BR'"),
            ));
        } else if !seen.insert(language) {
            found.push((
                format!("languages[{i}]"),
                format!("'{language}' is named twice"),
            ));
        }
    }
}
