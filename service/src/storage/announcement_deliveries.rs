//! An announcement's push to each subscription that keeps church announcements on: a row per
//! (announcement, subscription) written when the announcement falls due (the fan-out), claimed
//! by one pass of any instance (the push engine's announcement road), and deleted when
//! answered, with the announcement's sent, retried, failed or gone count moved on in the same
//! transaction. One API for both engines.

use sqlx::Connection;

use super::{ClaimAt, Db, Sql, in_write_transaction, json, rows_changed, with_pool};
use crate::domain::PushTarget;

/// Announcements due at `now` whose deliveries were not written yet: (id, send_at, about the
/// prayer watch).
pub async fn due_for_fan_out(db: &Db, now: i64) -> sqlx::Result<Vec<(String, i64, bool)>> {
    let rows: Vec<(String, i64, i64)> = with_pool!(db, |pool| sqlx::query_as(
        "SELECT id, send_at, about_watch FROM announcements
         WHERE fanned_out_at IS NULL AND cancelled_at IS NULL AND send_at <= $1
         ORDER BY send_at"
    )
    .bind(now)
    .fetch_all(pool)
    .await)?;
    Ok(rows
        .into_iter()
        .map(|(id, at, watch)| (id, at, watch != 0))
        .collect())
}

/// The time zones of the subscriptions that keep church announcements on.
pub async fn listener_zones(db: &Db) -> sqlx::Result<Vec<String>> {
    with_pool!(db, |pool| sqlx::query_scalar(
        "SELECT DISTINCT time_zone FROM push_subscriptions WHERE announcements = 1"
    )
    .fetch_all(pool)
    .await)
}

/// When a time zone's members get an announcement (unix ms).
#[derive(serde::Serialize)]
pub struct ZoneDue<'a> {
    pub zone: &'a str,
    pub due_at: i64,
}

/// Writes an announcement's deliveries (`$1`): one per subscription that keeps announcements
/// on, due when its zone in the JSON array of [`ZoneDue`] (`$2`) says (none for a zone left out).
const WRITE_DELIVERIES: Sql = Sql {
    sqlite: "INSERT INTO announcement_deliveries (announcement_id, subscription_id, due_at)
             SELECT $1, s.id, json_extract(z.value, '$.due_at')
             FROM push_subscriptions s JOIN json_each($2) AS z ON s.time_zone = json_extract(z.value, '$.zone')
             WHERE s.announcements = 1
             ON CONFLICT DO NOTHING",
    postgres: "INSERT INTO announcement_deliveries (announcement_id, subscription_id, due_at)
               SELECT $1, s.id, z.due_at
               FROM push_subscriptions s JOIN jsonb_to_recordset($2::jsonb) AS z(zone text, due_at bigint)
                    ON s.time_zone = z.zone
               WHERE s.announcements = 1
               ON CONFLICT DO NOTHING",
};

/// Writes an announcement's deliveries, each due when its member's zone says, and marks it
/// fanned out, in one transaction that only the first instance to try carries out (false for
/// any other: a second fan-out after the first's deliveries were sent and deleted would send
/// them again). Returns how many were written.
pub async fn fan_out(
    db: &Db,
    id: &str,
    zones: &[ZoneDue<'_>],
    now: i64,
) -> sqlx::Result<Option<u64>> {
    let zones = json(zones);
    in_write_transaction!(db, |tx| {
        let first = rows_changed!(
            in tx,
            "UPDATE announcements SET fanned_out_at = $2 WHERE id = $1 AND fanned_out_at IS NULL",
            (id, now),
        )? == 1;
        if !first {
            return Ok(None);
        }
        let written = sqlx::query(db.sql(&WRITE_DELIVERIES))
            .bind(id)
            .bind(&zones)
            .execute(&mut *tx)
            .await?
            .rows_affected();
        Ok(Some(written))
    })
}

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
struct Key {
    a: String,
    s: String,
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

/// The claimed deliveries (a JSON array of [`Key`]) with where to push them and what they say.
const CLAIMED: Sql = Sql {
    sqlite: "SELECT d.announcement_id, d.subscription_id, d.due_at, d.tries, s.endpoint, s.p256dh, s.auth,
                    COALESCE(t.title, a.title) AS title, COALESCE(t.body, a.body) AS body, a.link,
                    s.language AS member_language, t.lang AS translated
             FROM json_each($1) AS k
             JOIN announcement_deliveries d ON d.announcement_id = json_extract(k.value, '$.a')
                                           AND d.subscription_id = json_extract(k.value, '$.s')
             LEFT JOIN push_subscriptions s ON s.id = d.subscription_id
             LEFT JOIN announcements a ON a.id = d.announcement_id AND a.cancelled_at IS NULL
             LEFT JOIN announcement_translations t ON t.announcement_id = a.id AND t.lang = s.language",
    postgres: "SELECT d.announcement_id, d.subscription_id, d.due_at, d.tries, s.endpoint, s.p256dh, s.auth,
                      COALESCE(t.title, a.title) AS title, COALESCE(t.body, a.body) AS body, a.link,
                      s.language AS member_language, t.lang AS translated
               FROM jsonb_to_recordset($1::jsonb) AS k(a text, s text)
               JOIN announcement_deliveries d ON d.announcement_id = k.a AND d.subscription_id = k.s
               LEFT JOIN push_subscriptions s ON s.id = d.subscription_id
               LEFT JOIN announcements a ON a.id = d.announcement_id AND a.cancelled_at IS NULL
               LEFT JOIN announcement_translations t ON t.announcement_id = a.id AND t.lang = s.language",
};

/// Claims up to `at.limit` due deliveries, with what each pushes, in one transaction.
pub async fn claim_due(db: &Db, at: ClaimAt<'_>) -> sqlx::Result<Vec<Claimed>> {
    let skip_hosts = json(at.skip_hosts);
    let rows: Vec<ClaimedRow> = in_write_transaction!(db, |tx| {
        let keys: Vec<Key> = sqlx::query_as(db.sql(&CLAIM))
            .bind(at.now)
            .bind(at.lease_until)
            .bind(at.pass)
            .bind(i64::from(at.limit))
            .bind(&skip_hosts)
            .fetch_all(&mut *tx)
            .await?;
        if keys.is_empty() {
            return Ok::<_, sqlx::Error>(Vec::new());
        }
        sqlx::query_as(db.sql(&CLAIMED))
            .bind(json(&keys))
            .fetch_all(&mut *tx)
            .await
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

/// Extends every claim `pass` still holds to `lease_until`.
pub async fn renew(db: &Db, pass: &str, lease_until: i64) -> sqlx::Result<()> {
    with_pool!(db, |pool| sqlx::query(
        "UPDATE announcement_deliveries SET claimed_until = $2 WHERE claimed_by = $1"
    )
    .bind(pass)
    .bind(lease_until)
    .execute(pool)
    .await
    .map(|_| ()))
}

/// How a claimed delivery ended in a pass.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Answered {
    /// Delivered after `tries`.
    Sent { tries: u32 },
    /// Refused for good, or given up on, after `tries`.
    Failed { tries: u32 },
    /// The subscription is gone (404/410): it is removed too.
    Gone,
    /// Ended without a push (unsubscribed, withdrawn, past its time): counted nowhere.
    Dropped,
    /// Left for a later pass, after `until`, with `tries` made.
    Later { until: i64, tries: u32 },
}

/// A delivery and how it ended.
pub struct Settled<'a> {
    pub announcement_id: &'a str,
    pub subscription_id: &'a str,
    pub answered: Answered,
}

#[derive(serde::Serialize)]
struct LaterRow<'a> {
    a: &'a str,
    s: &'a str,
    until: i64,
    tries: u32,
}

const DELETE_ENDED: Sql = Sql {
    sqlite: "DELETE FROM announcement_deliveries
             WHERE (announcement_id, subscription_id) IN
                   (SELECT json_extract(value, '$.a'), json_extract(value, '$.s') FROM json_each($1))
               AND claimed_by = $2
             RETURNING announcement_id AS a, subscription_id AS s",
    postgres: "DELETE FROM announcement_deliveries
               WHERE (announcement_id, subscription_id) IN
                     (SELECT a, s FROM jsonb_to_recordset($1::jsonb) AS k(a text, s text))
                 AND claimed_by = $2
               RETURNING announcement_id AS a, subscription_id AS s",
};

const LEAVE_FOR_LATER: Sql = Sql {
    sqlite: "UPDATE announcement_deliveries SET claimed_until = l.until, tries = l.tries, claimed_by = NULL
             FROM (SELECT json_extract(value, '$.a') AS a, json_extract(value, '$.s') AS s,
                          json_extract(value, '$.until') AS until, json_extract(value, '$.tries') AS tries
                   FROM json_each($1)) AS l
             WHERE announcement_id = l.a AND subscription_id = l.s AND claimed_by = $2",
    postgres: "UPDATE announcement_deliveries SET claimed_until = l.until, tries = l.tries, claimed_by = NULL
               FROM jsonb_to_recordset($1::jsonb) AS l(a text, s text, until bigint, tries bigint)
               WHERE announcement_id = l.a AND subscription_id = l.s AND claimed_by = $2",
};

/// Records how a batch of `pass`'s deliveries ended, in one transaction: ended ones are deleted
/// and counted on their announcement (sent, retried, failed, gone) by the pass that still held
/// them, and only by it; gone subscriptions are removed; the rest wait for a later pass.
pub async fn settle(db: &Db, pass: &str, settled: &[Settled<'_>]) -> sqlx::Result<()> {
    use std::collections::HashMap;
    let ended: Vec<Key> = settled
        .iter()
        .filter(|d| !matches!(d.answered, Answered::Later { .. }))
        .map(|d| Key {
            a: d.announcement_id.into(),
            s: d.subscription_id.into(),
        })
        .collect();
    let later: Vec<LaterRow> = settled
        .iter()
        .filter_map(|d| match d.answered {
            Answered::Later { until, tries } => Some(LaterRow {
                a: d.announcement_id,
                s: d.subscription_id,
                until,
                tries,
            }),
            _ => None,
        })
        .collect();
    let answers: HashMap<(&str, &str), Answered> = settled
        .iter()
        .map(|d| ((d.announcement_id, d.subscription_id), d.answered))
        .collect();
    let (ended, later) = (json(&ended), json(&later));
    in_write_transaction!(db, |tx| {
        let deleted: Vec<Key> = sqlx::query_as(db.sql(&DELETE_ENDED))
            .bind(&ended)
            .bind(pass)
            .fetch_all(&mut *tx)
            .await?;
        // (sent, retried, failed, gone) per announcement.
        let mut counts: HashMap<&str, [i64; 4]> = HashMap::new();
        let mut gone = Vec::new();
        for key in &deleted {
            let Some(answered) = answers.get(&(key.a.as_str(), key.s.as_str())) else {
                continue;
            };
            let count = counts.entry(key.a.as_str()).or_default();
            match *answered {
                Answered::Sent { tries } => {
                    count[0] += 1;
                    count[1] += i64::from(tries > 1);
                }
                Answered::Failed { tries } => {
                    count[2] += 1;
                    count[1] += i64::from(tries > 1);
                }
                Answered::Gone => {
                    count[3] += 1;
                    gone.push(key.s.as_str());
                }
                Answered::Dropped | Answered::Later { .. } => {}
            }
        }
        for (id, [sent, retried, failed, gone]) in counts {
            rows_changed!(
                in tx,
                "UPDATE announcements SET sent = sent + $2, retried = retried + $3,
                        failed = failed + $4, gone = gone + $5 WHERE id = $1",
                (id, sent, retried, failed, gone),
            )?;
        }
        if !gone.is_empty() {
            sqlx::query(db.sql(&DELETE_SUBSCRIPTIONS))
                .bind(json(&gone))
                .execute(&mut *tx)
                .await?;
        }
        sqlx::query(db.sql(&LEAVE_FOR_LATER))
            .bind(&later)
            .bind(pass)
            .execute(&mut *tx)
            .await?;
        Ok::<_, sqlx::Error>(())
    })
}

const DELETE_SUBSCRIPTIONS: Sql = Sql {
    sqlite: "DELETE FROM push_subscriptions WHERE id IN (SELECT value FROM json_each($1))",
    postgres: "DELETE FROM push_subscriptions WHERE id IN (SELECT jsonb_array_elements_text($1::jsonb))",
};

/// An announcement's counts: (sent, retried, failed, gone, still to send).
pub async fn counts(db: &Db, id: &str) -> sqlx::Result<(i64, i64, i64, i64, i64)> {
    with_pool!(db, |pool| sqlx::query_as(
        "SELECT sent, retried, failed, gone,
                (SELECT count(*) FROM announcement_deliveries WHERE announcement_id = $1)
         FROM announcements WHERE id = $1"
    )
    .bind(id)
    .fetch_one(pool)
    .await)
}
