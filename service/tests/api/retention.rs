//! Nothing a member sends is kept longer than needed (issue 18, part 4), with time moved by hand.

use std::time::Duration;

use prayer_fast::configuration::OutboxLimits;
use prayer_fast::domain::MailKind;
use prayer_fast::storage::confirmations::{self, NewConfirmation};
use prayer_fast::storage::outbox::{self, DAY_MS, NewMail};
use prayer_fast::storage::retention;

use crate::helpers::TestData;

fn summary(id: &str, recipient: &str) -> NewMail {
    NewMail::summary(
        id.into(),
        None,
        "h".into(),
        recipient.into(),
        7,
        r#"{"journal":"private words"}"#.into(),
    )
}

/// A confirmation mail and the request it carries, expiring at `expires_at`.
pub fn confirmation_mail(id: &str, recipient: &str, expires_at: i64) -> NewMail {
    NewMail {
        kind: MailKind::Confirmation,
        payload: r#"{"to":"a@church.org","link":"http://x/confirm/1.2","code":"123456"}"#.into(),
        confirmation: Some(NewConfirmation {
            id: format!("conf-{id}"),
            secret_hash: "s".into(),
            token_hash: "t".into(),
            code_hash: "c".into(),
            expires_at,
        }),
        ..summary(id, recipient)
    }
}

async fn rows(data: &TestData) -> Vec<(String, String, Option<String>, String)> {
    data.fetch_all("SELECT id, status, payload, recipient FROM outbox ORDER BY id")
        .await
}

crate::on_both_engines! {
    #[tokio::test]
    async fn sent_rows_go_after_a_day_dead_ones_lose_address_and_text_at_once_and_go_after_a_week() {
        let (data, db) = TestData::new_with_db().await;
        let now = 10 * DAY_MS;
        let none = OutboxLimits::default();
        outbox::enqueue(&db, &summary("a-sent", "m1"), none, now)
            .await
            .unwrap();
        outbox::enqueue(&db, &summary("b-dead", "m2"), none, now)
            .await
            .unwrap();
        let link = confirmation_mail("c-dead-link", "m3", now + 2 * DAY_MS);
        outbox::enqueue(&db, &link, none, now).await.unwrap();
        let claimed = outbox::claim_due(&db, now, 60_000, 16).await.unwrap();
        let claim = &claimed[0].claim_id;
        outbox::mark_sent(&db, "a-sent", claim, now).await.unwrap();
        for id in ["b-dead", "c-dead-link"] {
            outbox::mark_dead(&db, id, claim, "550 refused")
                .await
                .unwrap();
        }
        // Dead at once: no address (nor its keyed hash), no text, no link.
        for (id, status, payload, recipient) in rows(&data).await {
            if id != "a-sent" {
                assert_eq!(
                    (status.as_str(), payload, recipient.as_str()),
                    ("dead", None, ""),
                    "{id}"
                );
            }
        }

        // Within their times, everything stays.
        let purged = retention::purge(&db, now + DAY_MS - 1).await.unwrap();
        assert_eq!(purged, retention::Purged::default());
        // After a day the delivered row is gone (nothing but a keyed hash was left of it anyway).
        let purged = retention::purge(&db, now + DAY_MS + 1).await.unwrap();
        assert_eq!(purged.sent, 1);
        // After 48 hours the request never confirmed is gone.
        let purged = retention::purge(&db, now + 2 * DAY_MS + 1).await.unwrap();
        assert_eq!(purged.confirmations, 1);
        // After a week the dead rows go too.
        let purged = retention::purge(&db, now + 7 * DAY_MS + 1).await.unwrap();
        assert_eq!(purged.dead, 2);
        assert!(rows(&data).await.is_empty());
    }
}

crate::on_both_engines! {
    #[tokio::test]
    async fn a_request_is_confirmed_only_with_its_own_token_once_and_ends_when_deleted() {
        let (_data, db) = TestData::new_with_db().await;
        let now = 10 * DAY_MS;
        let mail = confirmation_mail("m", "mailbox", now + 2 * DAY_MS);
        outbox::enqueue(&db, &mail, OutboxLimits::default(), now)
            .await
            .unwrap();
        let until = now + 60 * DAY_MS;
        // Another device's token, or too late: nothing.
        assert!(
            !confirmations::confirm(&db, "conf-m", "other", until, now)
                .await
                .unwrap()
        );
        assert!(
            !confirmations::confirm(&db, "conf-m", "t", until, now + 2 * DAY_MS)
                .await
                .unwrap()
        );
        // Its own token: confirmed once, and from then on until the programme's end.
        assert!(
            confirmations::confirm(&db, "conf-m", "t", until, now)
                .await
                .unwrap()
        );
        assert!(
            !confirmations::confirm(&db, "conf-m", "t", until, now)
                .await
                .unwrap()
        );
        let row = confirmations::find(&db, "conf-m").await.unwrap().unwrap();
        assert_eq!((row.confirmed_at, row.expires_at), (Some(now), until));
        // "Not me" (or any deletion) ends it.
        assert_eq!(
            confirmations::forget_mailbox(&db, "mailbox").await.unwrap(),
            1
        );
        assert!(confirmations::find(&db, "conf-m").await.unwrap().is_none());
    }
}

crate::on_both_engines! {
    #[tokio::test]
    async fn mail_files_are_private_and_old_ones_are_removed() {
        use std::os::unix::fs::PermissionsExt;
        let app = crate::helpers::spawn_with(&[("SUMMARY_CONFIRM_RECIPIENTS", "off")]).await;
        let res = app
            .post_summary(&crate::send_summary::day7("member@church.org"), None)
            .await;
        assert_eq!(res.status().as_u16(), 202);
        let dir = app.data_dir.path().join("mail");
        assert_eq!(app.deliver_mail().await, 1);
        let file = std::fs::read_dir(&dir)
            .unwrap()
            .filter_map(Result::ok)
            .find(|e| e.path().extension().is_some_and(|x| x == "eml"))
            .expect("the mail is written as a file")
            .path();
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
}
