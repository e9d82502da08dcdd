//! Secrets never reach the logs: a full run at the most verbose level (subscribe, change with the
//! token, a summary over authenticated SMTP through a recipient confirmation, a reminder pass,
//! and the failure paths: a push service that refuses the connection, a mail server that refuses
//! the recipient) and a grep of everything logged.

use std::time::Duration;

use base64::Engine;
use base64::engine::general_purpose::URL_SAFE_NO_PAD;
use serde_json::{Value, json};

use crate::push_sink::{BrowserKeys, PushSink};
use crate::service::{REMINDERS, Service, free_port, run_once, with};
use crate::smtp_sink::{Behaviour, SmtpSink};

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn no_secret_appears_in_the_logs_of_a_full_run() {
    let root = tempfile::tempdir().unwrap();
    let data = root.path().join("data");
    let smtp = SmtpSink::start(Behaviour::Accept).await;
    let push = PushSink::start().await;
    let smtp_password = "Hymn-of-Grace-4471";
    let vapid_key = URL_SAFE_NO_PAD.encode(rand::random::<[u8; 32]>());
    let smtp_url = format!(
        "smtp://prayer-office:{smtp_password}@127.0.0.1:{}",
        smtp.port
    );
    let port = free_port();
    let env = with(
        &REMINDERS,
        &[
            ("SMTP_URL", smtp_url.as_str()),
            ("VAPID_PRIVATE_KEY", vapid_key.as_str()),
            ("RUST_LOG", "trace"),
            ("SUMMARY_CONFIRM_RECIPIENTS", "on"),
            // A proxy set in the environment is never used for push (see push/sender.rs).
            ("HTTPS_PROXY", "http://127.0.0.1:9"),
            ("HTTP_PROXY", "http://127.0.0.1:9"),
            ("ALL_PROXY", "http://127.0.0.1:9"),
        ],
    );
    let service = Service::start(&data, port, &env).await;
    let client = &service.client;

    let keys = BrowserKeys::generate();
    let endpoint = push.endpoint("capability-7f3a9c");
    let subscription =
        json!({ "endpoint": endpoint, "keys": { "p256dh": keys.p256dh, "auth": keys.auth_b64 } });
    let subscribe = json!({ "subscription": subscription, "timeZone": "UTC" });
    let res = service
        .post_json("/api/push/subscriptions", &subscribe)
        .await;
    let subscribed: Value = res.json().await.unwrap();
    let (id, token) = (
        subscribed["id"].as_str().unwrap(),
        subscribed["token"].as_str().unwrap(),
    );
    // A second member's push service refuses every connection (a failure path).
    let closed = std::net::TcpListener::bind("127.0.0.1:0").unwrap();
    let closed_port = closed.local_addr().unwrap().port();
    drop(closed);
    let refused_endpoint = format!("http://127.0.0.1:{closed_port}/push/capability-closed-9e1d");
    let subscription = json!({ "endpoint": refused_endpoint, "keys": { "p256dh": keys.p256dh, "auth": keys.auth_b64 } });
    let subscribe = json!({ "subscription": subscription, "timeZone": "UTC" });
    let res = service
        .post_json("/api/push/subscriptions", &subscribe)
        .await;
    assert_eq!(res.status().as_u16(), 201);
    let url = format!("{}/api/push/subscriptions/{id}", service.url);
    let changed = client
        .patch(&url)
        .bearer_auth(token)
        .json(&json!({ "timeZone": "UTC" }))
        .send()
        .await
        .unwrap();
    assert_eq!(changed.status().as_u16(), 200);
    let wrong = client
        .patch(&url)
        .bearer_auth(format!("{token}x"))
        .json(&json!({ "timeZone": "UTC" }))
        .send()
        .await
        .unwrap();
    assert_eq!(
        wrong.status().as_u16(),
        404,
        "a wrong token is told nothing"
    );

    let summary = json!({
        "email": "member@example.org", "dayNumber": 7, "theme": crate::service::theme(7),
        "completedSlots": ["opening"], "journals": { "opening": "Thank you, Lord." },
    });
    let queued = service.post_json("/api/send-day-summary", &summary).await;
    assert_eq!(queued.status().as_u16(), 202);
    let queued: serde_json::Value = queued.json().await.unwrap();
    let device_token = queued["recipientToken"].as_str().unwrap().to_string();
    let mails = smtp.wait_for(1, Duration::from_secs(20)).await;
    assert_eq!(mails.len(), 1, "{}", service.log_tail());
    // The confirmation link: its secret is the last part of the path.
    let text = String::from_utf8_lossy(&mails[0].data).replace("=\r\n", "");
    let link = text
        .split_whitespace()
        .find(|w| w.contains("/confirm/"))
        .expect("a confirmation link")
        .trim_matches(|c: char| c == '"' || c == '<' || c == '>')
        .to_string();
    let link_secret = link.rsplit('.').next().unwrap().to_string();
    assert!(link_secret.len() > 20, "{link}");
    // The link's button, pressed in the browser holding the device's token.
    let confirmed = client
        .post(&link)
        .form(&[("token", device_token.as_str())])
        .send()
        .await
        .unwrap();
    assert_eq!(confirmed.status().as_u16(), 200, "{link}");
    let mut summary = summary;
    summary["recipientToken"] = json!(device_token);
    let sent = service.post_json("/api/send-day-summary", &summary).await;
    assert_eq!(sent.status().as_u16(), 202);
    assert_eq!(
        smtp.wait_for(2, Duration::from_secs(20)).await.len(),
        2,
        "{}",
        service.log_tail()
    );
    service.stop();

    run_once("2031-03-12T06:00:30Z", &data, port, &env);
    assert_eq!(
        push.requests().len(),
        1,
        "the reminder pass sent the 6:00 reminder (and the refused one failed)"
    );

    let log = std::fs::read_to_string(root.path().join("service.log")).unwrap();
    assert!(
        log.contains("mail delivered")
            && log.contains("reminders on")
            && log.contains("push service busy; retrying"),
        "the run was logged"
    );
    for (what, secret) in [
        ("SMTP password", smtp_password),
        ("VAPID private key", vapid_key.as_str()),
        ("subscription token", token),
        ("push endpoint capability", "capability-7f3a9c"),
        ("refused push endpoint capability", "capability-closed-9e1d"),
        ("confirmation link secret", link_secret.as_str()),
        ("device's recipient token", device_token.as_str()),
        ("member's address", "member@example.org"),
        ("subscription auth secret", keys.auth_b64.as_str()),
    ] {
        assert!(!log.contains(secret), "the {what} appears in the logs");
    }
}
