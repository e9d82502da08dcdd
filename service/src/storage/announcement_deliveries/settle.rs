//! Recording how a pass's deliveries ended, and counting them on their announcement.

use sqlx::Connection;

use super::claim::Key;
use crate::storage::{Db, Sql, in_write_transaction, json, rows_changed};

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

/// Deletes `$2`'s deliveries of announcement `$3` to the subscriptions in the JSON array `$1`
/// (SQLite, `+`: by the primary key, not by scanning every claim of the pass).
const DELETE_ENDED: Sql = Sql {
    sqlite: "DELETE FROM announcement_deliveries
             WHERE announcement_id = $3 AND subscription_id IN (SELECT value FROM json_each($1))
               AND +claimed_by = $2
             RETURNING announcement_id AS a, subscription_id AS s",
    postgres: "DELETE FROM announcement_deliveries
               WHERE announcement_id = $3 AND subscription_id IN (SELECT jsonb_array_elements_text($1::jsonb))
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
    use std::collections::{BTreeMap, HashMap};
    // Ended deliveries by announcement (a statement each; in a pass nearly always one).
    let mut ended: BTreeMap<&str, Vec<&str>> = BTreeMap::new();
    for d in settled {
        if !matches!(d.answered, Answered::Later { .. }) {
            ended
                .entry(d.announcement_id)
                .or_default()
                .push(d.subscription_id);
        }
    }
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
    let later = json(&later);
    in_write_transaction!(db, |tx| {
        let mut deleted: Vec<Key> = Vec::new();
        for (announcement, subscriptions) in &ended {
            let rows: Vec<Key> = sqlx::query_as(db.sql(&DELETE_ENDED))
                .bind(json(subscriptions))
                .bind(pass)
                .bind(announcement)
                .fetch_all(&mut *tx)
                .await?;
            deleted.extend(rows);
        }
        // (sent, retried, failed, gone) per announcement.
        // In the order of their ids: two passes counting on the same announcements take their
        // rows in one order, so neither waits on the other in a circle.
        let mut counts: BTreeMap<&str, [i64; 4]> = BTreeMap::new();
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
