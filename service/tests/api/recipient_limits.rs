//! Limits that count what they protect (issue 28): per mailbox, mails actually sent; the daily
//! cap, mails actually sent, with a share kept for confirmed members; per client, a daily budget
//! of confirmation mails. Whatever a stranger does, a member can still confirm and send.

use std::collections::HashSet;

use serde_json::Value;

use crate::helpers::{error_message, spawn_with};
use crate::recipients::{Device, app_confirming, body_text, code_in, mails_queued};
use crate::send_summary::day7;

/// `n` made-up client addresses, one per request.
fn client(n: usize) -> &'static str {
    Box::leak(format!("192.0.2.{}", n % 250 + 1).into_boxed_str())
}

crate::on_both_engines! {
    #[tokio::test]
    async fn twenty_five_unconfirmed_sends_from_one_client_leave_another_member_able_to_send() {
        let (sink, app) = app_confirming(&[("MAIL_DAILY_CAP", "40")]).await;
        let mut stranger = Device::new(&app, "203.0.113.9");
        let mut refused = Vec::new();
        for n in 0..25 {
            let (status, body) = stranger
                .send_with(day7(&format!("person{n}@church.org")), None)
                .await;
            if status != 202 {
                refused.push((status, body));
            }
        }
        assert_eq!(
            refused.len(),
            15,
            "the client's daily budget is 10 confirmation mails"
        );
        let (status, body) = &refused[0];
        assert_eq!(*status, 429);
        assert!(
            error_message(body).contains("stays on this device"),
            "{body}"
        );

        let mut member = Device::new(&app, "198.51.100.77");
        let (status, body) = member.send(day7("member@church.org")).await;
        assert_eq!(
            (status, body["delivery"].as_str()),
            (202, Some("awaiting_confirmation"))
        );
        let mails = app.mails(&sink).await;
        let mine = mails
            .iter()
            .find(|m| m.rcpt_to.iter().any(|r| r == "<member@church.org>"))
            .expect("the member's confirmation arrives");
        assert_eq!(
            member
                .type_code(&member.tokens[0].clone(), &code_in(&mine.data))
                .await
                .0,
            204
        );
        let (_, body) = member.send(day7("member@church.org")).await;
        assert_eq!(body["delivery"], "sending");
        let mails = app.mails(&sink).await;
        assert!(
            mails
                .iter()
                .any(|m| body_text(&m.data).contains("Thank you, Lord."))
        );
        eprintln!(
            "ATTACK one-client: 25 sends, {} refused, mails sent {}",
            refused.len(),
            mails.len()
        );
    }
}

crate::on_both_engines! {
    #[tokio::test]
    async fn past_their_share_of_the_cap_confirmations_stop_and_confirmed_members_keep_the_rest() {
        let (sink, app) = app_confirming(&[("MAIL_DAILY_CAP", "6")]).await;
        let mut member = Device::confirmed(&app, &sink, "198.51.100.1", "member@church.org").await;
        // Strangers from many clients: two more confirmation mails fit in the half of 6.
        let mut statuses = Vec::new();
        for n in 0..5 {
            let mut stranger = Device::new(&app, client(n));
            statuses.push(stranger.send(day7(&format!("p{n}@church.org"))).await.0);
        }
        assert_eq!(statuses, [202, 202, 503, 503, 503]);
        // The confirmed member still sends: 3 mails of 6 are used.
        for _ in 0..3 {
            assert_eq!(
                member.send(day7("member@church.org")).await.1["delivery"],
                "sending"
            );
        }
        let (status, body) = member.send(day7("member@church.org")).await;
        assert_eq!(status, 503, "{body}");
        assert!(error_message(&body).contains("limit for today"));
        assert!(
            app.metric("prayer_fast_mail_daily_cap_refusals_total")
                .await
                >= 4.0
        );
    }
}

crate::on_both_engines! {
    #[tokio::test]
    async fn six_look_alike_spellings_of_one_gmail_address_get_at_most_three_confirmation_mails() {
        let (sink, app) = app_confirming(&[]).await;
        let spellings = [
            "naomi@ｇmail.com",
            "naomi@gｍail.com",
            "naomi@𝐠mail.com",
            "Naomi@GMAIL.com",
            "n.a.o.m.i+fast@googlemail.com",
            "naomi@ｇｍａｉｌ．ｃｏｍ",
        ];
        let mut accepted = 0;
        for (n, email) in spellings.into_iter().enumerate() {
            // Each from its own client: only the mailbox's limit is at work.
            let mut device = Device::new(&app, client(100 + n));
            let (status, body) = device.send(day7(email)).await;
            match status {
                202 => accepted += 1,
                429 => assert!(error_message(&body).contains("confirmation e-mails today")),
                other => panic!("{email}: {other} {body}"),
            }
        }
        assert_eq!(accepted, 3);
        assert_eq!(mails_queued(&app, "confirmation").await, 3);
        let mails = app.mails(&sink).await;
        assert_eq!(mails.len(), 3);
        let to: HashSet<&str> = mails
            .iter()
            .flat_map(|m| m.rcpt_to.iter().map(String::as_str))
            .collect();
        assert!(
            to.iter()
                .all(|t| t.is_ascii() && t.to_lowercase().ends_with("@gmail.com>")),
            "sent in ASCII to one domain: {to:?}"
        );
        eprintln!(
            "ATTACK look-alikes: 6 spellings, {} confirmation mails",
            mails.len()
        );
    }
}

crate::on_both_engines! {
    #[tokio::test]
    async fn a_member_a_stranger_blocked_is_told_what_to_do() {
        let (_sink, app) = app_confirming(&[]).await;
        for n in 0..3 {
            Device::new(&app, client(200 + n))
                .send(day7("ruth@church.org"))
                .await;
        }
        let (status, body) = Device::new(&app, "198.51.100.2")
            .send(day7("ruth@church.org"))
            .await;
        assert_eq!(status, 429, "{body}");
        let message = error_message(&body);
        for words in ["type its code", "stays on this device", "tomorrow"] {
            assert!(message.contains(words), "{message}");
        }
    }
}

crate::on_both_engines! {
    #[tokio::test]
    async fn the_per_recipient_limit_counts_summaries_sent_to_the_mailbox_not_the_spelling() {
        let app = spawn_with(&[("SUMMARY_CONFIRM_RECIPIENTS", "off")]).await;
        let variants = [
            "victim@gmail.com",
            "victim+1@gmail.com",
            "v.ictim@gmail.com",
            "VICTIM+x@googlemail.com",
            "vic.tim+2@ｇmail.com",
        ];
        for email in variants {
            assert_eq!(app.summary_status(&day7(email)).await, 202, "{email}");
        }
        assert_eq!(app.summary_status(&day7("victim+6@gmail.com")).await, 429);
        assert_eq!(app.summary_status(&day7("other@gmail.com")).await, 202);
    }
}

crate::on_both_engines! {
    #[tokio::test]
    async fn the_daily_cap_refuses_with_503_a_retry_after_a_metric_and_a_warning() {
        let app = spawn_with(&[
            ("SUMMARY_CONFIRM_RECIPIENTS", "off"),
            ("MAIL_DAILY_CAP", "2"),
        ])
        .await;
        assert_eq!(app.summary_status(&day7("a@church.org")).await, 202);
        assert_eq!(app.summary_status(&day7("b@church.org")).await, 202);
        let res = app.post_summary(&day7("c@church.org"), None).await;
        assert_eq!(res.status().as_u16(), 503);
        assert!(res.headers().contains_key("retry-after"));
        let body: Value = res.json().await.unwrap();
        assert!(error_message(&body).contains("limit for today"));
        assert_eq!(
            app.metric("prayer_fast_mail_daily_cap_refusals_total")
                .await,
            1.0
        );
    }
}

crate::on_both_engines! {
    #[tokio::test]
    async fn the_confirm_and_unsubscribe_routes_are_limited_per_client_and_read_before_writing() {
        let (_sink, app) = app_confirming(&[("SUMMARY_LIMIT_PER_IP_PER_MINUTE", "3")]).await;
        let device = Device::new(&app, "198.51.100.90");
        let unknown = app.url("/confirm/0190f1c2-0000-4000-8000-000000000000.guess");
        let mut statuses = Vec::new();
        for _ in 0..4 {
            statuses.push(device.press(&unknown, None, "").await.0);
        }
        assert_eq!(statuses, [410, 410, 410, 429]);
        // Another client is not held up.
        assert_eq!(
            Device::new(&app, "198.51.100.91")
                .press(&unknown, None, "")
                .await
                .0,
            410
        );
        // An unknown link wrote nothing.
        let rows: i64 = app
            .data_dir
            .scalar("SELECT count(*) FROM recipient_confirmations")
            .await;
        assert_eq!(rows, 0);

        let unsubscribe = || {
            app.client
                .delete(app.url("/api/push/subscriptions/0190f1c2-0000-4000-8000-000000000000"))
                .header("X-Forwarded-For", "198.51.100.92")
                .bearer_auth("nope")
                .send()
        };
        // Reminder changes are limited to 30 a minute per client.
        let mut last = 0;
        for _ in 0..32 {
            last = unsubscribe().await.unwrap().status().as_u16();
            if last == 429 {
                break;
            }
        }
        assert_eq!(last, 429, "unsubscribe is limited per client");
    }
}
