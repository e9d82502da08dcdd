//! `POST /api/send-journey-summary`: the whole journey so far in one e-mail, through the same
//! checks, limits, outbox, confirmation and `Idempotency-Key` as a day summary (issue 20).

use mail_parser::MessageParser;
use serde_json::{Value, json};

use crate::helpers::{catalogue, error_message, spawn_with};
use crate::recipients::{app_confirming, body_text, code_in};
use crate::smtp_sink::{Behaviour, SmtpSink};

/// The days that have a guide, in order.
fn guide_days() -> Vec<u16> {
    catalogue().days.keys().copied().collect()
}

/// What a member kept for `day`: its first slot ticked and its first journal written.
fn kept(day: u16, journal: &str) -> Value {
    let guide = catalogue().day(day).unwrap();
    let slot = guide.checkable_slots().next().unwrap();
    let journal_key = &guide
        .timed_slots()
        .find_map(|s| s.journal.as_ref())
        .expect("each day has a journal")
        .key;
    json!({
        "dayNumber": day,
        "theme": guide.theme,
        "completedSlots": [slot.key],
        "journals": { journal_key: journal },
    })
}

fn journey(email: &str, days: &[u16]) -> Value {
    let days: Vec<Value> = days
        .iter()
        .map(|&day| kept(day, &format!("On day {day} I kept watch.")))
        .collect();
    json!({ "email": email, "days": days })
}

/// A day summary of the same shape, for the limits both kinds share.
fn day_summary(email: &str, day: u16) -> Value {
    let mut body = kept(day, "A day summary.");
    body["email"] = json!(email);
    body
}

/// The first, a middle and the last day with a guide.
fn three_days() -> Vec<u16> {
    let days = guide_days();
    assert!(days.len() >= 3, "the sample content has several days");
    vec![days[0], days[days.len() / 2], days[days.len() - 1]]
}

async fn answer(res: reqwest::Response) -> (u16, Value) {
    (
        res.status().as_u16(),
        res.json().await.expect("JSON answer"),
    )
}

#[tokio::test]
async fn a_journey_arrives_as_one_mail_with_each_day_like_the_day_mail_in_programme_order() {
    let sink = SmtpSink::start(Behaviour::Accept).await;
    let app = spawn_with(&[("SMTP_URL", &sink.url())]).await;
    let days = three_days();
    // Sent newest first, as the journey page lists them; one journal carries markup.
    let mut body = journey(
        "member@example.org",
        &days.iter().rev().copied().collect::<Vec<_>>(),
    );
    let marked = "<b>Not bold</b> & free\nsecond line";
    body["days"][0] = kept(days[2], marked);
    let (status, queued) = answer(app.post_journey(&body, None).await).await;
    assert_eq!(status, 202, "{queued}");
    assert_eq!(queued["delivery"], "sending");

    let mails = app.mails(&sink).await;
    assert_eq!(mails.len(), 1, "one mail for the whole journey");
    assert_eq!(mails[0].rcpt_to, vec!["<member@example.org>"]);
    let message = MessageParser::default().parse(&mails[0].data).unwrap();
    assert_eq!(
        message.subject().unwrap(),
        "Your prayer fast journey so far — 3 days"
    );
    let id = queued["id"].as_str().unwrap();
    assert_eq!(message.message_id().unwrap(), format!("{id}@grace.example"));
    let text = message.body_text(0).unwrap().replace("\r\n", "\n");
    let html = message.body_html(0).unwrap().to_string();

    for part in [&text, &html] {
        let mut last = 0;
        for &day in &days {
            let guide = catalogue().day(day).unwrap();
            let title = format!("Day {day}: {}", guide.theme);
            let at = part
                .find(&maud::html! { (title) }.into_string())
                .or_else(|| part.find(&title))
                .unwrap_or_else(|| panic!("{title} is in the mail"));
            assert!(at >= last, "days in programme order: {title}");
            last = at;
            assert!(part.contains(&format!("/day/{day}")), "a link to day {day}");
            let slot = guide.checkable_slots().next().unwrap();
            assert!(part.contains(&slot.title), "day {day}'s ticked slot");
            for declaration in &guide.declarations {
                let escaped = maud::html! { (declaration) }.into_string();
                assert!(part.contains(declaration) || part.contains(&escaped));
            }
        }
        assert!(part.contains("Grace Fellowship Church"));
        assert!(part.contains("your journey so far"), "the footer says why");
    }
    for &day in &days[..2] {
        assert!(text.contains(&format!("On day {day} I kept watch.")));
    }
    let absent = guide_days()[1];
    let absent_title = format!("Day {absent}: ");
    assert!(!text.contains(&absent_title), "a day not sent is not in it");
    assert!(text.contains(marked), "plain text as typed");
    assert!(html.contains("&lt;b&gt;Not bold&lt;/b&gt; &amp; free<br>second line"));
    assert!(!html.contains("<b>Not bold"), "no live markup from members");
}

#[tokio::test]
async fn every_bad_journey_is_a_400_with_a_clear_message_and_nothing_is_queued() {
    let app = spawn_with(&[]).await;
    let days = three_days();
    let good = || journey("member@example.org", &days);
    let with_day = |index: usize, field: &str, value: Value| {
        let mut body = good();
        body["days"][index][field] = value;
        body
    };
    let mut no_days = good();
    no_days["days"] = json!([]);
    let mut twice = good();
    twice["days"][1] = kept(days[0], "again");
    let mut bad_email = good();
    bad_email["email"] = json!("not-an-email");
    let mut extra = good();
    extra["days"][0]["hydration"] = json!(3);
    let beyond = i64::from(*guide_days().last().unwrap()) + 400;
    let cases = [
        (no_days, "The journey lists no days".to_string()),
        (twice, format!("Day {} is listed twice", days[0])),
        (bad_email, "Please enter a valid email address".into()),
        (
            with_day(1, "theme", json!("Another theme")),
            format!("The theme does not match day {}'s theme", days[1]),
        ),
        (
            with_day(2, "dayNumber", json!(beyond)),
            format!("Day {beyond} has no guide"),
        ),
        (
            with_day(0, "completedSlots", json!(["no-such-slot"])),
            format!("Day {} has no slot 'no-such-slot'", days[0]),
        ),
        (
            with_day(1, "journals", json!({ "no-such-journal": "text" })),
            format!("Day {} has no journal 'no-such-journal'", days[1]),
        ),
        (extra, "The journey could not be read: unknown field".into()),
    ];
    for (body, expected) in cases {
        let (status, error) = answer(app.post_journey(&body, None).await).await;
        assert_eq!(status, 400, "{body}");
        let error = error["error"].as_str().unwrap();
        assert!(
            error.starts_with(&expected),
            "{error:?} should say {expected:?}"
        );
    }
    let mut long = good();
    let key = long["days"][0]["journals"]
        .as_object()
        .unwrap()
        .keys()
        .next()
        .unwrap()
        .clone();
    long["days"][0]["journals"][&key] = json!("x".repeat(10_001));
    let (status, error) = answer(app.post_journey(&long, None).await).await;
    assert_eq!(status, 400);
    // The refusal names the day, so the member knows which journal to shorten.
    let day = long["days"][0]["dayNumber"].as_i64().unwrap();
    assert_eq!(
        error["error"].as_str().unwrap(),
        format!("Day {day}: the journal '{key}' is longer than 10000 characters")
    );

    let mut huge = good();
    huge["email"] = json!("x".repeat(1024 * 1024));
    let (status, error) = answer(app.post_journey(&huge, None).await).await;
    assert_eq!(status, 413);
    assert_eq!(
        error["error"],
        "The journey is too large: the limit is 1024 KiB"
    );
    assert!(app.outbox_rows().await.is_empty(), "nothing was queued");
}

#[tokio::test]
async fn a_journey_shares_the_day_summarys_recipient_limit_and_idempotency() {
    let app = spawn_with(&[("SUMMARY_LIMIT_PER_RECIPIENT_PER_DAY", "2")]).await;
    let days = three_days();
    let email = "ruth@example.org";
    assert_eq!(app.summary_status(&day_summary(email, days[0])).await, 202);

    let body = journey(email, &days);
    let (status, first) = answer(app.post_journey(&body, Some("journey-1")).await).await;
    assert_eq!(status, 202);
    let (status, replay) = answer(app.post_journey(&body, Some("journey-1")).await).await;
    assert_eq!(
        (status, &replay["id"]),
        (202, &first["id"]),
        "a replay, not a second mail"
    );
    let (status, reused) = answer(
        app.post_journey(&journey(email, &days[..1]), Some("journey-1"))
            .await,
    )
    .await;
    assert_eq!(status, 422, "{reused}");

    // The day summary and the journey are the address's two for today.
    let (status, limited) = answer(app.post_journey(&journey(email, &days[1..]), None).await).await;
    assert_eq!(status, 429, "{limited}");
    assert!(error_message(&limited).contains("already been sent 2 summaries today"));
    assert_eq!(app.summary_status(&day_summary(email, days[1])).await, 429);
    assert_eq!(app.outbox_rows().await.len(), 2);
}

#[tokio::test]
async fn a_device_over_its_rate_is_limited_across_day_and_journey_summaries() {
    let app = spawn_with(&[("SUMMARY_LIMIT_PER_IP_PER_MINUTE", "2")]).await;
    let days = three_days();
    assert_eq!(
        app.summary_status(&day_summary("a@example.org", days[0]))
            .await,
        202
    );
    let (status, _) = answer(
        app.post_journey(&journey("b@example.org", &days), None)
            .await,
    )
    .await;
    assert_eq!(status, 202);
    let res = app
        .post_journey(&journey("c@example.org", &days), None)
        .await;
    assert!(res.headers().contains_key("retry-after"));
    let (status, error) = answer(res).await;
    assert_eq!(status, 429);
    assert!(error_message(&error).starts_with("Too many summaries sent from this device"));
}

#[tokio::test]
async fn a_journey_to_an_unconfirmed_address_asks_for_confirmation_and_goes_once_confirmed() {
    let (sink, app) = app_confirming(&[]).await;
    let days = three_days();
    let mut body = journey("naomi@example.org", &days);
    let (status, first) = answer(app.post_journey(&body, None).await).await;
    assert_eq!(
        (status, first["delivery"].as_str()),
        (202, Some("awaiting_confirmation"))
    );
    let token = first["recipientToken"].as_str().expect("a token to keep");

    let mails = app.mails(&sink).await;
    let mail = &mails[0].data;
    assert!(
        !body_text(mail).contains("I kept watch"),
        "none of the journey goes out yet"
    );
    let typed = json!({ "recipientToken": token, "code": code_in(mail) });
    let confirmed = app.post_json("/api/confirm-address", &typed).await;
    assert_eq!(confirmed.status().as_u16(), 204);

    // The device sends the journey again with its token: it goes out.
    body["recipientToken"] = json!(token);
    let (status, sent) = answer(app.post_journey(&body, None).await).await;
    assert_eq!((status, sent["delivery"].as_str()), (202, Some("sending")));
    let mails = app.mails(&sink).await;
    let journey_mail = MessageParser::default().parse(&mails[1].data).unwrap();
    assert_eq!(
        journey_mail.subject().unwrap(),
        "Your prayer fast journey so far — 3 days"
    );
}
