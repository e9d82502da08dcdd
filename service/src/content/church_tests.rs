//! The church's own details (issue 41): the emergency number and pastoral contact the check
//! requires, the pastor's title and the watch as placeholders, and another church's details
//! changed in `programme.json` alone. Facts come from `content/`.

use std::path::Path;

use serde_json::{Value, json};

use super::calendar::programme_calendar;
use super::tests::{content, copy_content, edit, refused, says};
use super::{Catalogue, Language, ReminderPlan};

#[test]
fn a_programme_without_an_emergency_number_or_a_pastoral_contact_is_refused() {
    let dir = copy_content();
    let programme = dir.path().join("programme.json");
    edit(&programme, |v| {
        let v = v.as_object_mut().unwrap();
        v.remove("emergencyNumber");
        v.remove("pastoralContact");
    });
    let found = refused(dir.path());
    says(&found, "programme.json", "emergencyNumber", "emergency");
    says(&found, "programme.json", "pastoralContact", "pastoral care");

    edit(&programme, |v| {
        v["emergencyNumber"] = json!("call the church");
        v["pastoralContact"] = json!({ "name": "The care team" });
    });
    let found = refused(dir.path());
    says(&found, "programme.json", "emergencyNumber", "not a number");
    says(
        &found,
        "programme.json",
        "pastoralContact",
        "a phone or an e-mail",
    );
}

#[test]
fn a_title_typed_before_the_pastor_or_a_literal_church_name_is_refused() {
    let dir = copy_content();
    let catalogue = Catalogue::load(&content(), None).unwrap();
    let first = catalogue.programme.church.clone();
    let spanish = catalogue
        .programme_in(&catalogue.language("es"))
        .church
        .clone();
    assert_ne!(
        first, spanish,
        "the sample names its church in each language"
    );
    let title = catalogue.programme.pastor_title.clone();
    edit(&dir.path().join("days/day-01.json"), |v| {
        v["dailyPrayer"] = json!(format!("Bless {title} {{pastor}} and family. Amen."));
    });
    edit(&dir.path().join("es/days/day-01.json"), |v| {
        v["dailyPrayer"] = json!("Bendice a el pastor {pastor} y su familia. Amén.");
        v["theme"] = json!(format!("{first} ora"));
        v["slots"][0]["prayerFocus"] = json!(format!("Ora por {spanish}."));
    });
    let found = refused(dir.path());
    says(
        &found,
        "day-01.json",
        "dailyPrayer",
        "{pastorTitle} {pastor}",
    );
    let es = |field: &str, words: &str| {
        assert!(
            found.iter().any(|l| l.contains("es/days/day-01.json")
                && l.contains(&format!(": {field}: "))
                && l.contains(words)),
            "es day 1 {field}: '{words}' in {found:#?}"
        );
    };
    es("dailyPrayer", "{pastorTitle} {pastor}");
    es("theme", "{church}");
    es("slots[0].prayerFocus", "{church}");
}

/// The calendar feed in `lang`, unfolded (iCalendar folds long lines and escapes `,` and `;`).
pub(super) fn calendar(catalogue: &Catalogue, lang: &Language) -> String {
    let plan = ReminderPlan::from_catalogue(catalogue);
    let tz = jiff::tz::TimeZone::UTC;
    programme_calendar(
        catalogue,
        &plan,
        &tz,
        "https://guide.example",
        lang,
        &Default::default(),
    )
    .replace("\r\n ", "")
    .replace("\\,", ",")
    .replace("\\;", ";")
}

#[test]
fn the_calendar_feed_gives_the_gathering_its_place_link_and_a_word_for_those_who_cannot_come() {
    let catalogue = Catalogue::load(&content(), None).unwrap();
    for code in catalogue.languages().to_vec() {
        let lang = catalogue.language(&code);
        let watch = catalogue.programme_in(&lang).prayer_watch.as_ref().unwrap();
        let ics = calendar(&catalogue, &lang);
        let located = ics.matches("LOCATION:").count();
        let days = watch.days.iter().filter(|d| catalogue.day(**d).is_some());
        assert_eq!(located, days.count(), "{code}: one place a gathering day");
        assert!(
            ics.contains(&format!("LOCATION:{}", watch.place)),
            "{code}: {}",
            watch.place
        );
        assert!(ics.contains(&watch.online), "{code}: the online link");
        assert!(ics.contains(&watch.cannot_attend), "{code}: {ics}");
    }
}

/// Another church's details, written in `programme.json` and `es/programme.json` only: another
/// name in each language, a woman pastor, six glasses, and no prayer watch.
pub(super) fn another_church(dir: &Path) {
    edit(&dir.join("programme.json"), |v| {
        v["church"] = json!("Riverside Chapel");
        v["pastor"] = json!("Ruth Okafor");
        v["pastorTitle"] = json!("Pastor");
        v["hydrationGoal"] = json!(6);
        v["emergencyNumber"] = json!("112");
        v["pastoralContact"] = json!({ "name": "Elder Ama Boateng", "phone": "+44 20 7946 0000" });
        v.as_object_mut().unwrap().remove("prayerWatch");
    });
    edit(&dir.join("es/programme.json"), |v| {
        v["church"] = json!("Capilla del Río");
        v["pastorTitle"] = json!("Pastora");
        v["pastoralContact"] =
            json!({ "name": "Anciana Ama Boateng", "phone": "+44 20 7946 0000" });
        v.as_object_mut().unwrap().remove("prayerWatch");
    });
}

/// Words only the prayer watch's prose uses (`onWatchDay`), in each language.
pub(super) const WATCH_PROSE: [&str; 6] = [
    "prayer watch",
    "the watch",
    "watch tonight",
    "corporate",
    "vigilia",
    "online",
];

/// Every string a member reads in `lang`: the programme and every day, as the service renders them.
fn rendered(catalogue: &Catalogue, lang: &Language) -> Vec<String> {
    let mut values = vec![serde_json::to_value(catalogue.programme_in(lang)).unwrap()];
    for day in catalogue.days.keys() {
        values.push(serde_json::to_value(catalogue.day_in(lang, *day).unwrap()).unwrap());
    }
    values.iter().flat_map(texts).collect()
}

/// Every string in `value`.
pub(super) fn texts(value: &Value) -> Vec<String> {
    super::placeholders::strings(value)
        .into_iter()
        .map(|(_, s)| s.to_string())
        .collect()
}

/// `9 PM` (or `21 h`): the clock's words without the minutes on the hour, as `{watchHour}`.
fn watch_hour(catalogue: &Catalogue, lang: &Language, time: jiff::civil::Time) -> String {
    let full = catalogue.clock(lang, time);
    full.replacen(":00", "", 1)
}

fn words(text: &str) -> Vec<String> {
    text.split(|c: char| !c.is_alphanumeric())
        .filter(|w| !w.is_empty())
        .map(str::to_string)
        .collect()
}

#[test]
fn another_church_changes_programme_json_and_no_prose() {
    let old = Catalogue::load(&content(), None).unwrap();
    let dir = copy_content();
    another_church(dir.path());
    let new = Catalogue::load(dir.path(), None).unwrap_or_else(|e| panic!("{e}"));
    for code in old.languages().to_vec() {
        let lang = old.language(&code);
        let was = old.programme_in(&lang);
        let now = new.programme_in(&lang);
        let watch = was.prayer_watch.as_ref().expect("the sample keeps a watch");
        assert_eq!(now.prayer_watch, None, "{code}: no watch");
        let goal = was.hydration_goal.to_string();
        let mut gone = vec![
            was.church.clone(),
            was.pastor.clone(),
            watch.title.clone(),
            watch.place.clone(),
            watch.online.clone(),
            watch.cannot_attend.clone(),
            old.clock(&lang, watch.start.time()),
            watch_hour(&old, &lang, watch.start.time()),
            format!("{goal} glasses"),
            format!("{goal} vasos"),
            "eight glasses".into(),
            "ocho vasos".into(),
            "Second Watch".into(),
            "Segunda vigilia".into(),
            "sanctuary".into(),
            "santuario".into(),
            // A title with a gender, in Spanish (also "del pastor").
            "el pastor".into(),
            "al pastor".into(),
            "nuestro pastor".into(),
            "su esposa".into(),
        ];
        gone.push(old.programme.church.clone());
        let read = rendered(&new, &lang);
        for text in &read {
            for value in &gone {
                assert!(
                    !text.to_lowercase().contains(&value.to_lowercase()),
                    "{code}: '{value}' is still read in: {text}"
                );
            }
            // No pronoun for the pastor: a line naming her has no he, his or him.
            let sentences = text.split(['.', ';', '!', '?']);
            for sentence in sentences.filter(|s| s.contains(&now.pastor)) {
                let said = words(sentence);
                for pronoun in ["he", "his", "him", "himself", "wife"] {
                    assert!(
                        !said.iter().any(|w| w == pronoun),
                        "{code}: '{pronoun}' beside the pastor: {sentence}"
                    );
                }
            }
        }
        // The days the old watch gathered read no word of a watch.
        for day in &watch.days {
            let guide = new.day_in(&lang, *day).unwrap();
            assert_eq!(guide.fast_note, None, "{code} day {day}: no watch note");
            for text in texts(&serde_json::to_value(guide).unwrap()) {
                for prose in WATCH_PROSE {
                    assert!(
                        !text.to_lowercase().contains(prose),
                        "{code} day {day}: '{prose}' in: {text}"
                    );
                }
            }
        }
        // What the new church wrote reads where the old did.
        let all = read.join("\n");
        for value in [now.church.as_str(), now.pastor.as_str()] {
            assert!(all.contains(value), "{code}: '{value}' is read somewhere");
        }
        assert!(all.contains(&format!(
            "{} {}",
            now.hydration_goal,
            if code == "en" { "glasses" } else { "vasos" }
        )));
        if code == "en" {
            let titled = format!("{} {}", now.pastor_title, now.pastor);
            assert!(all.contains(&titled), "en: '{titled}'");
        }
        // No watch to be reminded of, nor in the calendar feed.
        let plan = ReminderPlan::from_catalogue(&new);
        assert!(!plan.keys().contains(super::PRAYER_WATCH_KEY), "{code}");
        let ics = calendar(&new, &lang);
        assert!(!ics.contains("LOCATION:"), "{code}: no gathering");
        assert!(
            !ics.contains(super::PRAYER_WATCH_KEY),
            "{code}: no watch event"
        );
    }
}
