//! Smaller gaps of issue 18: CORS for PATCH, HSTS, where /metrics is served, readiness without a
//! write per probe, a lease longer than a send, SMTP errors without the recipient.

use std::time::Duration;

use prayer_fast::configuration::Settings;
use serde_json::Value;

use crate::helpers::{eventually, spawn_app, spawn_with};
use crate::send_summary::day7;
use crate::smtp_sink::{Behaviour, SmtpSink};

#[tokio::test]
async fn a_pwa_on_another_origin_may_change_reminder_choices() {
    let app = spawn_with(&[("CORS_ORIGINS", "https://guide.example.org")]).await;
    let preflight = app
        .client
        .request(
            reqwest::Method::OPTIONS,
            format!(
                "{}/api/push/subscriptions/0190f1c2-0000-7000-8000-000000000000",
                app.address
            ),
        )
        .header("Origin", "https://guide.example.org")
        .header("Access-Control-Request-Method", "PATCH")
        .header(
            "Access-Control-Request-Headers",
            "content-type, authorization",
        )
        .send()
        .await
        .unwrap();
    assert!(preflight.status().is_success(), "{}", preflight.status());
    let methods = preflight.headers()["access-control-allow-methods"]
        .to_str()
        .unwrap()
        .to_string();
    assert!(methods.contains("PATCH"), "{methods}");
}

#[tokio::test]
async fn https_deployments_send_strict_transport_security() {
    let plain = spawn_app().await;
    assert!(
        plain
            .get("/")
            .await
            .headers()
            .get("strict-transport-security")
            .is_none()
    );
    let https = spawn_with(&[("PUBLIC_URL", "https://pray.church.org")]).await;
    for path in ["/", "/api/programme", "/healthz"] {
        let res = https.get(path).await;
        assert_eq!(
            res.headers()["strict-transport-security"],
            "max-age=31536000",
            "{path}"
        );
    }
}

#[tokio::test]
async fn metrics_are_off_the_public_port_by_default_and_can_be_served_on_another_address() {
    // By default: how the service is used (an administrator's sign-in mails among it) is nobody's.
    let default = Settings::from_lookup(|_| None).unwrap();
    assert!(matches!(
        default.metrics_bind,
        prayer_fast::configuration::MetricsBind::Off
    ));
    let off = spawn_with(&[("METRICS_BIND", "off")]).await;
    assert_eq!(off.get("/metrics").await.status().as_u16(), 404);

    let port = std::net::TcpListener::bind("127.0.0.1:0")
        .unwrap()
        .local_addr()
        .unwrap()
        .port();
    let bind = format!("127.0.0.1:{port}");
    let apart = spawn_with(&[("METRICS_BIND", &bind)]).await;
    assert_eq!(apart.get("/metrics").await.status().as_u16(), 404);
    let mut served = None;
    for _ in 0..100 {
        if let Ok(res) = apart
            .client
            .get(format!("http://{bind}/metrics"))
            .send()
            .await
        {
            served = Some(res);
            break;
        }
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
    let served = served.expect("metrics answer on their own address");
    assert_eq!(served.status().as_u16(), 200);
    assert!(
        served
            .text()
            .await
            .unwrap()
            .contains("prayer_fast_summaries_accepted")
    );
    assert_eq!(
        apart
            .client
            .get(format!("http://{bind}/"))
            .send()
            .await
            .unwrap()
            .status()
            .as_u16(),
        404,
        "only /metrics is served there"
    );
    let bad = Settings::from_lookup(|n| (n == "METRICS_BIND").then(|| "nowhere".to_string()));
    assert!(bad.unwrap_err().to_string().contains("METRICS_BIND"));
}

#[tokio::test]
async fn readiness_probes_in_a_burst_share_one_write() {
    let app = spawn_with(&[("READINESS_CACHE_MS", "300")]).await;
    assert_eq!(app.get("/readyz").await.status().as_u16(), 200);
    let first: i64 = app.data_dir.scalar("SELECT at FROM heartbeat").await;
    for _ in 0..20 {
        assert_eq!(app.get("/readyz").await.status().as_u16(), 200);
    }
    let after: i64 = app.data_dir.scalar("SELECT at FROM heartbeat").await;
    assert_eq!(
        first, after,
        "answered from the last check, not a write per probe"
    );
    // Once the answer is older than the setting, the next probe writes again.
    let wrote_again = eventually(Duration::from_secs(5), || async {
        app.get("/readyz").await;
        app.data_dir.scalar::<i64>("SELECT at FROM heartbeat").await > first
    })
    .await;
    assert!(wrote_again);
}

#[test]
fn a_lease_no_longer_than_a_send_is_refused_at_start_up() {
    let settings = |lease: &str, timeout: &str| {
        let (lease, timeout) = (lease.to_string(), timeout.to_string());
        Settings::from_lookup(move |n| match n {
            "OUTBOX_LEASE_MS" => Some(lease.clone()),
            "OUTBOX_SEND_TIMEOUT_MS" => Some(timeout.clone()),
            _ => None,
        })
    };
    let err = settings("30000", "30000").unwrap_err().to_string();
    assert!(
        err.contains("OUTBOX_LEASE_MS") && err.contains("OUTBOX_SEND_TIMEOUT_MS"),
        "{err}"
    );
    assert!(settings("30001", "30000").is_ok());
}

#[tokio::test]
async fn smtp_errors_are_stored_and_logged_without_the_recipient() {
    let sink = SmtpSink::start(Behaviour::RejectQuotingRecipient).await;
    let app = spawn_with(&[
        ("SMTP_URL", &sink.url()),
        ("SUMMARY_CONFIRM_RECIPIENTS", "off"),
    ])
    .await;
    let res = app
        .post_summary(&day7("Hidden.Member@church.org"), None)
        .await;
    assert_eq!(res.status().as_u16(), 202);
    let _: Value = res.json().await.unwrap();
    assert_eq!(app.deliver_mail().await, 1);
    let rows: Vec<(Option<String>,)> = app
        .data_dir
        .fetch_all("SELECT last_error FROM outbox")
        .await;
    let error = rows
        .into_iter()
        .next()
        .and_then(|(e,)| e)
        .expect("the refusal is recorded");
    assert!(
        error.contains("550") && error.contains("<recipient>"),
        "{error}"
    );
    assert!(!error.to_lowercase().contains("hidden.member"), "{error}");
}
