//! The church's administrators sign in: a one-time code or link mailed through the outbox to an
//! address `ADMIN_EMAILS` names (single use, 15 minutes, a few tries of the code), then a
//! session kept as a cookie whose hash alone is stored. Every action is written to the audit log.
//!
//! The door cannot be forced, nor tell who holds a key:
//! - a try of a code is reserved before it is judged (one statement, on every live sign-in of the
//!   address), and an administrator's code tries are capped for the day across sign-ins; after
//!   the cap a code is not judged, and the link in the mail still works;
//! - every address is answered alike (the route takes the same time over each, [`ANSWER_FLOOR`]);
//! - strangers cannot lock an administrator out: sign-in mails never use the members' budgets,
//!   each client has its own allowance of them, one goes out a minute whoever asks, any live
//!   sign-in's code works, and the operator can make a link on the server ([`operator_link`]).

use std::time::Duration;

use rand::Rng;

use crate::domain::{AdminSignInMail, MailKind, OutboxMail};
use crate::secrets::{KeyedHash, Token, TokenHash, constant_time_eq};
use crate::state::AdminDesk;
use crate::storage::Db;
/// How long a session lasts (its cookie too).
pub use crate::storage::admin::SESSION_TTL_MS;
use crate::storage::admin::{self, NewSignIn, SIGN_IN_CODE_TRIES, SignIn};
use crate::storage::outbox::{Enqueued, NewMail};
use crate::storage::outbox_queue::QueueError;

/// Where sign-in links live: `/admin/sign-in/{id}.{secret}`.
pub const LINK_PREFIX: &str = "/admin/sign-in/";
/// Codes an administrator may try in a (UTC) day, across sign-ins; then only links sign in.
pub const CODE_TRIES_PER_DAY: i64 = 20;
/// At most one new sign-in mail to an address in this while, whoever asks.
pub const MAIL_PACE_MS: i64 = 60 * 1000;
/// The least time a sign-in or code request is answered in, whoever's the address: the work
/// for an administrator's address (a sign-in written, a mail queued) ends well within it.
pub const ANSWER_FLOOR: Duration = Duration::from_millis(200);

/// Why a sign-in was refused; what the administrator is told is [`SignInRefused::message`] (the
/// `Display` is for logs).
#[derive(Debug, thiserror::Error)]
pub enum SignInRefused {
    /// Whatever the reason (a wrong code, a spent or expired one, no tries left, no code asked
    /// for, not an administrator's address): one answer, so it tells nothing.
    #[error("the code did not sign in")]
    Code,
    #[error("the sign-in link has expired")]
    Expired,
    #[error("the sign-in link was used already")]
    Used,
    #[error("the sign-in could not be read or saved")]
    Storage(#[source] anyhow::Error),
}

impl SignInRefused {
    /// The catalogue's message for the administrator.
    pub fn message(&self) -> &'static str {
        match self {
            SignInRefused::Code => "admin-refused-code",
            SignInRefused::Expired => "admin-refused-expired",
            SignInRefused::Used => "admin-refused-used",
            SignInRefused::Storage(_) => "admin-refused-storage",
        }
    }
}

impl From<sqlx::Error> for SignInRefused {
    fn from(err: sqlx::Error) -> Self {
        SignInRefused::Storage(err.into())
    }
}

impl From<QueueError> for SignInRefused {
    fn from(err: QueueError) -> Self {
        SignInRefused::Storage(err.into())
    }
}

/// A signed-in administrator: the cookie to set, and who.
pub struct Session {
    pub token: String,
    pub email: String,
}

/// Whether `email` is one of the church's administrators (its lower-case form, or `None`).
pub fn administrator(desk: &AdminDesk, email: &str) -> Option<String> {
    let email = crate::domain::RecipientEmail::parse(email)?
        .as_str()
        .to_lowercase();
    desk.admins.contains(&email).then_some(email)
}

/// Mails a sign-in code and link to `email` if it is an administrator's and a mail may go now;
/// otherwise does nothing. Either way the answer is the same.
pub async fn ask(
    desk: &AdminDesk,
    email: &str,
    client: Option<String>,
    now: i64,
) -> Result<(), SignInRefused> {
    let Some(email) = administrator(desk, email) else {
        tracing::info!("admin sign-in asked for an address that is not an administrator's");
        return Ok(());
    };
    // The newest mail's code (or any live one's) still works: nothing is lost by waiting.
    if !admin::let_mail_through(&desk.db, &email, now, MAIL_PACE_MS).await? {
        tracing::info!("admin sign-in mail not sent: one went out less than a minute ago");
        return Ok(());
    }
    let (id, mail) = new_sign_in(&desk.db, &desk.codes, &desk.public_url, &email, now).await?;
    let new = NewMail {
        id: uuid::Uuid::now_v7().to_string(),
        idempotency_key: None,
        request_hash: desk.codes.of(&["admin-sign-in-mail", &id]),
        // Each client's own allowance of mails to this address: a stranger's asking spends
        // theirs, never the administrator's.
        recipient: desk
            .codes
            .of(&["admin-sign-in", &email, client.as_deref().unwrap_or("")]),
        day: 0,
        payload: OutboxMail::admin_sign_in_payload(&mail),
        kind: MailKind::AdminSignIn,
        confirmation: None,
        // Never the members' budget of confirmation mails.
        client: None,
    };
    match desk.outbox.enqueue(new).await? {
        Enqueued::New { .. } => {
            desk.outbox_wakeup.notify_one();
            admin::audit(&desk.db, &email, "a sign-in mail was sent", now).await?;
            Ok(())
        }
        _ => {
            // Refused by this client's allowance: it holds back no one else's next mail.
            admin::delete_sign_in(&desk.db, &id).await?;
            admin::reopen_mail(&desk.db, &email).await?;
            let why = "no sign-in mail was sent: the day's sign-in mails asked from one network were used";
            admin::audit(&desk.db, &email, why, now).await?;
            Ok(())
        }
    }
}

/// Writes a sign-in for `email` (listed) and the mail that carries it; its id.
async fn new_sign_in(
    db: &Db,
    codes: &KeyedHash,
    public_url: &str,
    email: &str,
    now: i64,
) -> Result<(String, AdminSignInMail), SignInRefused> {
    let id = uuid::Uuid::new_v4().to_string();
    let secret = Token::new();
    let code = format!("{:06}", rand::rng().random_range(0..1_000_000));
    admin::create_sign_in(
        db,
        &NewSignIn {
            id: &id,
            email,
            code_hash: &codes.of(&[&id, &code]),
            link_hash: secret.hash().as_str(),
            now,
        },
    )
    .await?;
    let mail = AdminSignInMail {
        to: email.to_string(),
        link: format!("{public_url}{LINK_PREFIX}{id}.{}", secret.as_str()),
        code,
    };
    Ok((id, mail))
}

/// A one-time sign-in link for a listed administrator, made on the server by the operator
/// (`prayer-fast admin sign-in-link EMAIL`): the way back in when mail does not arrive.
pub async fn operator_link(
    db: &Db,
    codes: &KeyedHash,
    public_url: &str,
    admins: &[String],
    email: &str,
    now: i64,
) -> anyhow::Result<String> {
    let listed = crate::domain::RecipientEmail::parse(email)
        .map(|e| e.as_str().to_lowercase())
        .filter(|e| admins.contains(e))
        .ok_or_else(|| anyhow::anyhow!("{email} is not named in ADMIN_EMAILS"))?;
    let (_, mail) = new_sign_in(db, codes, public_url, &listed, now)
        .await
        .map_err(anyhow::Error::from)?;
    let action = "the operator made a sign-in link on the server";
    admin::audit(db, &listed, action, now).await?;
    Ok(mail.link)
}

/// Signs `email` in with the code of any of its live sign-ins.
pub async fn with_code(
    desk: &AdminDesk,
    email: &str,
    code: &str,
    now: i64,
) -> Result<Session, SignInRefused> {
    // An address that is no administrator's keeps no count (nothing of it is stored).
    let Some(email) = administrator(desk, email) else {
        return Err(SignInRefused::Code);
    };
    let Some(today) = admin::take_code_try(&desk.db, &email, now, CODE_TRIES_PER_DAY).await? else {
        return Err(SignInRefused::Code);
    };
    let code = code.trim();
    let reserved = admin::reserve_code_tries(&desk.db, &email, now).await?;
    let right = reserved
        .iter()
        .find(|sign_in| same(&sign_in.code_hash, &desk.codes.of(&[&sign_in.id, code])));
    if let Some(sign_in) = right {
        let how = "signed in with a code";
        return start_session(desk, &sign_in.id, &email, SIGN_IN_CODE_TRIES, now, how)
            .await
            .map_err(|refused| match refused {
                SignInRefused::Storage(cause) => SignInRefused::Storage(cause),
                _ => SignInRefused::Code,
            });
    }
    let refused =
        format!("a sign-in code was refused ({today} of {CODE_TRIES_PER_DAY} code tries today)");
    admin::audit(&desk.db, &email, &refused, now).await?;
    if today == CODE_TRIES_PER_DAY {
        let closed = "no more sign-in codes today: the link in a sign-in mail still works";
        admin::audit(&desk.db, &email, closed, now).await?;
    }
    Err(SignInRefused::Code)
}

/// Signs in with the link from a sign-in mail (`{id}.{secret}`).
pub async fn with_link(
    desk: &AdminDesk,
    id: &str,
    secret: &str,
    now: i64,
) -> Result<Session, SignInRefused> {
    let sign_in = admin::find_sign_in(&desk.db, id)
        .await?
        .filter(|row| same(&row.link_hash, TokenHash::of(secret).as_str()))
        // An unknown link reads as an expired one: both are deleted after their time.
        .ok_or(SignInRefused::Expired)?;
    usable(&sign_in, now)?;
    // The link ends with its code: a code tried to the end ends the link too.
    let tries = SIGN_IN_CODE_TRIES - 1;
    start_session(
        desk,
        &sign_in.id,
        &sign_in.email,
        tries,
        now,
        "signed in with a link",
    )
    .await
}

fn usable(sign_in: &SignIn, now: i64) -> Result<(), SignInRefused> {
    if sign_in.used_at.is_some() {
        Err(SignInRefused::Used)
    } else if sign_in.expires_at <= now || sign_in.attempts >= SIGN_IN_CODE_TRIES {
        Err(SignInRefused::Expired)
    } else {
        Ok(())
    }
}

/// Spends sign-in `id` (if its code has had at most `tries` tries) and starts a session.
async fn start_session(
    desk: &AdminDesk,
    id: &str,
    email: &str,
    tries: i64,
    now: i64,
    how: &str,
) -> Result<Session, SignInRefused> {
    // Spent by one request only, whichever instance it reaches; the count is checked again.
    if !admin::spend_sign_in(&desk.db, id, now, tries).await? {
        return Err(SignInRefused::Used);
    }
    // Still an administrator (ADMIN_EMAILS may have changed since the mail went out).
    if !desk.admins.iter().any(|admin| admin == email) {
        return Err(SignInRefused::Expired);
    }
    admin::reopen_mail(&desk.db, email).await?;
    let token = Token::new();
    admin::create_session(&desk.db, token.hash().as_str(), email, now).await?;
    admin::audit(&desk.db, email, how, now).await?;
    Ok(Session {
        token: token.into_string(),
        email: email.to_string(),
    })
}

/// The administrator a session cookie belongs to, while it lasts and they are still named; the
/// session of an address no longer named is deleted.
pub async fn signed_in(desk: &AdminDesk, token: &str, now: i64) -> sqlx::Result<Option<String>> {
    if token.is_empty() || token.len() > 128 {
        return Ok(None);
    }
    let hash = TokenHash::of(token);
    let Some(email) = admin::session_email(&desk.db, hash.as_str(), now).await? else {
        return Ok(None);
    };
    if desk.admins.contains(&email) {
        return Ok(Some(email));
    }
    admin::delete_session(&desk.db, hash.as_str()).await?;
    Ok(None)
}

/// Ends a session, whoever's it is, and says so in the audit log when it was a listed
/// administrator's.
pub async fn sign_out(
    desk: &AdminDesk,
    token: &str,
    email: Option<&str>,
    now: i64,
) -> sqlx::Result<()> {
    admin::delete_session(&desk.db, TokenHash::of(token).as_str()).await?;
    match email {
        Some(email) => admin::audit(&desk.db, email, "signed out", now).await,
        None => Ok(()),
    }
}

/// Writes what an administrator did to the audit log.
pub async fn note(desk: &AdminDesk, email: &str, action: &str, now: i64) -> sqlx::Result<()> {
    admin::audit(&desk.db, email, action, now).await
}

/// At start-up: the sessions, sign-ins and counts of every address `ADMIN_EMAILS` no longer
/// names are deleted (removing an administrator ends their sessions).
pub async fn forget_removed(db: &Db, admins: &[String]) -> sqlx::Result<u64> {
    admin::forget_unlisted(db, admins).await
}

fn same(a: &str, b: &str) -> bool {
    constant_time_eq(a.as_bytes(), b.as_bytes())
}
