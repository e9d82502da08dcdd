//! `/readyz` and `/metrics`.

use std::time::Duration;

use crate::helpers::{spawn_app, spawn_with};
use crate::send_summary::day7;

#[tokio::test]
async fn readiness_fails_while_the_database_cannot_be_written() {
    // Every probe checks (no answer reused), so no test waits for one to age.
    let app = spawn_with(&[("READINESS_CACHE_MS", "0")]).await;
    let ready = app.get("/readyz").await;
    assert_eq!(ready.status().as_u16(), 200);

    // Another process holds the write lock: writes cannot get through.
    let blocker = app.data_dir.block_writes().await;
    let blocked = app
        .client
        .get(format!("{}/readyz", app.address))
        .timeout(Duration::from_secs(10))
        .send()
        .await
        .unwrap();
    assert_eq!(blocked.status().as_u16(), 503);
    assert_eq!(blocked.text().await.unwrap(), "database unavailable");

    blocker.release().await;
    let ready = app.get("/readyz").await;
    assert_eq!(ready.status().as_u16(), 200);
}

#[tokio::test]
async fn metrics_report_summaries_the_outbox_and_request_latency() {
    let app = spawn_app().await;
    app.post_summary(&day7("member@example.org"), None).await;
    app.post_summary(&day7("nope"), None).await;
    let res = app.get("/metrics").await;
    assert!(
        res.headers()["content-type"]
            .to_str()
            .unwrap()
            .starts_with("application/openmetrics-text")
    );
    let text = res.text().await.unwrap();
    for name in [
        "prayer_fast_summaries_accepted_total 1",
        "prayer_fast_requests_refused_total{route=\"/api/send-day-summary\",reason=\"invalid_email\"} 1",
        "# TYPE prayer_fast_summaries_sent counter",
        "# TYPE prayer_fast_summaries_failed counter",
        "# TYPE prayer_fast_summaries_dead_lettered counter",
        "# TYPE prayer_fast_outbox_depth gauge",
        "# TYPE prayer_fast_outbox_oldest_pending_age_seconds gauge",
        "prayer_fast_http_request_duration_seconds_count{method=\"POST\",route=\"/api/send-day-summary\",status=\"202\"} 1",
        "prayer_fast_http_request_duration_seconds_count{method=\"POST\",route=\"/api/send-day-summary\",status=\"400\"} 1",
    ] {
        assert!(text.contains(name), "missing {name:?} in\n{text}");
    }
}

#[tokio::test]
async fn request_metrics_stay_bounded_whatever_methods_and_paths_clients_send() {
    let app = spawn_app().await;
    let series = |text: &str| {
        text.lines()
            .filter(|l| l.starts_with("prayer_fast_http_request_duration_seconds_count"))
            .count()
    };
    let send = |method: String, path: String| {
        let method = reqwest::Method::from_bytes(method.as_bytes()).unwrap();
        let request = app.client.request(method, format!("{}{path}", app.address));
        async move { request.send().await.unwrap().status() }
    };
    for i in 0..3 {
        send(format!("BREW{i}"), format!("/api/no-such-route-{i}")).await;
        send(format!("BREW{i}"), format!("/api/send-day-summary?{i}")).await;
        send(format!("BREW{i}"), format!("/no-such-page-{i}")).await;
    }
    app.metrics().await; // so that GET /metrics has its own series before counting
    let before = series(&app.metrics().await);
    // Each used to add its own series (a client's method token became a label): 200 requests
    // with 3 KB methods made /metrics answer over 100 MB.
    for i in 3..200 {
        let method = format!("{}{i}", "M".repeat(3000));
        send(method.clone(), format!("/api/no-such-route-{i}")).await;
        send(method.clone(), format!("/api/send-day-summary?{i}")).await;
        send(method, format!("/no-such-page-{i}")).await;
    }
    let text = app.metrics().await;
    assert!(!text.contains("MMMM"), "a client's method became a label");
    assert!(text.contains("method=\"OTHER\""), "{text}");
    assert_eq!(series(&text), before, "series after 600 more requests");
}
