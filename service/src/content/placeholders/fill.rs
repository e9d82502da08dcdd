//! The placeholder values for a programme (and a day's own slot times), and the fill.

use std::collections::BTreeMap;

use serde::Serialize;
use serde_json::Value;

use super::{PLACEHOLDERS, PlaceholderFormat, TimeWriter, slot_time_name};
use crate::content::model::{DayGuide, Programme, WaysOfFasting};

/// The ways of fasting with their placeholders filled, but for their hours lines: each day fills
/// those with its own times (`DayGuide::fill_line`).
pub(in crate::content) fn filled_ways(
    table: &Placeholders,
    written: &WaysOfFasting,
) -> WaysOfFasting {
    let mut ways = table.fill_typed(written);
    ways.full.fast_hours.clone_from(&written.full.fast_hours);
    ways.partial
        .fast_hours
        .clone_from(&written.partial.fast_hours);
    ways.non_food
        .fast_hours
        .clone_from(&written.non_food.fast_hours);
    ways
}
/// The placeholder names and the text each is filled with.
#[derive(Clone)]
pub struct Placeholders {
    values: BTreeMap<String, String>,
    writer: TimeWriter,
}

impl std::fmt::Debug for Placeholders {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_tuple("Placeholders").field(&self.values).finish()
    }
}

impl PartialEq for Placeholders {
    fn eq(&self, other: &Self) -> bool {
        self.values == other.values
    }
}

/// A day's lines that follow its own times.
impl DayGuide {
    /// The day's fast hours: its own, or the programme's line filled with this day's times.
    pub fn fast_hours_or(&self, programme: &Programme) -> String {
        match &self.fast_hours {
            Some(own) => own.clone(),
            None => self.fill_line(programme, &programme.fast_hours),
        }
    }

    /// A programme line kept as written (a way of fasting's `fastHours`) filled for this day.
    pub fn fill_line(&self, programme: &Programme, line: &str) -> String {
        Placeholders::for_programme(programme)
            .for_day(self)
            .fill(line)
    }
}

impl Placeholders {
    /// The values for `programme` (given as its JSON, as the PWA's build reads it too).
    pub fn from_programme_json(programme: &Value) -> Self {
        Self::written(programme, TimeWriter::default())
    }

    /// The values for `programme` (its JSON), times written by `writer` (a language's clock).
    pub fn written(programme: &Value, writer: TimeWriter) -> Self {
        let mut values = BTreeMap::new();
        for (name, path, format) in PLACEHOLDERS {
            let value = path
                .split('.')
                .try_fold(programme, |v, part| v.get(part))
                .map(|v| match v {
                    Value::String(s) => s.clone(),
                    Value::Null => String::new(),
                    other => other.to_string(),
                })
                .unwrap_or_default();
            let text = writer.write(&value, format);
            values.insert(name.to_string(), text);
        }
        let slots = programme.get("defaultSlots").and_then(Value::as_array);
        for slot in slots.into_iter().flatten() {
            if let (Some(key), Some(time)) = (
                slot.get("key").and_then(Value::as_str),
                slot.get("time").and_then(Value::as_str),
            ) {
                values.insert(
                    slot_time_name(key),
                    writer.write(time, PlaceholderFormat::Time),
                );
            }
        }
        Placeholders { values, writer }
    }

    /// These values with a language's own words (`xx/programme.json`, as JSON) in place of the
    /// first language's, for every `Text` placeholder the language writes.
    pub fn overlaid(&self, texts: &Value) -> Self {
        let mut values = self.values.clone();
        for (name, path, format) in PLACEHOLDERS {
            let own = path
                .split('.')
                .try_fold(texts, |v, part| v.get(part))
                .and_then(Value::as_str);
            if let (PlaceholderFormat::Text, Some(own)) = (format, own) {
                values.insert(name.to_string(), own.to_string());
            }
        }
        Placeholders {
            values,
            writer: self.writer.clone(),
        }
    }

    pub fn for_programme(programme: &Programme) -> Self {
        Self::from_programme_json(&serde_json::to_value(programme).unwrap_or(Value::Null))
    }

    /// The values for `programme`, times written by `writer`.
    pub fn for_programme_written(programme: &Programme, writer: TimeWriter) -> Self {
        Self::written(
            &serde_json::to_value(programme).unwrap_or(Value::Null),
            writer,
        )
    }

    /// The values in a day's text: its own slot times (`slots` as `(key, HH:MM)`) replace the
    /// programme's.
    pub fn with_day_slots<'a>(&self, slots: impl IntoIterator<Item = (&'a str, String)>) -> Self {
        let mut values = self.values.clone();
        for (key, time) in slots {
            values.insert(
                slot_time_name(key),
                self.writer.write(&time, PlaceholderFormat::Time),
            );
        }
        Placeholders {
            values,
            writer: self.writer.clone(),
        }
    }

    pub fn for_day(&self, guide: &DayGuide) -> Self {
        self.with_day_slots(
            guide
                .timed_slots()
                .map(|s| (s.key.as_str(), s.time.to_string())),
        )
    }

    pub fn names(&self) -> impl Iterator<Item = &str> {
        self.values.keys().map(String::as_str)
    }

    /// `text` with every known placeholder filled; unknown ones are left as written.
    pub fn fill(&self, text: &str) -> String {
        let mut out = String::with_capacity(text.len());
        let mut rest = text;
        while let Some((start, name, end)) = next_placeholder(rest) {
            out.push_str(&rest[..start]);
            match self.values.get(name) {
                Some(value) => out.push_str(value),
                None => out.push_str(&rest[start..end]),
            }
            rest = &rest[end..];
        }
        out.push_str(rest);
        out
    }

    /// Every placeholder `text` writes, known or not, in order.
    pub fn named<'t>(&self, text: &'t str) -> impl Iterator<Item = &'t str> {
        let mut rest = text;
        std::iter::from_fn(move || {
            let (_, name, end) = next_placeholder(rest)?;
            rest = &rest[end..];
            Some(name)
        })
    }

    /// The placeholders in `text` this table does not know.
    pub fn unknown<'t>(&self, text: &'t str) -> Vec<&'t str> {
        self.named(text)
            .filter(|name| !self.values.contains_key(*name))
            .collect()
    }

    /// Every string in `value` filled.
    pub fn fill_json(&self, value: &mut Value) {
        match value {
            Value::String(s) if s.contains('{') => *s = self.fill(s),
            Value::Array(items) => items.iter_mut().for_each(|v| self.fill_json(v)),
            Value::Object(map) => map.values_mut().for_each(|v| self.fill_json(v)),
            _ => {}
        }
    }

    /// `item` (a day guide or the programme) with every string filled.
    pub fn fill_typed<T: Serialize + serde::de::DeserializeOwned>(&self, item: &T) -> T {
        let mut value = serde_json::to_value(item).expect("content serializes");
        self.fill_json(&mut value);
        serde_json::from_value(value).expect("filled content deserializes as before")
    }
}

/// The next `{name}` in `text` (a letter, then letters and digits): start, name, end.
fn next_placeholder(text: &str) -> Option<(usize, &str, usize)> {
    let mut from = 0;
    while let Some(open) = text[from..].find('{').map(|i| i + from) {
        let after = &text[open + 1..];
        let len = after
            .find(|c: char| !c.is_ascii_alphanumeric())
            .unwrap_or(after.len());
        let name = &after[..len];
        if len > 0
            && name.starts_with(|c: char| c.is_ascii_alphabetic())
            && after[len..].starts_with('}')
        {
            return Some((open, name, open + 1 + len + 1));
        }
        from = open + 1;
    }
    None
}

/// Every string in `value` with its field (`slots[0].prayerFocus`), as the checker names fields.
pub(in crate::content) fn strings(value: &Value) -> Vec<(String, &str)> {
    fn walk<'v>(value: &'v Value, at: String, out: &mut Vec<(String, &'v str)>) {
        match value {
            Value::String(s) => out.push((at, s)),
            Value::Array(items) => {
                for (i, v) in items.iter().enumerate() {
                    walk(v, format!("{at}[{i}]"), out);
                }
            }
            Value::Object(map) => {
                for (k, v) in map {
                    let field = if at.is_empty() {
                        k.clone()
                    } else {
                        format!("{at}.{k}")
                    };
                    walk(v, field, out);
                }
            }
            _ => {}
        }
    }
    let mut out = Vec::new();
    walk(value, String::new(), &mut out);
    out
}
