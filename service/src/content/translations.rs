//! The programme in its other languages. `programme.json`'s `languages` lists them, the first
//! being the language `programme.json` and `days/` are written in. Each other language `xx` has
//! `xx/programme.json` (the programme's texts: title, subtitle, the slots' titles, the watch, the
//! fast hours, the ways of fasting and the safety page) and `xx/days/day-NN.json` (its guides).
//!
//! A translated guide is its original's structure in other words: the same days, and in each the
//! same slots (keys, times, icons, journal keys, which have scripture), close, footer and date
//! line, so progress, summaries and reminders are one model whatever the language. That each
//! reference names its original's passage (in the language's Bible, with its book names and
//! versification) is `scripts/scripture.py check --lang xx`'s part of `npm run check:content`.

use std::collections::{BTreeMap, BTreeSet};
use std::mem::discriminant;
use std::path::Path;

use serde::Deserialize;

use super::files::{day_files, read_value, typed};
use super::model::{DayGuide, PastoralContact, Programme, Safety, Slot, WaysOfFasting};
use super::placeholders::{self, Placeholders, filled_ways};
use super::problem::Problem;
use super::watch_day;

/// A language's programme texts (`xx/programme.json`); everything else is the original's.
#[derive(Debug, Clone, Deserialize)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
struct ProgrammeTexts {
    /// The church's name in this language (else the first language's).
    church: Option<String>,
    /// The pastor's title in this language (`Pastora`, `Rev.`; else the first language's).
    pastor_title: Option<String>,
    /// The pastoral contact in this language's words (else the first language's).
    pastoral_contact: Option<PastoralContact>,
    title: String,
    subtitle: String,
    default_slots: Vec<SlotTitle>,
    /// The watch's texts, for a church that keeps one (and only then).
    #[serde(default)]
    prayer_watch: Option<WatchTexts>,
    fast_hours: String,
    ways_of_fasting: WaysOfFasting,
    safety: Safety,
    /// The rhythms' names and lines in this language (their slots are the first language's).
    #[serde(default)]
    rhythms: Option<RhythmTexts>,
}

#[derive(Debug, Clone, Deserialize)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
struct RhythmTexts {
    every: RhythmWords,
    twice: RhythmWords,
    once: RhythmWords,
}

#[derive(Debug, Clone, Deserialize)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
struct RhythmWords {
    name: String,
    description: String,
}

#[derive(Debug, Clone, Deserialize)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
struct SlotTitle {
    key: String,
    title: String,
}

#[derive(Debug, Clone, Deserialize)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
struct WatchTexts {
    title: String,
    description: String,
    /// Where the church gathers, in this language (else the first language's).
    place: Option<String>,
    /// The line for members who cannot attend, in this language (else the first language's).
    cannot_attend: Option<String>,
    /// The watch's turns in this language: their themes (else the first language's).
    hours: Option<HourTexts>,
}

#[derive(Debug, Clone, Deserialize)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
struct HourTexts {
    themes: Vec<String>,
    #[serde(default)]
    guide: Vec<String>,
}

/// The programme and its day guides in one other language, placeholders filled.
#[derive(Debug, Clone)]
pub struct Translation {
    pub programme: Programme,
    pub days: BTreeMap<u16, DayGuide>,
}

/// Loads language `lang` from `dir/<lang>/` against the original `programme` and `days` (as
/// written, with their placeholder `table`), adding to `problems` each difference and each
/// unknown placeholder or literal name, with file and field.
pub(super) fn load(
    dir: &Path,
    lang: &str,
    programme: &Programme,
    days: &BTreeMap<u16, DayGuide>,
    table: &Placeholders,
    problems: &mut Vec<Problem>,
) -> Option<Translation> {
    let root = dir.join(lang);
    let programme_file = root.join("programme.json");
    let texts_json = read_value(&programme_file, problems);
    let texts = texts_json
        .as_ref()
        .and_then(|v| typed::<ProgrammeTexts>(&programme_file, v, problems));
    // The language's own church details fill its placeholders, and are what its prose must not
    // write out.
    let table = &texts_json
        .as_ref()
        .map_or_else(|| table.clone(), |json| table.overlaid(json));
    let first = programme;
    let own = texts.as_ref().map(|t| with_church_texts(programme, t));
    let programme = own.as_ref().unwrap_or(programme);
    let names = [programme, first];
    let mut translated = BTreeMap::new();
    for file in day_files(&root.join("days"), problems) {
        let Some(json) = read_value(&file, problems) else {
            continue;
        };
        let Some(guide) = typed::<DayGuide>(&file, &json, problems) else {
            continue;
        };
        let day_table = table.for_day(&guide);
        let mut found = placeholders::check_strings_against(&json, &day_table, &names);
        found.extend(watch_day::check(&guide));
        match days.get(&guide.day) {
            Some(original) => found.extend(differences(original, &guide)),
            None => found.push((
                "day".into(),
                format!("day {} has no guide in the first language", guide.day),
            )),
        }
        problems.extend(found.into_iter().map(|(field, message)| Problem {
            file: file.clone(),
            field,
            message,
        }));
        let shown = watch_day::shown(&guide, programme);
        translated.insert(guide.day, day_table.fill_typed(&shown));
    }
    for day in days.keys().filter(|day| !translated.contains_key(day)) {
        problems.push(Problem {
            file: root.join("days").join(format!("day-{day:02}.json")),
            field: String::new(),
            message: format!("day {day} has a guide in the first language but none in '{lang}'"),
        });
    }
    let texts = texts?;
    match (&programme.prayer_watch, &texts.prayer_watch) {
        (Some(_), None) => problems.push(Problem {
            file: programme_file.clone(),
            field: "prayerWatch".into(),
            message: "programme.json keeps a prayer watch: give its title and description in this language".into(),
        }),
        (None, Some(_)) => problems.push(Problem {
            file: programme_file.clone(),
            field: "prayerWatch".into(),
            message: "programme.json keeps no prayer watch: leave it out here too".into(),
        }),
        _ => {}
    }
    if programme.rhythms.is_some() != texts.rhythms.is_some() {
        problems.push(Problem {
            file: programme_file.clone(),
            field: "rhythms".into(),
            message:
                "give the rhythms' names and lines here exactly when programme.json offers rhythms"
                    .into(),
        });
    }
    // The watch's hours: as many themes and steps of the guide as the first language gives.
    let hours = programme
        .prayer_watch
        .as_ref()
        .and_then(|w| w.hours.as_ref());
    let own = texts.prayer_watch.as_ref().and_then(|w| w.hours.as_ref());
    if let Some(hours) = hours {
        let counts = own.map_or((0, 0), |own| (own.themes.len(), own.guide.len()));
        for (field, theirs, ours) in [
            ("themes", hours.themes.len(), counts.0),
            ("guide", hours.guide.len(), counts.1),
        ] {
            if theirs != ours {
                problems.push(Problem {
                    file: programme_file.clone(),
                    field: format!("prayerWatch.hours.{field}"),
                    message: format!("give {theirs} here, as the first language does, not {ours}"),
                });
            }
        }
    }
    let json = serde_json::to_value(&texts.ways_of_fasting).unwrap_or_default();
    let safety = serde_json::to_value(&texts.safety).unwrap_or_default();
    for (block, value) in [("waysOfFasting", json), ("safety", safety)] {
        let found = placeholders::check_strings_against(
            &serde_json::json!({ block: value }),
            table,
            &names,
        );
        problems.extend(found.into_iter().map(|(field, message)| Problem {
            file: programme_file.clone(),
            field,
            message,
        }));
    }
    let originals: BTreeSet<&str> = programme
        .default_slots
        .iter()
        .map(|s| s.key.as_str())
        .collect();
    let keys: BTreeSet<&str> = texts.default_slots.iter().map(|s| s.key.as_str()).collect();
    if keys != originals {
        problems.push(Problem {
            file: programme_file.clone(),
            field: "defaultSlots".into(),
            message: format!(
                "name the slots the first language names, each once: {}",
                originals.into_iter().collect::<Vec<_>>().join(", ")
            ),
        });
    }
    if texts.safety.linked_from_days != programme.safety.linked_from_days {
        problems.push(Problem {
            file: programme_file,
            field: "safety.linkedFromDays".into(),
            message: "must be the first language's days".into(),
        });
    }
    let mut programme = programme.clone();
    programme.title = texts.title;
    if let (Some(watch), Some(own)) = (&mut programme.prayer_watch, texts.prayer_watch) {
        if let Some(place) = &own.place {
            watch.place = table.fill(place);
        }
        if let Some(line) = &own.cannot_attend {
            watch.cannot_attend = table.fill(line);
        }
        if let (Some(hours), Some(own)) = (&mut watch.hours, &own.hours) {
            hours.themes.clone_from(&own.themes);
            hours.guide.clone_from(&own.guide);
        }
        watch.title = own.title;
        watch.description = table.fill(&own.description);
    }
    programme.subtitle = texts.subtitle;
    for slot in &mut programme.default_slots {
        if let Some(t) = texts.default_slots.iter().find(|t| t.key == slot.key) {
            slot.title.clone_from(&t.title);
        }
    }
    if let (Some(rhythms), Some(own)) = (&mut programme.rhythms, &texts.rhythms) {
        for (rhythm, words) in [
            (&mut rhythms.every, &own.every),
            (&mut rhythms.twice, &own.twice),
            (&mut rhythms.once, &own.once),
        ] {
            rhythm.name = table.fill(&words.name);
            rhythm.description = table.fill(&words.description);
        }
    }
    programme.safety = table.fill_typed(&texts.safety);
    programme.ways_of_fasting = filled_ways(table, &texts.ways_of_fasting);
    programme.fast_hours = texts.fast_hours;
    // The pinned cover names its day's theme: the translated guide's.
    if let Some(pin) = &mut programme.pinned_cover
        && let Some(guide) = translated.get(&pin.day)
    {
        pin.theme.clone_from(&guide.theme);
    }
    Some(Translation {
        programme,
        days: translated,
    })
}

/// `programme` with the church's details in the language's words: its name, the pastor's title,
/// the pastoral contact and the watch's title and place.
fn with_church_texts(programme: &Programme, texts: &ProgrammeTexts) -> Programme {
    let mut own = programme.clone();
    if let Some(church) = &texts.church {
        own.church.clone_from(church);
    }
    if let Some(title) = &texts.pastor_title {
        own.pastor_title.clone_from(title);
    }
    if let Some(contact) = &texts.pastoral_contact {
        own.pastoral_contact = Some(contact.clone());
    }
    if let (Some(watch), Some(texts)) = (&mut own.prayer_watch, &texts.prayer_watch) {
        watch.title.clone_from(&texts.title);
        if let Some(place) = &texts.place {
            watch.place.clone_from(place);
        }
    }
    own
}

/// How `translated` departs from its `original`'s structure, by field.
fn differences(original: &DayGuide, translated: &DayGuide) -> Vec<(String, String)> {
    let mut found = Vec::new();
    let mut differ = |field: &str, what: &str| {
        found.push((
            field.to_string(),
            format!("{what} differs from the first language's"),
        ));
    };
    if discriminant(&original.footer) != discriminant(&translated.footer) {
        differ("footer.kind", "the footer");
    }
    if original.date.as_ref().map(discriminant) != translated.date.as_ref().map(discriminant) {
        differ("date", "the date line's kind");
    }
    if original.close_shown_as != translated.close_shown_as {
        differ("closeShownAs", "how the close is shown");
    }
    if original.fast_hours.is_some() != translated.fast_hours.is_some() {
        differ("fastHours", "whether the day shows its hours");
    }
    let watch_fields = |g: &DayGuide| {
        g.on_watch_day
            .as_ref()
            .map(|t| t.keys().cloned().collect::<Vec<_>>())
    };
    if watch_fields(original) != watch_fields(translated) {
        differ("onWatchDay", "the fields given for a watch day");
    }
    if original.declarations.len() != translated.declarations.len() {
        differ("declarations", "the number of declarations");
    }
    if original.slots.len() != translated.slots.len() {
        differ("slots", "the number of slots");
    }
    let pairs = original.slots.iter().zip(&translated.slots).enumerate();
    let pairs = pairs
        .map(|(i, pair)| (format!("slots[{i}]"), pair))
        .chain([("close".to_string(), (&original.close, &translated.close))]);
    for (at, (a, b)) in pairs {
        for (field, what) in slot_differences(a, b) {
            differ(&format!("{at}.{field}"), what);
        }
    }
    found
}

/// The fields where slot `b` departs from slot `a`'s structure.
fn slot_differences(a: &Slot, b: &Slot) -> Vec<(&'static str, &'static str)> {
    let journal_key = |s: &Slot| s.journal.as_ref().map(|j| j.key.clone());
    [
        (a.key != b.key, "key", "the key"),
        (a.time != b.time, "time", "the time"),
        (a.icon != b.icon, "icon", "the icon"),
        (
            journal_key(a) != journal_key(b),
            "journal.key",
            "the journal",
        ),
        (
            a.scripture.is_some() != b.scripture.is_some(),
            "scripture",
            "whether it has scripture",
        ),
    ]
    .into_iter()
    .filter_map(|(differs, field, what)| differs.then_some((field, what)))
    .collect()
}
