//! Reads `content/` into a validated [`Catalogue`], reporting every problem with file and field.

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};

use jiff::civil::Date;
use serde::de::DeserializeOwned;

use super::model::{DayGuide, Programme};
use super::problem::{ContentError, Pins, Problem};
use super::{programme_rules, rules};

/// The validated programme and its day guides.
#[derive(Debug, Clone)]
pub struct Catalogue {
    pub programme: Programme,
    pub days: BTreeMap<u16, DayGuide>,
}

impl Catalogue {
    /// Loads and validates `dir`; `start_date` overrides the programme's start date.
    pub fn load(dir: &Path, start_date: Option<Date>) -> Result<Self, ContentError> {
        let mut problems = Vec::new();
        let programme_file = dir.join("programme.json");
        let programme = read_json::<Programme>(&programme_file, &mut problems);
        let pins_file = dir.join("spec-pins.json");
        let pins = if pins_file.exists() {
            read_json::<Pins>(&pins_file, &mut problems).unwrap_or_default()
        } else {
            Pins::default()
        };

        let mut days = BTreeMap::new();
        for file in day_files(&dir.join("days"), &mut problems) {
            if let Some(guide) = read_json::<DayGuide>(&file, &mut problems) {
                let at = |field: String, message: String| Problem {
                    file: file.clone(),
                    field,
                    message,
                };
                if let Some(programme) = &programme {
                    problems.extend(
                        rules::check_day(&guide, programme, &pins, &file)
                            .into_iter()
                            .map(|(f, m)| at(f, m)),
                    );
                }
                if days.insert(guide.day, guide).is_some() {
                    problems.push(at(
                        "day".into(),
                        "another file already has this day number".into(),
                    ));
                }
            }
        }

        for (day, field, message) in programme_rules::repeated_declarations(&days) {
            problems.push(Problem {
                file: dir.join("days").join(format!("day-{day:02}.json")),
                field,
                message,
            });
        }
        let Some(mut programme) = programme else {
            return Err(ContentError(problems));
        };
        problems.extend(
            programme_rules::check_programme(&programme, &days)
                .into_iter()
                .map(|(field, message)| Problem {
                    file: programme_file.clone(),
                    field,
                    message,
                }),
        );
        if !problems.is_empty() {
            return Err(ContentError(problems));
        }
        if let Some(date) = start_date {
            programme.start_date = date;
        }
        Ok(Catalogue { programme, days })
    }

    pub fn day(&self, day: u16) -> Option<&DayGuide> {
        self.days.get(&day)
    }

    /// Prose naming a weekday or month, per day file in `dir` (warnings for `check-content`).
    pub fn calendar_prose_warnings(&self, dir: &Path) -> Vec<Problem> {
        self.days
            .values()
            .flat_map(|guide| {
                let file = dir.join("days").join(format!("day-{:02}.json", guide.day));
                super::prose::calendar_prose(guide)
                    .into_iter()
                    .map(move |(field, message)| Problem {
                        file: file.clone(),
                        field,
                        message,
                    })
            })
            .collect()
    }
}

fn day_files(dir: &Path, problems: &mut Vec<Problem>) -> Vec<PathBuf> {
    let entries = match std::fs::read_dir(dir) {
        Ok(entries) => entries,
        Err(err) => {
            problems.push(Problem {
                file: dir.into(),
                field: String::new(),
                message: format!("cannot read: {err}"),
            });
            return Vec::new();
        }
    };
    let mut files: Vec<PathBuf> = entries
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| p.extension().is_some_and(|ext| ext == "json"))
        .collect();
    files.sort();
    files
}

fn read_json<T: DeserializeOwned>(file: &Path, problems: &mut Vec<Problem>) -> Option<T> {
    let problem = |field: String, message: String| Problem {
        file: file.into(),
        field,
        message,
    };
    let text = match std::fs::read_to_string(file) {
        Ok(text) => text,
        Err(err) => {
            problems.push(problem(String::new(), format!("cannot read: {err}")));
            return None;
        }
    };
    let de = &mut serde_json::Deserializer::from_str(&text);
    match serde_path_to_error::deserialize(de) {
        Ok(value) => Some(value),
        Err(err) => {
            let field = err.path().to_string();
            let inner = err.into_inner();
            let field = if field == "." { String::new() } else { field };
            problems.push(problem(field, format!("{inner}")));
            None
        }
    }
}
