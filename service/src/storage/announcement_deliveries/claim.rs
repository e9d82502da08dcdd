//! Claiming an announcement's due deliveries for one pass, with what each pushes.

use std::collections::BTreeMap;

use sqlx::Connection;

use crate::domain::PushTarget;
use crate::storage::{ClaimAt, Db, Sql, bind_claim, in_write_transaction, json};

/// A claimed delivery: the announcement, the subscription, where to push it and what it says
/// (`None`: the member unsubscribed since, or the announcement was withdrawn).
#[derive(Debug, Clone)]
pub struct Claimed {
    pub announcement_id: String,
    pub subscription_id: String,
    pub due_at: i64,
    /// Tries made by earlier passes.
    pub tries: u32,
    pub push: Option<(PushTarget, Notice)>,
}

/// What a delivery shows: the announcement in the member's language (`member_language`, none:
/// the programme's first) where the church wrote it in it (`translated`: that language; none:
/// the announcement's own words), opening `link` in the member's copy of the app.
#[derive(Debug, Clone, sqlx::FromRow)]
pub struct Notice {
    pub title: String,
    pub body: String,
    pub link: Option<String>,
    pub member_language: Option<String>,
    pub translated: Option<String>,
}

/// A claimed delivery's row.
#[derive(sqlx::FromRow)]
struct ClaimedRow {
    announcement_id: String,
    subscription_id: String,
    due_at: i64,
    tries: i64,
    endpoint: Option<String>,
    p256dh: Option<String>,
    auth: Option<String>,
    title: Option<String>,
    body: Option<String>,
    link: Option<String>,
    member_language: Option<String>,
    translated: Option<String>,
}

/// One delivery: (announcement, subscription).
#[derive(serde::Serialize, serde::Deserialize, sqlx::FromRow)]
pub(super) struct Key {
    pub a: String,
    pub s: String,
}

/// Claims the deliveries: leased to `$3` until `$2`, due by `$1`, not on a push service in the
/// JSON array `$5`, at most `$4`. A claim is re-checked on the row itself, and PostgreSQL skips
/// rows another pass is claiming, so each goes to one pass of one instance.
const CLAIM: Sql = Sql {
    sqlite: "UPDATE announcement_deliveries SET claimed_until = $2, claimed_by = $3
             WHERE (announcement_id, subscription_id) IN (
                 SELECT d.announcement_id, d.subscription_id
                 FROM announcement_deliveries d LEFT JOIN push_subscriptions s ON s.id = d.subscription_id
                 WHERE d.due_at <= $1 AND (d.claimed_until IS NULL OR d.claimed_until < $1)
                   AND NOT EXISTS (SELECT 1 FROM json_each($5) AS h
                                   WHERE substr(s.endpoint, 1, length(h.value) + 1) = h.value || '/')
                 ORDER BY d.due_at LIMIT $4)
               AND (claimed_until IS NULL OR claimed_until < $1)
             RETURNING announcement_id AS a, subscription_id AS s",
    postgres: "UPDATE announcement_deliveries SET claimed_until = $2, claimed_by = $3
               WHERE (announcement_id, subscription_id) IN (
                   SELECT d.announcement_id, d.subscription_id
                   FROM announcement_deliveries d LEFT JOIN push_subscriptions s ON s.id = d.subscription_id
                   WHERE d.due_at <= $1 AND (d.claimed_until IS NULL OR d.claimed_until < $1)
                     AND NOT EXISTS (SELECT 1 FROM jsonb_array_elements_text($5::jsonb) AS h(host)
                                     WHERE left(s.endpoint, length(h.host) + 1) = h.host || '/')
                   ORDER BY d.due_at LIMIT $4 FOR UPDATE OF d SKIP LOCKED)
                 AND (claimed_until IS NULL OR claimed_until < $1)
               RETURNING announcement_id AS a, subscription_id AS s",
};

/// The claimed deliveries of announcement `$2` to the subscriptions in the JSON array `$1`, with
/// where to push them and what they say (SQLite, `CROSS JOIN`: looked up from the array, never
/// by scanning the announcement's deliveries).
const CLAIMED: Sql = Sql {
    sqlite: "SELECT d.announcement_id, d.subscription_id, d.due_at, d.tries, s.endpoint, s.p256dh, s.auth,
                    COALESCE(t.title, a.title) AS title, COALESCE(t.body, a.body) AS body, a.link,
                    s.language AS member_language, t.lang AS translated
             FROM json_each($1) AS k
             CROSS JOIN announcement_deliveries d
             LEFT JOIN push_subscriptions s ON s.id = d.subscription_id
             LEFT JOIN announcements a ON a.id = d.announcement_id AND a.cancelled_at IS NULL
             LEFT JOIN announcement_translations t ON t.announcement_id = a.id AND t.lang = s.language
             WHERE d.announcement_id = $2 AND d.subscription_id = k.value",
    postgres: "SELECT d.announcement_id, d.subscription_id, d.due_at, d.tries, s.endpoint, s.p256dh, s.auth,
                      COALESCE(t.title, a.title) AS title, COALESCE(t.body, a.body) AS body, a.link,
                      s.language AS member_language, t.lang AS translated
               FROM jsonb_array_elements_text($1::jsonb) AS k(s)
               JOIN announcement_deliveries d ON d.announcement_id = $2 AND d.subscription_id = k.s
               LEFT JOIN push_subscriptions s ON s.id = d.subscription_id
               LEFT JOIN announcements a ON a.id = d.announcement_id AND a.cancelled_at IS NULL
               LEFT JOIN announcement_translations t ON t.announcement_id = a.id AND t.lang = s.language",
};

const RENEW: Sql = Sql {
    sqlite: "UPDATE announcement_deliveries SET claimed_until = $2 WHERE claimed_by = $1",
    postgres: "UPDATE announcement_deliveries SET claimed_until = $2
               WHERE (announcement_id, subscription_id) IN (
                   SELECT announcement_id, subscription_id FROM announcement_deliveries
                   WHERE claimed_by = $1 FOR UPDATE SKIP LOCKED)",
};

/// Claims up to `at.limit` due deliveries, with what each pushes, in one transaction.
pub async fn claim_due(db: &Db, at: ClaimAt<'_>) -> sqlx::Result<Vec<Claimed>> {
    let skip_hosts = json(at.skip_hosts);
    let rows: Vec<ClaimedRow> = in_write_transaction!(db, |tx| {
        let keys: Vec<Key> = bind_claim!(sqlx::query_as(db.sql(&CLAIM)), at, &skip_hosts)
            .fetch_all(&mut *tx)
            .await?;
        if keys.is_empty() {
            return Ok::<_, sqlx::Error>(Vec::new());
        }
        // A statement per announcement (in a pass nearly always one).
        let mut by_announcement: BTreeMap<&str, Vec<&str>> = BTreeMap::new();
        for key in &keys {
            by_announcement.entry(&key.a).or_default().push(&key.s);
        }
        let mut rows = Vec::with_capacity(keys.len());
        for (announcement, subscriptions) in by_announcement {
            let claimed: Vec<ClaimedRow> = sqlx::query_as(db.sql(&CLAIMED))
                .bind(json(&subscriptions))
                .bind(announcement)
                .fetch_all(&mut *tx)
                .await?;
            rows.extend(claimed);
        }
        Ok(rows)
    })?;
    Ok(rows.into_iter().map(Claimed::from).collect())
}

impl From<ClaimedRow> for Claimed {
    fn from(row: ClaimedRow) -> Self {
        let push = match (row.endpoint, row.p256dh, row.auth, row.title, row.body) {
            (Some(endpoint), Some(p256dh), Some(auth), Some(title), Some(body)) => Some((
                PushTarget {
                    endpoint,
                    p256dh,
                    auth,
                },
                Notice {
                    title,
                    body,
                    link: row.link,
                    member_language: row.member_language,
                    translated: row.translated,
                },
            )),
            _ => None,
        };
        Claimed {
            announcement_id: row.announcement_id,
            subscription_id: row.subscription_id,
            due_at: row.due_at,
            tries: u32::try_from(row.tries).unwrap_or(0),
            push,
        }
    }
}

/// Extends every claim `pass` still holds to `lease_until`, never waiting for a row the pass is
/// settling at that moment (as `reminder_claims::renew`).
pub async fn renew(db: &Db, pass: &str, lease_until: i64) -> sqlx::Result<()> {
    crate::storage::renew_leases(db, &RENEW, pass, lease_until).await
}
