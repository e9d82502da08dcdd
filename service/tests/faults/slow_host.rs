//! One push service that answers slowly, for thousands of subscriptions, takes only its share of
//! a reminder pass: members on every other push service get their reminder on time.

use std::time::{Duration, Instant};

use futures_util::StreamExt;
use serde_json::json;

use crate::misbehaving_push::{Kind, MisbehavingPush};
use crate::push_sink::BrowserKeys;
use crate::service::{REMINDERS, Service, free_port, report, run_once, with};

const SLOW_SUBSCRIPTIONS: usize = 3_000;
const HEALTHY_SUBSCRIPTIONS: usize = 200;
const SIX_AM: &str = "2031-03-12T06:00:30Z";

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_slow_push_host_never_makes_other_members_reminders_late() {
    let root = tempfile::tempdir().unwrap();
    let data = root.path().join("data");
    // Two push services: one answers every request after 10 s, the other at once.
    let slow = MisbehavingPush::start().await;
    let healthy = MisbehavingPush::start().await;
    let keys = BrowserKeys::generate();
    let port = free_port();
    let env = with(&REMINDERS, &[("RATE_LIMITS", "off")]);
    let service = Service::start(&data, port, &env).await;
    let client = reqwest::Client::new();
    let url = format!("{}/api/push/subscriptions", service.url);
    // The slow host's subscriptions first, so they come first among the reminders due.
    let endpoints = (0..SLOW_SUBSCRIPTIONS)
        .map(|n| slow.endpoint(Kind::Slow, n))
        .chain((0..HEALTHY_SUBSCRIPTIONS).map(|n| healthy.endpoint(Kind::Ok, n)));
    let mut stored = 0;
    let mut requests = std::pin::pin!(futures_util::stream::iter(endpoints)
        .map(|endpoint| {
            let subscription = json!({ "endpoint": endpoint, "keys": { "p256dh": keys.p256dh, "auth": keys.auth_b64 } });
            let request = client.post(&url).json(&json!({ "subscription": subscription, "timeZone": "UTC" }));
            async move { request.send().await.unwrap().status().as_u16() }
        })
        .buffered(1));
    while let Some(status) = requests.next().await {
        assert_eq!(status, 201);
        stored += 1;
    }
    assert_eq!(stored, SLOW_SUBSCRIPTIONS + HEALTHY_SUBSCRIPTIONS);
    service.stop();

    let started = Instant::now();
    run_once(SIX_AM, &data, port, &env);
    let pass = started.elapsed();
    let seen = healthy.take();
    let arrivals: Vec<Duration> = seen
        .values()
        .filter_map(|s| s.attempts.first().map(|at| at.duration_since(started)))
        .collect();
    let last_healthy = arrivals.iter().max().copied().unwrap_or_default();
    let slow_seen = slow.take();
    let slow_tried = slow_seen.len();
    // The first request the slow host got, and so the earliest it answered anything.
    let first_slow = slow_seen
        .values()
        .filter_map(|s| s.attempts.first().map(|at| at.duration_since(started)))
        .min()
        .expect("the slow host was tried");
    report(
        "slow_push_host",
        json!({
            "slow_subscriptions": SLOW_SUBSCRIPTIONS, "slow_answer_seconds": 10,
            "healthy_subscriptions": HEALTHY_SUBSCRIPTIONS, "healthy_delivered": arrivals.len(),
            "last_healthy_reminder_after_ms": last_healthy.as_millis() as u64,
            "slow_host_requests_this_pass": slow_tried,
            "pass_seconds": pass.as_secs_f64(),
        }),
    );
    assert_eq!(
        arrivals.len(),
        HEALTHY_SUBSCRIPTIONS,
        "every healthy reminder went out"
    );
    // No healthy reminder waited for a slow answer: each left before the slow host answered
    // its first request (10 s after it came), however busy the machine.
    assert!(
        last_healthy < first_slow + Duration::from_secs(10),
        "the last healthy reminder left {last_healthy:?} after the pass started, the slow host's first request {first_slow:?}"
    );
    // Nor is the pass itself held up (the next pass, every 30 s, must not wait on it): it waits
    // for the slow host's share of requests, not for all of them.
    assert!(pass < Duration::from_secs(40), "the pass took {pass:?}");
    // Its share: the requests started in the 64 send slots before they turned slow (1 s), and
    // at most 32 of them kept in the slow lane.
    assert!(
        slow_tried <= 64 + 32,
        "{slow_tried} requests to the slow host in one pass"
    );
}
