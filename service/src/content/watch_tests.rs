//! The church's prayer watch is the church's own (issue 41): its prose (`onWatchDay`) is read only
//! on the days it gathers, moves with `prayerWatch.days`, and the check refuses watch words where
//! a church without a watch would read them. Facts come from `content/`.

use std::path::Path;

use serde_json::json;

use super::church_tests::{WATCH_PROSE, calendar, texts};
use super::tests::{content, copy_content, edit, refused};
use super::{Catalogue, PRAYER_WATCH_KEY};

/// One line names `file` (in `dir`) and `field` and says `words`.
fn says(dir: &Path, lines: &[String], file: &str, field: &str, words: &str) {
    let at = format!("{}: {field}: ", dir.join(file).display());
    assert!(
        lines.iter().any(|l| l.contains(&at) && l.contains(words)),
        "no line at '{at}' saying '{words}' in {lines:#?}"
    );
}

/// Whether any text of `value` reads a watch word.
fn watch_prose(value: &impl serde::Serialize) -> Option<String> {
    texts(&serde_json::to_value(value).unwrap())
        .into_iter()
        .find(|t| WATCH_PROSE.iter().any(|w| t.to_lowercase().contains(w)))
}

#[test]
fn the_sample_reads_its_watch_note_on_its_watch_days_only() {
    let catalogue = Catalogue::load(&content(), None).unwrap();
    let watch = catalogue.programme.prayer_watch.clone().unwrap();
    for code in catalogue.languages().to_vec() {
        let lang = catalogue.language(&code);
        let hour = catalogue
            .clock(&lang, watch.start.time())
            .replacen(":00", "", 1);
        for day in catalogue.days.keys() {
            let guide = catalogue.day_in(&lang, *day).unwrap();
            assert_eq!(
                guide.on_watch_day, None,
                "{code} day {day}: applied, not carried"
            );
            let note = guide.fast_note.as_deref().unwrap_or_default();
            assert_eq!(
                note.contains(&hour),
                watch.days.contains(day),
                "{code} day {day}: '{note}'"
            );
        }
    }
}

#[test]
fn a_watch_moved_to_other_days_reads_there_and_in_the_calendar_feed() {
    let dir = copy_content();
    edit(&dir.path().join("programme.json"), |v| {
        v["prayerWatch"]["days"] = json!([15, 20]);
    });
    for (file, note) in [
        (
            "days/day-20.json",
            "The {watchTitle} meets tonight at {watchHour}",
        ),
        (
            "es/days/day-20.json",
            "{watchTitle} esta noche, a las {watchHour}",
        ),
    ] {
        edit(&dir.path().join(file), |v| {
            v["onWatchDay"] = json!({ "fastNote": note });
        });
    }
    let catalogue = Catalogue::load(dir.path(), None).unwrap_or_else(|e| panic!("{e}"));
    for code in catalogue.languages().to_vec() {
        let lang = catalogue.language(&code);
        let watch = catalogue.programme_in(&lang).prayer_watch.clone().unwrap();
        let day = |n: u16| catalogue.day_in(&lang, n).unwrap();
        // Day 12 no longer gathers: its plain text, no watch word.
        assert_eq!(day(12).fast_note, None, "{code}");
        assert_eq!(watch_prose(day(12)), None, "{code}: day 12");
        // Day 15 still does, and day 20 now does, in the language's words.
        assert!(watch_prose(day(15)).is_some(), "{code}: day 15");
        let note = day(20).fast_note.clone().unwrap_or_default();
        assert!(note.contains(&watch.title), "{code} day 20: {note}");
        let ics = calendar(&catalogue, &lang);
        let gatherings: Vec<&str> = ics
            .split("BEGIN:VEVENT")
            .filter(|event| event.contains("LOCATION:"))
            .collect();
        assert_eq!(gatherings.len(), 2, "{code}: {gatherings:#?}");
        for (event, n) in gatherings.iter().zip([15, 20]) {
            assert!(
                event.contains(&format!("UID:day-{n}-{PRAYER_WATCH_KEY}@")),
                "{code}: {event}"
            );
            assert!(event.contains(&watch.online), "{code} day {n}: the link");
        }
    }
}

#[test]
fn a_watch_day_whose_guide_says_nothing_of_it_is_warned_about() {
    let dir = copy_content();
    edit(&dir.path().join("programme.json"), |v| {
        v["prayerWatch"]["days"] = json!([12, 20]);
    });
    let catalogue = Catalogue::load(dir.path(), None).unwrap_or_else(|e| panic!("{e}"));
    let warned: Vec<String> = catalogue
        .calendar_prose_warnings(dir.path())
        .iter()
        .map(ToString::to_string)
        .collect();
    says(
        dir.path(),
        &warned,
        "days/day-20.json",
        "onWatchDay",
        "says nothing of the watch",
    );
    assert!(
        !warned.iter().any(|w| w.contains("day-12.json")),
        "{warned:#?}"
    );
}

#[test]
fn watch_words_where_a_church_without_a_watch_reads_them_are_refused() {
    let dir = copy_content();
    edit(&dir.path().join("days/day-03.json"), |v| {
        v["sustaining"]["tips"][0] = json!("Rest before the watch at {watchTime}.");
        v["onWatchDay"] =
            json!({ "close.nothing": "Come to the watch.", "sustaining.tips[9]": "Rest." });
    });
    edit(&dir.path().join("es/days/day-03.json"), |v| {
        v["dailyPrayer"] = json!("Señor, llévame a {watchPlace}. Amén.");
    });
    let found = refused(dir.path());
    says(
        dir.path(),
        &found,
        "days/day-03.json",
        "sustaining.tips[0]",
        "onWatchDay",
    );
    says(
        dir.path(),
        &found,
        "es/days/day-03.json",
        "dailyPrayer",
        "no prayer watch too",
    );
    says(
        dir.path(),
        &found,
        "days/day-03.json",
        "onWatchDay.close.nothing",
        "not a text of the day",
    );
    says(
        dir.path(),
        &found,
        "days/day-03.json",
        "onWatchDay.sustaining.tips[9]",
        "not a text of the day",
    );
    // The Spanish day gives no watch texts where the first language does.
    says(
        dir.path(),
        &found,
        "es/days/day-03.json",
        "onWatchDay",
        "differs from the first language's",
    );
}

#[test]
fn a_watch_in_one_language_only_or_without_its_place_and_link_is_refused() {
    let dir = copy_content();
    edit(&dir.path().join("programme.json"), |v| {
        v.as_object_mut().unwrap().remove("prayerWatch");
    });
    says(
        dir.path(),
        &refused(dir.path()),
        "es/programme.json",
        "prayerWatch",
        "no prayer watch",
    );

    let dir = copy_content();
    edit(&dir.path().join("programme.json"), |v| {
        v["prayerWatch"]["online"] = json!("gracefellowship.example/live");
        v["prayerWatch"]["place"] = json!(" ");
        v["prayerWatch"]["days"] = json!([12, 41]);
    });
    edit(&dir.path().join("es/programme.json"), |v| {
        v.as_object_mut().unwrap().remove("prayerWatch");
    });
    let found = refused(dir.path());
    says(
        dir.path(),
        &found,
        "programme.json",
        "prayerWatch.online",
        "https://",
    );
    says(
        dir.path(),
        &found,
        "programme.json",
        "prayerWatch.place",
        "must not be empty",
    );
    says(
        dir.path(),
        &found,
        "programme.json",
        "prayerWatch.days",
        "day 41",
    );
    says(
        dir.path(),
        &found,
        "es/programme.json",
        "prayerWatch",
        "give its title",
    );
}
