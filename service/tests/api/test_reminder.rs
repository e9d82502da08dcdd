//! "Send me a test reminder": a push that says it is a test, decrypted at a loopback push
//! service; limited per subscription, refused without the token, gone when the browser is.

use serde_json::Value;

use crate::helpers::{TestApp, error_message, spawn_with};
use crate::push_sink::{BrowserKeys, PushSink};
use crate::reminders::{app_with_push, subscribe};

/// A push sink, the app with reminders on (and `more` settings), and one browser subscribed at
/// the sink: its subscription (id and token) and its keys.
async fn subscribed(more: &[(&str, &str)]) -> (PushSink, TestApp, Value, BrowserKeys) {
    let (sink, app) = app_with_push(more).await;
    let keys = BrowserKeys::generate();
    let created = subscribe(
        &app,
        &sink.endpoint("tester"),
        &keys,
        "America/Chicago",
        None,
    )
    .await;
    assert_eq!(created.status(), 201);
    let subscription = created.json().await.unwrap();
    (sink, app, subscription, keys)
}

async fn ask_for_test(
    app: &TestApp,
    subscription: &Value,
    token: Option<&str>,
) -> reqwest::Response {
    let url = format!(
        "{}/api/push/subscriptions/{}/test",
        app.address,
        subscription["id"].as_str().unwrap()
    );
    let mut request = app.client.post(url).json(&serde_json::json!({}));
    if let Some(token) = token {
        request = request.bearer_auth(token);
    }
    request.send().await.unwrap()
}

crate::on_both_engines! {
    #[tokio::test]
    async fn a_test_reminder_arrives_at_once_and_says_it_is_a_test() {
        let (sink, app, subscription, keys) = subscribed(&[]).await;
        let token = subscription["token"].as_str().unwrap();

        let res = ask_for_test(&app, &subscription, Some(token)).await;
        assert_eq!(res.status(), 202);
        let sent: Value = res.json().await.unwrap();
        assert!(
            sent["sentAt"]
                .as_str()
                .unwrap()
                .parse::<jiff::Timestamp>()
                .is_ok(),
            "{sent}"
        );

        let [delivered] = sink.requests().try_into().expect("exactly one push");
        assert_eq!(delivered.path, "/push/tester");
        assert_eq!(delivered.header("TTL"), Some("60"));
        assert!(
            delivered
                .header("authorization")
                .unwrap()
                .starts_with("vapid t="),
            "signed with the service's VAPID key"
        );
        let message = keys.decrypt(&delivered.body);
        let notification = &message["notification"];
        assert_eq!(message["web_push"], 8030);
        assert_eq!(notification["title"], "Test reminder · Prayer Fast");
        assert!(notification["title"].as_str().unwrap().contains("Test"));
        assert!(
            notification["body"]
                .as_str()
                .unwrap()
                .contains("This is a test")
        );
        assert_eq!(notification["navigate"], format!("{}/", app.address));
        assert!(
            notification.get("data").is_none(),
            "nothing to snooze or mark done: {notification}"
        );
    }
}

crate::on_both_engines! {
    #[tokio::test]
    async fn only_the_subscription_s_own_token_sends_a_test() {
        let (sink, app, subscription, _) = subscribed(&[]).await;
        assert_eq!(ask_for_test(&app, &subscription, None).await.status(), 401);
        assert_eq!(
            ask_for_test(&app, &subscription, Some("not-the-token"))
                .await
                .status(),
            404
        );
        let unknown = serde_json::json!({ "id": "0190a0a0-0000-7000-8000-000000000000" });
        let token = subscription["token"].as_str();
        assert_eq!(ask_for_test(&app, &unknown, token).await.status(), 404);
        assert!(sink.requests().is_empty(), "nothing sent");
    }
}

crate::on_both_engines! {
    #[tokio::test]
    async fn test_reminders_are_limited_per_subscription_an_hour() {
        let (sink, app, subscription, _) = subscribed(&[("RATE_LIMITS", "off")]).await;
        let token = subscription["token"].as_str();
        for _ in 0..prayer_fast::app::test_reminders::TEST_REMINDERS_PER_HOUR {
            assert_eq!(ask_for_test(&app, &subscription, token).await.status(), 202);
        }
        let refused = ask_for_test(&app, &subscription, token).await;
        assert_eq!(refused.status(), 429);
        assert!(refused.headers().contains_key("retry-after"));
        let body: Value = refused.json().await.unwrap();
        assert!(
            error_message(&body).contains("Too many test reminders"),
            "{body}"
        );
        assert_eq!(
            sink.requests().len() as i64,
            prayer_fast::app::test_reminders::TEST_REMINDERS_PER_HOUR
        );
    }
}

crate::on_both_engines! {
    #[tokio::test]
    async fn a_browser_the_push_service_no_longer_knows_is_told_and_its_subscription_ends() {
        let (sink, app, subscription, _) = subscribed(&[]).await;
        let token = subscription["token"].as_str();

        // A busy push service is tried again, as every push is (the one engine, issue 42)...
        sink.answer(&[(429, &[("retry-after", "1")])]);
        let retried = ask_for_test(&app, &subscription, token).await;
        assert_eq!(retried.status(), 202);
        assert_eq!(sink.requests().len(), 2);
        // ...and one that keeps failing is reported.
        sink.answer(&[(500, &[]), (500, &[]), (500, &[]), (500, &[])]);
        let refused = ask_for_test(&app, &subscription, token).await;
        assert_eq!(refused.status(), 502);
        assert_eq!(sink.requests().len(), 6);
        sink.answer(&[(410, &[])]);
        let gone = ask_for_test(&app, &subscription, token).await;
        assert_eq!(gone.status(), 410);
        let body: Value = gone.json().await.unwrap();
        assert!(
            error_message(&body).contains("Turn reminders on again"),
            "{body}"
        );
        let kept: i64 = app
            .data_dir
            .scalar("SELECT count(*) FROM push_subscriptions")
            .await;
        assert_eq!(kept, 0, "the subscription ended with its browser");
        assert_eq!(ask_for_test(&app, &subscription, token).await.status(), 404);
    }
}

crate::on_both_engines! {
    #[tokio::test]
    async fn a_server_with_reminders_off_sends_no_test() {
        let app = spawn_with(&[]).await;
        let anyone = serde_json::json!({ "id": "0190a0a0-0000-7000-8000-000000000000" });
        let res = ask_for_test(&app, &anyone, Some("token")).await;
        assert_eq!(res.status(), 503);
    }
}
