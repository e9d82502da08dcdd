//! Reads `content/` into a validated [`Catalogue`], reporting every problem with file and field.

use std::collections::BTreeMap;
use std::path::Path;

use jiff::civil::Date;

use super::clock::time_writer;
use super::files::{day_files, read_value, typed};
use super::messages::Messages;
use super::model::{DayGuide, Programme};
use super::placeholders::{self, Placeholders, filled_ways};
use super::problem::{ContentError, Pins, Problem};
use super::repetition::ReadingLoad;
use super::rules::LanguageDays;
use super::translations::{self, Translation};
use super::{programme_rules, rhythm_rules, rules, scripture_text, watch_day};

/// The validated programme and its day guides, every placeholder filled.
#[derive(Debug, Clone)]
pub struct Catalogue {
    pub programme: Programme,
    pub days: BTreeMap<u16, DayGuide>,
    /// The programme in each of its other languages (`programme.languages` after the first).
    pub translations: BTreeMap<String, Translation>,
    /// The message catalogue (`messages/<lang>/`): what the service says in each language.
    pub messages: Messages,
    /// What the check warns about (not errors), with file and field.
    warnings: Vec<Problem>,
}

impl Catalogue {
    /// Loads and validates `dir`; `start_date` overrides the programme's start date. Prose is
    /// checked as written, then its placeholders are filled from the programme.
    pub fn load(dir: &Path, start_date: Option<Date>) -> Result<Self, ContentError> {
        let mut problems = Vec::new();
        let mut warnings = Vec::new();
        let programme_file = dir.join("programme.json");
        let programme_json = read_value(&programme_file, &mut problems);
        let programme = programme_json
            .as_ref()
            .and_then(|v| typed::<Programme>(&programme_file, v, &mut problems));
        let pins_file = dir.join("spec-pins.json");
        let pins = if pins_file.exists() {
            read_value(&pins_file, &mut problems)
                .and_then(|v| typed::<Pins>(&pins_file, &v, &mut problems))
                .unwrap_or_default()
        } else {
            Pins::default()
        };
        let messages = programme
            .as_ref()
            .map(|p| Messages::load(dir, &p.languages, &mut problems));
        // Each language writes the time placeholders on the church's clock.
        let table_in = |programme: &Programme, messages: &Messages, lang: &str| {
            let writer = time_writer(messages, lang, programme.hour_cycle.unwrap_or_default());
            Placeholders::for_programme_written(programme, writer)
        };
        let first_lang = programme
            .as_ref()
            .and_then(|p| p.languages.first().cloned());
        let table = match (&programme, &messages) {
            (Some(p), Some(m)) => Some(table_in(p, m, first_lang.as_deref().unwrap_or("en"))),
            _ => None,
        };
        if let (Some(programme), Some(json), Some(table)) = (&programme, &programme_json, &table) {
            for (field, message) in placeholders::check_strings(json, table, programme) {
                problems.push(Problem {
                    file: programme_file.clone(),
                    field,
                    message,
                });
            }
        }
        let first_day = start_date.or(programme.as_ref().map(|p| p.start_date));

        let mut days = BTreeMap::new();
        let mut written = BTreeMap::new();
        for file in day_files(&dir.join("days"), &mut problems) {
            let Some(json) = read_value(&file, &mut problems) else {
                continue;
            };
            let Some(guide) = typed::<DayGuide>(&file, &json, &mut problems) else {
                continue;
            };
            let at = |field: String, message: String| Problem {
                file: file.clone(),
                field,
                message,
            };
            let mut filled = guide.clone();
            if let (Some(programme), Some(table)) = (&programme, &table) {
                let table = table.for_day(&guide);
                problems.extend(
                    rules::check_day(&guide, programme, &pins, &file)
                        .into_iter()
                        .chain(placeholders::check_strings(&json, &table, programme))
                        .chain(watch_day::check(&guide))
                        .map(|(f, m)| at(f, m)),
                );
                // The day as read on its date: its watch texts where the watch gathers.
                filled = table.fill_typed(&watch_day::shown(&guide, programme));
            }
            if days.insert(guide.day, filled).is_some() {
                problems.push(at(
                    "day".into(),
                    "another file already has this day number".into(),
                ));
            }
            written.insert(guide.day, guide);
        }

        let day_file = |day: u16| dir.join("days").join(format!("day-{day:02}.json"));
        for (day, field, message) in programme_rules::repeated_declarations(&written) {
            problems.push(Problem {
                file: day_file(day),
                field,
                message,
            });
        }
        // The programme's prose as members read it: placeholders filled.
        if let Some(programme) = &programme {
            let (errors, notes) = LanguageDays {
                lang: rules::first_language(programme),
                dir: dir.join("days"),
                days: &days,
                ways: &programme.ways_of_fasting,
            }
            .check(first_day);
            problems.extend(errors);
            warnings.extend(notes);
            for (day, field, message) in watch_day::silent_days(programme, &written) {
                warnings.push(Problem {
                    file: day_file(day),
                    field,
                    message,
                });
            }
        }
        let (Some(mut programme), Some(messages)) = (programme, messages) else {
            return Err(ContentError(problems));
        };
        let mut found = programme_rules::check_programme(&programme, &days);
        found.extend(rhythm_rules::check_rhythms(&programme, &days));
        problems.extend(found.into_iter().map(|(field, message)| Problem {
            file: programme_file.clone(),
            field,
            message,
        }));
        // The other languages, each against the first's content as written.
        let mut translations = BTreeMap::new();
        if table.is_some() {
            for lang in programme.languages.iter().skip(1) {
                let table = table_in(&programme, &messages, lang);
                if let Some(t) =
                    translations::load(dir, lang, &programme, &written, &table, &mut problems)
                {
                    translations.insert(lang.clone(), t);
                }
            }
        }
        // Every other language is held to the same rules, with its own file and field.
        for (lang, translation) in &translations {
            let language = LanguageDays {
                lang,
                dir: dir.join(lang).join("days"),
                days: &translation.days,
                ways: &translation.programme.ways_of_fasting,
            };
            for (day, guide) in &translation.days {
                problems.extend(rules::check_translated_day(guide, lang).into_iter().map(
                    |(field, message)| Problem {
                        file: language.dir.join(format!("day-{day:02}.json")),
                        field,
                        message,
                    },
                ));
            }
            let (errors, notes) = language.check(first_day);
            problems.extend(errors);
            warnings.extend(notes);
            let focus = programme
                .rhythms
                .as_ref()
                .and_then(|r| r.once.slots.first());
            if let Some(focus) = focus {
                let long = rhythm_rules::long_short_paths(&translation.days, focus);
                problems.extend(long.into_iter().map(|(field, message)| Problem {
                    file: dir.join(lang).join("programme.json"),
                    field,
                    message,
                }));
            }
        }
        if !problems.is_empty() {
            return Err(ContentError(problems));
        }
        if let Some(date) = start_date {
            programme.start_date = date;
        }
        if let Some(table) = &table {
            // The fast-hours lines (the programme's, each way's) stay as written: each day fills
            // them with its own times (`DayGuide::fast_hours_or`, `DayGuide::fill_line`).
            let written = programme.clone();
            programme = table.fill_typed(&programme);
            programme.fast_hours = written.fast_hours;
            programme.ways_of_fasting = filled_ways(table, &written.ways_of_fasting);
        }
        // Scripture as members read it (the 1909's capitalised openings in sentence case); the
        // files keep it verbatim.
        let days = days
            .into_iter()
            .map(|(day, guide)| (day, scripture_text::shown(guide)))
            .collect();
        for translation in translations.values_mut() {
            let days = std::mem::take(&mut translation.days);
            translation.days = days
                .into_iter()
                .map(|(day, guide)| (day, scripture_text::shown(guide)))
                .collect();
        }
        Ok(Catalogue {
            programme,
            days,
            translations,
            messages,
            warnings,
        })
    }

    pub fn day(&self, day: u16) -> Option<&DayGuide> {
        self.days.get(&day)
    }

    /// What the check warns about, with file and field (`check-content` prints them): prose
    /// naming a month or date, or a weekday the day falls on (true of one start date only).
    pub fn calendar_prose_warnings(&self, _dir: &Path) -> Vec<Problem> {
        self.warnings.clone()
    }

    /// The words a member reads each day in the first language, health tips included: the
    /// median and the longest day.
    pub fn reading_load(&self) -> ReadingLoad {
        ReadingLoad::of(&self.days, &self.programme.ways_of_fasting)
    }

    /// The reading load in every language, the first first.
    pub fn reading_loads(&self) -> Vec<(String, ReadingLoad)> {
        let first = rules::first_language(&self.programme).to_string();
        let others = self.translations.iter().map(|(lang, t)| {
            (
                lang.clone(),
                ReadingLoad::of(&t.days, &t.programme.ways_of_fasting),
            )
        });
        std::iter::once((first, self.reading_load()))
            .chain(others)
            .collect()
    }
}
