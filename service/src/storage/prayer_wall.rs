//! The prayer wall: requests (text, language, the hash of the author's key for that request),
//! their counts, and the taps that make them (a fresh token each, so a tap sent twice counts
//! once). No address, subscription or device id is kept. One API for both engines: every
//! statement here is written once.

use sqlx::Connection;

use super::{Db, in_write_transaction, rows_changed, with_pool};

/// Reports that take a request off the wall until the church reads it again.
pub const REPORTS_TO_HIDE: i64 = 3;

/// A request as the wall shows it.
#[derive(Debug, sqlx::FromRow)]
pub struct WallRow {
    pub id: String,
    pub text: String,
    pub lang: String,
    pub prayed: i64,
    pub answered: bool,
    pub thanks: Option<String>,
}

/// A request as its author's device is told it stands.
#[derive(Debug, sqlx::FromRow)]
pub struct OwnRow {
    pub id: String,
    pub status: String,
    pub prayed: i64,
    pub answered: bool,
    pub thanks: Option<String>,
}

/// A request, or a line of thanks, waiting for the church.
#[derive(Debug, sqlx::FromRow)]
pub struct ReviewRow {
    pub id: String,
    pub text: String,
    pub lang: String,
    pub status: String,
    pub reports: i64,
    /// A line of thanks waiting to be read (the request itself is on the wall).
    pub thanks: Option<String>,
}

/// Keeps a new request, `waiting` for the church or `shown` at once (`now`) where the church
/// approves automatically: its id and status. A request sent again with the same key (its
/// answer lost on the way) is the one kept before, in one statement.
pub async fn ask(
    db: &Db,
    id: &str,
    text: &str,
    lang: &str,
    author_hash: &str,
    shown_at: Option<i64>,
) -> sqlx::Result<(String, String)> {
    let status = if shown_at.is_some() {
        "shown"
    } else {
        "waiting"
    };
    with_pool!(db, |pool| sqlx::query_as(
        "INSERT INTO prayer_requests (id, text, lang, author_hash, status, shown_at)
         VALUES ($1, $2, $3, $4, $5, $6)
         ON CONFLICT (author_hash) DO UPDATE SET author_hash = prayer_requests.author_hash
         RETURNING id, status"
    )
    .bind(id)
    .bind(text)
    .bind(lang)
    .bind(author_hash)
    .bind(status)
    .bind(shown_at)
    .fetch_one(pool)
    .await)
}

/// The newest `limit` requests on the wall, newest first.
pub async fn wall(db: &Db, limit: i64) -> sqlx::Result<Vec<WallRow>> {
    with_pool!(db, |pool| sqlx::query_as(
        "SELECT id, text, lang, prayed, answered, CASE WHEN thanks_shown THEN thanks END AS thanks
         FROM prayer_requests WHERE status = 'shown' ORDER BY shown_at DESC, id LIMIT $1"
    )
    .bind(limit)
    .fetch_all(pool)
    .await)
}

/// What a tap is.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Tap {
    /// "I prayed", on a programme day.
    Prayed(u16),
    /// "This should not be on the wall."
    Report,
}

/// How a tap was taken.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Tapped {
    Counted,
    /// Its token was counted before.
    Again,
    /// No such request on the wall.
    NotOnWall,
}

/// Counts a tap on a request on the wall, once per token, in one transaction: the tap's row and
/// the request's count; a report that reaches [`REPORTS_TO_HIDE`] takes the request off the wall.
pub async fn tap(db: &Db, id: &str, tap: Tap, token: &str) -> sqlx::Result<Tapped> {
    let (kind, day) = match tap {
        Tap::Prayed(day) => ("prayed", i64::from(day)),
        Tap::Report => ("report", 0),
    };
    in_write_transaction!(db, |tx| {
        let taken = rows_changed!(
            in tx,
            "INSERT INTO prayer_taps (request_id, kind, token, day)
             SELECT id, $2, $3, $4 FROM prayer_requests WHERE id = $1 AND status = 'shown'
             ON CONFLICT DO NOTHING",
            (id, kind, token, day)
        )?;
        if taken == 0 {
            let known: Option<i32> = sqlx::query_scalar(
                "SELECT 1 FROM prayer_taps WHERE request_id = $1 AND kind = $2 AND token = $3",
            )
            .bind(id)
            .bind(kind)
            .bind(token)
            .fetch_optional(&mut *tx)
            .await?;
            return Ok(if known.is_some() {
                Tapped::Again
            } else {
                Tapped::NotOnWall
            });
        }
        let count = match tap {
            Tap::Prayed(_) => "UPDATE prayer_requests SET prayed = prayed + 1 WHERE id = $1",
            Tap::Report => {
                "UPDATE prayer_requests SET reports = reports + 1,
                        status = CASE WHEN reports + 1 >= $2 THEN 'hidden' ELSE status END
                 WHERE id = $1"
            }
        };
        let mut query = sqlx::query(count).bind(id);
        if tap == Tap::Report {
            query = query.bind(REPORTS_TO_HIDE);
        }
        query.execute(&mut *tx).await?;
        Ok(Tapped::Counted)
    })
}

/// The request `id`, if `author_hash` is its author's.
pub async fn own(db: &Db, id: &str, author_hash: &str) -> sqlx::Result<Option<OwnRow>> {
    with_pool!(db, |pool| sqlx::query_as(
        "SELECT id, status, prayed, answered, CASE WHEN thanks_shown THEN thanks END AS thanks
         FROM prayer_requests WHERE id = $1 AND author_hash = $2"
    )
    .bind(id)
    .bind(author_hash)
    .fetch_optional(pool)
    .await)
}

/// Marks the author's request answered, with a line of thanks (shown at once where `shown`).
/// Whether the request was found.
pub async fn answer(
    db: &Db,
    id: &str,
    author_hash: &str,
    thanks: Option<&str>,
    shown: bool,
) -> sqlx::Result<bool> {
    let changed = rows_changed!(
        db,
        "UPDATE prayer_requests SET answered = TRUE, thanks = $3, thanks_shown = $4
         WHERE id = $1 AND author_hash = $2",
        (id, author_hash, thanks, shown)
    )?;
    Ok(changed == 1)
}

/// Deletes the author's request and its taps. Whether it was found.
pub async fn withdraw(db: &Db, id: &str, author_hash: &str) -> sqlx::Result<bool> {
    in_write_transaction!(db, |tx| {
        let gone = rows_changed!(
            in tx,
            "DELETE FROM prayer_requests WHERE id = $1 AND author_hash = $2",
            (id, author_hash)
        )?;
        if gone == 1 {
            rows_changed!(in tx, "DELETE FROM prayer_taps WHERE request_id = $1", (id))?;
        }
        Ok(gone == 1)
    })
}

/// What waits for the church: new and reported requests, and lines of thanks not yet read.
pub async fn to_review(db: &Db) -> sqlx::Result<Vec<ReviewRow>> {
    with_pool!(db, |pool| sqlx::query_as(
        "SELECT id, text, lang, status, reports,
                CASE WHEN status = 'shown' THEN thanks END AS thanks
         FROM prayer_requests
         WHERE status IN ('waiting', 'hidden')
            OR (status = 'shown' AND thanks IS NOT NULL AND NOT thanks_shown)
         ORDER BY CASE status WHEN 'hidden' THEN 0 WHEN 'waiting' THEN 1 ELSE 2 END, id"
    )
    .fetch_all(pool)
    .await)
}

/// What the church decided about a request.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Decision<'a> {
    /// On the wall, with this text (edited for privacy, or as written), its reports forgiven.
    Show(&'a str),
    Decline,
    /// The author's line of thanks, shown with this text.
    ShowThanks(&'a str),
    DeclineThanks,
}

/// Applies the church's decision to a request waiting for it, in one statement. Whether it
/// was (still) waiting.
pub async fn decide(db: &Db, id: &str, decision: Decision<'_>, now: i64) -> sqlx::Result<bool> {
    let changed = match decision {
        Decision::Show(text) => rows_changed!(
            db,
            "UPDATE prayer_requests SET status = 'shown', text = $2, reports = 0,
                    shown_at = COALESCE(shown_at, $3)
             WHERE id = $1 AND status IN ('waiting', 'hidden')",
            (id, text, now)
        )?,
        Decision::Decline => rows_changed!(
            db,
            "UPDATE prayer_requests SET status = 'declined'
             WHERE id = $1 AND status IN ('waiting', 'hidden')",
            (id)
        )?,
        Decision::ShowThanks(text) => rows_changed!(
            db,
            "UPDATE prayer_requests SET thanks = $2, thanks_shown = TRUE
             WHERE id = $1 AND thanks IS NOT NULL AND NOT thanks_shown",
            (id, text)
        )?,
        Decision::DeclineThanks => rows_changed!(
            db,
            "UPDATE prayer_requests SET thanks = NULL
             WHERE id = $1 AND thanks IS NOT NULL AND NOT thanks_shown",
            (id)
        )?,
    };
    Ok(changed == 1)
}

/// Forgets the "prayed" tokens of the days before `day` (their counts stay: a device counts
/// once a day, and those days are over).
pub async fn forget_taps_before(db: &Db, day: u16) -> sqlx::Result<u64> {
    rows_changed!(
        db,
        "DELETE FROM prayer_taps WHERE kind = 'prayed' AND day < $1",
        (i64::from(day))
    )
}

/// Deletes the whole wall (the fast and its grace are over): rows removed.
pub async fn delete_all(db: &Db) -> sqlx::Result<u64> {
    in_write_transaction!(db, |tx| {
        let taps = sqlx::query("DELETE FROM prayer_taps")
            .execute(&mut *tx)
            .await?
            .rows_affected();
        let requests = sqlx::query("DELETE FROM prayer_requests")
            .execute(&mut *tx)
            .await?
            .rows_affected();
        Ok(taps + requests)
    })
}
