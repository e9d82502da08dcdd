//! `POST /api/send-day-summary`: validation, limits, idempotency, CORS.

use serde_json::{Value, json};

use crate::helpers::{spawn_app, spawn_with};

/// Day 7's theme, as the content gives it (the specification's example day).
pub fn day7_theme() -> &'static str {
    &crate::helpers::catalogue()
        .day(7)
        .expect("day 7 has a guide")
        .theme
}

pub fn day7(email: &str) -> Value {
    json!({
        "email": email,
        "dayNumber": 7,
        "theme": day7_theme(),
        "completedSlots": ["opening", "midday"],
        "journals": { "opening": "Thank you, Lord.", "morning": "", "afternoon": "Second line\nthird line" }
    })
}

/// The seconds of an answer's `Retry-After`.
fn retry_after_secs(res: &reqwest::Response) -> u64 {
    res.headers()["retry-after"]
        .to_str()
        .unwrap()
        .parse()
        .unwrap()
}

async fn error_of(res: reqwest::Response) -> (u16, String) {
    let status = res.status().as_u16();
    let body: Value = res.json().await.expect("errors are JSON");
    (
        status,
        body["error"].as_str().expect("an error field").to_string(),
    )
}

crate::on_both_engines! {
    #[tokio::test]
    async fn a_valid_summary_is_queued_with_202_and_an_id() {
        let app = spawn_app().await;
        let res = app.post_summary(&day7("member@example.org"), None).await;
        assert_eq!(res.status().as_u16(), 202);
        let body: Value = res.json().await.unwrap();
        let id = body["id"].as_str().unwrap();
        assert!(uuid::Uuid::parse_str(id).is_ok(), "{id}");
        let rows = app.outbox_rows().await;
        assert_eq!(rows.len(), 1);
        assert_eq!(rows[0].0, id);
    }
}

crate::on_both_engines! {
    #[tokio::test]
    async fn every_bad_input_is_a_400_with_a_clear_message_and_nothing_is_queued() {
        let app = spawn_app().await;
        let long_email = format!("{}@example.org", "a".repeat(250));
        let long_journal = "x".repeat(10_001);
        let with = |field: &str, value: Value| {
            let mut body = day7("member@example.org");
            body[field] = value;
            body
        };
        let cases: Vec<(Value, &str)> = vec![
            (
                with("email", json!("not-an-email")),
                "Please enter a valid email address",
            ),
            (
                with("email", json!("member@localhost")),
                "Please enter a valid email address",
            ),
            (
                with("email", json!(long_email)),
                "Please enter a valid email address",
            ),
            (
                with("email", json!("a@example.org\r\nBcc: x@example.org")),
                "Please enter a valid email address",
            ),
            (with("dayNumber", json!(0)), "Day 0 has no guide"),
            // Beyond any programme (366 days at most).
            (with("dayNumber", json!(367)), "Day 367 has no guide"),
            (with("dayNumber", json!(-1)), "Day -1 has no guide"),
            (
                with("theme", json!("Another theme")),
                "The theme does not match day 7's theme",
            ),
            (
                with("completedSlots", json!(["opening", "close"])),
                "Day 7 has no slot 'close'",
            ),
            (
                with("completedSlots", json!(["sunset"])),
                "Day 7 has no slot 'sunset'",
            ),
            (
                with("completedSlots", json!(["opening", "opening"])),
                "The slot 'opening' is listed twice",
            ),
            (
                with("journals", json!({ "6am": "text" })),
                "Day 7 has no journal '6am'",
            ),
            (
                with("journals", json!({ "opening": long_journal })),
                "Day 7: the journal 'opening' is longer than 10000 characters",
            ),
            (
                with("dayNumber", json!("7")),
                "The summary could not be read",
            ),
            (
                with("completedSlots", json!("opening")),
                "The summary could not be read",
            ),
            (
                json!({ "email": "member@example.org" }),
                "The summary could not be read: missing field",
            ),
            (
                with("extra", json!(true)),
                "The summary could not be read: unknown field",
            ),
        ];
        for (body, expected) in cases {
            let (status, error) = error_of(app.post_summary(&body, None).await).await;
            assert_eq!(status, 400, "{body}");
            assert!(
                error.starts_with(expected),
                "{body}: got {error:?}, wanted {expected:?}"
            );
        }

        let raw = app
            .client
            .post(format!("{}/api/send-day-summary", app.address))
            .header("content-type", "application/json")
            .body("{not json")
            .send()
            .await
            .unwrap();
        let (status, error) = error_of(raw).await;
        assert_eq!(
            (status, error.starts_with("The summary could not be read")),
            (400, true)
        );

        let text = app
            .client
            .post(format!("{}/api/send-day-summary", app.address))
            .body("email=a")
            .send()
            .await
            .unwrap();
        let (status, error) = error_of(text).await;
        assert_eq!(status, 415);
        assert!(error.contains("application/json"));

        let bad_key = app
            .post_summary(&day7("member@example.org"), Some(&"k".repeat(129)))
            .await;
        assert_eq!(error_of(bad_key).await.0, 400);

        assert!(
            app.outbox_rows().await.is_empty(),
            "nothing may be queued for bad input"
        );
        assert_eq!(
            app.metric("prayer_fast_requests_refused_total{route=\"/api/send-day-summary\",reason=\"invalid_email\"}")
                .await,
            4.0
        );
        assert_eq!(
            app.metric("prayer_fast_summaries_accepted_total").await,
            0.0
        );
    }
}

crate::on_both_engines! {
    #[tokio::test]
    async fn a_body_over_64_kib_is_a_413() {
        let app = spawn_app().await;
        let mut body = day7("member@example.org");
        body["journals"]["opening"] = json!("x".repeat(70 * 1024));
        let (status, error) = error_of(app.post_summary(&body, None).await).await;
        assert_eq!(status, 413);
        assert_eq!(error, "The summary is too large: the limit is 64 KiB");
        assert!(app.outbox_rows().await.is_empty());
    }
}

crate::on_both_engines! {
    #[tokio::test]
    async fn a_client_over_its_rate_is_told_to_wait_but_preflights_are_never_limited() {
        let app = spawn_with(&[("SUMMARY_LIMIT_PER_IP_PER_MINUTE", "2")]).await;
        for _ in 0..5 {
            let preflight = app
                .client
                .request(
                    reqwest::Method::OPTIONS,
                    format!("{}/api/send-day-summary", app.address),
                )
                .header("Origin", &app.address)
                .header("Access-Control-Request-Method", "POST")
                .send()
                .await
                .unwrap();
            assert!(preflight.status().is_success(), "{}", preflight.status());
        }
        for n in 0..2 {
            let res = app
                .post_summary(&day7(&format!("m{n}@example.org")), None)
                .await;
            assert_eq!(res.status().as_u16(), 202);
        }
        let res = app.post_summary(&day7("m3@example.org"), None).await;
        let retry_after = retry_after_secs(&res);
        assert!((1..=60).contains(&retry_after), "{retry_after}");
        let (status, error) = error_of(res).await;
        assert_eq!(status, 429);
        assert!(error.starts_with("Too many summaries"), "{error}");
        assert_eq!(app.outbox_rows().await.len(), 2);
    }
}

/// Posts a summary to `{member}@example.org` as if forwarded for `ip`; returns the status.
async fn post_forwarded(app: &crate::helpers::TestApp, ip: &str, member: &str) -> u16 {
    let req = app
        .client
        .post(format!("{}/api/send-day-summary", app.address))
        .header("X-Forwarded-For", ip)
        .json(&day7(&format!("{member}@example.org")));
    req.send().await.unwrap().status().as_u16()
}

crate::on_both_engines! {
    #[tokio::test]
    async fn forwarded_addresses_count_only_from_a_trusted_proxy() {
        let one_a_minute = ("SUMMARY_LIMIT_PER_IP_PER_MINUTE", "1");
        let app = spawn_with(&[one_a_minute, ("TRUSTED_PROXIES", "127.0.0.1")]).await;
        assert_eq!(post_forwarded(&app, "198.51.100.1", "p1").await, 202);
        assert_eq!(
            post_forwarded(&app, "198.51.100.2", "p2").await,
            202,
            "a different client behind the proxy has its own bucket"
        );
        assert_eq!(post_forwarded(&app, "198.51.100.1", "p3").await, 429);

        let direct = spawn_with(&[one_a_minute]).await;
        assert_eq!(post_forwarded(&direct, "198.51.100.1", "q1").await, 202);
        assert_eq!(
            post_forwarded(&direct, "198.51.100.2", "q2").await,
            429,
            "a spoofed header from an untrusted peer changes nothing"
        );
    }
}

crate::on_both_engines! {
    #[tokio::test]
    async fn one_recipient_gets_a_bounded_number_of_summaries_a_day() {
        let app = spawn_with(&[("SUMMARY_LIMIT_PER_RECIPIENT_PER_DAY", "2")]).await;
        assert_eq!(app.summary_status(&day7("same@example.org")).await, 202);
        assert_eq!(app.summary_status(&day7("Same@Example.org")).await, 202);
        let res = app.post_summary(&day7(" SAME@example.org "), None).await;
        let retry_after = retry_after_secs(&res);
        assert!(
            retry_after > 23 * 3600 && retry_after <= 24 * 3600,
            "{retry_after}"
        );
        let (status, error) = error_of(res).await;
        assert_eq!(status, 429);
        assert!(
            error.contains("already been sent 2 summaries today"),
            "{error}"
        );
        assert_eq!(app.summary_status(&day7("other@example.org")).await, 202);
    }
}

crate::on_both_engines! {
    #[tokio::test]
    async fn a_repeated_idempotency_key_returns_the_first_answer_without_queuing_twice() {
        let app = spawn_app().await;
        let key = uuid::Uuid::new_v4().to_string();
        let first: Value = app
            .post_summary(&day7("member@example.org"), Some(&key))
            .await
            .json()
            .await
            .unwrap();
        let again = app
            .post_summary(&day7("member@example.org"), Some(&key))
            .await;
        assert_eq!(again.status().as_u16(), 202);
        let again: Value = again.json().await.unwrap();
        assert_eq!(first["id"], again["id"]);
        assert_eq!(app.outbox_rows().await.len(), 1);

        let (status, error) = error_of(
            app.post_summary(&day7("someone-else@example.org"), Some(&key))
                .await,
        )
        .await;
        assert_eq!(status, 422);
        assert!(error.contains("Idempotency-Key"), "{error}");

        // Concurrent replays (a flaky connection retrying) still queue once.
        let key = uuid::Uuid::new_v4().to_string();
        let body = day7("burst@example.org");
        let sends = (0..8).map(|_| app.post_summary(&body, Some(&key)));
        let answers = futures_util::future::join_all(sends).await;
        assert!(answers.iter().all(|r| r.status().as_u16() == 202));
        assert_eq!(app.outbox_rows().await.len(), 2);
    }
}

crate::on_both_engines! {
    #[tokio::test]
    async fn cors_allows_configured_origins_and_same_origin_without_configuration() {
        let app = spawn_with(&[("CORS_ORIGINS", "https://guide.example.org")]).await;
        let preflight = |origin: &str| {
            app.client
                .request(
                    reqwest::Method::OPTIONS,
                    format!("{}/api/send-day-summary", app.address),
                )
                .header("Origin", origin)
                .header("Access-Control-Request-Method", "POST")
                .header(
                    "Access-Control-Request-Headers",
                    "content-type, idempotency-key",
                )
                .send()
        };
        let allowed = preflight("https://guide.example.org").await.unwrap();
        assert_eq!(
            allowed.headers()["access-control-allow-origin"],
            "https://guide.example.org"
        );
        let refused = preflight("https://evil.example").await.unwrap();
        assert!(
            refused
                .headers()
                .get("access-control-allow-origin")
                .is_none()
        );

        let same_origin = spawn_app().await;
        let res = same_origin
            .client
            .post(format!("{}/api/send-day-summary", same_origin.address))
            .header("Origin", &same_origin.address)
            .json(&day7("member@example.org"))
            .send()
            .await
            .unwrap();
        assert_eq!(res.status().as_u16(), 202);
    }
}
