//! A church announcement to 1,000 phones on a push service that misbehaves for some of them
//! (slow 10 s, 429 with Retry-After, 500, 410, a reset connection, a 10 MB answer), sent by the
//! same engine as the reminders (issue 42): every phone gets it once, a busy or failing service
//! is tried again, a gone subscription is pruned, and the history the church sees counts sent,
//! retried, failed and gone exactly.

use std::time::Duration;

use serde_json::json;
use sqlx::Connection;

use crate::misbehaving_push::{self, Kind, MisbehavingPush, count, subscribe_all};
use crate::push_sink::BrowserKeys;
use crate::service::{REMINDERS, Service, announce_once, free_port, report, with};

const SUBSCRIPTIONS: usize = 1_000;
/// Noon in UTC, the members' zone: outside quiet hours, so every push is due at once.
const NOON: &str = "2031-03-12T12:00:00Z";
const AN_HOUR_LATER: &str = "2031-03-12T13:00:00Z";

fn expected(kind: Kind) -> usize {
    misbehaving_push::expected(kind, SUBSCRIPTIONS)
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn an_announcement_reaches_every_phone_once_through_misbehaving_push_services() {
    let root = tempfile::tempdir().unwrap();
    let data = root.path().join("data");
    let push = MisbehavingPush::start().await;
    let keys = BrowserKeys::generate();
    let port = free_port();
    let env = with(&REMINDERS, &[("RATE_LIMITS", "off")]);
    let service = Service::start(&data, port, &env).await;
    subscribe_all(&service, &push, &keys, SUBSCRIPTIONS).await;
    service.stop();

    // The announcement as the admin page saves it, due a second before noon.
    let db_url = format!("sqlite://{}", data.join("prayer-fast.db").display());
    let mut db = sqlx::SqliteConnection::connect(&db_url).await.unwrap();
    let sent_at =
        jiff::Timestamp::from_second(NOON.parse::<jiff::Timestamp>().unwrap().as_second() - 1)
            .unwrap()
            .as_millisecond();
    sqlx::query(
        "INSERT INTO announcements (id, title, body, link, send_at, created_by, created_at, updated_at)
         VALUES ('walk', 'Prayer walk on Saturday', 'Meet at the church gate at 8 AM.', '/days', $1, 'fault test', $1, $1)",
    )
    .bind(sent_at)
    .execute(&mut db)
    .await
    .unwrap();

    announce_once(NOON, &data, port, &env);
    let before = push.accepted();
    announce_once(AN_HOUR_LATER, &data, port, &env);
    assert_eq!(push.accepted(), before, "a later pass sends nothing again");

    let seen = push.take();
    let accepted_once = |kind| count(&seen, kind, |s| s.accepted == 1);
    let tries = |kind, n: usize| count(&seen, kind, |s| s.attempts.len() == n);
    let waited_for_retry_after = count(&seen, Kind::Busy, |s| {
        s.attempts.len() == 2 && s.attempts[1] - s.attempts[0] >= Duration::from_millis(950)
    });
    let (sent, retried, failed, gone): (i64, i64, i64, i64) =
        sqlx::query_as("SELECT sent, retried, failed, gone FROM announcements WHERE id = 'walk'")
            .fetch_one(&mut db)
            .await
            .unwrap();
    let left: i64 = sqlx::query_scalar("SELECT count(*) FROM push_subscriptions")
        .fetch_one(&mut db)
        .await
        .unwrap();
    report(
        "announcement_burst_misbehaving",
        json!({
            "phones": SUBSCRIPTIONS,
            "healthy_delivered": accepted_once(Kind::Ok), "slow_delivered": accepted_once(Kind::Slow),
            "busy_delivered_after_retry_after": waited_for_retry_after,
            "error_delivered_on_retry": accepted_once(Kind::Error),
            "gone_pruned": SUBSCRIPTIONS as i64 - left, "reset_not_retried": tries(Kind::Reset, 1),
            "huge_answer_delivered": accepted_once(Kind::Huge),
            "history": { "sent": sent, "retried": retried, "failed": failed, "gone": gone },
        }),
    );
    for kind in [Kind::Ok, Kind::Slow, Kind::Busy, Kind::Error, Kind::Huge] {
        assert_eq!(
            accepted_once(kind),
            expected(kind),
            "{kind:?}: each phone once"
        );
    }
    for (seen, kind, why) in [
        (
            waited_for_retry_after,
            Kind::Busy,
            "a 429 waits its Retry-After",
        ),
        (
            tries(Kind::Error, 2),
            Kind::Error,
            "a 500 is tried again, once",
        ),
        (tries(Kind::Gone, 1), Kind::Gone, "a 410 is not retried"),
        (
            tries(Kind::Reset, 1),
            Kind::Reset,
            "a reset may have arrived: not retried",
        ),
    ] {
        assert_eq!(seen, expected(kind), "{why}");
    }
    assert_eq!(
        left as usize,
        SUBSCRIPTIONS - expected(Kind::Gone),
        "gone subscriptions pruned"
    );
    let delivered = [Kind::Ok, Kind::Slow, Kind::Busy, Kind::Error, Kind::Huge]
        .map(expected)
        .iter()
        .sum::<usize>();
    assert_eq!(
        (sent, retried, failed, gone),
        (
            delivered as i64,
            (expected(Kind::Busy) + expected(Kind::Error)) as i64,
            expected(Kind::Reset) as i64,
            expected(Kind::Gone) as i64
        ),
        "the church's history counts each phone once"
    );
}
