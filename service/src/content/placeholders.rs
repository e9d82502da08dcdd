//! Placeholders in prose (`{church}`, `{closeTime}` …), filled from `programme.json` where the
//! content is loaded, so another church changes its name, pastor and times in one file.
//!
//! The table below is the one definition: the PWA's build fills its bundled days from the same
//! table, generated into `pwa/src/types/content.ts` (`npm run gen:types`), and both fillers are
//! tested against one fixture (`pwa/build/placeholders.fixture.json`).

use std::collections::BTreeMap;
use std::sync::Arc;

use jiff::civil::Time;

use serde::Serialize;
use serde_json::Value;

use super::model::{DayGuide, Programme, WaysOfFasting};

/// How a placeholder's programme value is written in prose.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[cfg_attr(test, derive(ts_rs::TS))]
#[serde(rename_all = "camelCase")]
pub enum PlaceholderFormat {
    /// The value as written (`Grace Fellowship Church`, `40`).
    Text,
    /// An `HH:MM` time as the guide prints it: `6:00 AM`.
    Time,
    /// An `HH:MM` time without `:00` on the hour: `9 PM` (`9:30 PM` otherwise).
    Hour,
    /// Like `Time`, but `midnight` and `noon` in words.
    TimeWords,
}

/// Every placeholder but the slot times: its name, the `programme.json` field it is filled from
/// (a dotted path) and how it is written.
///
/// The church's own details are here, so another church changes them in `programme.json`
/// alone (a language's `xx/programme.json` may give its own words for the `Text` ones).
pub const PLACEHOLDERS: [(&str, &str, PlaceholderFormat); 14] = [
    ("church", "church", PlaceholderFormat::Text),
    ("pastor", "pastor", PlaceholderFormat::Text),
    ("pastorTitle", "pastorTitle", PlaceholderFormat::Text),
    ("lengthDays", "lengthDays", PlaceholderFormat::Text),
    ("hydrationGoal", "hydrationGoal", PlaceholderFormat::Text),
    (
        "emergencyNumber",
        "emergencyNumber",
        PlaceholderFormat::Text,
    ),
    (
        "pastoralContact",
        "pastoralContact.name",
        PlaceholderFormat::Text,
    ),
    ("watchTitle", "prayerWatch.title", PlaceholderFormat::Text),
    ("watchPlace", "prayerWatch.place", PlaceholderFormat::Text),
    ("watchOnline", "prayerWatch.online", PlaceholderFormat::Text),
    (
        "watchCannotAttend",
        "prayerWatch.cannotAttend",
        PlaceholderFormat::Text,
    ),
    ("watchTime", "prayerWatch.start", PlaceholderFormat::Time),
    ("watchHour", "prayerWatch.start", PlaceholderFormat::Hour),
    ("watchEnd", "prayerWatch.end", PlaceholderFormat::TimeWords),
];

/// One placeholder per default slot: its key in camelCase, then this (`{openingTime}`,
/// `{closeTime}`), written as [`PlaceholderFormat::Time`] from `defaultSlots[].time`; in a day's
/// own text, that day's slot of the key (so Day 4's `{closeTime}` is its own 5:45 PM).
pub const SLOT_TIME_SUFFIX: &str = "Time";

/// The table as TypeScript declarations, for the PWA's build (`src/contract.rs`).
/// The ways of fasting with their placeholders filled, but for their hours lines: each day fills
/// those with its own times (`DayGuide::fill_line`).
pub(super) fn filled_ways(table: &Placeholders, written: &WaysOfFasting) -> WaysOfFasting {
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

#[cfg(test)]
pub(crate) fn typescript_table() -> Vec<String> {
    let rows: Vec<String> = PLACEHOLDERS
        .iter()
        .map(|(name, path, format)| {
            let format = serde_json::to_string(format).unwrap();
            format!("  [{name:?}, {path:?}, {format}],")
        })
        .collect();
    vec![
        "/** The placeholders prose may use: name, the `programme.json` field it is filled from, and how it is written (`content::placeholders::PLACEHOLDERS`). */\n".to_string()
            + &format!(
                "const PLACEHOLDERS: ReadonlyArray<readonly [string, string, PlaceholderFormat]> = [\n{}\n];",
                rows.join("\n")
            ),
        "/** One placeholder per default slot: its key in camelCase, then this (`{openingTime}`). */\n".to_string()
            + &format!("const SLOT_TIME_SUFFIX = {SLOT_TIME_SUFFIX:?};"),
    ]
}

/// `dawn-watch` → `dawnWatchTime`.
pub fn slot_time_name(key: &str) -> String {
    let mut out = String::new();
    let mut upper = false;
    for c in key.chars() {
        if c == '-' {
            upper = true;
        } else if upper {
            out.extend(c.to_uppercase());
            upper = false;
        } else {
            out.push(c);
        }
    }
    out + SLOT_TIME_SUFFIX
}

fn format_time(hhmm: &str, format: PlaceholderFormat) -> String {
    let (h, m) = hhmm.split_once(':').unwrap_or((hhmm, "00"));
    let (h, m): (u8, u8) = (h.parse().unwrap_or(0), m.parse().unwrap_or(0));
    let suffix = if h < 12 { "AM" } else { "PM" };
    let h12 = if h % 12 == 0 { 12 } else { h % 12 };
    match format {
        PlaceholderFormat::Text => hhmm.to_string(),
        PlaceholderFormat::TimeWords if (h, m) == (0, 0) => "midnight".into(),
        PlaceholderFormat::TimeWords if (h, m) == (12, 0) => "noon".into(),
        PlaceholderFormat::Hour if m == 0 => format!("{h12} {suffix}"),
        _ => format!("{h12}:{m:02} {suffix}"),
    }
}

/// How a language writes a time placeholder (`Time`, `Hour`, `TimeWords`); by default the
/// guide's English 12-hour clock (the shared fixture's, and the app build's).
#[derive(Clone)]
pub struct TimeWriter(Arc<dyn Fn(Time, PlaceholderFormat) -> String + Send + Sync>);

impl TimeWriter {
    pub fn new(write: impl Fn(Time, PlaceholderFormat) -> String + Send + Sync + 'static) -> Self {
        TimeWriter(Arc::new(write))
    }

    /// `hhmm` (`HH:MM`) written as `format`.
    fn write(&self, hhmm: &str, format: PlaceholderFormat) -> String {
        let (h, m) = hhmm.split_once(':').unwrap_or((hhmm, "00"));
        let time = Time::new(h.parse().unwrap_or(0), m.parse().unwrap_or(0), 0, 0);
        match (format, time) {
            (PlaceholderFormat::Text, _) | (_, Err(_)) => hhmm.to_string(),
            (format, Ok(time)) => (self.0)(time, format),
        }
    }
}

impl Default for TimeWriter {
    fn default() -> Self {
        TimeWriter::new(|time, format| {
            let hhmm = format!("{:02}:{:02}", time.hour(), time.minute());
            format_time(&hhmm, format)
        })
    }
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

    /// The placeholders in `text` this table does not know.
    pub fn unknown<'t>(&self, text: &'t str) -> Vec<&'t str> {
        let mut found = Vec::new();
        let mut rest = text;
        while let Some((_, name, end)) = next_placeholder(rest) {
            if !self.values.contains_key(name) {
                found.push(name);
            }
            rest = &rest[end..];
        }
        found
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
pub(super) fn strings(value: &Value) -> Vec<(String, &str)> {
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
pub(super) fn check_strings(
    value: &Value,
    placeholders: &Placeholders,
    programme: &Programme,
) -> Vec<(String, String)> {
    check_strings_against(value, placeholders, &[programme])
}

/// [`check_strings`] against the names of several programmes (a language's, and the first
/// language's, whose names its prose must not write out either).
pub(super) fn check_strings_against(
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
        if let Some(time) = literal_time(text) {
            found.push((
                field.clone(),
                format!("writes the time '{time}': write the slot's placeholder ({{openingTime}}, {{closeTime}} …) or {{watchTime}}, so the prose follows programme.json's times"),
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

/// The names prose must not write out: the church (in full, and without a last word such as
/// `Church`) and the pastor (in full, and `Pastor` with either name).
fn literal_names(programme: &Programme) -> Vec<(String, &'static str)> {
    let mut names = Vec::new();
    let church = programme.church.trim();
    if !church.is_empty() {
        names.push((church.to_string(), "{church}"));
        if let Some((short, last)) = church.rsplit_once(' ')
            && ["church", "chapel", "fellowship", "assembly", "parish"]
                .contains(&last.to_lowercase().as_str())
            && short.split_whitespace().count() >= 1
            && short.len() >= 6
        {
            names.push((short.to_string(), "{church}"));
        }
    }
    let pastor = programme.pastor.trim();
    if !pastor.is_empty() {
        names.push((pastor.to_string(), "{pastor}"));
        for part in pastor.split_whitespace().filter(|p| p.len() > 1) {
            for title in pastor_titles(programme) {
                names.push((format!("{title} {part}"), "{pastorTitle} {pastor}"));
            }
        }
    }
    let watch = &programme.prayer_watch;
    for (literal, placeholder) in [
        (watch.title.trim(), "{watchTitle}"),
        (watch.place.trim(), "{watchPlace}"),
        (watch.online.trim(), "{watchOnline}"),
    ] {
        if literal.chars().count() >= 6 {
            names.push((literal.to_string(), placeholder));
        }
    }
    names
}

/// The titles prose must not write before `{pastor}`: the programme's own and the usual ones.
fn pastor_titles(programme: &Programme) -> Vec<&str> {
    let mut titles = vec![programme.pastor_title.trim()];
    for usual in ["Pastor", "Pastora", "Rev.", "Reverend"] {
        if !titles.contains(&usual) {
            titles.push(usual);
        }
    }
    titles.retain(|t| !t.is_empty());
    titles
}

/// A title typed before `{pastor}` (`Pastor {pastor}`, `el pastor {pastor}`) in `lower` (the
/// text in lower case), as the programme writes the title.
fn titled_pastor(lower: &str, programme: &Programme) -> Option<String> {
    pastor_titles(programme)
        .into_iter()
        .find(|title| contains_words(lower, &format!("{} {{pastor}}", title.to_lowercase())))
        .map(str::to_string)
}

/// The first clock time written out in `text` (`6:00 PM`, `9 PM`, `5:45pm`).
fn literal_time(text: &str) -> Option<String> {
    let bytes = text.as_bytes();
    let mut i = 0;
    while i < bytes.len() {
        if bytes[i].is_ascii_digit() && (i == 0 || !bytes[i - 1].is_ascii_alphanumeric()) {
            let start = i;
            while i < bytes.len() && (bytes[i].is_ascii_digit() || bytes[i] == b':') {
                i += 1;
            }
            let mut j = i;
            while j < bytes.len() && bytes[j] == b' ' {
                j += 1;
            }
            let suffix = text.get(j..j + 2).map(str::to_ascii_uppercase);
            let ends = text
                .as_bytes()
                .get(j + 2)
                .is_none_or(|b| !b.is_ascii_alphanumeric());
            if matches!(suffix.as_deref(), Some("AM" | "PM")) && ends {
                return Some(text[start..j + 2].to_string());
            }
        } else {
            i += 1;
        }
    }
    None
}

/// Whether `needle` stands in `text` as whole words.
fn contains_words(text: &str, needle: &str) -> bool {
    let mut from = 0;
    while let Some(at) = text[from..].find(needle).map(|i| i + from) {
        let before = text[..at].chars().next_back();
        let after = text[at + needle.len()..].chars().next();
        if !before.is_some_and(char::is_alphanumeric) && !after.is_some_and(char::is_alphanumeric) {
            return true;
        }
        from = at + needle.len();
    }
    false
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The fixture the PWA's build filler is tested against too.
    fn fixture() -> Value {
        let path = std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
            .join("../pwa/build/placeholders.fixture.json");
        serde_json::from_str(&std::fs::read_to_string(path).unwrap()).unwrap()
    }

    #[test]
    fn the_shared_fixture_fills_as_written() {
        let fixture = fixture();
        let programme = Placeholders::from_programme_json(&fixture["programme"]);
        let day_slots: Vec<(&str, String)> = fixture["daySlots"]
            .as_object()
            .unwrap()
            .iter()
            .map(|(k, v)| (k.as_str(), v.as_str().unwrap().to_string()))
            .collect();
        let day = programme.with_day_slots(day_slots);
        for case in fixture["cases"].as_array().unwrap() {
            let text = case["text"].as_str().unwrap();
            assert_eq!(programme.fill(text), case["programme"].as_str().unwrap());
            assert_eq!(day.fill(text), case["day"].as_str().unwrap());
        }
        let unknown: Vec<&str> = fixture["unknown"]
            .as_array()
            .unwrap()
            .iter()
            .map(|v| v.as_str().unwrap())
            .collect();
        assert_eq!(
            programme.unknown(fixture["unknownText"].as_str().unwrap()),
            unknown
        );
    }

    #[test]
    fn slot_names_are_camel_case() {
        assert_eq!(slot_time_name("dawn-watch"), "dawnWatchTime");
        assert_eq!(slot_time_name("close"), "closeTime");
    }
}
