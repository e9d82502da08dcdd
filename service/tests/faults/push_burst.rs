//! 10,000 reminders due at once, sent to a push service that misbehaves for some of them (slow
//! 10 s, 429 with Retry-After, 500, 410, a reset connection, a 10 MB answer). The first burst
//! runs undisturbed: the healthy reminders keep their pace, retries and pruning happen, memory
//! stays small. The next slot's burst is interrupted by five SIGKILLs and restarts: what a killed
//! pass claimed and never answered is sent again within the grace, with the same Topic and tag,
//! so no reminder is lost and none is seen twice (one a killed pass had sent may arrive twice,
//! replacing itself).

use std::collections::HashMap;
use std::process::Child;
use std::time::{Duration, Instant};

use serde_json::json;

use crate::misbehaving_push::{
    self, Kind, MisbehavingPush, SAMPLE_EVERY, Seen, count, kind_of, subscribe_all,
};
use crate::push_sink::BrowserKeys;
use crate::service::{REMINDERS, Service, free_port, report, run_once, spawn_run_once, with};

const SUBSCRIPTIONS: usize = 10_000;
const KILLS: usize = 5;
/// The first reminders of the programme: day 3 (PROGRAMME_START_DATE + 2) at 6:00 and 9:00 UTC.
const SIX_AM: &str = "2031-03-12T06:00:30Z";
const NINE_AM: &str = "2031-03-12T09:00:30Z";

fn expected(kind: Kind) -> usize {
    misbehaving_push::expected(kind, SUBSCRIPTIONS)
}

/// Waits for a run-once process, sampling its peak RSS (kB) while it runs.
async fn wait_measuring(mut child: Child, log: &std::path::Path) -> u64 {
    let status_file = format!("/proc/{}/status", child.id());
    let mut peak_kb = 0;
    loop {
        if let Ok(status) = std::fs::read_to_string(&status_file)
            && let Some(line) = status.lines().find(|l| l.starts_with("VmHWM:"))
        {
            let kb = line.split_whitespace().nth(1).and_then(|v| v.parse().ok());
            peak_kb = peak_kb.max(kb.unwrap_or(0));
        }
        if let Some(status) = child.try_wait().unwrap() {
            let text = std::fs::read_to_string(log).unwrap_or_default();
            let tail: Vec<&str> = text.lines().rev().take(15).collect();
            assert!(status.success(), "run-once failed: {}", tail.join("\n"));
            return peak_kb;
        }
        tokio::time::sleep(Duration::from_millis(20)).await;
    }
}

/// The longest wait between two healthy reminders arriving.
fn longest_gap(seen: &HashMap<(Kind, usize), Seen>) -> Duration {
    let mut arrivals: Vec<Instant> = seen
        .iter()
        .filter(|((k, _), _)| *k == Kind::Ok)
        .flat_map(|(_, s)| s.attempts.first().copied())
        .collect();
    arrivals.sort();
    arrivals
        .windows(2)
        .map(|w| w[1] - w[0])
        .max()
        .unwrap_or_default()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_burst_of_10_000_reminders_survives_misbehaving_push_services_and_five_sigkills() {
    let root = tempfile::tempdir().unwrap();
    let data = root.path().join("data");
    let log = root.path().join("service.log");
    let push = MisbehavingPush::start().await;
    let keys = BrowserKeys::generate();
    let vapid_key = base64::Engine::encode(
        &base64::engine::general_purpose::URL_SAFE_NO_PAD,
        rand::random::<[u8; 32]>(),
    );
    let port = free_port();
    let env = with(
        &REMINDERS,
        &[
            ("VAPID_PRIVATE_KEY", vapid_key.as_str()),
            ("RATE_LIMITS", "off"),
            // A killed pass's claims are taken again this long after it claimed them.
            ("REMINDER_RESEND_AFTER_MS", "1500"),
        ],
    );

    let service = Service::start(&data, port, &env).await;
    subscribe_all(&service, &push, &keys, SUBSCRIPTIONS).await;
    service.stop();

    // The 6:00 burst, undisturbed.
    let started = Instant::now();
    let peak_kb = wait_measuring(spawn_run_once(SIX_AM, &data, port, &env), &log).await;
    let pass_seconds = started.elapsed().as_secs_f64();
    let seen = push.take();
    for n in (0..SUBSCRIPTIONS).step_by(SAMPLE_EVERY) {
        let body = seen[&(kind_of(n), n)]
            .body
            .as_ref()
            .expect("a sampled body");
        let payload = keys.decrypt(body);
        assert_eq!(payload["notification"]["data"]["slot"], "opening");
        assert_eq!(payload["notification"]["data"]["day"], 3);
    }
    let gap = longest_gap(&seen);
    let all = |kind| count(&seen, kind, |_| true);
    let accepted_once = |kind| count(&seen, kind, |s| s.accepted == 1);
    let tries = |kind, n: usize| count(&seen, kind, |s| s.attempts.len() == n);
    let waited_for_retry_after = count(&seen, Kind::Busy, |s| {
        s.attempts.len() == 2 && s.attempts[1] - s.attempts[0] >= Duration::from_millis(950)
    });
    report(
        "push_burst_misbehaving",
        json!({
            "reminders": SUBSCRIPTIONS, "pass_seconds": pass_seconds,
            "longest_gap_between_healthy_ms": gap.as_millis() as u64,
            "peak_rss_mb": peak_kb as f64 / 1024.0,
            "healthy_delivered": accepted_once(Kind::Ok), "slow_delivered": accepted_once(Kind::Slow),
            "busy_delivered_after_retry_after": waited_for_retry_after,
            "error_delivered_on_retry": accepted_once(Kind::Error),
            "gone_pruned": tries(Kind::Gone, 1), "reset_not_retried": tries(Kind::Reset, 1),
            "huge_answer_delivered": accepted_once(Kind::Huge),
        }),
    );
    let mut checks = vec![(
        all(Kind::Ok),
        expected(Kind::Ok),
        "every healthy reminder was sent".to_owned(),
    )];
    for kind in [Kind::Ok, Kind::Slow, Kind::Error, Kind::Huge] {
        checks.push((
            accepted_once(kind),
            expected(kind),
            format!("{kind:?}: each delivered once"),
        ));
    }
    checks.extend(
        [
            (
                tries(Kind::Error, 2),
                expected(Kind::Error),
                "a 500 is tried again, once",
            ),
            (
                waited_for_retry_after,
                expected(Kind::Busy),
                "a 429 waits its Retry-After",
            ),
            (
                tries(Kind::Gone, 1),
                expected(Kind::Gone),
                "a 410 is not retried",
            ),
            (
                tries(Kind::Reset, 1),
                expected(Kind::Reset),
                "a reset after the message went out is not retried (it may have arrived)",
            ),
        ]
        .map(|(got, want, why)| (got, want, why.to_owned())),
    );
    for (got, want, why) in checks {
        assert_eq!(got, want, "{why}");
    }
    assert!(
        gap < Duration::from_secs(3),
        "slow and busy push services held up the others: {gap:?} without a healthy delivery"
    );
    assert!(
        peak_kb < 100 * 1024,
        "10 MB answers are not read: peak RSS {peak_kb} kB"
    );

    // The 9:00 burst, killed five times as it goes. Each pass runs as of 9:00 plus the time
    // since the burst began: the one clock a real server's passes share, which leases are on.
    let started = Instant::now();
    let nine: jiff::Timestamp = NINE_AM.parse().unwrap();
    let now = || (nine + jiff::SignedDuration::try_from(started.elapsed()).unwrap()).to_string();
    let mut pass = spawn_run_once(&now(), &data, port, &env);
    for kill in 1..=KILLS {
        let mark = kill * SUBSCRIPTIONS / (KILLS + 2);
        let deadline = Instant::now() + Duration::from_secs(60);
        while push.accepted() < mark && Instant::now() < deadline {
            if pass.try_wait().unwrap().is_some() {
                break;
            }
            tokio::time::sleep(Duration::from_millis(5)).await;
        }
        pass.kill().unwrap();
        pass.wait().unwrap();
        pass = spawn_run_once(&now(), &data, port, &env);
    }
    wait_measuring(pass, &log).await;
    // Once the last claims' leases run out, a pass sends what the kills left unanswered...
    tokio::time::sleep(Duration::from_millis(1600)).await;
    run_once(&now(), &data, port, &env);
    // ...and a further pass finds every 9:00 reminder handled and sends nothing.
    tokio::time::sleep(Duration::from_millis(1600)).await;
    let before = push.accepted();
    run_once(&now(), &data, port, &env);
    assert_eq!(
        push.accepted(),
        before,
        "a pass after the burst sends nothing again"
    );
    let seen = push.take();
    let twice = seen.values().filter(|s| s.accepted > 1).count();
    let seen_twice = seen
        .values()
        .filter(|s| s.accepted > 1 && s.topics_differ)
        .count();
    let live = SUBSCRIPTIONS - expected(Kind::Gone);
    let delivered = seen.values().filter(|s| s.accepted >= 1).count();
    let deliverable = live - expected(Kind::Reset);
    report(
        "push_burst_sigkills",
        json!({
            "reminders": live, "kills": KILLS, "seconds": started.elapsed().as_secs_f64(),
            "delivered": delivered, "sent_twice": twice, "seen_twice": seen_twice,
            "lost_to_kills": deliverable - delivered,
            "gone_requests": count(&seen, Kind::Gone, |_| true),
        }),
    );
    assert_eq!(
        seen_twice, 0,
        "a reminder sent again has the same Topic and tag"
    );
    assert_eq!(
        count(&seen, Kind::Gone, |_| true),
        0,
        "subscriptions answered 410 were removed"
    );
    // What a kill claimed and never answered is sent again after the restart.
    assert_eq!(
        deliverable - delivered,
        0,
        "no reminder is lost to the kills"
    );
    // Only what a kill caught between sending and recording can arrive twice (replacing
    // itself): at most the 1,024 reminders a pass has in progress and five chunks of 256
    // answers waiting to be recorded.
    assert!(
        twice <= KILLS * (1024 + 5 * 256),
        "{twice} reminders sent twice"
    );
}
