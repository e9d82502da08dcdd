//! A summary to an address not yet confirmed from this device sends a confirmation link instead
//! (issue 18): the endpoint cannot be used as a mail relay.

use std::collections::HashMap;
use std::time::Duration;

use mail_parser::MessageParser;
use serde_json::{Value, json};

use crate::helpers::{TestApp, spawn_with};
use crate::send_summary::day7;
use crate::smtp_sink::{Behaviour, SmtpSink};

const WAIT: Duration = Duration::from_secs(20);

async fn app_confirming(sink: &SmtpSink, extra: &[(&str, &str)]) -> TestApp {
    let url = sink.url();
    let mut env = vec![
        ("SMTP_URL", url.as_str()),
        ("SUMMARY_CONFIRM_RECIPIENTS", "on"),
    ];
    env.extend_from_slice(extra);
    spawn_with(&env).await
}

pub fn body_text(raw: &[u8]) -> String {
    let message = MessageParser::default().parse(raw).unwrap();
    message.body_text(0).unwrap().replace("\r\n", "\n")
}

fn subject(raw: &[u8]) -> String {
    MessageParser::default()
        .parse(raw)
        .unwrap()
        .subject()
        .unwrap_or_default()
        .to_string()
}

/// The confirmation link in a mail.
pub fn link_in(raw: &[u8]) -> String {
    let text = body_text(raw);
    text.split_whitespace()
        .find(|w| w.contains("/confirm/"))
        .expect("the mail carries a confirmation link")
        .to_string()
}

async fn send(app: &TestApp, body: &Value) -> (u16, Value) {
    let res = app.post_summary(body, None).await;
    (res.status().as_u16(), res.json().await.unwrap())
}

#[tokio::test]
async fn the_relay_an_attacker_would_try_delivers_only_confirmations() {
    let sink = SmtpSink::start(Behaviour::Accept).await;
    // The attacker has many addresses of their own: the per-client limit is not what stops them.
    let app = app_confirming(&sink, &[("SUMMARY_LIMIT_PER_IP_PER_MINUTE", "1000")]).await;
    let spam = "Cheap pills at https://spam.example/buy now";
    let with_link = |email: &str| {
        let mut body = day7(email);
        body["journals"]["opening"] = json!(spam);
        body
    };
    let mut statuses = HashMap::<u16, usize>::new();
    for n in 0..50 {
        let (status, _) = send(&app, &with_link(&format!("victim{n}@church.org"))).await;
        *statuses.entry(status).or_default() += 1;
    }
    for n in 0..20 {
        let (status, body) = send(&app, &with_link(&format!("Target+{n}@gmail.com"))).await;
        *statuses.entry(status).or_default() += 1;
        if status == 202 {
            assert_eq!(body["delivery"], "awaiting_confirmation");
        } else {
            assert_eq!(status, 429, "{body}");
            assert!(
                body["error"]
                    .as_str()
                    .unwrap()
                    .contains("confirmation e-mail was already sent")
            );
        }
    }
    // Gmail dots and googlemail are the same mailbox too.
    let (status, _) = send(&app, &with_link("t.a.r.g.e.t@googlemail.com")).await;
    assert_eq!(status, 429);
    assert_eq!(statuses.get(&202), Some(&53), "{statuses:?}");

    let mails = sink.wait_for(53, WAIT).await;
    tokio::time::sleep(Duration::from_millis(500)).await;
    let mails = if sink.messages().len() > mails.len() {
        sink.messages()
    } else {
        mails
    };
    assert_eq!(
        mails.len(),
        53,
        "one confirmation per address, three for the gmail mailbox"
    );
    let mut per_mailbox = HashMap::<String, usize>::new();
    for mail in &mails {
        let text = body_text(&mail.data);
        assert!(subject(&mail.data).starts_with("Confirm your e-mail address"));
        assert!(
            !text.contains("spam.example") && !text.contains("pills"),
            "{text}"
        );
        assert!(!String::from_utf8_lossy(&mail.data).contains("spam.example"));
        let to = mail.rcpt_to[0].to_lowercase();
        let mailbox = if to.contains("gmail") {
            "target@gmail".to_string()
        } else {
            to
        };
        *per_mailbox.entry(mailbox).or_default() += 1;
    }
    assert!(per_mailbox.values().all(|n| *n <= 3), "{per_mailbox:?}");
    assert_eq!(per_mailbox["target@gmail"], 3);
    // Nothing of the summaries went out: they wait, and are deleted unless confirmed.
    let waiting: i64 = app
        .data_dir
        .scalar("SELECT count(*) FROM outbox WHERE status = 'waiting'")
        .await;
    assert_eq!(waiting, 53);
}

#[tokio::test]
async fn confirming_delivers_the_waiting_summary_and_later_ones_go_straight_out() {
    let sink = SmtpSink::start(Behaviour::Accept).await;
    let app = app_confirming(&sink, &[]).await;
    let (status, first) = send(&app, &day7("Ruth@Church.org")).await;
    assert_eq!(status, 202);
    assert_eq!(first["delivery"], "awaiting_confirmation");
    let claim = first["recipientToken"].as_str().unwrap().to_string();

    let mails = sink.wait_for(1, WAIT).await;
    assert_eq!(mails.len(), 1);
    let text = body_text(&mails[0].data);
    assert!(
        text.contains("Grace Fellowship") || text.contains("Prayer"),
        "{text}"
    );
    assert!(
        !text.contains("Thank you, Lord."),
        "the requester's text never reaches the confirmation"
    );
    let link = link_in(&mails[0].data);
    assert!(link.starts_with(&app.address), "{link}");

    // A second summary before confirming joins the same confirmation: no second mail.
    let mut again = day7("ruth@church.org");
    again["recipientToken"] = json!(claim);
    again["completedSlots"] = json!(["opening"]);
    let (status, second) = send(&app, &again).await;
    assert_eq!(
        (status, second["delivery"].as_str()),
        (202, Some("awaiting_confirmation"))
    );
    tokio::time::sleep(Duration::from_millis(300)).await;
    assert_eq!(sink.messages().len(), 1);

    // Opening the link shows a button; a link checker that only GETs confirms nothing.
    let page = app.client.get(&link).send().await.unwrap();
    assert_eq!(page.status().as_u16(), 200);
    assert!(page.text().await.unwrap().contains("Confirm my address"));
    tokio::time::sleep(Duration::from_millis(300)).await;
    assert_eq!(sink.messages().len(), 1);

    let confirmed = app.client.post(&link).send().await.unwrap();
    assert_eq!(confirmed.status().as_u16(), 200);
    assert!(
        confirmed
            .text()
            .await
            .unwrap()
            .contains("your address is confirmed")
    );
    let mails = sink.wait_for(3, WAIT).await;
    assert_eq!(mails.len(), 3, "both waiting summaries follow");
    assert!(
        mails[1..]
            .iter()
            .all(|m| body_text(&m.data).contains("Thank you, Lord."))
    );

    // The device's next summary, with its claim, goes straight out and earns a proof.
    let mut third = day7("ruth@church.org");
    third["recipientToken"] = json!(claim);
    third["completedSlots"] = json!([]);
    let (status, body) = send(&app, &third).await;
    assert_eq!((status, body["delivery"].as_str()), (202, Some("sending")));
    let proof = body["recipientToken"].as_str().unwrap().to_string();
    assert!(proof.starts_with("p1."));
    sink.wait_for(4, WAIT).await;

    // The proof holds for the mailbox in any spelling, and for no other address.
    let mut fourth = day7("ruth+fast@church.org");
    fourth["recipientToken"] = json!(proof);
    fourth["completedSlots"] = json!(["midday"]);
    let (_, body) = send(&app, &fourth).await;
    assert_eq!(body["delivery"], "sending");
    let mut stranger = day7("naomi@church.org");
    stranger["recipientToken"] = json!(proof);
    let (_, body) = send(&app, &stranger).await;
    assert_eq!(body["delivery"], "awaiting_confirmation");

    // A link used twice is harmless; a wrong secret is refused.
    assert_eq!(
        app.client
            .post(&link)
            .send()
            .await
            .unwrap()
            .status()
            .as_u16(),
        200
    );
    let forged = format!("{}x", link.trim_end_matches(|c: char| c != '.'));
    assert_eq!(
        app.client
            .post(&forged)
            .send()
            .await
            .unwrap()
            .status()
            .as_u16(),
        410
    );
    // No address is stored: the recipient column holds a keyed hash.
    let recipients: Vec<(String,)> = app.data_dir.fetch_all("SELECT recipient FROM outbox").await;
    assert!(
        recipients
            .iter()
            .all(|(r,)| r.len() == 64 && !r.contains('@')),
        "{recipients:?}"
    );
}

#[tokio::test]
async fn a_forged_or_malformed_token_earns_nothing() {
    let sink = SmtpSink::start(Behaviour::Accept).await;
    let app = app_confirming(&sink, &[]).await;
    for token in [
        "p1.AAAA",
        "c1.0190f1c2-0000-4000-8000-000000000000.AAAA",
        "x",
    ] {
        let mut body = day7("boaz@church.org");
        body["recipientToken"] = json!(token);
        let (status, body) = send(&app, &body).await;
        assert_eq!(
            (status, body["delivery"].as_str()),
            (202, Some("awaiting_confirmation")),
            "{token}"
        );
    }
    let mut body = day7("boaz@church.org");
    body["recipientToken"] = json!("é".repeat(10));
    let (status, body) = send(&app, &body).await;
    assert_eq!(status, 400, "{body}");
    let mut body = day7("boaz@church.org");
    body["recipientToken"] = json!("a".repeat(513));
    assert_eq!(send(&app, &body).await.0, 400);
}

#[tokio::test]
async fn with_confirmation_off_summaries_go_straight_out() {
    let sink = SmtpSink::start(Behaviour::Accept).await;
    let app = spawn_with(&[
        ("SMTP_URL", &sink.url()),
        ("SUMMARY_CONFIRM_RECIPIENTS", "off"),
    ])
    .await;
    let (status, body) = send(&app, &day7("member@church.org")).await;
    assert_eq!((status, body["delivery"].as_str()), (202, Some("sending")));
    assert!(body.get("recipientToken").is_none());
    let mails = sink.wait_for(1, WAIT).await;
    assert!(body_text(&mails[0].data).contains("Thank you, Lord."));
}

#[tokio::test]
async fn the_per_recipient_limit_counts_the_mailbox_not_the_spelling() {
    let app = spawn_with(&[("SUMMARY_CONFIRM_RECIPIENTS", "off")]).await;
    let variants = [
        "victim@gmail.com",
        "victim+1@gmail.com",
        "v.ictim@gmail.com",
        "VICTIM+x@googlemail.com",
        "vic.tim+2@gmail.com",
    ];
    for email in variants {
        assert_eq!(send(&app, &day7(email)).await.0, 202, "{email}");
    }
    let (status, body) = send(&app, &day7("victim+6@gmail.com")).await;
    assert_eq!(status, 429, "{body}");
    assert_eq!(send(&app, &day7("other@gmail.com")).await.0, 202);
}

#[tokio::test]
async fn the_daily_cap_refuses_with_503_a_metric_and_a_warning() {
    let app = spawn_with(&[
        ("SUMMARY_CONFIRM_RECIPIENTS", "off"),
        ("MAIL_DAILY_CAP", "2"),
    ])
    .await;
    assert_eq!(send(&app, &day7("a@church.org")).await.0, 202);
    assert_eq!(send(&app, &day7("b@church.org")).await.0, 202);
    let res = app.post_summary(&day7("c@church.org"), None).await;
    assert_eq!(res.status().as_u16(), 503);
    assert!(res.headers().contains_key("retry-after"));
    let body: Value = res.json().await.unwrap();
    assert!(body["error"].as_str().unwrap().contains("limit for today"));
    assert_eq!(
        app.metric("prayer_fast_mail_daily_cap_refusals_total")
            .await,
        1.0
    );
}
