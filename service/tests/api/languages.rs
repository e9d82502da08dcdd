//! The member's language end to end: the device says it (`Accept-Language`) with each request
//! and subscription, and what the service sends later (mails, pushes, the calendar feed, its
//! errors) is in it; the first language's stays exactly as it was. Facts come from `content/`.

use mail_parser::MessageParser;
use prayer_fast::content::model::DayGuide;
use prayer_fast::content::{Catalogue, Language};
use serde_json::{Value, json};

use crate::helpers::{TestApp, spawn_with};
use crate::push_sink::BrowserKeys;
use crate::recipients::{app_confirming, link_in};
use crate::reminders::app_with_push;
use crate::smtp_sink::{Behaviour, SmtpSink};

/// Subscribes `keys` at `endpoint` to every reminder in Chicago, the device saying `language`.
async fn subscribe_in(
    app: &TestApp,
    endpoint: &str,
    keys: &BrowserKeys,
    language: &str,
) -> reqwest::Response {
    let body = json!({
        "subscription": { "endpoint": endpoint, "keys": { "p256dh": keys.p256dh, "auth": keys.auth_b64 } },
        "timeZone": "America/Chicago",
    });
    app.client
        .post(app.url("/api/push/subscriptions"))
        .header("accept-language", language)
        .json(&body)
        .send()
        .await
        .unwrap()
}

async fn stored_language(app: &TestApp) -> Option<String> {
    app.data_dir
        .scalar("SELECT language FROM push_subscriptions")
        .await
}

crate::on_both_engines! {
    #[tokio::test]
    async fn a_subscription_keeps_the_members_language_and_follows_each_change() {
        let (catalogue, _, es) = spanish();
        let (sink, app) = app_with_push(&[]).await;
        let keys = BrowserKeys::generate();
        let res = subscribe_in(&app, &sink.endpoint("a"), &keys, "es-MX").await;
        assert_eq!(res.status(), 201);
        let created: Value = res.json().await.unwrap();
        assert_eq!(stored_language(&app).await.as_deref(), Some("es"));

        // The device changes its reminders, now in English.
        let url = app.url(&format!("/api/push/subscriptions/{}", created["id"].as_str().unwrap()));
        let res = app
            .client
            .patch(&url)
            .bearer_auth(created["token"].as_str().unwrap())
            .header("accept-language", "en")
            .json(&json!({}))
            .send()
            .await
            .unwrap();
        assert_eq!(res.status(), 200);
        assert_eq!(stored_language(&app).await.as_deref(), Some("en"));
        // A change refused, in the language the device asks in.
        let refused = app
            .client
            .patch(&url)
            .bearer_auth(created["token"].as_str().unwrap())
            .header("accept-language", "es")
            .json(&json!({ "slots": [] }))
            .send()
            .await
            .unwrap();
        assert_eq!(refused.status(), 400);
        let body: Value = refused.json().await.unwrap();
        assert_eq!(body["error"], catalogue.message(&es, "error-no-slots", &[]));

        // Subscribing again (the same endpoint) in a language the programme does not offer: the first.
        subscribe_in(&app, &sink.endpoint("a"), &keys, "pt-BR").await;
        assert_eq!(stored_language(&app).await.as_deref(), Some("en"));
        subscribe_in(&app, &sink.endpoint("a"), &keys, "es").await;
        assert_eq!(stored_language(&app).await.as_deref(), Some("es"));
    }
}

/// The repository's content, the first language and Spanish.
fn spanish() -> (&'static Catalogue, Language, Language) {
    let catalogue = crate::helpers::catalogue();
    (
        catalogue,
        catalogue.first_language(),
        catalogue.language("es"),
    )
}

/// Spanish, and the first day with a journal and a slot to tick: its number and its Spanish guide.
fn a_spanish_day() -> (&'static Catalogue, Language, u16, &'static DayGuide) {
    let (catalogue, _, es) = spanish();
    let day = day_with_a_journal(catalogue);
    let guide = catalogue.day_in(&es, day).unwrap();
    (catalogue, es, day, guide)
}

/// The first day of the content with a journal and a slot to tick.
fn day_with_a_journal(catalogue: &Catalogue) -> u16 {
    let day = catalogue
        .days
        .values()
        .find(|g| g.timed_slots().any(|s| s.journal.is_some()) && g.checkable_slots().count() > 0)
        .expect("a day with a journal");
    day.day
}

/// A summary of `day` (its `theme`), its first slot ticked and its first journal holding `journal`.
fn summary_of(catalogue: &Catalogue, day: u16, theme: &str, journal: &str) -> Value {
    let guide = catalogue.day(day).unwrap();
    let slot = guide.checkable_slots().next().unwrap();
    let journal_key = guide
        .timed_slots()
        .find_map(|s| s.journal.as_ref())
        .unwrap()
        .key
        .clone();
    json!({
        "email": "miembro@example.org", "dayNumber": day, "theme": theme,
        "completedSlots": [slot.key], "journals": { journal_key: journal }
    })
}

async fn post_in(app: &TestApp, path: &str, body: &Value, language: &str) -> reqwest::Response {
    app.client
        .post(app.url(path))
        .header("accept-language", language)
        .json(body)
        .send()
        .await
        .unwrap()
}

/// The subject, text and HTML of a mail the sink received.
fn read_mail(raw: &[u8]) -> (String, String, String) {
    let message = MessageParser::default().parse(raw).unwrap();
    (
        message.subject().unwrap().to_string(),
        message.body_text(0).unwrap().replace("\r\n", "\n"),
        message.body_html(0).unwrap().to_string(),
    )
}

const JOURNAL: &str = "<b>¡Gracias, Señor!</b> & amén\nsegunda línea";

crate::on_both_engines! {
    #[tokio::test]
    async fn a_spanish_summary_arrives_in_spanish_with_the_journal_escaped() {
        let (catalogue, es, day, guide) = a_spanish_day();
        let sink = SmtpSink::start(Behaviour::Accept).await;
        let app = spawn_with(&[("SMTP_URL", &sink.url())]).await;
        let body = summary_of(catalogue, day, &guide.theme, JOURNAL);
        let res = post_in(&app, "/api/send-day-summary", &body, "es-MX").await;
        assert_eq!(res.status(), 202);

        let mails = app.mails(&sink).await;
        let (subject, text, html) = read_mail(&mails[0].data);
        let args = [("day", i64::from(day).into()), ("theme", guide.theme.as_str().into())];
        assert_eq!(subject, catalogue.message(&es, "summary-day-subject", &args));
        let slot = guide.checkable_slots().next().unwrap();
        let time = catalogue.clock(&es, slot.time.time());
        assert!(time.ends_with("a. m.") || time.ends_with("p. m."), "{time}");
        let date = catalogue.long_date(&es, catalogue.programme.start_date.checked_add(jiff::Span::new().days(i64::from(day) - 1)).unwrap());
        let safety = &catalogue.programme_in(&es).safety.title;
        for part in [&text, &html] {
            assert!(part.contains(&slot.title), "the slot as Spanish names it: {part}");
            assert!(part.contains(&time), "the time as Spanish writes it");
            assert!(part.contains(&date), "the date as Spanish writes it: {date}");
            assert!(part.contains(&guide.anchor_scripture.reference), "the Spanish Bible's reference");
            assert!(part.contains(&format!("/es/day/{day}")), "the day's Spanish page");
            assert!(part.contains("/es/safety") && part.contains(safety.as_str()));
            let heading = catalogue.message(&es, "summary-completed-heading", &[]);
            assert!(part.contains(&heading) || part.contains(&heading.to_uppercase()));
            assert!(!part.contains("Completed Activities") && !part.contains("COMPLETED ACTIVITIES"));
        }
        assert!(html.contains("<html lang=\"es\">"));
        assert!(text.contains(JOURNAL), "the text part keeps the journal as typed");
        assert!(!html.contains("<b>¡Gracias"), "no live markup from members");
        assert!(html.contains("&lt;b&gt;¡Gracias, Señor!&lt;/b&gt; &amp; amén<br>segunda línea"));
    }
}

crate::on_both_engines! {
    #[tokio::test]
    async fn an_english_request_gets_exactly_the_english_mail() {
        let (catalogue, _, _) = spanish();
        let day = day_with_a_journal(catalogue);
        let guide = catalogue.day(day).unwrap();
        let sink = SmtpSink::start(Behaviour::Accept).await;
        let app = spawn_with(&[("SMTP_URL", &sink.url())]).await;
        let body = summary_of(catalogue, day, &guide.theme, "Thank you.");
        for (i, language) in ["en-US", "pt-BR"].into_iter().enumerate() {
            let res = post_in(&app, "/api/send-day-summary", &body, language).await;
            assert_eq!(res.status(), 202);
            let mails = app.mails(&sink).await;
            let (subject, text, html) = read_mail(&mails[i].data);
            assert_eq!(subject, format!("Day {day}: {} — your prayer fast summary", guide.theme));
            assert!(html.contains("<html lang=\"en\">"));
            for part in [&text, &html] {
                assert!(part.contains(&format!("/day/{day}")) && !part.contains("/es/"));
                assert!(part.contains("Fasting under medical care, or unsure how far to fast? Read"));
            }
            assert!(text.contains("\nCOMPLETED ACTIVITIES\n"));
        }
    }
}

crate::on_both_engines! {
    #[tokio::test]
    async fn a_spanish_member_is_asked_to_confirm_in_spanish_and_the_link_opens_a_spanish_page() {
        let (catalogue, es, day, guide) = a_spanish_day();
        let (sink, app) = app_confirming(&[]).await;
        let body = summary_of(catalogue, day, &guide.theme, "Gracias.");
        let res = post_in(&app, "/api/send-day-summary", &body, "es").await;
        assert_eq!(res.status(), 202);
        let answer: Value = res.json().await.unwrap();
        assert_eq!(answer["delivery"], "awaiting_confirmation");

        let mails = app.mails(&sink).await;
        let (subject, text, html) = read_mail(&mails[0].data);
        let title = &catalogue.programme_in(&es).title;
        let says = |id: &str| catalogue.message(&es, id, &[]);
        assert_eq!(subject, catalogue.message(&es, "confirm-mail-subject", &[("title", title.as_str().into())]));
        assert!(html.contains("<html lang=\"es\">"));
        assert!(html.contains(&says("confirm-button")) && !html.contains("Confirm my address"));
        assert!(text.contains(&says("confirm-mail-link-label")), "{text}");
        assert!(text.contains("Tu código: "));
        let link = link_in(&mails[0].data);
        assert!(link.ends_with("?lang=es"), "{link}");

        let page = app.client.get(&link).send().await.unwrap();
        assert_eq!(page.status(), 200);
        let page = page.text().await.unwrap();
        assert!(page.contains("<html lang=\"es\">"));
        assert!(page.contains(&says("confirm-button")) && page.contains(title.as_str()));
        // The member's language is the link's, not the browser's.
        let bare = link.trim_end_matches("?lang=es");
        let english = app.client.get(bare).header("accept-language", "es").send().await.unwrap();
        assert!(english.text().await.unwrap().contains("Confirm my address"));
        // The button, pressed from another browser: the answer is Spanish too.
        let pressed = app.client.post(&link).form(&[("token", "")]).send().await.unwrap();
        assert_eq!(pressed.status(), 403);
        let pressed = pressed.text().await.unwrap();
        assert!(pressed.contains(&says("confirm-page-other-device-heading")), "{pressed}");
        assert!(pressed.contains(&says("confirm-page-not-me")));
    }
}

/// Day `day`'s date in the reminder tests' programme (`PROGRAMME_START_DATE` of their settings).
fn reminder_date(day: u16) -> jiff::civil::Date {
    let start = crate::reminders::env()
        .into_iter()
        .find(|(name, _)| *name == "PROGRAMME_START_DATE")
        .unwrap()
        .1;
    let start: jiff::civil::Date = start.parse().unwrap();
    start
        .checked_add(jiff::Span::new().days(i64::from(day) - 1))
        .unwrap()
}

crate::on_both_engines! {
    #[tokio::test]
    async fn a_spanish_members_slot_reminder_and_test_reminder_are_in_spanish() {
        let (catalogue, es, day, guide) = a_spanish_day();
        let slot = guide.timed_slots().min_by_key(|s| s.time).unwrap();
        let (sink, app) = app_with_push(&[]).await;
        let keys = BrowserKeys::generate();
        let res = subscribe_in(&app, &sink.endpoint("es"), &keys, "es-419").await;
        assert_eq!(res.status(), 201);
        let created: Value = res.json().await.unwrap();

        let due = reminder_date(day).to_datetime(slot.time.time()).in_tz("America/Chicago").unwrap();
        let report = app.reminder_pass(due.timestamp() + jiff::SignedDuration::from_secs(5)).await;
        assert_eq!(report.sent, 1, "{report:?}");
        let notification = keys.decrypt(&sink.requests()[0].body)["notification"].clone();
        let time = catalogue.clock(&es, slot.time.time());
        assert_eq!(notification["title"], format!("{time} · {}", slot.title));
        let body = catalogue.message(&es, "reminder-body", &[("day", i64::from(day).into()), ("theme", guide.theme.as_str().into())]);
        assert_eq!(notification["body"], body);
        assert_eq!(notification["navigate"], format!("{}/es/day/{day}#{}", app.address, slot.key));
        assert_eq!(notification["lang"], "es");

        let test = app
            .client
            .post(app.url(&format!("/api/push/subscriptions/{}/test", created["id"].as_str().unwrap())))
            .bearer_auth(created["token"].as_str().unwrap())
            .json(&json!({}))
            .send()
            .await
            .unwrap();
        assert_eq!(test.status(), 202);
        let notification = keys.decrypt(&sink.requests()[1].body)["notification"].clone();
        assert_eq!(notification["title"], catalogue.message(&es, "test-reminder-title", &[]));
        assert_eq!(notification["body"], catalogue.message(&es, "test-reminder-body", &[]));
        assert_eq!(notification["navigate"], format!("{}/es/", app.address));
        assert_eq!(notification["lang"], "es");
    }
}

crate::on_both_engines! {
    #[tokio::test]
    async fn an_english_members_reminder_is_as_it_was() {
        let catalogue = crate::helpers::catalogue();
        let day = day_with_a_journal(catalogue);
        let guide = catalogue.day(day).unwrap();
        let slot = guide.timed_slots().min_by_key(|s| s.time).unwrap();
        let (sink, app) = app_with_push(&[]).await;
        let keys = BrowserKeys::generate();
        assert_eq!(subscribe_in(&app, &sink.endpoint("en"), &keys, "en-GB").await.status(), 201);
        let due = reminder_date(day).to_datetime(slot.time.time()).in_tz("America/Chicago").unwrap();
        app.reminder_pass(due.timestamp() + jiff::SignedDuration::from_secs(5)).await;
        let notification = keys.decrypt(&sink.requests()[0].body)["notification"].clone();
        let time = prayer_fast::content::twelve_hour(slot.time.time());
        assert_eq!(notification["title"], format!("{time} · {}", slot.title));
        assert_eq!(notification["body"], format!("Day {day} · {}", guide.theme));
        assert_eq!(notification["navigate"], format!("{}/day/{day}#{}", app.address, slot.key));
        assert_eq!(notification["lang"], "en");
    }
}

/// `text` as an iCalendar TEXT value writes it (RFC 5545 §3.3.11).
fn ics_text(text: &str) -> String {
    text.replace('\\', "\\\\")
        .replace(';', "\\;")
        .replace(',', "\\,")
        .replace('\n', "\\n")
}

async fn calendar(app: &TestApp, query: &str, language: Option<&str>) -> String {
    let mut request = app
        .client
        .get(app.url(&format!("/api/calendar.ics?tz=America/Chicago{query}")));
    if let Some(language) = language {
        request = request.header("accept-language", language);
    }
    let res = request.send().await.unwrap();
    assert_eq!(res.status(), 200);
    // Unfolded: each property on one line.
    res.text().await.unwrap().replace("\r\n ", "")
}

#[tokio::test]
async fn the_calendar_feed_speaks_the_language_it_is_asked_for() {
    let (catalogue, en, es) = spanish();
    let day = day_with_a_journal(catalogue);
    let app = spawn_with(&[]).await;
    for (feed, lang) in [
        (calendar(&app, "&lang=es", None).await, &es),
        (calendar(&app, "", Some("es-MX,es;q=0.9")).await, &es),
        (calendar(&app, "", None).await, &en),
        (calendar(&app, "&lang=en", Some("es")).await, &en),
    ] {
        let guide = catalogue.day_in(lang, day).unwrap();
        let slot = guide.timed_slots().next().unwrap();
        let time = catalogue.clock(lang, slot.time.time());
        let (word, prefix) = if *lang == es {
            ("Día", "/es")
        } else {
            ("Day", "")
        };
        let title = ics_text(&format!("{time} · {} ({word} {day})", slot.title));
        assert!(
            feed.contains(&format!("SUMMARY:{title}\r\n")),
            "{title} in\n{feed}"
        );
        let url = format!("{}{prefix}/day/{day}#{}", app.address, slot.key);
        let description = ics_text(&format!("{}\n{url}", guide.theme));
        assert!(
            feed.contains(&format!("DESCRIPTION:{description}\r\n")),
            "{description}"
        );
        let name = ics_text(&format!(
            "{} — {}",
            catalogue.programme_in(lang).church,
            catalogue.programme_in(lang).title
        ));
        assert!(feed.contains(&format!("NAME:{name}\r\n")), "{name}");
        // The same event in every language, so a calendar that switches replaces it.
        assert!(feed.contains(&format!("UID:day-{day}-{}@127.0.0.1", slot.key)));
    }
    let english = calendar(&app, "", None).await;
    assert!(!english.contains("Día ") && !english.contains("/es/"));
}

#[tokio::test]
async fn the_apis_refusals_are_in_the_requests_language_and_english_as_before() {
    let (catalogue, _, es) = spanish();
    let day = day_with_a_journal(catalogue);
    let app = spawn_with(&[]).await;
    let error = |res: reqwest::Response| async move {
        let status = res.status().as_u16();
        let body: Value = res.json().await.unwrap();
        (status, body["error"].as_str().unwrap().to_string())
    };
    let mut bad = summary_of(
        catalogue,
        day,
        &catalogue.day_in(&es, day).unwrap().theme,
        "",
    );
    let says =
        |id: &str, args: &[(&str, prayer_fast::content::Arg<'_>)]| catalogue.message(&es, id, args);
    let summary = says("body-summary", &[]);
    bad["email"] = json!("no-es-un-correo");
    let path = "/api/send-day-summary";
    assert_eq!(
        error(post_in(&app, path, &bad, "es-MX").await).await,
        (400, says("error-invalid-email", &[]))
    );
    assert_eq!(
        error(post_in(&app, path, &bad, "en").await).await,
        (400, "Please enter a valid email address".to_string())
    );
    bad["email"] = json!("miembro@example.org");
    bad["theme"] = json!("Otro tema");
    assert_eq!(
        error(post_in(&app, path, &bad, "es").await).await,
        (
            400,
            says("error-theme-mismatch", &[("day", i64::from(day).into())])
        )
    );
    bad["theme"] = json!(catalogue.day(day).unwrap().theme);
    bad["completedSlots"] = json!(["<no>"]);
    assert_eq!(
        error(post_in(&app, path, &bad, "es").await).await,
        (
            400,
            says(
                "error-unknown-slot",
                &[
                    ("day", i64::from(day).into()),
                    ("key", says("error-a-key", &[]).into())
                ]
            )
        )
    );

    // A body the service cannot read.
    let not_json = app
        .client
        .post(app.url(path))
        .header("accept-language", "es")
        .body("{}");
    assert_eq!(
        error(not_json.send().await.unwrap()).await,
        (
            415,
            says("error-not-json", &[("what", summary.as_str().into())])
        )
    );
    let extra = json!({ "email": "a@b.org", "sobra": 1 });
    let (status, message) = error(post_in(&app, path, &extra, "es").await).await;
    assert_eq!(status, 400);
    assert!(
        message.starts_with(&says(
            "error-bad-json",
            &[("what", summary.as_str().into()), ("detail", "".into())]
        )),
        "{message}"
    );
    let (_, message) = error(post_in(&app, path, &extra, "en").await).await;
    assert!(
        message.starts_with("The summary could not be read: "),
        "{message}"
    );

    // A header the service cannot take.
    for (language, expected) in [
        (
            "en",
            "The Idempotency-Key header must be 1 to 128 visible ASCII characters",
        ),
        (
            "es",
            &*says("error-idempotency-key", &[("max", 128i64.into())]),
        ),
    ] {
        let keyed = app
            .client
            .post(app.url(path))
            .header("accept-language", language);
        let keyed = keyed.header("idempotency-key", "x".repeat(129)).json(&bad);
        assert_eq!(
            error(keyed.send().await.unwrap()).await,
            (400, expected.to_string())
        );
    }
    let zone = app.client.get(app.url("/api/calendar.ics?tz=Nowhere/Land"));
    let (_, message) = error(zone.header("accept-language", "es").send().await.unwrap()).await;
    assert_eq!(message, says("error-time-zone", &[]));

    // A fixed text said by the service itself.
    let feed = app
        .client
        .get(app.url("/api/calendar.ics"))
        .header("accept-language", "es");
    let (status, message) = error(feed.send().await.unwrap()).await;
    assert_eq!(
        (status, message.as_str()),
        (400, says("error-calendar-zone", &[]).as_str())
    );
    let english = app.get("/api/calendar.ics").await;
    assert_eq!(
        error(english).await.1,
        "Add your time zone: ?tz=America/Chicago"
    );

    // A language longer than the API document allows: refused, in the language it starts with.
    let long = format!("es-MX,{}", "x".repeat(256));
    let asked = app.client.get(app.url("/api/announcements"));
    let res = asked.header("accept-language", long).send().await.unwrap();
    assert_eq!(
        error(res).await,
        (
            400,
            says("error-accept-language", &[("max", 256i64.into())])
        )
    );
}

crate::on_both_engines! {
    #[tokio::test]
    async fn a_spanish_journey_counts_its_days_in_spanish() {
        let (catalogue, _, es) = spanish();
        let days: Vec<u16> = catalogue.days.keys().copied().take(2).collect();
        let sink = SmtpSink::start(Behaviour::Accept).await;
        let app = spawn_with(&[("SMTP_URL", &sink.url())]).await;
        let entries: Vec<Value> = days
            .iter()
            .map(|day| {
                let theme = &catalogue.day_in(&es, *day).unwrap().theme;
                json!({ "dayNumber": day, "theme": theme, "completedSlots": [], "journals": {} })
            })
            .collect();
        let body = json!({ "email": "miembro@example.org", "days": entries });
        let res = post_in(&app, "/api/send-journey-summary", &body, "es").await;
        assert_eq!(res.status(), 202);
        let mails = app.mails(&sink).await;
        let (subject, text, html) = read_mail(&mails[0].data);
        let says = |id: &str| catalogue.message(&es, id, &[]);
        assert_eq!(subject, catalogue.message(&es, "summary-journey-subject", &[("days", 2i64.into())]));
        let date = |day: u16| {
            let date = catalogue.programme.start_date.checked_add(jiff::Span::new().days(i64::from(day) - 1));
            catalogue.long_date(&es, date.unwrap())
        };
        let span = catalogue.message(
            &es,
            "summary-journey-span",
            &[("days", 2i64.into()), ("first", date(days[0]).into()), ("last", date(days[1]).into())],
        );
        let heading = says("summary-journey-heading");
        let top = format!("{} · {}\n{}\n{span}\n", catalogue.programme_in(&es).church, catalogue.programme_in(&es).title, heading.to_uppercase());
        assert!(text.starts_with(&top), "{text}");
        assert!(html.contains(&heading) && html.contains(&span));
        assert!(text.contains(&says("summary-no-activities")));
    }
}
