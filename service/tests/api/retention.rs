//! Nothing a member sends is kept longer than needed (issue 18, part 4), with time moved by hand.

use std::time::Duration;

use prayer_fast::configuration::OutboxLimits;
use prayer_fast::storage::confirmations::{self, Confirmed, NewConfirmation, Waiting};
use prayer_fast::storage::outbox::{self, DAY_MS};
use prayer_fast::storage::retention;

use crate::helpers::TestData;

fn summary(id: &str, recipient: &str) -> outbox::NewSummary {
    outbox::NewSummary {
        id: id.into(),
        idempotency_key: None,
        request_hash: "h".into(),
        recipient: recipient.into(),
        day: 7,
        payload: r#"{"journal":"private words"}"#.into(),
    }
}

fn confirmation(id: &str) -> NewConfirmation {
    NewConfirmation {
        id: id.into(),
        secret_hash: prayer_fast::secrets::TokenHash::of("secret")
            .as_str()
            .to_string(),
        mail_id: format!("mail-{id}"),
        mail_payload: r#"{"to":"a@church.org","link":"http://x/confirm/1.2"}"#.into(),
    }
}

async fn statuses(data: &TestData) -> Vec<(String, String, Option<String>)> {
    data.fetch_all("SELECT id, status, payload FROM outbox ORDER BY id")
        .await
}

#[tokio::test]
async fn sent_rows_go_after_a_day_unconfirmed_after_48_hours_dead_text_after_a_week() {
    let data = TestData::new().await;
    let db = data.db().await.clone();
    let now = 10 * DAY_MS;
    let none = OutboxLimits::default();
    outbox::enqueue(&db, &summary("a-sent", "m1"), none, now)
        .await
        .unwrap();
    outbox::enqueue(&db, &summary("b-dead", "m2"), none, now)
        .await
        .unwrap();
    let claimed = outbox::claim_due(&db, now, 60_000, 16).await.unwrap();
    let claim = &claimed[0].claim_id;
    outbox::mark_sent(&db, "a-sent", claim, now).await.unwrap();
    outbox::mark_dead(&db, "b-dead", claim, "550 refused")
        .await
        .unwrap();
    let waiting = confirmations::wait_for_confirmation(
        &db,
        &summary("c-waiting", "m3"),
        None,
        &confirmation("conf-1"),
        none,
        3,
        now,
    )
    .await
    .unwrap();
    assert!(
        matches!(waiting, Waiting::Queued { mailed: true, .. }),
        "{waiting:?}"
    );

    // Within their times, everything stays.
    let purged = retention::purge(&db, now + DAY_MS - 1).await.unwrap();
    assert_eq!(purged, retention::Purged::default());
    // After a day the delivered row is gone (nothing but a keyed hash was left of it anyway).
    let purged = retention::purge(&db, now + DAY_MS + 1).await.unwrap();
    assert_eq!(purged.sent, 1);
    assert!(statuses(&data).await.iter().all(|(id, ..)| id != "a-sent"));
    // After 48 hours the summary that was never confirmed is deleted, and its link with it.
    let purged = retention::purge(&db, now + 2 * DAY_MS + 1).await.unwrap();
    assert_eq!((purged.unconfirmed, purged.confirmations), (1, 1));
    assert!(
        statuses(&data)
            .await
            .iter()
            .all(|(id, ..)| id != "c-waiting")
    );
    // After a week the dead-lettered row keeps its error for the operator, not the member's text.
    let purged = retention::purge(&db, now + 7 * DAY_MS + 1).await.unwrap();
    assert_eq!(purged.dead_texts, 1);
    let dead = statuses(&data)
        .await
        .into_iter()
        .find(|(id, ..)| id == "b-dead")
        .unwrap();
    assert_eq!((dead.1.as_str(), dead.2), ("dead", None));
}

#[tokio::test]
async fn an_expired_link_confirms_nothing_and_a_wrong_secret_nothing_either() {
    let data = TestData::new().await;
    let db = data.db().await.clone();
    let now = 10 * DAY_MS;
    confirmations::wait_for_confirmation(
        &db,
        &summary("s1", "m1"),
        None,
        &confirmation("conf-1"),
        OutboxLimits::default(),
        3,
        now,
    )
    .await
    .unwrap();
    let hash = prayer_fast::secrets::TokenHash::of("secret");
    let hash = hash.as_str();
    let wrong = prayer_fast::secrets::TokenHash::of("guess");
    let wrong = wrong.as_str();
    assert_eq!(
        confirmations::confirm(&db, "conf-1", wrong, now)
            .await
            .unwrap(),
        Confirmed::Unknown
    );
    assert_eq!(
        confirmations::confirm(&db, "conf-1", hash, now + 2 * DAY_MS + 1)
            .await
            .unwrap(),
        Confirmed::Expired
    );
    let status: String = data
        .scalar("SELECT status FROM outbox WHERE id = 's1'")
        .await;
    assert_eq!(status, "waiting");
    assert_eq!(
        confirmations::confirm(&db, "conf-1", hash, now + 1000)
            .await
            .unwrap(),
        Confirmed::Yes { released: 1 }
    );
    let status: String = data
        .scalar("SELECT status FROM outbox WHERE id = 's1'")
        .await;
    assert_eq!(status, "pending");
}

#[tokio::test]
async fn mail_files_are_private_and_old_ones_are_removed() {
    use std::os::unix::fs::PermissionsExt;
    let app = crate::helpers::spawn_with(&[("SUMMARY_CONFIRM_RECIPIENTS", "off")]).await;
    let res = app
        .post_summary(&crate::send_summary::day7("member@church.org"), None)
        .await;
    assert_eq!(res.status().as_u16(), 202);
    let dir = app.data_dir.path().join("mail");
    let file = loop {
        let found = std::fs::read_dir(&dir)
            .unwrap()
            .filter_map(Result::ok)
            .find(|e| e.path().extension().is_some_and(|x| x == "eml"));
        if let Some(found) = found {
            break found.path();
        }
        tokio::time::sleep(Duration::from_millis(50)).await;
    };
    let mode = std::fs::metadata(&file).unwrap().permissions().mode() & 0o777;
    assert_eq!(mode, 0o600, "{mode:o}");
    assert_eq!(
        prayer_fast::mail::purge_mail_files(&dir, Duration::from_secs(3600)).unwrap(),
        0
    );
    assert!(file.exists());
    assert_eq!(
        prayer_fast::mail::purge_mail_files(&dir, Duration::ZERO).unwrap(),
        1
    );
    assert!(!file.exists());
}
