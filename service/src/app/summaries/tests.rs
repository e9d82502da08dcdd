//! `app::summaries` on its own desk: the repository's content, a throwaway SQLite database, and
//! no server.

use std::sync::Arc;

use serde_json::json;

use super::*;
use crate::configuration::Settings;
use crate::content::Catalogue;
use crate::domain::RecipientKeys;
use crate::domain::{SummaryDelivery, SummaryRequest};
use crate::metrics::Metrics;
use crate::state::SummaryDesk;
use crate::storage::{self, outbox_queue::OutboxQueue};

/// A desk over a fresh database (in the directory returned with it), with confirmation of
/// recipients on or off.
async fn desk(confirm: bool) -> (tempfile::TempDir, SummaryDesk) {
    let dir = tempfile::tempdir().unwrap();
    let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../content");
    let catalogue = Arc::new(Catalogue::load(&root, None).expect("the repository's content"));
    let db = storage::open(&format!("sqlite://{}", dir.path().join("t.db").display()))
        .await
        .unwrap();
    let mut limits = Settings::from_lookup(|_| None).unwrap().limits;
    limits.confirm_recipients = confirm;
    let desk = SummaryDesk {
        outbox: OutboxQueue::start(db.clone(), limits.outbox_limits()),
        catalogue,
        db,
        outbox_wakeup: Default::default(),
        metrics: Arc::new(Metrics::default()),
        limits,
        recipient_keys: RecipientKeys::new([7; 32]),
        public_url: "https://guide.example".into(),
        guide_mail: true,
    };
    (dir, desk)
}

/// A day's summary with its first tickable slot ticked, read from the content.
fn request(desk: &SummaryDesk, to: &str) -> SummaryRequest {
    let (day, guide) = desk.catalogue.days.iter().next().unwrap();
    let slot = guide.checkable_slots().next().unwrap();
    serde_json::from_value(json!({
        "email": to, "dayNumber": day, "theme": guide.theme,
        "completedSlots": [slot.key], "journals": {},
    }))
    .unwrap()
}

async fn kinds(desk: &SummaryDesk) -> Vec<String> {
    let storage::Db::Sqlite(pool) = &desk.db else {
        unreachable!()
    };
    sqlx::query_scalar("SELECT kind FROM outbox ORDER BY created_at")
        .fetch_all(pool)
        .await
        .unwrap()
}

/// Sends the day's summary to m@church.org with Idempotency-Key `key`; it must be taken.
async fn send_keyed(desk: &SummaryDesk, key: &str) -> SummaryQueued {
    let sender = Sender {
        idempotency_key: Some(key.into()),
        client: Some("198.51.100.7".into()),
        language: desk.catalogue.first_language(),
    };
    send(desk, request(desk, "m@church.org"), sender)
        .await
        .unwrap()
}

#[tokio::test]
async fn without_confirmation_a_summary_is_queued_once_per_key() {
    let (_dir, desk) = desk(false).await;
    let first = send_keyed(&desk, "k").await;
    assert!(matches!(first.delivery, SummaryDelivery::Sending));
    let again = send_keyed(&desk, "k").await;
    assert_eq!(again.id, first.id, "the same key is the same summary");
    assert_eq!(kinds(&desk).await, ["summary"]);
}

#[tokio::test]
async fn a_new_address_gets_a_confirmation_mail_and_nothing_of_the_summary_is_kept() {
    let (_dir, desk) = desk(true).await;
    let answer = send_keyed(&desk, "k").await;
    assert!(matches!(
        answer.delivery,
        SummaryDelivery::AwaitingConfirmation
    ));
    assert!(answer.recipient_token.is_some(), "the device gets a token");
    assert_eq!(kinds(&desk).await, ["confirmation"]);
}

#[tokio::test]
async fn a_summary_for_a_day_without_its_theme_is_refused_and_nothing_is_queued() {
    let (_dir, desk) = desk(false).await;
    let mut wrong = request(&desk, "m@church.org");
    wrong.theme.push_str(" (edited)");
    let sender = Sender {
        idempotency_key: None,
        client: None,
        language: desk.catalogue.first_language(),
    };
    let refused = send(&desk, wrong, sender).await.unwrap_err();
    assert!(matches!(refused, SummaryRefused::Invalid(_)), "{refused:?}");
    assert!(kinds(&desk).await.is_empty());
}
