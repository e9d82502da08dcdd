//! The admin area's tables: sign-in codes and links, sessions (by the cookie's hash) and the
//! audit log. One API for both engines: every statement here is written once.

use super::{Db, rows_changed, with_pool};

/// How long a sign-in mail's code and link work.
pub const SIGN_IN_TTL_MS: i64 = 15 * 60 * 1000;
/// Tries of its code a sign-in takes: a right code on the last still signs in.
pub const SIGN_IN_CODE_TRIES: i64 = 5;
const DAY_MS: i64 = 24 * 60 * 60 * 1000;
/// How long a session lasts.
pub const SESSION_TTL_MS: i64 = 12 * 60 * 60 * 1000;
/// How long the audit log keeps an entry.
pub const AUDIT_KEPT_MS: i64 = 400 * 24 * 60 * 60 * 1000;

/// A sign-in mail's request, as written.
pub struct NewSignIn<'a> {
    pub id: &'a str,
    pub email: &'a str,
    pub code_hash: &'a str,
    pub link_hash: &'a str,
    pub now: i64,
}

/// A sign-in request, as read back.
#[derive(Debug, Clone, sqlx::FromRow)]
pub struct SignIn {
    pub id: String,
    pub email: String,
    pub code_hash: String,
    pub link_hash: String,
    pub attempts: i64,
    pub expires_at: i64,
    pub used_at: Option<i64>,
}

pub async fn create_sign_in(db: &Db, new: &NewSignIn<'_>) -> sqlx::Result<()> {
    rows_changed!(
        db,
        "INSERT INTO admin_sign_ins (id, email, code_hash, link_hash, created_at, expires_at)
         VALUES ($1, $2, $3, $4, $5, $6)",
        (
            new.id,
            new.email,
            new.code_hash,
            new.link_hash,
            new.now,
            new.now + SIGN_IN_TTL_MS
        ),
    )
    .map(|_| ())
}

/// Forgets a sign-in whose mail was not queued.
pub async fn delete_sign_in(db: &Db, id: &str) -> sqlx::Result<()> {
    rows_changed!(db, "DELETE FROM admin_sign_ins WHERE id = $1", (id)).map(|_| ())
}

const SIGN_IN_COLUMNS: &str = "id, email, code_hash, link_hash, attempts, expires_at, used_at";

pub async fn find_sign_in(db: &Db, id: &str) -> sqlx::Result<Option<SignIn>> {
    let sql = format!("SELECT {SIGN_IN_COLUMNS} FROM admin_sign_ins WHERE id = $1");
    super::one_by_id(db, &sql, id).await
}

/// A live sign-in whose code was just reserved a try.
#[derive(Debug, Clone, sqlx::FromRow)]
pub struct ReservedTry {
    pub id: String,
    pub code_hash: String,
}

/// Reserves a try of the code on every live sign-in of `email` (unused, unexpired, with tries
/// left), in one statement, before the code is judged: a burst of guesses is counted whole,
/// whichever instance each reaches. The sign-ins that had a try left.
pub async fn reserve_code_tries(db: &Db, email: &str, now: i64) -> sqlx::Result<Vec<ReservedTry>> {
    with_pool!(db, |pool| sqlx::query_as(
        "UPDATE admin_sign_ins SET attempts = attempts + 1
         WHERE email = $1 AND used_at IS NULL AND expires_at > $2 AND attempts < $3
         RETURNING id, code_hash"
    )
    .bind(email)
    .bind(now)
    .bind(SIGN_IN_CODE_TRIES)
    .fetch_all(pool)
    .await)
}

/// Reserves one of the day's code tries of `email` across its sign-ins (the day is `now`'s UTC
/// day), in one statement: the number of this try, or `None` once the day's `cap` is reached.
pub async fn take_code_try(db: &Db, email: &str, now: i64, cap: i64) -> sqlx::Result<Option<i64>> {
    let day = now.div_euclid(DAY_MS);
    with_pool!(db, |pool| {
        sqlx::query_scalar(
        "INSERT INTO admin_accounts (email, code_day, code_tries) VALUES ($1, $2, 1)
         ON CONFLICT (email) DO UPDATE SET
             code_tries = CASE WHEN admin_accounts.code_day = $2 THEN admin_accounts.code_tries + 1 ELSE 1 END,
             code_day = $2
         WHERE admin_accounts.code_day <> $2 OR admin_accounts.code_tries < $3
         RETURNING code_tries"
    )
    .bind(email)
    .bind(day)
    .bind(cap)
    .fetch_optional(pool)
    .await
    })
}

/// Lets one sign-in mail to `email` through, at most one every `pace_ms` whoever asks, in one
/// statement: true for the request that may send it.
pub async fn let_mail_through(db: &Db, email: &str, now: i64, pace_ms: i64) -> sqlx::Result<bool> {
    with_pool!(db, |pool| sqlx::query_scalar::<_, String>(
        "INSERT INTO admin_accounts (email, next_mail_at) VALUES ($1, $2)
         ON CONFLICT (email) DO UPDATE SET next_mail_at = $2
         WHERE admin_accounts.next_mail_at <= $3
         RETURNING email"
    )
    .bind(email)
    .bind(now + pace_ms)
    .bind(now)
    .fetch_optional(pool)
    .await)
    .map(|let_through| let_through.is_some())
}

/// The next sign-in mail to `email` may go at once.
pub async fn reopen_mail(db: &Db, email: &str) -> sqlx::Result<()> {
    rows_changed!(
        db,
        "UPDATE admin_accounts SET next_mail_at = 0 WHERE email = $1",
        (email)
    )
    .map(|_| ())
}

/// Spends a sign-in: true for the one request (of any instance) that spends it, while it is
/// unused, unexpired and has had at most `tries` tries of its code (a code judged on its last
/// try still counts; a link needs a code that was not tried to the end).
pub async fn spend_sign_in(db: &Db, id: &str, now: i64, tries: i64) -> sqlx::Result<bool> {
    rows_changed!(
        db,
        "UPDATE admin_sign_ins SET used_at = $2
         WHERE id = $1 AND used_at IS NULL AND expires_at > $2 AND attempts <= $3",
        (id, now, tries),
    )
    .map(|n| n == 1)
}

/// Forgets every session, sign-in and count of an address `listed` no longer names (an
/// administrator removed from `ADMIN_EMAILS`): how many rows went.
pub async fn forget_unlisted(db: &Db, listed: &[String]) -> sqlx::Result<u64> {
    let known: Vec<String> = with_pool!(db, |pool| sqlx::query_scalar(
        "SELECT email FROM admin_sessions UNION SELECT email FROM admin_sign_ins
         UNION SELECT email FROM admin_accounts"
    )
    .fetch_all(pool)
    .await)?;
    let mut gone = 0;
    for email in known.iter().filter(|email| !listed.contains(email)) {
        for sql in [
            "DELETE FROM admin_sessions WHERE email = $1",
            "DELETE FROM admin_sign_ins WHERE email = $1",
            "DELETE FROM admin_accounts WHERE email = $1",
        ] {
            gone += rows_changed!(db, sql, (email.as_str()))?;
        }
    }
    Ok(gone)
}

pub async fn create_session(db: &Db, token_hash: &str, email: &str, now: i64) -> sqlx::Result<()> {
    rows_changed!(
        db,
        "INSERT INTO admin_sessions (token_hash, email, created_at, expires_at) VALUES ($1, $2, $3, $4)",
        (token_hash, email, now, now + SESSION_TTL_MS),
    )
    .map(|_| ())
}

/// The administrator a live session belongs to.
pub async fn session_email(db: &Db, token_hash: &str, now: i64) -> sqlx::Result<Option<String>> {
    with_pool!(db, |pool| sqlx::query_scalar(
        "SELECT email FROM admin_sessions WHERE token_hash = $1 AND expires_at > $2"
    )
    .bind(token_hash)
    .bind(now)
    .fetch_optional(pool)
    .await)
}

pub async fn delete_session(db: &Db, token_hash: &str) -> sqlx::Result<()> {
    rows_changed!(
        db,
        "DELETE FROM admin_sessions WHERE token_hash = $1",
        (token_hash)
    )
    .map(|_| ())
}

/// Writes one line of the audit log.
pub async fn audit(db: &Db, email: &str, action: &str, now: i64) -> sqlx::Result<()> {
    rows_changed!(
        db,
        "INSERT INTO admin_audit (at, email, action) VALUES ($1, $2, $3)",
        (now, email, action),
    )
    .map(|_| ())
}

/// One line of the audit log.
#[derive(Debug, Clone, sqlx::FromRow)]
pub struct AuditEntry {
    pub at: i64,
    pub email: String,
    pub action: String,
}

/// The newest `limit` lines of the audit log, newest first.
pub async fn audit_log(db: &Db, limit: i64) -> sqlx::Result<Vec<AuditEntry>> {
    with_pool!(db, |pool| sqlx::query_as(
        "SELECT at, email, action FROM admin_audit ORDER BY at DESC, id DESC LIMIT $1"
    )
    .bind(limit)
    .fetch_all(pool)
    .await)
}

/// Deletes spent and expired sign-ins and sessions, and audit lines past their time.
pub async fn purge(db: &Db, now: i64) -> sqlx::Result<u64> {
    let sign_ins = rows_changed!(
        db,
        "DELETE FROM admin_sign_ins WHERE expires_at <= $1",
        (now)
    )?;
    let sessions = rows_changed!(
        db,
        "DELETE FROM admin_sessions WHERE expires_at <= $1",
        (now)
    )?;
    let audit = rows_changed!(
        db,
        "DELETE FROM admin_audit WHERE at <= $1",
        (now - AUDIT_KEPT_MS)
    )?;
    Ok(sign_ins + sessions + audit)
}
