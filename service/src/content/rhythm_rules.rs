//! The authoring rules of the rhythms (`programme.json`'s `rhythms`): every prayer time keeps
//! every slot; morning and evening some of them; once a day exactly one, which every day has,
//! along a short path of at most [`SHORT_PATH_MAX_WORDS`] words in each language.

use std::collections::BTreeMap;

use super::model::{DayGuide, Programme, SHORT_PATH_MAX_WORDS};
use super::rules::Found;

pub(super) fn check_rhythms(programme: &Programme, days: &BTreeMap<u16, DayGuide>) -> Found {
    let mut found = Found::new();
    let Some(rhythms) = &programme.rhythms else {
        return found;
    };
    let keys: Vec<&str> = programme
        .default_slots
        .iter()
        .map(|s| s.key.as_str())
        .collect();
    if !rhythms.every.slots.is_empty() {
        found.push((
            "rhythms.every.slots".into(),
            "leave it out: every prayer time keeps every slot".into(),
        ));
    }
    if rhythms.twice.slots.is_empty() || rhythms.twice.slots.len() >= keys.len() {
        found.push((
            "rhythms.twice.slots".into(),
            "must keep at least one slot and fewer than all".into(),
        ));
    }
    if rhythms.once.slots.len() != 1 {
        found.push((
            "rhythms.once.slots".into(),
            "must keep exactly one slot, whose prayer focus the short path prays".into(),
        ));
    }
    for (name, rhythm) in [("twice", &rhythms.twice), ("once", &rhythms.once)] {
        for (i, key) in rhythm.slots.iter().enumerate() {
            if !keys.contains(&key.as_str()) {
                found.push((
                    format!("rhythms.{name}.slots[{i}]"),
                    format!("'{key}' is not a key of defaultSlots ({})", keys.join(", ")),
                ));
            }
        }
    }
    if let [focus] = rhythms.once.slots.as_slice() {
        for (day, guide) in days {
            if !guide.timed_slots().any(|s| &s.key == focus) {
                found.push((
                    "rhythms.once.slots[0]".into(),
                    format!("day {day} has no slot '{focus}' to pray once a day"),
                ));
            }
        }
        found.extend(long_short_paths(days, focus));
    }
    found
}

/// The days whose once-a-day path, praying `focus`, is longer than the rule allows.
pub(super) fn long_short_paths(days: &BTreeMap<u16, DayGuide>, focus: &str) -> Found {
    days.iter()
        .filter_map(|(day, guide)| {
            let words = guide.short_path_words(focus);
            (words > SHORT_PATH_MAX_WORDS).then(|| {
                (
                    "rhythms.once".into(),
                    format!(
                        "day {day}'s once-a-day path (anchor scripture, daily prayer, the '{focus}' focus and the declarations) is {words} words; at most {SHORT_PATH_MAX_WORDS}"
                    ),
                )
            })
        })
        .collect()
}
