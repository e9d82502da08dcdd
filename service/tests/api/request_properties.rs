//! Property tests through the running app: whatever a client sends is either accepted or refused
//! with a 4xx whose JSON `error` says why (never a 5xx, never a dropped connection), and every
//! valid generated request is accepted.

use std::sync::LazyLock;

use proptest::prelude::*;
use reqwest::header::{CONTENT_TYPE, HeaderValue};
use serde_json::Value;

use crate::helpers::{TestApp, spawn_with};
use crate::request_strategies::{
    any_body, any_json, header_bytes, time_zone, valid_subscription, valid_summary,
};

/// One app for all the properties, on a runtime of its own (proptest bodies are synchronous).
struct Running {
    runtime: tokio::runtime::Runtime,
    app: TestApp,
}

static RUNNING: LazyLock<Running> = LazyLock::new(|| {
    let runtime = tokio::runtime::Runtime::new().unwrap();
    // A fast starting next week: subscriptions are taken and no reminder is sent meanwhile.
    let start = (jiff::Zoned::now().date() + jiff::Span::new().days(7)).to_string();
    let env = [
        ("RATE_LIMITS", "off"),
        ("VAPID_SUBJECT", "mailto:office@gracefellowship.church"),
        ("PROGRAMME_START_DATE", start.as_str()),
        ("REMINDER_INTERVAL_MS", "3600000"),
        // The public hosts the strategies draw endpoints from stand in for push services.
        (
            "PUSH_ENDPOINT_HOSTS",
            "8.8.8.8,1.1.1.1,9.9.9.9,[2a00:1450:4001::1]",
        ),
    ];
    let app = runtime.block_on(spawn_with(&env));
    Running { runtime, app }
});

/// A subscription to change: (id, token).
static SUBSCRIPTION: LazyLock<(String, String)> = LazyLock::new(|| {
    let body = serde_json::json!({
        "subscription": { "endpoint": "https://8.8.8.8/push/preferences", "keys": *KEYS },
        "timeZone": "America/Chicago",
    });
    let answer = send(post_json(
        "/api/push/subscriptions",
        body.to_string().into_bytes(),
    ));
    assert_eq!(answer.status, 201, "{}", answer.body);
    let field = |name: &str| answer.body[name].as_str().unwrap().to_string();
    (field("id"), field("token"))
});

/// A browser's keys, well-formed.
static KEYS: LazyLock<Value> = LazyLock::new(
    || serde_json::json!({ "p256dh": format!("B{}", "A".repeat(86)), "auth": "A".repeat(22) }),
);

/// An answer: its status, and the `error` message if it carried one.
struct Answer {
    status: u16,
    body: Value,
}

impl Answer {
    fn error(&self) -> &str {
        self.body["error"].as_str().unwrap_or_default()
    }

    /// Accepted with `ok`, or refused with a 4xx that says why.
    fn accepted_or_refused_clearly(&self, ok: u16) -> Result<(), TestCaseError> {
        if self.status != ok {
            prop_assert!(
                (400..500).contains(&self.status),
                "answered {}: {}",
                self.status,
                self.body
            );
            prop_assert!(
                !self.error().trim().is_empty(),
                "{} without a message: {}",
                self.status,
                self.body
            );
        }
        Ok(())
    }
}

fn send(request: impl FnOnce(&TestApp) -> reqwest::RequestBuilder) -> Answer {
    let running = &*RUNNING;
    running.runtime.block_on(async {
        let res = request(&running.app)
            .send()
            .await
            .expect("the service answers");
        let status = res.status().as_u16();
        let bytes = res.bytes().await.expect("the answer is read");
        let body = serde_json::from_slice(&bytes).unwrap_or(Value::Null);
        Answer { status, body }
    })
}

/// Sends valid `body` to `path`: it must be answered `ok`; the answer's body.
fn taken(path: &'static str, body: &Value, ok: u16) -> Result<Value, TestCaseError> {
    let answer = send(post_json(path, body.to_string().into_bytes()));
    prop_assert_eq!(answer.status, ok, "{} for {}", answer.body, body);
    Ok(answer.body)
}

fn post_json(
    path: &'static str,
    body: Vec<u8>,
) -> impl FnOnce(&TestApp) -> reqwest::RequestBuilder {
    move |app| {
        app.client
            .post(format!("{}{path}", app.address))
            .header(CONTENT_TYPE, "application/json")
            .body(body)
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(500))]

    #[test]
    fn any_summary_or_subscription_body_is_accepted_or_refused_with_a_message(
        summary in any_body(valid_summary()),
        subscription in any_body(valid_subscription()),
    ) {
        send(post_json("/api/send-day-summary", summary)).accepted_or_refused_clearly(202)?;
        send(post_json("/api/push/subscriptions", subscription)).accepted_or_refused_clearly(201)?;
    }

    #[test]
    fn every_valid_summary_is_queued_and_every_valid_subscription_taken(
        summary in valid_summary(),
        subscription in valid_subscription(),
    ) {
        let queued = taken("/api/send-day-summary", &summary, 202)?;
        prop_assert!(queued["id"].is_string());
        let subscribed = taken("/api/push/subscriptions", &subscription, 201)?;
        prop_assert!(subscribed["token"].as_str().is_some_and(|t| !t.is_empty()));
    }

    #[test]
    fn any_idempotency_key_is_taken_or_refused_by_the_rule(key in header_bytes()) {
        let theme = &crate::helpers::catalogue().day(7).unwrap().theme;
        let body = serde_json::to_vec(&serde_json::json!({"email":"member@gracefellowship.church","dayNumber":7,"theme":theme,"completedSlots":[],"journals":{}})).unwrap();
        let value = HeaderValue::from_bytes(&key).unwrap();
        let answer = send(|app| post_json("/api/send-day-summary", body.clone())(app).header("Idempotency-Key", value));
        // HTTP drops the spaces around a header value; what is left must be visible ASCII.
        let trimmed = key.trim_ascii();
        let valid = !trimmed.is_empty() && trimmed.len() <= 128 && trimmed.iter().all(u8::is_ascii_graphic);
        prop_assert_eq!(answer.status, if valid { 202 } else { 400 }, "{:?}: {}", key, answer.body);
        if !valid {
            prop_assert!(answer.error().contains("Idempotency-Key"));
        }
    }


    #[test]
    fn any_preferences_change_is_accepted_or_refused_with_a_message(body in any_body(Just(serde_json::json!({"timeZone": "UTC", "slots": ["opening"]})))) {
        let (id, token) = &*SUBSCRIPTION;
        let answer = send(|app| {
            let path = format!("{}/api/push/subscriptions/{id}", app.address);
            app.client.patch(path).bearer_auth(token).header(CONTENT_TYPE, "application/json").body(body)
        });
        answer.accepted_or_refused_clearly(200)?;
    }

    #[test]
    fn any_snooze_body_is_refused_with_a_message(body in any_json()) {
        let answer = send(post_json("/api/push/snooze", body.to_string().into_bytes()));
        prop_assert!(answer.status != 202, "an unsigned snooze was taken: {}", body);
        answer.accepted_or_refused_clearly(202)?;
    }

    #[test]
    fn any_calendar_query_is_answered_or_refused_with_a_message(
        tz in prop_oneof![any::<String>(), time_zone()],
        raw in "[ -~]{0,80}",
    ) {
        let by_parameter = send(|app| app.client.get(format!("{}/api/calendar.ics", app.address)).query(&[("tz", &tz)]));
        by_parameter.accepted_or_refused_clearly(200)?;
        let by_raw_query = send(|app| app.client.get(format!("{}/api/calendar.ics?{raw}", app.address)));
        by_raw_query.accepted_or_refused_clearly(200)?;
    }

    #[test]
    fn every_known_time_zone_gets_the_calendar(tz in time_zone()) {
        let answer = send(|app| app.client.get(format!("{}/api/calendar.ics", app.address)).query(&[("tz", &tz)]));
        prop_assert_eq!(answer.status, 200, "{}: {}", tz, answer.body);
    }
}
