//! Mail server down, 1,000 summaries accepted; the mail server starts and the service is killed
//! with SIGKILL five times while it delivers. Every summary must arrive; duplicates (the same
//! Message-ID twice) are counted. SMTP cannot make them impossible: a kill after the server has
//! taken a message but before the service has recorded it leaves the outcome unknowable, and the
//! outbox then sends again rather than lose it. So duplicates are bounded by what is in flight at
//! each kill (one claimed batch), and reported.

use std::collections::HashMap;
use std::time::{Duration, Instant};

use serde_json::json;

use crate::service::{Service, free_port, report, statuses_of};
use crate::smtp_sink::{Behaviour, Received, SmtpSink};

const SUMMARIES: usize = 1_000;
const KILLS: usize = 5;
/// The outbox worker's claim batch (`OUTBOX_BATCH`, set below): the most sends in flight when a
/// kill lands.
const IN_FLIGHT: usize = 16;

fn message_id(mail: &Received) -> String {
    let text = String::from_utf8_lossy(&mail.data);
    let line = text
        .lines()
        .find(|l| l.to_ascii_lowercase().starts_with("message-id:"))
        .expect("every mail has a Message-ID");
    line["message-id:".len()..].trim().to_string()
}

fn tally(mails: &[Received]) -> (usize, usize) {
    let mut seen: HashMap<String, usize> = HashMap::new();
    for mail in mails {
        *seen.entry(message_id(mail)).or_default() += 1;
    }
    (seen.len(), seen.values().map(|n| n - 1).sum())
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn every_summary_arrives_through_five_sigkills_during_delivery() {
    let root = tempfile::tempdir().unwrap();
    let data = root.path().join("data");
    let (port, smtp_port) = (free_port(), free_port());
    let smtp_url = format!("smtp://127.0.0.1:{smtp_port}");
    let in_flight = IN_FLIGHT.to_string();
    let env = [
        ("SMTP_URL", smtp_url.as_str()),
        ("OUTBOX_BATCH", in_flight.as_str()),
        ("RATE_LIMITS", "off"),
        ("OUTBOX_RETRY_BASE_MS", "200"),
        ("OUTBOX_LEASE_MS", "2000"),
        // The lease must outlast a send (checked at start-up).
        ("OUTBOX_SEND_TIMEOUT_MS", "1500"),
    ];
    let mut service = Service::start(&data, port, &env).await;

    let url = format!("{}/api/send-day-summary", service.url);
    let statuses = statuses_of((0..SUMMARIES).map(|i| {
        let body = json!({
            "email": format!("member{i}@example.org"),
            "dayNumber": 7,
            "theme": crate::service::theme(7),
            "completedSlots": ["opening"],
            "journals": { "opening": format!("Summary number {i}.") },
        });
        service.client.post(&url).json(&body)
    }))
    .await;
    assert!(
        statuses.iter().all(|s| *s == 202),
        "all {SUMMARIES} accepted while the mail server is down"
    );

    let sink = SmtpSink::start_on(smtp_port, Behaviour::Accept).await;
    let started = Instant::now();
    for kill in 1..=KILLS {
        let mark = kill * SUMMARIES / (KILLS + 2);
        let got = sink.wait_for(mark, Duration::from_secs(60)).await.len();
        assert!(
            got >= mark,
            "delivery stalled at {got} before kill {kill}; see {}",
            service.log.display()
        );
        service.kill9();
        service = Service::start(&data, port, &env).await;
    }
    let deadline = Instant::now() + Duration::from_secs(120);
    while tally(&sink.messages()).0 < SUMMARIES && Instant::now() < deadline {
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
    let delivered_in = started.elapsed();
    // Anything still to be sent twice would go out within a lease or two.
    tokio::time::sleep(Duration::from_secs(5)).await;
    let mails = sink.messages();
    let (unique, duplicates) = tally(&mails);
    report(
        "sigkill_during_delivery",
        json!({
            "summaries": SUMMARIES, "kills": KILLS, "received": mails.len(),
            "unique": unique, "duplicates": duplicates, "seconds": delivered_in.as_secs_f64(),
        }),
    );
    assert_eq!(unique, SUMMARIES, "every summary arrives");
    assert!(
        duplicates <= KILLS * IN_FLIGHT,
        "at most what was in flight at each kill arrives twice: {duplicates}"
    );
    drop(service);
}
