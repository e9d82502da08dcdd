//! The content in the repository is valid, and the checker names file and field for each mistake.

use std::path::Path;

use prayer_fast::content::{Catalogue, Problem, ReminderPlan};
use serde_json::Value;

use crate::helpers::{catalogue, copy_content, copy_messages, edit_json, repo_root};

fn edit_day(dir: &Path, day: u16, edit: impl FnOnce(&mut Value)) {
    edit_json(&dir.join(format!("days/day-{day:02}.json")), edit);
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

/// The days the published specification fixes (their themes are pinned in `spec-pins.json`).
fn spec_days() -> Vec<u16> {
    let pins: Value = serde_json::from_str(
        &std::fs::read_to_string(repo_root().join("content/spec-pins.json")).unwrap(),
    )
    .unwrap();
    let mut days: Vec<u16> = pins["themes"]
        .as_object()
        .unwrap()
        .keys()
        .map(|k| k.parse().unwrap())
        .collect();
    days.sort();
    days
}

#[test]
fn the_repository_content_is_valid_and_keeps_the_specification_moment() {
    let catalogue = Catalogue::load(&repo_root().join("content"), None).unwrap();
    for day in spec_days() {
        assert!(
            catalogue.day(day).is_some(),
            "the specification's day {day}"
        );
    }
    assert!(
        catalogue
            .days
            .keys()
            .all(|d| (1..=catalogue.programme.length_days).contains(d))
    );
    // The specification's screen: the cover pinned to day 12 of 40, 30% complete.
    let pin = catalogue
        .programme
        .pinned_cover
        .as_ref()
        .expect("the sample pins its cover");
    assert_eq!((pin.day, pin.percent_complete), (12, 30));
    assert_eq!(catalogue.programme.length_days, 40);
    assert_eq!(catalogue.programme.hydration_goal, 8);
}

#[test]
fn per_day_differences_follow_the_spec() {
    use prayer_fast::content::model::{CloseShownAs, Footer};
    let catalogue = Catalogue::load(&repo_root().join("content"), None).unwrap();
    for day in &spec_days() {
        let guide = catalogue.day(*day).unwrap();
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
        &catalogue().day(5).unwrap().theme,
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
    edit_day(dir.path(), 8, |v| {
        v["date"] = serde_json::json!({"kind": "label", "text": "Thu Oct 9"})
    });
    edit_day(dir.path(), 9, |v| v["date"] = "Fri Oct 10".into());
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
    assert_problem(&found, "day-08.json", "date.text", "names a date ('Thu')");
    assert_problem(&found, "day-09.json", "date", "invalid type: string");
}

#[test]
fn a_new_day_file_is_all_it_takes() {
    let dir = copy_content();
    let catalogue = Catalogue::load(dir.path(), None).unwrap();
    let length = catalogue.programme.length_days;
    // A day without a guide (making one if every day has a guide).
    let new = (1..=length)
        .find(|d| catalogue.day(*d).is_none())
        .unwrap_or_else(|| {
            std::fs::remove_file(dir.path().join(format!("days/day-{length:02}.json"))).unwrap();
            length
        });
    let source = *catalogue.days.keys().find(|d| **d != new).unwrap();
    let mut guide: Value = serde_json::from_str(
        &std::fs::read_to_string(dir.path().join(format!("days/day-{source:02}.json"))).unwrap(),
    )
    .unwrap();
    guide["day"] = new.into();
    guide["theme"] = "A New Day".into();
    // Declarations are each said once in the programme: the new day has its own.
    for (i, declaration) in guide["declarations"]
        .as_array_mut()
        .unwrap()
        .iter_mut()
        .enumerate()
    {
        *declaration = format!("New declaration {i}.").into();
    }
    for (i, slot) in guide["slots"]
        .as_array_mut()
        .unwrap()
        .iter_mut()
        .enumerate()
    {
        if slot.get("declaration").is_some() {
            slot["declaration"] = format!("New slot declaration {i}.").into();
        }
    }
    if guide["close"].get("declaration").is_some() {
        guide["close"]["declaration"] = "New close declaration.".into();
    }
    std::fs::write(
        dir.path().join(format!("days/day-{new:02}.json")),
        serde_json::to_string_pretty(&guide).unwrap(),
    )
    .unwrap();
    let catalogue = Catalogue::load(dir.path(), None).unwrap();
    assert_eq!(catalogue.day(new).unwrap().theme, "A New Day");
}

fn edit_programme(dir: &Path, edit: impl FnOnce(&mut Value)) {
    edit_json(&dir.join("programme.json"), edit);
}

#[test]
fn a_start_date_that_is_not_a_real_date_is_refused_with_file_and_field() {
    for bad in ["2025-02-30", "2025-13-01", "October 1", ""] {
        let dir = copy_content();
        edit_programme(dir.path(), |v| v["startDate"] = bad.into());
        let found = problems(dir.path());
        assert_eq!(found.len(), 1, "{bad}: {found:#?}");
        assert_problem(&found, "programme.json", "startDate", "");
    }
}

#[test]
fn a_length_of_0_or_over_366_days_is_refused() {
    for bad in [0, 367, 1000] {
        let dir = copy_content();
        edit_programme(dir.path(), |v| {
            v["lengthDays"] = bad.into();
            v.as_object_mut().unwrap().remove("pinnedCover");
        });
        let found = problems(dir.path());
        assert_problem(
            &found,
            "programme.json",
            "lengthDays",
            "must be 1 to 366 days",
        );
    }
    // 366 is a leap year's fast: allowed.
    let dir = copy_content();
    edit_programme(dir.path(), |v| v["lengthDays"] = 366.into());
    Catalogue::load(dir.path(), None).unwrap();
}

/// Where the programme names a day (the cover's pin, the days linking to the safety page), a day
/// outside it is refused with file and field.
#[test]
fn a_named_day_outside_the_programme_is_refused() {
    for (field, words) in [
        ("pinnedCover.day", "outside the programme"),
        ("safety.linkedFromDays", "not a day of the programme"),
    ] {
        let dir = copy_content();
        edit_programme(dir.path(), |v| {
            let outside = v["lengthDays"].as_u64().unwrap() + 1;
            match field {
                "pinnedCover.day" => v["pinnedCover"]["day"] = outside.into(),
                _ => v["safety"]["linkedFromDays"] = serde_json::json!([outside]),
            }
        });
        assert_problem(&problems(dir.path()), "programme.json", field, words);
    }
}

#[test]
fn without_a_pin_the_content_is_valid_and_one_problem_reads_as_one_line() {
    let dir = copy_content();
    edit_programme(dir.path(), |v| {
        v.as_object_mut().unwrap().remove("pinnedCover");
    });
    let catalogue = Catalogue::load(dir.path(), None).unwrap();
    assert!(catalogue.programme.pinned_cover.is_none());

    edit_programme(dir.path(), |v| v["startDate"] = "2025-02-30".into());
    let err = Catalogue::load(dir.path(), None).unwrap_err().to_string();
    assert!(!err.contains('\n'), "{err}");
    assert!(err.contains("programme.json: startDate: "), "{err}");
}

#[test]
fn prose_naming_a_weekday_or_month_is_a_warning_not_an_error() {
    let dir = copy_content();
    let day = *spec_days().first().unwrap();
    // The weekday the day falls on: a line naming it is true of this start date only (a warning);
    // a line naming another weekday is refused (see content::tests).
    let catalogue = Catalogue::load(dir.path(), None).unwrap();
    let weekday = format!(
        "{:?}",
        catalogue
            .programme
            .start_date
            .checked_add(jiff::Span::new().days(day - 1))
            .unwrap()
            .weekday()
    );
    edit_day(dir.path(), day, |v| {
        v["sustaining"]["tips"][0] = format!("Rest on {weekday} afternoon if you can.").into();
        v["dailyPrayer"] = "May the Lord keep us through October, as in March 3 and May.".into();
    });
    let catalogue = Catalogue::load(dir.path(), None).unwrap();
    let warnings: Vec<String> = catalogue
        .calendar_prose_warnings(dir.path())
        .iter()
        .filter(|w| w.file.ends_with(format!("day-{day:02}.json")))
        .map(|w| format!("{}: {}", w.field, w.message))
        .collect();
    assert!(
        warnings.contains(
            &format!("sustaining.tips[0]: '{weekday}' assumes a {weekday}: true of this start date only, reread it if the start date changes")
        ),
        "{warnings:#?}"
    );
    assert!(
        warnings
            .iter()
            .any(|w| w.starts_with("dailyPrayer: names 'October'")),
        "{warnings:#?}"
    );
    assert!(
        warnings
            .iter()
            .any(|w| w.starts_with("dailyPrayer: names 'March'")),
        "{warnings:#?}"
    );
    // 'May' as a word, not a month, is not flagged.
    assert!(
        !warnings.iter().any(|w| w.contains("'May'")),
        "{warnings:#?}"
    );
}

#[test]
fn british_spellings_a_lowercase_amen_and_a_repeated_declaration_are_reported() {
    let dir = copy_content();
    let days = spec_days();
    let (first, second) = (days[0], days[1]);
    edit_day(dir.path(), first, |v| {
        v["sustaining"]["tips"][0] = "Honour your neighbour with a kind word.".into();
        v["dailyPrayer"] = "Lord, keep us. In Jesus’ name, amen.".into();
    });
    let repeated = {
        let text =
            std::fs::read_to_string(dir.path().join(format!("days/day-{first:02}.json"))).unwrap();
        let value: Value = serde_json::from_str(&text).unwrap();
        value["declarations"][0].as_str().unwrap().to_string()
    };
    // The same words, another case and punctuation: still the same declaration.
    edit_day(dir.path(), second, |v| {
        v["declarations"][1] = format!("“{}”", repeated.to_uppercase()).into()
    });
    let found = problems(dir.path());
    let file = format!("day-{first:02}.json");
    assert_problem(
        &found,
        &file,
        "sustaining.tips[0]",
        "'Honour' is British spelling",
    );
    assert_problem(&found, &file, "sustaining.tips[0]", "'neighbor'");
    assert_problem(&found, &file, "dailyPrayer", "write 'Amen'");
    assert_problem(
        &found,
        &format!("day-{second:02}.json"),
        "declarations[1]",
        &format!("repeats the declaration of day {first} (declarations[0])"),
    );
}

#[test]
fn a_day_over_the_word_budget_is_reported() {
    let dir = copy_content();
    let day = spec_days()[0];
    let long = "pray ".repeat(prayer_fast::content::DAY_WORD_BUDGET);
    edit_day(dir.path(), day, |v| v["dailyPrayer"] = long.into());
    assert_problem(
        &problems(dir.path()),
        &format!("day-{day:02}.json"),
        "",
        &format!(
            "over the budget of {}",
            prayer_fast::content::DAY_WORD_BUDGET
        ),
    );
}

#[test]
fn a_slot_key_members_cannot_choose_a_reminder_for_is_refused() {
    let dir = copy_content();
    let day = *Catalogue::load(dir.path(), None)
        .unwrap()
        .days
        .keys()
        .next()
        .unwrap();
    edit_day(dir.path(), day, |v| {
        v["slots"][0]["key"] = "dawn-watch".into()
    });
    let file = format!("day-{day:02}.json");
    assert_problem(&problems(dir.path()), &file, "slots[0].key", "defaultSlots");
}

/// A day whose theme, slot title and declaration use placeholders: the e-mail, the reminder and
/// the calendar feed read the programme's values.
#[test]
fn placeholders_are_filled_in_the_mail_the_reminder_and_the_calendar_feed() {
    let catalogue = crate::helpers::catalogue();
    let programme = &catalogue.programme;
    let dir = copy_content();
    let first = *catalogue.days.keys().next().unwrap();
    edit_day(dir.path(), first, |v| {
        v["theme"] = "Praying with {church}".into();
        v["slots"][0]["title"] = "Dawn with {pastorTitle} {pastor}".into();
        v["declarations"][0] = "I stand with {church} until {closeTime}.".into();
    });
    let edited = Catalogue::load(dir.path(), None).unwrap();
    let guide = edited.day(first).unwrap();
    let theme = format!("Praying with {}", programme.church);
    assert_eq!(guide.theme, theme);
    let close = twelve_hour(guide.close.time.time());
    let declaration = format!("I stand with {} until {close}.", programme.church);

    let activity = prayer_fast::domain::DayActivity {
        day: first,
        completed_slots: vec![guide.slots[0].key.clone()],
        journals: vec![],
        rhythm: Default::default(),
    };
    let summary = prayer_fast::domain::SummaryMail::Day(prayer_fast::domain::DaySummary {
        recipient: prayer_fast::domain::RecipientEmail::parse("member@example.org").unwrap(),
        activity,
        language: None,
    });
    let from: lettre::message::Mailbox = "Prayer Fast <fast@example.org>".parse().unwrap();
    let mail =
        prayer_fast::mail::render_summary(&edited, &summary, "id-1", &from, "https://fast.example")
            .expect("the day has a guide");
    let mail = String::from_utf8(mail.formatted()).unwrap();
    let decoded = decode_mail(&mail);
    for text in [
        &theme,
        &declaration,
        &format!("Dawn with {} {}", programme.pastor_title, programme.pastor),
    ] {
        assert!(
            decoded.contains(text.as_str()),
            "{text} in the e-mail:\n{decoded}"
        );
    }
    assert!(!decoded.contains("{church}") && !decoded.contains("{pastor}"));

    let plan = ReminderPlan::from_catalogue(&edited);
    let slot = plan.slot(first, &guide.slots[0].key).unwrap();
    assert_eq!(
        slot.title,
        format!("Dawn with {} {}", programme.pastor_title, programme.pastor)
    );
    let snooze = prayer_fast::domain::SnoozeRequest {
        subscription: "s".into(),
        day: first,
        slot: slot.key.clone(),
        sig: "x".into(),
    };
    let message = prayer_fast::push::reminder_message(
        &edited,
        &edited.first_language(),
        "https://fast.example",
        (first, slot),
        &snooze,
        std::time::Duration::from_secs(60),
    );
    let payload = String::from_utf8(message.payload).unwrap();
    assert!(
        payload.contains(&theme) && payload.contains(&programme.pastor),
        "{payload}"
    );

    let feed = prayer_fast::content::calendar::programme_calendar(
        &edited,
        &plan,
        &jiff::tz::TimeZone::UTC,
        "https://fast.example",
        &edited.first_language(),
        &Default::default(),
    );
    let unfolded = feed.replace("\r\n ", "");
    assert!(unfolded.contains(&theme), "{unfolded}");
    assert!(unfolded.contains(&format!(
        "Dawn with {} {}",
        programme.pastor_title, programme.pastor
    )));
    assert!(!unfolded.contains("{church}"));
}

/// `17:45` as the guide writes it, `5:45 PM`.
fn twelve_hour(time: jiff::civil::Time) -> String {
    let hour = time.hour();
    let suffix = if hour < 12 { "AM" } else { "PM" };
    let twelve = if hour % 12 == 0 { 12 } else { hour % 12 };
    format!("{twelve}:{:02} {suffix}", time.minute())
}

/// The e-mail's text, quoted-printable and base64 parts decoded enough to search.
fn decode_mail(mail: &str) -> String {
    let unwrapped = mail.replace("=\r\n", "");
    let mut out = String::new();
    let bytes = unwrapped.as_bytes();
    let mut i = 0;
    while i < bytes.len() {
        if bytes[i] == b'='
            && i + 2 < bytes.len()
            && let Ok(b) = u8::from_str_radix(&unwrapped[i + 1..i + 3], 16)
        {
            out.push(b as char);
            i += 3;
            continue;
        }
        out.push(bytes[i] as char);
        i += 1;
    }
    // Quoted-printable decodes byte by byte; read it back as UTF-8.
    let latin: Vec<u8> = out.chars().map(|c| c as u32 as u8).collect();
    String::from_utf8_lossy(&latin).into_owned()
}

/// A second language whose texts are, for the test, the first language's: `es/programme.json`
/// from the programme's texts and `es/days/` the same guides, so every structure matches.
fn with_spanish(dir: &Path) {
    edit_programme(dir, |v| v["languages"] = serde_json::json!(["en", "es"]));
    let programme: Value =
        serde_json::from_str(&std::fs::read_to_string(dir.join("programme.json")).unwrap())
            .unwrap();
    let slots: Vec<Value> = programme["defaultSlots"]
        .as_array()
        .unwrap()
        .iter()
        .map(|s| serde_json::json!({ "key": s["key"], "title": s["title"] }))
        .collect();
    let texts = serde_json::json!({
        "title": programme["title"],
        "subtitle": programme["subtitle"],
        "defaultSlots": slots,
        "prayerWatch": {
            "title": programme["prayerWatch"]["title"],
            "description": programme["prayerWatch"]["description"],
            "hours": { "themes": programme["prayerWatch"]["hours"]["themes"], "guide": programme["prayerWatch"]["hours"]["guide"] },
        },
        "fastHours": programme["fastHours"],
        "waysOfFasting": programme["waysOfFasting"],
        "safety": programme["safety"],
        "rhythms": {
            "every": { "name": programme["rhythms"]["every"]["name"], "description": programme["rhythms"]["every"]["description"] },
            "twice": { "name": programme["rhythms"]["twice"]["name"], "description": programme["rhythms"]["twice"]["description"] },
            "once": { "name": programme["rhythms"]["once"]["name"], "description": programme["rhythms"]["once"]["description"] },
        },
    });
    std::fs::create_dir_all(dir.join("es/days")).unwrap();
    std::fs::write(dir.join("es/programme.json"), texts.to_string()).unwrap();
    for entry in std::fs::read_dir(dir.join("days")).unwrap() {
        let path = entry.unwrap().path();
        std::fs::copy(&path, dir.join("es/days").join(path.file_name().unwrap())).unwrap();
    }
    copy_messages(dir, "es");
}

fn edit_spanish_day(dir: &Path, day: u16, edit: impl FnOnce(&mut Value)) {
    edit_day(&dir.join("es"), day, edit);
}

#[test]
fn a_second_language_with_the_first_ones_structure_loads() {
    let dir = copy_content();
    with_spanish(dir.path());
    let catalogue = Catalogue::load(dir.path(), None).unwrap();
    let es = &catalogue.translations["es"];
    assert_eq!(
        es.days.keys().collect::<Vec<_>>(),
        catalogue.days.keys().collect::<Vec<_>>()
    );
    assert_eq!(es.programme.church, catalogue.programme.church);
    let themes = |days: &std::collections::BTreeMap<u16, prayer_fast::content::model::DayGuide>| {
        days.values().map(|d| d.theme.clone()).collect::<Vec<_>>()
    };
    assert_eq!(themes(&es.days), themes(&catalogue.days));
}

#[test]
fn each_language_fills_its_time_placeholders_on_its_own_clock() {
    let catalogue = crate::helpers::catalogue();
    let (en, es) = (catalogue.language("en"), catalogue.language("es"));
    let first = catalogue.programme.prayer_watch.as_ref().unwrap();
    let watch = first.start.time();
    let (english, spanish) = (catalogue.clock(&en, watch), catalogue.clock(&es, watch));
    assert_ne!(english, spanish);
    // The watch's line is written with {watchTime} in both languages.
    assert!(first.description.contains(&english));
    let spanish_watch = catalogue.translations["es"].programme.prayer_watch.as_ref();
    let translated = &spanish_watch.unwrap().description;
    assert!(translated.contains(&spanish), "{translated}");
    assert!(!translated.contains(&english), "{translated}");
}

/// A message of `lang`'s service catalogue written on one line with a variable: its file, its
/// line and its id.
fn message_with_a_variable(dir: &Path, lang: &str) -> (std::path::PathBuf, String, String) {
    let folder = dir.join("messages").join(lang).join("service");
    let mut files: Vec<_> = std::fs::read_dir(&folder)
        .unwrap()
        .map(|e| e.unwrap().path())
        .collect();
    files.sort();
    for file in files {
        let text = std::fs::read_to_string(&file).unwrap();
        for line in text.lines() {
            if let Some((id, value)) = line.split_once(" = ")
                && !id.starts_with(['#', ' '])
                && value.contains("{ $")
            {
                return (file.clone(), line.to_string(), id.to_string());
            }
        }
    }
    panic!("no message with a variable in {}", folder.display());
}

fn replace_in(file: &Path, from: &str, to: &str) {
    let text = std::fs::read_to_string(file).unwrap();
    assert!(text.contains(from));
    std::fs::write(file, text.replacen(from, to, 1)).unwrap();
}

#[test]
fn the_message_catalogue_is_checked_with_file_and_message() {
    let spanish = || {
        let dir = copy_content();
        with_spanish(dir.path());
        dir
    };
    let dir = spanish();
    Catalogue::load(dir.path(), None).expect("the catalogue as it is passes");
    let (file, _, id) = message_with_a_variable(dir.path(), "es");
    let name = file.file_name().unwrap().to_str().unwrap().to_string();
    let service_file = format!("es/service/{name}");

    // Each change, made to a fresh copy, and the problem it is reported as: file, message, words.
    type Change = Box<dyn Fn(&Path)>;
    let cases: Vec<(&str, Change, &str, &str, &str)> = vec![
        (
            "a Spanish message missing",
            Box::new(|dir| {
                let (file, line, _) = message_with_a_variable(dir, "es");
                replace_in(&file, &format!("{line}\n"), "");
            }),
            &service_file,
            &id,
            "missing",
        ),
        (
            "a Spanish message whose variables differ from the first language's",
            Box::new(|dir| {
                let (file, line, _) = message_with_a_variable(dir, "es");
                replace_in(&file, &line, &line.replacen("{ $", "{ $renamed", 1));
            }),
            &service_file,
            &id,
            "$renamed",
        ),
        (
            "a message the first language does not have",
            Box::new(|dir| {
                let extra = dir.join("messages/es/service/extra.ftl");
                std::fs::write(extra, "only-in-spanish = Hola\n").unwrap();
            }),
            "es/service/extra.ftl",
            "only-in-spanish",
            "'en' has no such message",
        ),
        (
            "a file that is not Fluent, in the app's part",
            Box::new(|dir| {
                let app = dir.join("messages/en/app");
                std::fs::create_dir_all(&app).unwrap();
                std::fs::write(app.join("broken.ftl"), "fine = Fine\nbroken = { $open\n").unwrap();
            }),
            "en/app/broken.ftl",
            "line 2",
            "not Fluent syntax",
        ),
    ];
    for (what, change, file, field, words) in cases {
        let dir = spanish();
        change(dir.path());
        assert_problem(&problems(dir.path()), file, field, words);
        eprintln!("refused: {what}");
    }
}

#[test]
fn a_translation_that_departs_from_the_first_language_is_refused_with_file_and_field() {
    let catalogue = crate::helpers::catalogue();
    let (first, second) = {
        let mut days = catalogue.days.keys();
        (*days.next().unwrap(), *days.next().unwrap())
    };
    let church = catalogue.programme.church.clone();
    type Change = Box<dyn Fn(&Path)>;
    let cases: Vec<(Change, String, &str, &str)> = vec![
        (
            Box::new(move |dir| {
                std::fs::remove_file(dir.join(format!("es/days/day-{first:02}.json"))).unwrap()
            }),
            format!("es/days/day-{first:02}.json"),
            "",
            "none in 'es'",
        ),
        (
            Box::new(move |dir| {
                edit_spanish_day(dir, first, |v| v["slots"][0]["key"] = "dawn".into())
            }),
            format!("es/days/day-{first:02}.json"),
            "slots[0].key",
            "differs from the first language's",
        ),
        (
            Box::new(move |dir| {
                edit_spanish_day(dir, second, |v| v["slots"][0]["time"] = "05:30".into())
            }),
            format!("es/days/day-{second:02}.json"),
            "slots[0].time",
            "the time differs",
        ),
        (
            Box::new(move |dir| {
                edit_spanish_day(dir, first, |v| v["closeShownAs"] = "card".into())
            }),
            format!("es/days/day-{first:02}.json"),
            "closeShownAs",
            "differs",
        ),
        (
            Box::new(move |dir| {
                let church = church.clone();
                edit_spanish_day(dir, first, move |v| {
                    v["dailyPrayer"] = format!("Señor, bendice a {church}. Amén.").into()
                })
            }),
            format!("es/days/day-{first:02}.json"),
            "dailyPrayer",
            "{church}",
        ),
        (
            Box::new(|dir| {
                edit_programme(&dir.join("es"), |v| {
                    v["defaultSlots"].as_array_mut().unwrap().pop();
                })
            }),
            "es/programme.json".into(),
            "defaultSlots",
            "name the slots the first language names",
        ),
        (
            Box::new(|dir| {
                edit_programme(&dir.join("es"), |v| {
                    v["prayerWatch"]["hours"]["guide"]
                        .as_array_mut()
                        .unwrap()
                        .pop();
                })
            }),
            "es/programme.json".into(),
            "prayerWatch.hours.guide",
            "as the first language does",
        ),
    ];
    for (change, file, field, words) in cases {
        let dir = copy_content();
        with_spanish(dir.path());
        change(dir.path());
        assert_problem(&problems(dir.path()), &file, field, words);
    }
}

#[test]
fn the_languages_offered_are_tags_each_named_once() {
    for (languages, field, words) in [
        (serde_json::json!([]), "languages", "at least one language"),
        (
            serde_json::json!(["en", "Spanish"]),
            "languages[1]",
            "not a language tag",
        ),
        (
            serde_json::json!(["en", "en"]),
            "languages[1]",
            "named twice",
        ),
    ] {
        let dir = copy_content();
        edit_programme(dir.path(), |v| v["languages"] = languages);
        assert_problem(&problems(dir.path()), "programme.json", field, words);
    }
}

#[test]
fn the_church_chooses_the_clock_each_language_writes_times_on() {
    let dir = copy_content();
    with_spanish(dir.path());
    let t = |h, m| jiff::civil::Time::new(h, m, 0, 0).unwrap();
    let catalogue = Catalogue::load(dir.path(), None).unwrap();
    let (en, es) = (catalogue.language("en"), catalogue.language("es"));
    assert_eq!(catalogue.clock(&en, t(6, 0)), "6:00 AM");
    assert_eq!(catalogue.clock(&en, t(17, 45)), "5:45 PM");
    assert_eq!(catalogue.clock(&es, t(6, 0)), "6:00 a. m.");
    assert_eq!(catalogue.clock(&es, t(17, 45)), "5:45 p. m.");
    edit_programme(dir.path(), |v| v["hourCycle"] = "h23".into());
    let catalogue = Catalogue::load(dir.path(), None).unwrap();
    assert_eq!(catalogue.clock(&en, t(17, 45)), "17:45");
    assert_eq!(catalogue.clock(&es, t(6, 0)), "6:00");
    let watch = catalogue.translations["es"].programme.prayer_watch.as_ref();
    let watch = &watch.unwrap().description;
    assert!(watch.contains("21:00"), "{watch}");
}
