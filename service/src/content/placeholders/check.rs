//! What the content check says of a file's strings: unknown placeholders, times written out,
//! a title typed before `{pastor}`, and the church's names written out.

use serde_json::Value;

use super::church::{literal_names, titled_pastor};
use super::fill::{Placeholders, strings};
use super::is_watch_placeholder;
use super::words::{contains_words, literal_time};
use crate::content::model::Programme;

/// Fields of a file that are not prose (names, dates, keys, times, the WEB's text).
fn is_prose(field: &str) -> bool {
    let last = field.rsplit('.').next().unwrap_or(field);
    let last = last.split('[').next().unwrap_or(last);
    !(matches!(
        last,
        "church"
            | "pastor"
            | "pastorTitle"
            | "emergencyNumber"
            | "phone"
            | "email"
            | "place"
            | "online"
            | "startDate"
            | "key"
            | "time"
            | "start"
            | "end"
            | "kind"
            | "icon"
    ) || matches!(field, "prayerWatch.title" | "pastoralContact.name")
        || field.ends_with("scripture.text")
        || field.ends_with("Scripture.text")
        || field.ends_with(".reference"))
}

/// Problems with placeholders and names in one file's strings: unknown placeholders, and the
/// church's or pastor's name written out (write `{church}`, `{pastor}`).
pub(in crate::content) fn check_strings(
    value: &Value,
    placeholders: &Placeholders,
    programme: &Programme,
) -> Vec<(String, String)> {
    check_strings_against(value, placeholders, &[programme])
}

/// [`check_strings`] against the names of several programmes (a language's, and the first
/// language's, whose names its prose must not write out either).
pub(in crate::content) fn check_strings_against(
    value: &Value,
    placeholders: &Placeholders,
    programmes: &[&Programme],
) -> Vec<(String, String)> {
    let mut found = Vec::new();
    let Some(programme) = programmes.first() else {
        return found;
    };
    let mut names = Vec::new();
    for name in programmes.iter().flat_map(|p| literal_names(p)) {
        if !names.contains(&name) {
            names.push(name);
        }
    }
    for (field, text) in strings(value) {
        if !is_prose(&field) {
            continue;
        }
        for name in placeholders.unknown(text) {
            let known: Vec<&str> = placeholders.names().collect();
            found.push((
                field.clone(),
                format!(
                    "{{{name}}} is not a placeholder; the placeholders are {}",
                    known
                        .iter()
                        .map(|n| format!("{{{n}}}"))
                        .collect::<Vec<_>>()
                        .join(", ")
                ),
            ));
        }
        let shown_without_watch =
            !(field.starts_with("onWatchDay.") || field.starts_with("prayerWatch."));
        for name in placeholders.named(text).filter(|n| is_watch_placeholder(n)) {
            if shown_without_watch {
                found.push((
                    field.clone(),
                    format!("uses {{{name}}}, but this text is read where the church has no prayer watch too: write the watch's words in the day's onWatchDay (\"onWatchDay\": {{\"{field}\": …}}), read only on prayerWatch.days"),
                ));
            }
        }
        if let Some(time) = literal_time(text) {
            found.push((
                field.clone(),
                format!("writes the time '{time}': write the slot's placeholder ({{openingTime}}, {{closeTime}} …) or (in onWatchDay) {{watchTime}}, so the prose follows programme.json's times"),
            ));
        }
        let lower = text.to_lowercase();
        if let Some(title) = titled_pastor(&lower, programme) {
            found.push((
                field.clone(),
                format!("writes '{title} {{pastor}}': write {{pastorTitle}} {{pastor}} (or {{pastor}} alone), so a church whose pastor has another title (Pastora, Rev.) changes programme.json only"),
            ));
        }
        for (literal, placeholder) in &names {
            if contains_words(&lower, &literal.to_lowercase()) {
                found.push((
                    field.clone(),
                    format!(
                        "names '{literal}': write {placeholder} so another church can adopt the programme by editing programme.json"
                    ),
                ));
                break;
            }
        }
    }
    found
}
