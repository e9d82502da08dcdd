//! The rhythms a member keeps the day in (issue 44): content in `programme.json` (which slots
//! each keeps), checked when loaded (every prayer time keeps every slot, morning and evening some,
//! once a day exactly one that every day has, along a path of at most 400 words in each
//! language); the calendar feed holds the chosen rhythm's slots.

use crate::helpers::{catalogue, edit_json, repo_root, spawn_with};
use prayer_fast::content::Catalogue;
use prayer_fast::content::model::SHORT_PATH_MAX_WORDS;

fn refused(dir: &std::path::Path, file: &str, field: &str, words: &str) {
    let problems = Catalogue::load(dir, None).expect_err("refused").0;
    assert!(
        problems
            .iter()
            .any(|p| p.file.ends_with(file) && p.field == field && p.message.contains(words)),
        "expected {file} {field} '{words}': {problems:#?}"
    );
}

#[test]
fn the_rhythms_are_checked_with_file_and_field() {
    let first_day = *catalogue().days.keys().next().unwrap();
    type Change = Box<dyn Fn(&std::path::Path)>;
    let cases: Vec<(Change, &str, &str, &str)> = vec![
        (
            Box::new(|d| {
                edit_json(&d.join("programme.json"), |v| {
                    v["rhythms"]["every"]["slots"] = serde_json::json!(["opening"])
                })
            }),
            "programme.json",
            "rhythms.every.slots",
            "every prayer time keeps every slot",
        ),
        (
            Box::new(|d| {
                edit_json(&d.join("programme.json"), |v| {
                    v["rhythms"]["twice"]["slots"] = serde_json::json!(["opening", "dusk"])
                })
            }),
            "programme.json",
            "rhythms.twice.slots[1]",
            "'dusk' is not a key of defaultSlots",
        ),
        (
            Box::new(|d| {
                edit_json(&d.join("programme.json"), |v| {
                    v["rhythms"]["once"]["slots"] = serde_json::json!(["opening", "close"])
                })
            }),
            "programme.json",
            "rhythms.once.slots",
            "exactly one slot",
        ),
        (
            Box::new(move |d| {
                edit_json(&d.join(format!("days/day-{first_day:02}.json")), |v| {
                    v["dailyPrayer"] = "Lord, hear us. ".repeat(140).trim_end().into()
                })
            }),
            "programme.json",
            "rhythms.once",
            "at most 400",
        ),
        (
            Box::new(move |d| {
                edit_json(&d.join(format!("es/days/day-{first_day:02}.json")), |v| {
                    v["dailyPrayer"] = "Señor, escúchanos. ".repeat(140).trim_end().into()
                })
            }),
            "es/programme.json",
            "rhythms.once",
            "at most 400",
        ),
        (
            Box::new(|d| {
                edit_json(&d.join("es/programme.json"), |v| {
                    v.as_object_mut().unwrap().remove("rhythms");
                })
            }),
            "es/programme.json",
            "rhythms",
            "exactly when programme.json offers rhythms",
        ),
    ];
    for (change, file, field, words) in cases {
        // The whole content, every language.
        let dir = tempfile::tempdir().unwrap();
        prayer_fast_test_support::files::copy_tree(&repo_root().join("content"), dir.path());
        change(dir.path());
        refused(dir.path(), file, field, words);
    }
}

#[test]
fn every_days_once_a_day_path_is_within_the_budget_in_every_language() {
    let catalogue = catalogue();
    let focus = &catalogue.programme.rhythms.as_ref().unwrap().once.slots[0];
    for code in catalogue.languages() {
        let lang = catalogue.language(code);
        for day in catalogue.days.keys() {
            let guide = catalogue.day_in(&lang, *day).unwrap();
            let words = guide.short_path_words(focus);
            assert!(
                (100..=SHORT_PATH_MAX_WORDS).contains(&words),
                "{code} day {day}: {words} words"
            );
        }
    }
}

#[tokio::test]
async fn the_calendar_holds_the_chosen_rhythms_slots() {
    let app = spawn_with(&[("PROGRAMME_START_DATE", "2027-03-10")]).await;
    let feed = |query: &'static str| {
        let app = &app;
        async move {
            let res = app
                .client
                .get(app.url(&format!("/api/calendar.ics?tz=America/Chicago{query}")))
                .send()
                .await
                .unwrap();
            (res.status().as_u16(), res.text().await.unwrap())
        }
    };
    let uids = |ics: &str, key: &str| ics.matches(&format!("-{key}@")).count();
    let rhythms = catalogue().programme.rhythms.clone().unwrap();
    let (_, every) = feed("").await;
    let (_, once) = feed("&rhythm=once").await;
    let (_, twice) = feed("&rhythm=twice").await;
    for slot in &catalogue().programme.default_slots {
        let all = uids(&every, &slot.key);
        assert!(all > 0, "{}", slot.key);
        assert_eq!(
            uids(&once, &slot.key),
            if rhythms.once.keeps(&slot.key) {
                all
            } else {
                0
            },
            "once: {}",
            slot.key
        );
        assert_eq!(
            uids(&twice, &slot.key),
            if rhythms.twice.keeps(&slot.key) {
                all
            } else {
                0
            },
            "twice: {}",
            slot.key
        );
    }
    let (status, body) = feed("&rhythm=sometimes").await;
    assert_eq!(status, 400);
    assert!(body.contains("every, twice or once"), "{body}");
}
