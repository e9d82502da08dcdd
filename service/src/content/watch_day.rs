//! A day's texts on the days the church's prayer watch gathers (`onWatchDay`): each names a
//! field of the day as the check names fields (`fastNote`, `close.actionStep`,
//! `sustaining.tips[1]`) and replaces its plain text there. So a church with no watch, or one
//! that gathers on other days, reads the plain text on these days, and no code knows a day.

use std::collections::BTreeMap;

use serde_json::Value;

use super::model::{DayGuide, Programme};
use super::rules::Found;

/// `guide` as members read it: with its watch texts on a day the watch gathers
/// ([`Programme::watch_meets`]), and never with the block itself.
pub(super) fn shown(guide: &DayGuide, programme: &Programme) -> DayGuide {
    let mut plain = guide.clone();
    let Some(texts) = plain.on_watch_day.take() else {
        return plain;
    };
    if !programme.watch_meets(guide.day) {
        return plain;
    }
    let mut json = serde_json::to_value(&plain).expect("a day guide serializes");
    for (field, text) in &texts {
        // A field that names no text of the day is the check's (`check`): left as it is.
        let _ = set(&mut json, field, text);
    }
    serde_json::from_value(json).unwrap_or(plain)
}

/// Each watch text names a text of the day and says something; checked whatever days the
/// watch gathers on, so a change of days never uncovers a mistake.
pub(super) fn check(guide: &DayGuide) -> Found {
    let mut found = Found::new();
    let Some(texts) = &guide.on_watch_day else {
        return found;
    };
    if texts.is_empty() {
        found.push((
            "onWatchDay".into(),
            "give the day's texts for a watch day (e.g. {\"fastNote\": …}), or leave onWatchDay out"
                .into(),
        ));
    }
    let mut plain = guide.clone();
    plain.on_watch_day = None;
    let json = serde_json::to_value(&plain).expect("a day guide serializes");
    for (field, text) in texts {
        let at = format!("onWatchDay.{field}");
        if text.trim().is_empty() {
            found.push((at, "must not be empty".into()));
            continue;
        }
        let mut day = json.clone();
        let named = set(&mut day, field, text).and_then(|()| {
            serde_json::from_value::<DayGuide>(day)
                .map(drop)
                .map_err(|_| not_a_text(field))
        });
        if let Err(why) = named {
            found.push((at, why));
        }
    }
    found
}

/// The watch's days whose guide says nothing of it (no `onWatchDay`): a warning, since the
/// watch still reads there on its card, in the reminders and in the calendar feed.
pub(super) fn silent_days(
    programme: &Programme,
    days: &BTreeMap<u16, DayGuide>,
) -> Vec<(u16, String, String)> {
    let watch_days = programme.prayer_watch.iter().flat_map(|w| &w.days);
    watch_days
        .filter_map(|day| Some((*day, days.get(day)?)))
        .filter(|(_, guide)| guide.on_watch_day.is_none())
        .map(|(day, _)| {
            let message = format!(
                "day {day} is one of prayerWatch.days but its guide says nothing of the watch: give it an onWatchDay block (e.g. {{\"fastNote\": \"…{{watchTitle}} at {{watchHour}}\"}}) if members should read of it there"
            );
            (day, "onWatchDay".to_string(), message)
        })
        .collect()
}

fn not_a_text(field: &str) -> String {
    format!(
        "'{field}' is not a text of the day: name one as the check does (fastNote, close.actionStep, sustaining.tips[1])"
    )
}

/// Writes `text` at `field` of `day` (its JSON): over a text, or into an optional text the day
/// does not write.
fn set(day: &mut Value, field: &str, text: &str) -> Result<(), String> {
    let parts: Vec<&str> = field.split('.').collect();
    set_at(day, &parts, text).ok_or_else(|| not_a_text(field))
}

fn set_at(value: &mut Value, parts: &[&str], text: &str) -> Option<()> {
    let (part, rest) = parts.split_first()?;
    let (name, index) = match part.split_once('[') {
        Some((name, i)) => (name, Some(i.strip_suffix(']')?.parse::<usize>().ok()?)),
        None => (*part, None),
    };
    let object = value.as_object_mut()?;
    let target = match index {
        None if rest.is_empty() => {
            let slot = object.entry(name).or_insert(Value::Null);
            return (slot.is_string() || slot.is_null()).then(|| *slot = text.into());
        }
        None => object.get_mut(name)?,
        Some(i) => object.get_mut(name)?.as_array_mut()?.get_mut(i)?,
    };
    if rest.is_empty() {
        return target.is_string().then(|| *target = text.into());
    }
    set_at(target, rest, text)
}
