//! The content checks added for issue 31 each refuse what they should, with file and field, and
//! the placeholders are filled in what the service renders. Facts come from `content/`.

use std::path::{Path, PathBuf};

use serde_json::Value;

use super::placeholders::Placeholders;
use super::{Catalogue, DAY_WORD_BUDGET, Problem};

pub(super) fn content() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../content")
}

/// A copy of the repository's content to edit.
pub(super) fn copy_content() -> tempfile::TempDir {
    let dir = tempfile::tempdir().unwrap();
    prayer_fast_test_support::files::copy_tree(&content(), dir.path());
    dir
}

fn read(path: &Path) -> Value {
    serde_json::from_str(&std::fs::read_to_string(path).unwrap()).unwrap()
}

pub(super) fn edit(path: &Path, change: impl FnOnce(&mut Value)) {
    let mut value = read(path);
    change(&mut value);
    std::fs::write(path, serde_json::to_string_pretty(&value).unwrap()).unwrap();
}

fn day_file(dir: &Path, day: u16) -> PathBuf {
    dir.join(format!("days/day-{day:02}.json"))
}

/// What the check says of `dir`, one line a problem (`file: field: message`).
pub(super) fn refused(dir: &Path) -> Vec<String> {
    let err = Catalogue::load(dir, None).expect_err("content should be refused");
    err.0.iter().map(Problem::to_string).collect()
}

/// Whether one line names `file` (its name) and `field`, and says `words`.
pub(super) fn says(lines: &[String], file: &str, field: &str, words: &str) {
    let at = format!("{file}: {field}: ");
    let at = if field.is_empty() {
        format!("{file}: ")
    } else {
        at
    };
    assert!(
        lines.iter().any(|l| l.contains(&at) && l.contains(words)),
        "no line at '{at}' saying '{words}' in {lines:#?}"
    );
}

pub(super) fn catalogue() -> Catalogue {
    Catalogue::load(&content(), None).unwrap()
}

/// Two days with guides whose pins (spec themes) are not involved: the first and last.
fn two_days(catalogue: &Catalogue) -> (u16, u16) {
    let days: Vec<u16> = catalogue.days.keys().copied().collect();
    (days[0], days[days.len() - 1])
}

#[test]
fn the_repository_content_passes_every_check() {
    let catalogue = catalogue();
    let load = catalogue.reading_load();
    assert!(load.max <= DAY_WORD_BUDGET, "{load}");
}

#[test]
fn a_literal_church_or_pastor_name_is_refused() {
    let dir = copy_content();
    let catalogue = catalogue();
    let (first, last) = two_days(&catalogue);
    let programme = &catalogue.programme;
    let (church, pastor) = (programme.church.clone(), programme.pastor.clone());
    edit(&day_file(dir.path(), first), |v| {
        v["dailyPrayer"] = format!("Lord, bless {church} today. Amen.").into()
    });
    edit(&day_file(dir.path(), last), |v| {
        v["sustaining"]["tips"][0] = format!("Pray for Pastor {pastor} and his family.").into()
    });
    let found = refused(dir.path());
    says(
        &found,
        &format!("day-{first:02}.json"),
        "dailyPrayer",
        "write {church}",
    );
    says(
        &found,
        &format!("day-{last:02}.json"),
        "sustaining.tips[0]",
        "{pastor}",
    );
}

#[test]
fn an_unknown_placeholder_or_a_typed_time_is_refused() {
    let dir = copy_content();
    let (first, last) = two_days(&catalogue());
    edit(&day_file(dir.path(), first), |v| {
        v["close"]["actionStep"] = "Thank God with {churchName} tonight.".into()
    });
    edit(&day_file(dir.path(), last), |v| {
        v["fastNote"] = "Closing at 5:30 PM today".into()
    });
    edit(&dir.path().join("programme.json"), |v| {
        v["safety"]["intro"] = "Welcome to {lengthdays} days.".into()
    });
    let found = refused(dir.path());
    says(
        &found,
        &format!("day-{first:02}.json"),
        "close.actionStep",
        "{churchName} is not a placeholder",
    );
    says(
        &found,
        &format!("day-{last:02}.json"),
        "fastNote",
        "'5:30 PM'",
    );
    says(&found, "programme.json", "safety.intro", "{lengthdays}");
}

#[test]
fn a_sunday_bound_line_on_another_weekday_is_refused() {
    let catalogue = catalogue();
    let start = catalogue.programme.start_date;
    let weekday_of = |day: u16| {
        start
            .checked_add(jiff::Span::new().days(day - 1))
            .unwrap()
            .weekday()
    };
    let days: Vec<u16> = catalogue.days.keys().copied().collect();
    let not_sunday = *days
        .iter()
        .find(|d| weekday_of(**d) == jiff::civil::Weekday::Wednesday)
        .or_else(|| {
            days.iter()
                .find(|d| weekday_of(**d) != jiff::civil::Weekday::Sunday)
        })
        .unwrap();
    let sunday = days
        .iter()
        .copied()
        .find(|d| weekday_of(*d) == jiff::civil::Weekday::Sunday);
    let dir = copy_content();
    edit(&day_file(dir.path(), not_sunday), |v| {
        v["slots"][1]["actionStep"] = "Greet one newcomer after church.".into()
    });
    let found = refused(dir.path());
    says(
        &found,
        &format!("day-{not_sunday:02}.json"),
        "slots[1].actionStep",
        "'after church' assumes a Sunday",
    );
    // On a day that falls on a Sunday, the same line is only a warning.
    if let Some(sunday) = sunday {
        let dir = copy_content();
        edit(&day_file(dir.path(), sunday), |v| {
            v["slots"][1]["actionStep"] = "Greet one newcomer after church.".into()
        });
        let catalogue = Catalogue::load(dir.path(), None).unwrap();
        assert!(
            catalogue
                .calendar_prose_warnings(dir.path())
                .iter()
                .any(|w| w.field == "slots[1].actionStep" && w.message.contains("after church"))
        );
    }
}

/// A sentence of ten or more words the content does not have yet, with its words.
const SENTENCE: &str = "Tonight I will thank the Lord for seven quiet mercies that surprised me.";

#[test]
fn a_sentence_on_three_days_is_refused() {
    let catalogue = catalogue();
    let days: Vec<u16> = catalogue.days.keys().copied().take(3).collect();
    let dir = copy_content();
    for day in &days {
        edit(&day_file(dir.path(), *day), |v| {
            v["close"]["actionStep"] = SENTENCE.into()
        });
    }
    let found = refused(dir.path());
    says(
        &found,
        &format!("day-{:02}.json", days[2]),
        "close.actionStep",
        "stands on 3 days",
    );
    // On two days it stands.
    std::fs::copy(day_file(&content(), days[2]), day_file(dir.path(), days[2])).unwrap();
    Catalogue::load(dir.path(), None).unwrap();
}

#[test]
fn two_sentences_sharing_80_percent_of_their_words_are_refused() {
    let (first, last) = two_days(&catalogue());
    let dir = copy_content();
    edit(&day_file(dir.path(), first), |v| {
        v["close"]["actionStep"] = SENTENCE.into()
    });
    edit(&day_file(dir.path(), last), |v| {
        v["close"]["actionStep"] =
            "Tonight I will thank the Lord for seven small mercies that surprised me.".into()
    });
    says(
        &refused(dir.path()),
        &format!("day-{last:02}.json"),
        "close.actionStep",
        &format!("with day {first} (close.actionStep)"),
    );
}

#[test]
fn a_day_over_the_word_budget_and_a_long_median_are_refused() {
    let catalogue = catalogue();
    let load = catalogue.reading_load();
    let (first, _) = two_days(&catalogue);
    let dir = copy_content();
    let extra = DAY_WORD_BUDGET + 1 - load.per_day[&first];
    edit(&day_file(dir.path(), first), |v| {
        let prayer = v["dailyPrayer"].as_str().unwrap().to_string();
        let filler: Vec<String> = (0..extra).map(|i| format!("w{i}")).collect();
        v["dailyPrayer"] = format!("{} {prayer}", filler.join(" ")).into();
    });
    let found = refused(dir.path());
    says(
        &found,
        &format!("day-{first:02}.json"),
        "",
        &format!(
            "{} words, over the budget of {DAY_WORD_BUDGET}",
            DAY_WORD_BUDGET + 1
        ),
    );

    // Every day a little longer: the median goes over its budget.
    let dir = copy_content();
    for (day, words) in &load.per_day {
        let extra = super::MEDIAN_WORD_BUDGET.saturating_sub(*words) + 1;
        edit(&day_file(dir.path(), *day), |v| {
            let prayer = v["dailyPrayer"].as_str().unwrap().to_string();
            let filler: Vec<String> = (0..extra).map(|i| format!("x{day}n{i}")).collect();
            v["dailyPrayer"] = format!("{} {prayer}", filler.join(" ")).into();
        });
    }
    says(&refused(dir.path()), "days", "", "the median day has");
}

#[test]
fn placeholders_are_filled_in_what_the_service_renders() {
    let catalogue = catalogue();
    let raw = read(&content().join("programme.json"));
    let table = Placeholders::from_programme_json(&raw);
    let programme = &catalogue.programme;
    // Every loaded text is filled, and what the files wrote as placeholders reads as the programme.
    for (day, guide) in &catalogue.days {
        let json = serde_json::to_string(guide).unwrap();
        assert!(
            table.unknown(&json).is_empty() && !json.contains("{church}"),
            "day {day}"
        );
        let written = read(&day_file(&content(), *day));
        // On a watch day, as its onWatchDay writes it.
        let written: super::model::DayGuide = serde_json::from_value(written).unwrap();
        let written = super::watch_day::shown(&written, programme);
        let filled = table
            .for_day(guide)
            .fill(&serde_json::to_string(&written).unwrap());
        assert_eq!(
            &serde_json::from_str::<super::model::DayGuide>(&filled).unwrap(),
            guide,
            "day {day}"
        );
    }
    // The fast-hours lines are filled per day, with the day's own close.
    let (_, last) = two_days(&catalogue);
    let day = catalogue.day(last).unwrap();
    let close = super::twelve_hour(day.close.time.time());
    let way = day.fill_line(programme, &programme.ways_of_fasting.full.fast_hours);
    assert!(
        programme
            .ways_of_fasting
            .full
            .fast_hours
            .contains("{closeTime}")
    );
    assert!(way.contains(&close) && !way.contains('{'), "{way}");
    let hours = day.fast_hours_or(programme);
    assert!(hours.contains(&close) && !hours.contains('{'), "{hours}");
    let safety = serde_json::to_string(&programme.safety).unwrap();
    assert!(
        !safety.contains("{pastor}") && safety.contains(&programme.pastor),
        "{safety}"
    );
}
