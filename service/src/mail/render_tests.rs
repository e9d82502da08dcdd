//! The summary e-mail's rendering.

use super::*;
use crate::content::twelve_hour;
use crate::domain::{DaySummary, JourneySummary, RecipientEmail};

fn activity(day: u16) -> DayActivity {
    DayActivity {
        day,
        completed_slots: vec![],
        journals: vec![],
        rhythm: Default::default(),
    }
}

/// The church's content, its first day and a member's address.
fn church() -> (Catalogue, u16, RecipientEmail) {
    let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../content");
    let catalogue = Catalogue::load(&dir, None).unwrap();
    let day = *catalogue.days.keys().next().unwrap();
    (
        catalogue,
        day,
        RecipientEmail::parse("member@example.org").unwrap(),
    )
}

#[test]
fn a_day_removed_from_the_content_since_queuing_is_left_out_of_its_journey() {
    let (catalogue, kept, recipient) = church();
    let gone = u16::MAX;
    let compose = |mail: &SummaryMail| compose(&catalogue, mail, "https://guide.example");
    let journey = |days: Vec<DayActivity>| {
        SummaryMail::Journey(JourneySummary {
            recipient: recipient.clone(),
            days,
            language: None,
        })
    };

    let mail = compose(&journey(vec![activity(kept), activity(gone)])).unwrap();
    assert_eq!(mail.subject, "Your prayer fast journey so far — 1 day");
    for part in [&mail.text, &mail.html] {
        assert!(part.contains(&format!("/day/{kept}")));
        assert!(!part.contains(&format!("/day/{gone}")));
        // Every summary, so a member's first, points to fasting safely.
        assert!(part.contains("https://guide.example/safety"), "{part}");
        assert!(part.contains(&catalogue.programme.safety.title));
    }
    assert!(
        compose(&journey(vec![activity(gone)])).is_none(),
        "nothing left to send"
    );
    let day = SummaryMail::Day(DaySummary {
        recipient: recipient.clone(),
        activity: activity(gone),
        language: None,
    });
    assert!(compose(&day).is_none());
}

#[test]
fn times_read_as_in_the_guide() {
    let t = |h, m| jiff::civil::Time::new(h, m, 0, 0).unwrap();
    assert_eq!(twelve_hour(t(6, 0)), "6:00 AM");
    assert_eq!(twelve_hour(t(12, 0)), "12:00 PM");
    assert_eq!(twelve_hour(t(17, 45)), "5:45 PM");
    assert_eq!(twelve_hour(t(0, 0)), "12:00 AM");
}

#[test]
fn every_summary_names_the_emergency_number_and_the_pastoral_contact_in_its_language() {
    let (catalogue, day, recipient) = church();
    for code in catalogue.languages().to_vec() {
        let lang = catalogue.language(&code);
        let programme = catalogue.programme_in(&lang);
        let number = programme.emergency_number.as_deref().unwrap();
        let contact = programme.pastoral_contact.as_ref().unwrap();
        let mail = SummaryMail::Day(DaySummary {
            recipient: recipient.clone(),
            activity: activity(day),
            language: Some(lang.clone()),
        });
        let mail = compose(&catalogue, &mail, "https://guide.example").unwrap();
        let line = catalogue.message(
            &lang,
            "summary-care",
            &[
                ("number", number.into()),
                ("name", contact.name.as_str().into()),
                (
                    "reach",
                    [contact.phone.as_deref(), contact.email.as_deref()]
                        .into_iter()
                        .flatten()
                        .collect::<Vec<_>>()
                        .join(", ")
                        .as_str()
                        .into(),
                ),
            ],
        );
        assert!(mail.text.contains(&line), "{code}: {}", mail.text);
        for part in [&mail.text, &mail.html] {
            for fact in [number, contact.name.as_str()] {
                assert!(part.contains(fact), "{code}: {fact} in {part}");
            }
        }
    }
}

#[test]
fn a_summary_names_the_members_rhythm_in_their_language_unless_it_is_every_prayer_time() {
    use crate::content::model::RhythmKey;
    let (catalogue, day, recipient) = church();
    for code in catalogue.languages().to_vec() {
        let lang = catalogue.language(&code);
        let rhythms = catalogue.programme_in(&lang).rhythms.clone().unwrap();
        for key in RhythmKey::ALL {
            let mail = SummaryMail::Day(DaySummary {
                recipient: recipient.clone(),
                activity: DayActivity {
                    rhythm: key,
                    ..activity(day)
                },
                language: Some(lang.clone()),
            });
            let mail = compose(&catalogue, &mail, "https://guide.example").unwrap();
            let name = rhythms.get(key).name.as_str();
            let line = catalogue.message(&lang, "summary-rhythm", &[("rhythm", name.into())]);
            for part in [&mail.text, &mail.html] {
                assert_eq!(
                    part.contains(&line),
                    !key.is_every(),
                    "{code} {key:?}: {part}"
                );
            }
        }
    }
}
