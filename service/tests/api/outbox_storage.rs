//! The outbox table on a real database (SQLite, or PostgreSQL with `TEST_DATABASE_URL`), with
//! time moved by hand.

use prayer_fast::storage::outbox;

use crate::helpers::TestData;

fn per_day(n: u32) -> prayer_fast::configuration::OutboxLimits {
    prayer_fast::configuration::OutboxLimits {
        per_recipient_per_day: Some(n),
        ..Default::default()
    }
}

fn summary(id: &str, key: Option<&str>, recipient: &str, hash: &str) -> outbox::NewMail {
    outbox::NewMail::summary(
        id.into(),
        key.map(Into::into),
        hash.into(),
        recipient.into(),
        7,
        "{}".into(),
    )
}

crate::on_both_engines! {
    #[tokio::test]
    async fn enqueue_is_idempotent_per_key_and_limited_per_recipient() {
        let (_dir, db) = TestData::new_with_db().await;
        let now = 1_000_000_000;
        let new = |id: &'static str, key, hash| summary(id, key, "a@example.org", hash);
        assert_eq!(
            outbox::enqueue(&db, &new("1", Some("k1"), "h"), per_day(2), now)
                .await
                .unwrap(),
            outbox::Enqueued::New { id: "1".into() }
        );
        assert_eq!(
            outbox::enqueue(&db, &new("2", Some("k1"), "h"), per_day(2), now)
                .await
                .unwrap(),
            outbox::Enqueued::Replay {
                id: "1".into(),
                confirmation_id: None
            }
        );
        assert_eq!(
            outbox::enqueue(&db, &new("3", Some("k1"), "other"), per_day(2), now)
                .await
                .unwrap(),
            outbox::Enqueued::KeyReused
        );
        assert_eq!(
            outbox::enqueue(&db, &new("4", None, "h"), per_day(2), now + 1000)
                .await
                .unwrap(),
            outbox::Enqueued::New { id: "4".into() }
        );
        assert_eq!(
            outbox::enqueue(&db, &new("5", None, "h"), per_day(2), now + 2000)
                .await
                .unwrap(),
            outbox::Enqueued::RecipientLimited {
                kind: prayer_fast::domain::MailKind::Summary,
                retry_after_ms: outbox::DAY_MS - 2000
            }
        );
        // A day after the first, there is room again.
        let later = now + outbox::DAY_MS + 1;
        assert_eq!(
            outbox::enqueue(&db, &new("6", None, "h"), per_day(2), later)
                .await
                .unwrap(),
            outbox::Enqueued::New { id: "6".into() }
        );
    }
}

crate::on_both_engines! {
    #[tokio::test]
    async fn a_claim_holds_a_lease_and_an_expired_lease_is_claimed_again() {
        let (data, db) = TestData::new_with_db().await;
        let now = 5_000;
        for (id, recipient) in [("a", "a@example.org"), ("b", "b@example.org")] {
            let new = summary(id, None, recipient, "h");
            outbox::enqueue(&db, &new, per_day(10), now).await.unwrap();
        }

        let claimed = outbox::claim_due(&db, now, 60_000, 16).await.unwrap();
        assert_eq!(claimed.len(), 2);
        let first_claim = claimed[0].claim_id.clone();
        assert!(claimed.iter().all(|c| c.attempts == 1 && c.payload == "{}"));
        assert!(
            outbox::claim_due(&db, now + 59_999, 60_000, 16)
                .await
                .unwrap()
                .is_empty(),
            "leased rows are not claimed twice"
        );

        outbox::mark_sent(&db, "a", &first_claim, now + 100)
            .await
            .unwrap();
        // The sender of "b" died: once its lease runs out, another claim takes it.
        let again = outbox::claim_due(&db, now + 60_000, 60_000, 16)
            .await
            .unwrap();
        assert_eq!(
            again
                .iter()
                .map(|c| (c.id.as_str(), c.attempts))
                .collect::<Vec<_>>(),
            vec![("b", 2)]
        );
        // The first sender of "b" comes back late: its claim no longer holds the row.
        outbox::mark_sent(&db, "b", &first_claim, now + 60_001)
            .await
            .unwrap();
        let status: String = data
            .scalar("SELECT status FROM outbox WHERE id = 'b'")
            .await;
        assert_eq!(
            status, "sending",
            "a stale claim cannot complete a row another worker holds"
        );
        let second_claim = again[0].claim_id.clone();
        assert_ne!(second_claim, first_claim);

        outbox::reschedule(&db, "b", &second_claim, now + 200_000, "connection refused")
            .await
            .unwrap();
        assert!(
            outbox::claim_due(&db, now + 199_999, 60_000, 16)
                .await
                .unwrap()
                .is_empty()
        );
        assert_eq!(outbox::next_due_at(&db).await.unwrap(), Some(now + 200_000));
        let depth = outbox::depth(&db).await.unwrap();
        assert_eq!((depth.undelivered, depth.oldest_created_at), (1, Some(now)));

        let claimed = outbox::claim_due(&db, now + 200_000, 60_000, 16)
            .await
            .unwrap();
        assert_eq!(claimed[0].attempts, 3);
        outbox::release(&db, "b", &claimed[0].claim_id, now + 200_001)
            .await
            .unwrap();
        let (status, attempts): (String, i64) = data
            .fetch_all("SELECT status, attempts FROM outbox WHERE id = 'b'")
            .await
            .remove(0);
        assert_eq!((status.as_str(), attempts), ("pending", 2));

        let claimed = outbox::claim_due(&db, now + 200_001, 60_000, 16)
            .await
            .unwrap();
        outbox::mark_dead(&db, "b", &claimed[0].claim_id, "550 refused")
            .await
            .unwrap();
        assert_eq!(outbox::depth(&db).await.unwrap().undelivered, 0);
        // Marking needs the lease: a stale worker cannot resurrect a dead row.
        outbox::mark_sent(&db, "b", &claimed[0].claim_id, now)
            .await
            .unwrap();
        let status: String = data
            .scalar("SELECT status FROM outbox WHERE id = 'b'")
            .await;
        assert_eq!(status, "dead");
    }
}

crate::on_both_engines! {
    #[tokio::test]
    async fn one_batch_keeps_the_rules_between_its_own_summaries() {
        let (data, db) = TestData::new_with_db().await;
        let now = 1_000_000_000;
        let batch = [
            summary("1", Some("k1"), "a@example.org", "h"),
            summary("2", Some("k1"), "a@example.org", "h"),
            summary("3", Some("k1"), "a@example.org", "other"),
            summary("4", None, "a@example.org", "h"),
            summary("5", None, "a@example.org", "h"),
            summary("6", None, "b@example.org", "h"),
        ];
        let outcomes = outbox::enqueue_batch(&db, &batch, per_day(2), now)
            .await
            .unwrap();
        use outbox::Enqueued::*;
        assert_eq!(
            outcomes,
            vec![
                New { id: "1".into() },
                Replay {
                    id: "1".into(),
                    confirmation_id: None
                },
                KeyReused,
                New { id: "4".into() },
                RecipientLimited {
                    kind: prayer_fast::domain::MailKind::Summary,
                    retry_after_ms: outbox::DAY_MS
                },
                New { id: "6".into() },
            ]
        );
        let stored: Vec<(String, Option<String>, String, i64)> = data
            .fetch_all("SELECT id, idempotency_key, payload, day FROM outbox ORDER BY id")
            .await;
        assert_eq!(
            stored,
            vec![
                ("1".into(), Some("k1".into()), "{}".into(), 7),
                ("4".into(), None, "{}".into(), 7),
                ("6".into(), None, "{}".into(), 7)
            ]
        );
        // Without a limit every new summary is written.
        let unlimited = outbox::enqueue_batch(
            &db,
            &[summary("7", None, "a@example.org", "h")],
            Default::default(),
            now,
        )
        .await
        .unwrap();
        assert_eq!(unlimited, vec![New { id: "7".into() }]);
    }
}

crate::on_both_engines! {
    #[tokio::test]
    async fn the_daily_cap_counts_every_mail_to_anyone() {
        let (_data, db) = TestData::new_with_db().await;
        let now = 1_000_000_000;
        let cap = prayer_fast::configuration::OutboxLimits {
            daily_cap: Some(2),
            ..Default::default()
        };
        let batch = [
            summary("1", None, "a@example.org", "h"),
            summary("2", None, "b@example.org", "h"),
            summary("3", None, "c@example.org", "h"),
        ];
        use outbox::Enqueued::*;
        assert_eq!(
            outbox::enqueue_batch(&db, &batch, cap, now).await.unwrap(),
            vec![
                New { id: "1".into() },
                New { id: "2".into() },
                DailyCapReached {
                    retry_after_ms: outbox::DAY_MS
                },
            ]
        );
        // A day after the first two, there is room again.
        let later = now + outbox::DAY_MS + 1;
        assert_eq!(
            outbox::enqueue(&db, &summary("4", None, "d@example.org", "h"), cap, later)
                .await
                .unwrap(),
            New { id: "4".into() }
        );
    }
}
