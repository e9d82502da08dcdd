//! The content in the repository is valid, and the checker names file and field for each mistake.

use std::path::Path;

use prayer_fast::content::{Catalogue, Problem};
use serde_json::Value;

use crate::helpers::repo_root;

fn copy_content() -> tempfile::TempDir {
    let dir = tempfile::tempdir().unwrap();
    let src = repo_root().join("content");
    std::fs::create_dir(dir.path().join("days")).unwrap();
    for file in ["programme.json", "spec-pins.json"] {
        std::fs::copy(src.join(file), dir.path().join(file)).unwrap();
    }
    for entry in std::fs::read_dir(src.join("days")).unwrap() {
        let path = entry.unwrap().path();
        std::fs::copy(
            &path,
            dir.path().join("days").join(path.file_name().unwrap()),
        )
        .unwrap();
    }
    dir
}

fn edit_day(dir: &Path, day: u16, edit: impl FnOnce(&mut Value)) {
    let path = dir.join(format!("days/day-{day:02}.json"));
    let mut value: Value = serde_json::from_str(&std::fs::read_to_string(&path).unwrap()).unwrap();
    edit(&mut value);
    std::fs::write(&path, serde_json::to_string_pretty(&value).unwrap()).unwrap();
}

fn problems(dir: &Path) -> Vec<Problem> {
    Catalogue::load(dir, None)
        .expect_err("content should be refused")
        .0
}

fn assert_problem(problems: &[Problem], file: &str, field: &str, words: &str) {
    assert!(
        problems
            .iter()
            .any(|p| p.file.ends_with(file) && p.field == field && p.message.contains(words)),
        "expected a problem in {file} at {field} mentioning '{words}', got {problems:#?}"
    );
}

#[test]
fn the_repository_content_is_valid_with_days_3_to_12() {
    let catalogue = Catalogue::load(&repo_root().join("content"), None).unwrap();
    assert_eq!(
        catalogue.days.keys().copied().collect::<Vec<_>>(),
        (3..=12).collect::<Vec<_>>()
    );
    assert_eq!(catalogue.programme.length_days, 40);
    assert_eq!(catalogue.programme.hydration_goal, 8);
    assert_eq!(catalogue.programme.cover.day, 12);
    assert_eq!(catalogue.programme.cover.percent_complete, 30);
}

#[test]
fn per_day_differences_follow_the_spec() {
    use prayer_fast::content::model::{CloseShownAs, Footer};
    let catalogue = Catalogue::load(&repo_root().join("content"), None).unwrap();
    for (day, guide) in &catalogue.days {
        assert_eq!(guide.declarations.len(), 3, "day {day}");
        let close = guide.close.time.to_string();
        let expected_close = if [4, 11, 12].contains(day) {
            "17:45"
        } else {
            "18:00"
        };
        assert_eq!(close, expected_close, "day {day} close time");
        let shown = if [6, 7, 8, 10, 12].contains(day) {
            CloseShownAs::Card
        } else {
            CloseShownAs::Slot
        };
        assert_eq!(guide.close_shown_as, shown, "day {day} close shown as");
        let footer_kind = match &guide.footer {
            Footer::Dots => "dots",
            Footer::Percent => "percent",
            Footer::CompletedSlots { .. } => "completed",
            Footer::None => "none",
        };
        let expected = match day {
            3..=5 => "dots",
            6 => "none",
            7..=10 => "percent",
            _ => "completed",
        };
        assert_eq!(footer_kind, expected, "day {day} footer");
        let journals = guide.timed_slots().filter(|s| s.journal.is_some()).count();
        assert_eq!(journals, 3, "day {day} has journals at 6 AM, 9 AM and 3 PM");
    }
    assert_eq!(catalogue.day(11).unwrap().checkable_slots().count(), 5);
    assert_eq!(catalogue.day(12).unwrap().checkable_slots().count(), 4);
}

#[test]
fn a_changed_theme_is_reported_with_file_and_field() {
    let dir = copy_content();
    edit_day(dir.path(), 5, |v| v["theme"] = "Draw Near Only".into());
    assert_problem(
        &problems(dir.path()),
        "day-05.json",
        "theme",
        "Draw Near; Cleanse Hands; Humble Yourselves",
    );
}

#[test]
fn a_fourth_declaration_is_reported() {
    let dir = copy_content();
    edit_day(dir.path(), 7, |v| {
        v["declarations"]
            .as_array_mut()
            .unwrap()
            .push("One more.".into())
    });
    assert_problem(
        &problems(dir.path()),
        "day-07.json",
        "declarations",
        "exactly 3 declarations, found 4",
    );
}

#[test]
fn unknown_fields_bad_times_and_duplicate_keys_are_reported() {
    let dir = copy_content();
    edit_day(dir.path(), 3, |v| v["colour"] = "blue".into());
    edit_day(dir.path(), 4, |v| v["slots"][1]["time"] = "9am".into());
    edit_day(dir.path(), 6, |v| {
        v["slots"][2]["key"] = v["slots"][0]["key"].clone()
    });
    edit_day(dir.path(), 8, |v| v["date"] = "Thu Oct 9".into());
    let found = problems(dir.path());
    assert_problem(&found, "day-03.json", "colour", "unknown field `colour`");
    assert_problem(
        &found,
        "day-04.json",
        "slots[1].time",
        "'9am' is not a 24-hour HH:MM time",
    );
    assert_problem(
        &found,
        "day-06.json",
        "slots[2].key",
        "used by another slot",
    );
    assert_problem(&found, "day-08.json", "date", "'Wed Oct 8'");
}

#[test]
fn a_new_day_file_is_all_it_takes() {
    let dir = copy_content();
    let twelve = std::fs::read_to_string(dir.path().join("days/day-12.json")).unwrap();
    std::fs::write(
        dir.path().join("days/day-13.json"),
        twelve
            .replace("\"day\": 12", "\"day\": 13")
            .replace("Sun Oct 12", "Mon Oct 13"),
    )
    .unwrap();
    let catalogue = Catalogue::load(dir.path(), None).unwrap();
    assert!(catalogue.day(13).is_some());
}
