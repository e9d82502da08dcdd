//! One start date for everything the service dates: `PROGRAMME_START_DATE` reaches the settings
//! the PWA reads, the day-summary e-mail, the calendar feed and the reminders alike.

use jiff::ToSpan;
use jiff::civil::Date;
use mail_parser::MessageParser;
use prayer_fast::content::Catalogue;
use serde_json::{Value, json};

use crate::helpers::{repo_root, spawn_with, with};
use crate::push_sink::{BrowserKeys, PushSink};
use crate::reminders;
use crate::smtp_sink::{Behaviour, SmtpSink};

/// A start date no content names, on a weekday the sample does not start on.
const START: &str = "2031-05-20";
const ZONE: &str = "Asia/Tokyo";

#[tokio::test]
async fn an_overridden_start_date_dates_the_email_the_calendar_and_a_reminder_alike() {
    let catalogue = Catalogue::load(&repo_root().join("content"), None).unwrap();
    let (&day, guide) = catalogue.days.iter().next().expect("a day with a guide");
    let date: Date = START.parse::<Date>().unwrap() + (i64::from(day) - 1).days();
    let first = guide.slots.first().unwrap_or(&guide.close);

    let smtp = SmtpSink::start(Behaviour::Accept).await;
    let push = PushSink::start().await;
    let smtp_url = smtp.url();
    let more = [("PROGRAMME_START_DATE", START), ("SMTP_URL", &smtp_url)];
    let app = spawn_with(&with(&reminders::env(), &more)).await;

    // What the PWA learns at start.
    let settings: Value = app.get("/api/programme").await.json().await.unwrap();
    assert_eq!(settings["startDate"], START);

    // The e-mail names the day's date.
    let summary = json!({
        "email": "member@example.org", "dayNumber": day, "theme": guide.theme,
        "completedSlots": [], "journals": {},
    });
    assert_eq!(app.summary_status(&summary).await, 202);
    let mails = app.mails(&smtp).await;
    let message = MessageParser::default().parse(&mails[0].data).unwrap();
    let text = message.body_text(0).unwrap();
    let long_date = date.strftime("%A, %B %-d, %Y").to_string();
    assert!(
        text.contains(&long_date),
        "the e-mail says {long_date}:\n{text}"
    );

    // The calendar feed has the day's first slot on that date, in the member's zone.
    let at = date
        .to_datetime(first.time.time())
        .in_tz(ZONE)
        .unwrap()
        .timestamp();
    let ics = app
        .get(&format!("/api/calendar.ics?tz={ZONE}"))
        .await
        .text()
        .await
        .unwrap();
    let dtstart = format!("DTSTART:{}", at.strftime("%Y%m%dT%H%M%SZ"));
    assert!(ics.contains(&dtstart), "the feed has {dtstart}");

    // And the reminder for that slot goes out at that instant, for that day.
    let keys = BrowserKeys::generate();
    let res = reminders::subscribe(&app, &push.endpoint("m"), &keys, ZONE, None).await;
    assert_eq!(res.status().as_u16(), 201);
    assert_eq!(
        app.reminder_pass(at - 60.seconds()).await.sent,
        0,
        "not before"
    );
    assert_eq!(app.reminder_pass(at + 5.seconds()).await.sent, 1);
    let payload = keys.decrypt(&push.requests()[0].body);
    assert_eq!(
        payload["notification"]["body"],
        format!("Day {day} · {}", guide.theme)
    );
}

#[tokio::test]
async fn every_day_with_a_guide_is_summarised_by_e_mail_with_its_theme() {
    let catalogue = Catalogue::load(&repo_root().join("content"), None).unwrap();
    let smtp = SmtpSink::start(Behaviour::Accept).await;
    let app = spawn_with(&[("SMTP_URL", &smtp.url()), ("RATE_LIMITS", "off")]).await;
    for (day, guide) in &catalogue.days {
        let first = guide.checkable_slots().next().unwrap();
        let journal = guide.timed_slots().find_map(|s| s.journal.as_ref());
        let mut journals = serde_json::Map::new();
        if let Some(journal) = journal {
            journals.insert(journal.key.clone(), json!(format!("Day {day} journal")));
        }
        let summary = json!({
            "email": format!("member{day}@example.org"), "dayNumber": day, "theme": guide.theme,
            "completedSlots": [first.key], "journals": journals,
        });
        let res = app.post_summary(&summary, None).await;
        assert_eq!(res.status().as_u16(), 202, "day {day}");
    }
    let mails = app.mails(&smtp).await;
    assert_eq!(mails.len(), catalogue.days.len());
    for (day, guide) in &catalogue.days {
        let to = format!("<member{day}@example.org>");
        let mail = mails
            .iter()
            .find(|m| m.rcpt_to == [to.clone()])
            .expect("a mail per day");
        let message = MessageParser::default().parse(&mail.data).unwrap();
        assert!(
            message
                .subject()
                .unwrap()
                .starts_with(&format!("Day {day}: {}", guide.theme))
        );
        let text = message.body_text(0).unwrap();
        let first = guide.checkable_slots().next().unwrap();
        assert!(
            text.contains(&first.title),
            "day {day} lists its completed slot"
        );
    }
}
