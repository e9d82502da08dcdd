//! The member's language end to end: the device says it (`Accept-Language`) with each request
//! and subscription, and what the service sends later (mails, pushes, the calendar feed, its
//! errors) is in it; the first language's stays exactly as it was. Facts come from `content/`.

use serde_json::{Value, json};

use crate::helpers::TestApp;
use crate::push_sink::BrowserKeys;
use crate::reminders::app_with_push;

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

        // Subscribing again (the same endpoint) in a language the programme does not offer: the first.
        subscribe_in(&app, &sink.endpoint("a"), &keys, "pt-BR").await;
        assert_eq!(stored_language(&app).await.as_deref(), Some("en"));
        subscribe_in(&app, &sink.endpoint("a"), &keys, "es").await;
        assert_eq!(stored_language(&app).await.as_deref(), Some("es"));
    }
}
