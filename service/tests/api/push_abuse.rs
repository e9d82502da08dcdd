//! Push subscriptions cannot be used to aim or flood the sender (issue 18, part 2).

use serde_json::{Value, json};

use crate::helpers::{TestApp, error_message, spawn_with, with};
use crate::push_sink::BrowserKeys;

/// Reminders on, with 8.8.8.8 as the one push service (an IP literal: nothing is looked up).
const REMINDERS_VIA_8888: [(&str, &str); 3] = [
    ("VAPID_SUBJECT", "mailto:office@gracefellowship.church"),
    ("PROGRAMME_START_DATE", "2090-03-01"),
    ("PUSH_ENDPOINT_HOSTS", "8.8.8.8"),
];

async fn subscribe_from(app: &TestApp, endpoint: &str, from: &str) -> (u16, Value) {
    let keys = BrowserKeys::generate();
    let body = json!({
        "subscription": { "endpoint": endpoint, "keys": { "p256dh": keys.p256dh, "auth": keys.auth_b64 } },
        "timeZone": "UTC",
    });
    let res = app
        .client
        .post(format!("{}/api/push/subscriptions", app.address))
        .header("X-Forwarded-For", from)
        .json(&body)
        .send()
        .await
        .unwrap();
    (res.status().as_u16(), res.json().await.unwrap())
}

/// Subscribes `count` endpoints `https://8.8.8.8/{path}/{n}` from `from`: each is taken (201).
async fn subscribe_taken(app: &TestApp, path: &str, count: usize, from: &str) {
    for n in 0..count {
        let endpoint = format!("https://8.8.8.8/{path}/{n}");
        let (status, body) = subscribe_from(app, &endpoint, from).await;
        assert_eq!(status, 201, "{body}");
    }
}

crate::on_both_engines! {
    #[tokio::test]
    async fn endpoints_must_be_on_a_known_push_service() {
        // Public hosts (IP literals, so nothing is looked up) stand in for a push service.
        let app = spawn_with(&REMINDERS_VIA_8888).await;
        let (status, body) = subscribe_from(&app, "https://8.8.8.8/push/one", "1.1.1.1").await;
        assert_eq!(status, 201, "{body}");
        let (status, body) = subscribe_from(&app, "https://9.9.9.9/push/two", "1.1.1.1").await;
        assert_eq!(status, 400, "{body}");
        assert_eq!(
            body["error"],
            "The push endpoint must be on a known push service (your browser's own)"
        );
    }
}

crate::on_both_engines! {
    #[tokio::test]
    async fn subscriptions_are_capped_per_client_a_day_and_in_total() {
        let limits = [
            ("TRUSTED_PROXIES", "127.0.0.1"),
            ("PUSH_SUBSCRIPTIONS_PER_IP_PER_DAY", "3"),
            ("PUSH_SUBSCRIPTIONS_MAX", "5"),
        ];
        let app = spawn_with(&with(&REMINDERS_VIA_8888, &limits)).await;
        subscribe_taken(&app, "a", 3, "203.0.113.1").await;
        let (status, body) = subscribe_from(&app, "https://8.8.8.8/a/4", "203.0.113.1").await;
        assert_eq!(status, 429, "{body}");
        assert!(error_message(&body).contains("Too many reminder sign-ups"));
        // Another client has its own allowance, until the service holds its maximum.
        subscribe_taken(&app, "b", 2, "203.0.113.2").await;
        let (status, body) = subscribe_from(&app, "https://8.8.8.8/c/0", "203.0.113.3").await;
        assert_eq!(status, 507, "{body}");
        assert!(error_message(&body).contains("calendar"));
        let metrics = app.metrics().await;
        assert!(
            metrics.contains("prayer_fast_push_subscriptions_refused_total{reason=\"per_client\"} 1"),
            "{metrics}"
        );
        assert!(metrics.contains("prayer_fast_push_subscriptions_refused_total{reason=\"total\"} 1"));
    }
}
