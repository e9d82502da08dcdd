//! The e-mail itself and its delivery through a real SMTP server (a loopback sink).

use std::time::Duration;

use mail_parser::MessageParser;
use serde_json::{Value, json};

use crate::helpers::{MAIL_FROM, catalogue, eventually, free_port, spawn_in, spawn_with};
use crate::send_summary::{day7, day7_theme};
use crate::smtp_sink::{Behaviour, SmtpSink};
use prayer_fast::storage::now_ms;

const WAIT: Duration = Duration::from_secs(15);
/// Later than any retry's backoff (at most 15 minutes): every retry is due by then.
const RETRIES_DUE: i64 = 16 * 60 * 1000;

crate::on_both_engines! {
    #[tokio::test]
    async fn the_mail_has_the_right_headers_both_parts_and_escaped_member_text() {
        let sink = SmtpSink::start(Behaviour::Accept).await;
        let app = spawn_with(&[("SMTP_URL", &sink.url())]).await;
        let mut body = day7("member@example.org");
        body["journals"]["opening"] = json!("<script>alert('x')</script>\nI forgive & I am free.");
        let res = app.post_summary(&body, None).await;
        assert_eq!(res.status().as_u16(), 202);
        let id = res.json::<Value>().await.unwrap()["id"]
            .as_str()
            .unwrap()
            .to_string();

        let mails = app.mails(&sink).await;
        assert_eq!(mails.len(), 1, "one mail arrives");
        assert_eq!(mails[0].rcpt_to, vec!["<member@example.org>"]);
        assert_eq!(mails[0].mail_from, "<prayer@grace.example>");
        let message = MessageParser::default().parse(&mails[0].data).unwrap();

        assert_eq!(
            message.subject().unwrap(),
            format!("Day 7: {} — your prayer fast summary", day7_theme())
        );
        assert_eq!(message.message_id().unwrap(), format!("{id}@grace.example"));
        let from = message.from().unwrap().first().unwrap();
        assert_eq!(from.address().unwrap(), "prayer@grace.example");
        assert_eq!(from.name().unwrap(), MAIL_FROM.split(" <").next().unwrap());
        assert_eq!(
            message.to().unwrap().first().unwrap().address().unwrap(),
            "member@example.org"
        );
        assert!(message.header("Bcc").is_none());

        let text = message.body_text(0).unwrap().replace("\r\n", "\n");
        let html = message.body_html(0).unwrap();
        for part in [text.as_str(), html.as_ref()] {
            assert!(part.contains("Grace Fellowship Church"), "church");
            assert!(part.contains("Tuesday, October 7, 2025"), "date of day 7");
            assert!(
                part.contains("Revelation 2:4"),
                "anchor scripture reference"
            );
            assert!(part.contains("6:00 AM") && part.contains("Opening Consecration"));
            assert!(part.contains("12:00 PM") && part.contains("Midday Intercession"));
            assert!(
                !part.contains("Morning Reflection"),
                "only completed slots are listed"
            );
            assert!(part.contains("Journal Entries") || part.contains("JOURNAL ENTRIES"));
            assert!(part.contains("Declarations") || part.contains("DECLARATIONS"));
            assert!(!part.contains("No activities completed yet"));
            assert!(part.contains("/day/7"), "a link back to the day");
        }
        assert!(
            text.contains("<script>alert('x')</script>\nI forgive & I am free."),
            "plain text keeps text as typed: {text}"
        );
        assert!(text.contains("Second line\nthird line"), "line breaks kept");
        assert!(!html.contains("<script>"), "no live markup from members");
        assert!(html.contains("&lt;script&gt;alert('x')&lt;/script&gt;<br>I forgive &amp; I am free."));
        assert!(html.contains("Second line<br>third line"));
        let day7_guide: Value = serde_json::from_str(
            &std::fs::read_to_string(crate::helpers::repo_root().join("content/days/day-07.json"))
                .unwrap(),
        )
        .unwrap();
        for declaration in day7_guide["declarations"].as_array().unwrap() {
            let declaration = declaration.as_str().unwrap();
            assert!(
                text.contains(declaration),
                "declaration in text: {declaration}"
            );
            assert!(
                html.contains(&maud::html! { (declaration) }.into_string()),
                "declaration in html: {declaration}"
            );
        }

        assert_eq!(app.outbox_rows().await[0].1, "sent");
        let payload: Option<String> = app.data_dir.scalar("SELECT payload FROM outbox").await;
        assert_eq!(
            payload, None,
            "the member's text is not kept once delivered"
        );
        assert_eq!(app.metric("prayer_fast_summaries_sent_total").await, 1.0);
    }
}

crate::on_both_engines! {
    #[tokio::test]
    async fn with_nothing_done_the_mail_says_so_and_has_no_journal_section() {
        let sink = SmtpSink::start(Behaviour::Accept).await;
        let app = spawn_with(&[("SMTP_URL", &sink.url())]).await;
        let theme = &catalogue().day(3).unwrap().theme;
        let body = json!({
            "email": "member@example.org", "dayNumber": 3, "theme": theme,
            "completedSlots": [], "journals": { "6am": "   ", "9am": "" }
        });
        assert_eq!(app.summary_status(&body).await, 202);
        let mails = app.mails(&sink).await;
        let message = MessageParser::default().parse(&mails[0].data).unwrap();
        let text = message.body_text(0).unwrap().replace("\r\n", "\n");
        let html = message.body_html(0).unwrap();
        assert!(
            message
                .subject()
                .unwrap()
                .starts_with(&format!("Day 3: {theme}"))
        );
        for part in [text.as_str(), html.as_ref()] {
            assert!(part.contains("No activities completed yet"));
            assert!(!part.contains("Journal Entries") && !part.contains("JOURNAL ENTRIES"));
        }
    }
}

crate::on_both_engines! {
    #[tokio::test]
    async fn mail_queued_while_the_smtp_server_is_down_is_delivered_once_it_is_up() {
        let port = free_port();
        let app = spawn_with(&[("SMTP_URL", &format!("smtp://127.0.0.1:{port}"))]).await;
        assert_eq!(app.summary_status(&day7("member@example.org")).await, 202);
        assert_eq!(app.deliver_mail().await, 1);
        assert_eq!(app.deliver_mail_at(now_ms() + RETRIES_DUE).await, 1);
        assert_eq!(app.metric("prayer_fast_summaries_failed_total").await, 2.0);
        // Kept to be tried again: not dead, not lost.
        assert_eq!(app.outbox_rows().await[0].1, "pending");
        assert_eq!(app.metric("prayer_fast_outbox_depth").await, 1.0);

        let sink = SmtpSink::start_on(port, Behaviour::Accept).await;
        assert_eq!(app.deliver_mail_at(now_ms() + 2 * RETRIES_DUE).await, 1);
        assert_eq!(sink.messages().len(), 1);
        assert_eq!(app.outbox_rows().await[0].1, "sent");
        assert_eq!(app.deliver_mail_at(now_ms() + 3 * RETRIES_DUE).await, 0);
        assert_eq!(sink.messages().len(), 1, "delivered exactly once");
        assert_eq!(app.metric("prayer_fast_outbox_depth").await, 0.0);
    }
}

crate::on_both_engines! {
    #[tokio::test]
    async fn undelivered_summaries_survive_a_restart() {
        let port = free_port();
        let smtp = format!("smtp://127.0.0.1:{port}");
        let app = spawn_with(&[("SMTP_URL", &smtp), ("OUTBOX_RETRY_BASE_MS", "60000")]).await;
        for n in 0..3 {
            assert_eq!(
                app.summary_status(&day7(&format!("m{n}@example.org")))
                    .await,
                202
            );
        }
        assert_eq!(app.deliver_mail().await, 3);
        assert!(app.outbox_rows().await.iter().all(|r| r.2 >= 1));
        let data_dir = app.stop().await;

        let sink = SmtpSink::start_on(port, Behaviour::Accept).await;
        // The retries were scheduled a minute out; a restart picks them up when due. Make them due now
        // as an operator's clock would, rather than waiting a minute.
        data_dir
            .execute("UPDATE outbox SET next_attempt_at = 0")
            .await;

        let restarted = spawn_in(data_dir, &[("SMTP_URL", &smtp)]).await;
        let mails = restarted.mails(&sink).await;
        assert_eq!(mails.len(), 3);
        assert!(restarted.outbox_rows().await.iter().all(|r| r.1 == "sent"));
    }
}

crate::on_both_engines! {
    #[tokio::test]
    async fn a_send_in_flight_at_shutdown_is_released_and_delivered_after_restart() {
        let stalled = SmtpSink::start(Behaviour::Stall).await;
        let mut app = spawn_with(&[
            ("SMTP_URL", &stalled.url()),
            ("OUTBOX_SHUTDOWN_GRACE_MS", "300"),
        ])
        .await;
        // What is tested is the running worker's shutdown.
        app.start_workers();
        assert_eq!(app.summary_status(&day7("member@example.org")).await, 202);
        assert!(
            eventually(WAIT, || async {
                *stalled.data_attempts.lock().unwrap() == 1
            })
            .await
        );
        let data_dir = app.stop().await;

        let (status, attempts): (String, i64) = data_dir
            .fetch_all("SELECT status, attempts FROM outbox")
            .await
            .remove(0);
        assert_eq!(
            (status.as_str(), attempts),
            ("pending", 0),
            "released, this try not counted"
        );

        let sink = SmtpSink::start(Behaviour::Accept).await;
        let restarted = spawn_in(data_dir, &[("SMTP_URL", &sink.url())]).await;
        assert_eq!(restarted.mails(&sink).await.len(), 1);
    }
}

crate::on_both_engines! {
    #[tokio::test]
    async fn a_permanent_refusal_is_dead_lettered_after_a_few_tries() {
        let sink = SmtpSink::start(Behaviour::Reject).await;
        let app = spawn_with(&[("SMTP_URL", &sink.url()), ("OUTBOX_RETRY_BASE_MS", "20")]).await;
        assert_eq!(app.summary_status(&day7("member@example.org")).await, 202);
        for retry in 0..3 {
            assert_eq!(app.deliver_mail_at(now_ms() + retry * RETRIES_DUE).await, 1);
        }
        assert_eq!(app.outbox_rows().await[0].1, "dead");
        assert_eq!(app.deliver_mail_at(now_ms() + 4 * RETRIES_DUE).await, 0);
        assert_eq!(*sink.data_attempts.lock().unwrap(), 3);
        assert_eq!(
            app.metric("prayer_fast_summaries_dead_lettered_total")
                .await,
            1.0
        );
        let last_error: String = app.data_dir.scalar("SELECT last_error FROM outbox").await;
        assert!(
            last_error.contains("550") || last_error.contains("refused"),
            "{last_error}"
        );
    }
}

crate::on_both_engines! {
    #[tokio::test]
    async fn without_smtp_the_mail_is_written_as_an_eml_file() {
        let app = spawn_with(&[]).await;
        let res = app.post_summary(&day7("member@example.org"), None).await;
        let id = res.json::<Value>().await.unwrap()["id"]
            .as_str()
            .unwrap()
            .to_string();
        let file = app.data_dir.path().join("mail").join(format!("{id}.eml"));
        assert_eq!(app.deliver_mail().await, 1);
        assert!(file.exists(), "{}", file.display());
        let bytes = std::fs::read(&file).unwrap();
        let message = MessageParser::default().parse(&bytes).unwrap();
        assert_eq!(
            message.subject().unwrap(),
            format!("Day 7: {} — your prayer fast summary", day7_theme())
        );
        assert!(message.body_html(0).is_some() && message.body_text(0).is_some());
    }
}
