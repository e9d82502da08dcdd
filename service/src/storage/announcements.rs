//! Announcements from the church: written, edited and cancelled until they go out, then shown
//! in the app. One API for both engines: every statement here is written once.

use sqlx::Connection;

use super::{Db, Sql, in_write_transaction, rows_changed, with_pool};
use crate::domain::{AnnouncementText, AnnouncementTranslation, PublishedAnnouncement};

/// An announcement as stored.
#[derive(Debug, Clone, sqlx::FromRow)]
pub struct Announcement {
    pub id: String,
    pub title: String,
    pub body: String,
    pub link: Option<String>,
    /// When it goes (or went) out, unix ms.
    pub send_at: i64,
    pub cancelled_at: Option<i64>,
    pub created_by: String,
    /// About tonight's prayer watch: never pushed late to members in quiet hours.
    pub about_watch: i64,
    /// Pushes answered: delivered, failed, and to subscriptions found gone.
    pub sent: i64,
    pub failed: i64,
    pub gone: i64,
    /// Of those, how many needed more than one try (a busy or failing push service).
    pub retried: i64,
}

impl Announcement {
    /// Still to go out: it may be edited or cancelled.
    pub fn pending(&self, now: i64) -> bool {
        self.cancelled_at.is_none() && self.send_at > now
    }
}

const COLUMNS: &str = "id, title, body, link, send_at, cancelled_at, created_by, about_watch, sent, failed, gone, retried";

/// Writes one of an announcement's translations.
const INSERT_TRANSLATION: &str = "INSERT INTO announcement_translations (announcement_id, lang, title, body) VALUES ($1, $2, $3, $4)";

/// The church's calendar day an announcement goes out on (`[from, to)`, unix ms), and how many
/// it may carry.
#[derive(Debug, Clone, Copy)]
pub struct Day {
    pub from: i64,
    pub to: i64,
    pub at_most: i64,
}

/// An announcement to write: its words, when it goes out, and the day it must find room on.
pub struct Written<'a> {
    pub text: &'a AnnouncementText,
    pub send_at: i64,
    pub about_watch: bool,
    pub day: Day,
}

/// What a save did.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Saved {
    Saved,
    /// Its day already carries as many as it may: nothing was written.
    DayIsFull,
    /// (A rewrite) it has gone out or was cancelled: nothing was written.
    NotPending,
}

/// Holds back every other save that counts a day's announcements until this transaction ends,
/// so counting and writing are one step: on PostgreSQL a transaction lock (under READ COMMITTED
/// the count that follows sees every save committed before it); on SQLite `BEGIN IMMEDIATE` has
/// already taken the one write lock.
const HOLD_DAYS: Sql = Sql {
    sqlite: "SELECT 1",
    postgres: "SELECT pg_advisory_xact_lock(hashtextextended('announcement-days', 0))",
};

/// Announcements (not cancelled) going out in `[$1, $2)`, but `$3` (the one being saved).
const COUNT_DAY: &str = "SELECT count(*) FROM announcements
     WHERE cancelled_at IS NULL AND send_at >= $1 AND send_at < $2 AND id <> $3";

/// In write transaction `$tx`: waits for every other save of an announcement ([`HOLD_DAYS`]),
/// then whether `$day` has room for one more besides `$id`.
macro_rules! day_has_room {
    ($db:expr, $tx:ident, $day:expr, $id:expr) => {{
        sqlx::query($db.sql(&HOLD_DAYS)).execute(&mut *$tx).await?;
        let count: i64 = sqlx::query_scalar(COUNT_DAY)
            .bind($day.from)
            .bind($day.to)
            .bind($id)
            .fetch_one(&mut *$tx)
            .await?;
        count < $day.at_most
    }};
}

/// Writes a new announcement and its translations, if its day has room (counted and written in
/// one transaction, which waits for any other save's: see [`HOLD_DAYS`]).
pub async fn create(
    db: &Db,
    id: &str,
    new: &Written<'_>,
    by: &str,
    now: i64,
) -> sqlx::Result<Saved> {
    in_write_transaction!(db, |tx| {
        if !day_has_room!(db, tx, new.day, id) {
            Ok(Saved::DayIsFull)
        } else {
            let text = new.text;
            rows_changed!(
                in tx,
                "INSERT INTO announcements (id, title, body, link, send_at, about_watch, created_by, created_at, updated_at)
                 VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $8)",
                (id, &text.title, &text.body, &text.link, new.send_at, i64::from(new.about_watch), by, now),
            )?;
            for t in &text.translations {
                rows_changed!(in tx, INSERT_TRANSLATION, (id, &t.lang, &t.title, &t.body))?;
            }
            Ok(Saved::Saved)
        }
    })
}

/// Rewrites an announcement that has not gone out, translations and all, if its (new) day has
/// room, in one transaction as [`create`].
pub async fn update(db: &Db, id: &str, new: &Written<'_>, now: i64) -> sqlx::Result<Saved> {
    in_write_transaction!(db, |tx| {
        if !day_has_room!(db, tx, new.day, id) {
            Ok(Saved::DayIsFull)
        } else {
            let text = new.text;
            let changed = rows_changed!(
                in tx,
                "UPDATE announcements SET title = $2, body = $3, link = $4, send_at = $5, about_watch = $6,
                        updated_at = $7
                 WHERE id = $1 AND cancelled_at IS NULL AND send_at > $7",
                (
                    id,
                    &text.title,
                    &text.body,
                    &text.link,
                    new.send_at,
                    i64::from(new.about_watch),
                    now
                ),
            )? == 1;
            if changed {
                rows_changed!(in tx, "DELETE FROM announcement_translations WHERE announcement_id = $1", (id))?;
                for t in &text.translations {
                    rows_changed!(in tx, INSERT_TRANSLATION, (id, &t.lang, &t.title, &t.body))?;
                }
            }
            Ok(if changed {
                Saved::Saved
            } else {
                Saved::NotPending
            })
        }
    })
}

/// Cancels an announcement that has not gone out: false if it has (or was cancelled).
pub async fn cancel(db: &Db, id: &str, now: i64) -> sqlx::Result<bool> {
    rows_changed!(
        db,
        "UPDATE announcements SET cancelled_at = $2, updated_at = $2
         WHERE id = $1 AND cancelled_at IS NULL AND send_at > $2",
        (id, now),
    )
    .map(|n| n == 1)
}

pub async fn find(db: &Db, id: &str) -> sqlx::Result<Option<Announcement>> {
    let sql = format!("SELECT {COLUMNS} FROM announcements WHERE id = $1");
    super::one_by_id(db, &sql, id).await
}

/// An announcement's words in the other languages, as the church wrote them.
pub async fn translations(db: &Db, id: &str) -> sqlx::Result<Vec<AnnouncementTranslation>> {
    let rows: Vec<(String, String, String)> = with_pool!(db, |pool| {
        sqlx::query_as(
        "SELECT lang, title, body FROM announcement_translations WHERE announcement_id = $1 ORDER BY lang"
    )
    .bind(id)
    .fetch_all(pool)
    .await
    })?;
    Ok(rows
        .into_iter()
        .map(|(lang, title, body)| AnnouncementTranslation { lang, title, body })
        .collect())
}

/// Every announcement, the latest to go out first (the admin page's history).
pub async fn all(db: &Db, limit: i64) -> sqlx::Result<Vec<Announcement>> {
    let sql =
        format!("SELECT {COLUMNS} FROM announcements ORDER BY send_at DESC, id DESC LIMIT $1");
    with_pool!(db, |pool| sqlx::query_as(&sql)
        .bind(limit)
        .fetch_all(pool)
        .await)
}

/// What members see: announcements gone out since `since`, newest first, in `lang` where the
/// church wrote them in it, else in `first` (the programme's first language).
pub async fn published(
    db: &Db,
    since: i64,
    now: i64,
    limit: i64,
    (lang, first): (&str, &str),
) -> sqlx::Result<Vec<PublishedAnnouncement>> {
    let rows: Vec<(String, String, String, Option<String>, i64, String)> =
        with_pool!(db, |pool| sqlx::query_as(
            "SELECT a.id, COALESCE(t.title, a.title), COALESCE(t.body, a.body), a.link, a.send_at,
                COALESCE(t.lang, $5)
         FROM announcements a
         LEFT JOIN announcement_translations t ON t.announcement_id = a.id AND t.lang = $4
         WHERE a.cancelled_at IS NULL AND a.send_at > $1 AND a.send_at <= $2
         ORDER BY a.send_at DESC, a.id DESC LIMIT $3"
        )
        .bind(since)
        .bind(now)
        .bind(limit)
        .bind(lang)
        .bind(first)
        .fetch_all(pool)
        .await)?;
    Ok(rows
        .into_iter()
        .map(
            |(id, title, body, link, sent_at, lang)| PublishedAnnouncement {
                id,
                title,
                body,
                link,
                sent_at,
                lang,
            },
        )
        .collect())
}
