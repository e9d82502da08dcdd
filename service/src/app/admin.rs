//! The church's administrators sign in: a one-time code or link mailed through the outbox to an
//! address `ADMIN_EMAILS` names (single use, 15 minutes, a few tries of the code), then a
//! session kept as a cookie whose hash alone is stored. Every action is written to the audit log.
//!
//! Asking for a code answers the same whether or not the address is an administrator's, so the
//! sign-in page tells nobody who the administrators are.

use rand::Rng;
use sha2::{Digest, Sha256};

use crate::domain::{AdminSignInMail, MailKind, OutboxMail};
use crate::secrets::{Token, TokenHash, constant_time_eq};
use crate::state::AdminDesk;
use crate::storage::admin::{self, NewSignIn, SIGN_IN_CODE_TRIES, SignIn};
use crate::storage::outbox::{Enqueued, NewMail};
use crate::storage::outbox_queue::QueueError;

/// Where sign-in links live: `/admin/sign-in/{id}.{secret}`.
pub const LINK_PREFIX: &str = "/admin/sign-in/";

/// Why a sign-in was refused; the message is the administrator's.
#[derive(Debug, thiserror::Error)]
pub enum SignInRefused {
    #[error("That code is not right. Check the newest sign-in e-mail and try again.")]
    WrongCode,
    #[error("That code has expired: codes and links work for 15 minutes. Ask for a new one.")]
    Expired,
    #[error("That code or link has been used already. Ask for a new one.")]
    Used,
    #[error("Too many wrong codes. Ask for a new one.")]
    TooManyTries,
    #[error(
        "Too many sign-in e-mails to this address today. Please try again tomorrow, or sign in with a code you already have."
    )]
    Limited,
    #[error("We could not sign you in just now. Please try again in a minute.")]
    Storage(#[source] anyhow::Error),
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

/// Mails a sign-in code and link to `email` if it is an administrator's; otherwise does nothing
/// (and answers the same).
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
    let id = uuid::Uuid::new_v4().to_string();
    let secret = Token::new();
    let code = format!("{:06}", rand::rng().random_range(0..1_000_000));
    admin::create_sign_in(
        &desk.db,
        &NewSignIn {
            id: &id,
            email: &email,
            code_hash: code_hash(&id, &code).as_str(),
            link_hash: secret.hash().as_str(),
            now,
        },
    )
    .await?;
    let mail = AdminSignInMail {
        to: email.clone(),
        link: format!("{}{LINK_PREFIX}{id}.{}", desk.public_url, secret.as_str()),
        code,
    };
    let new = NewMail {
        id: uuid::Uuid::now_v7().to_string(),
        idempotency_key: None,
        request_hash: format!("{:x}", Sha256::digest(format!("admin\0{id}"))),
        recipient: format!("{:x}", Sha256::digest(format!("admin\0{email}"))),
        day: 0,
        payload: OutboxMail::admin_sign_in_payload(&mail),
        kind: MailKind::AdminSignIn,
        confirmation: None,
        client,
    };
    match desk.outbox.enqueue(new).await? {
        Enqueued::New { .. } => {
            desk.outbox_wakeup.notify_one();
            tracing::info!("admin sign-in mail queued");
            Ok(())
        }
        _ => {
            admin::delete_sign_in(&desk.db, &id).await?;
            Err(SignInRefused::Limited)
        }
    }
}

/// Signs `email` in with the code from its newest sign-in mail.
pub async fn with_code(
    desk: &AdminDesk,
    email: &str,
    code: &str,
    now: i64,
) -> Result<Session, SignInRefused> {
    let sign_in = match administrator(desk, email) {
        Some(email) => admin::newest_sign_in(&desk.db, &email).await?,
        None => None,
    };
    // An address that is no administrator's, or that asked for nothing, has a wrong code.
    let Some(sign_in) = sign_in else {
        return Err(SignInRefused::WrongCode);
    };
    usable(&sign_in, now)?;
    if sign_in.attempts >= SIGN_IN_CODE_TRIES {
        return Err(SignInRefused::TooManyTries);
    }
    if !same(
        &sign_in.code_hash,
        code_hash(&sign_in.id, code.trim()).as_str(),
    ) {
        admin::count_wrong_code(&desk.db, &sign_in.id).await?;
        return Err(SignInRefused::WrongCode);
    }
    start_session(desk, sign_in, now, "signed in with a code").await
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
    start_session(desk, sign_in, now, "signed in with a link").await
}

fn usable(sign_in: &SignIn, now: i64) -> Result<(), SignInRefused> {
    if sign_in.used_at.is_some() {
        Err(SignInRefused::Used)
    } else if sign_in.expires_at <= now {
        Err(SignInRefused::Expired)
    } else {
        Ok(())
    }
}

async fn start_session(
    desk: &AdminDesk,
    sign_in: SignIn,
    now: i64,
    how: &str,
) -> Result<Session, SignInRefused> {
    // Spent by one request only, whichever instance it reaches.
    if !admin::spend_sign_in(&desk.db, &sign_in.id, now).await? {
        return Err(SignInRefused::Used);
    }
    // Still an administrator (ADMIN_EMAILS may have changed since the mail went out).
    if !desk.admins.contains(&sign_in.email) {
        return Err(SignInRefused::Expired);
    }
    let token = Token::new();
    admin::create_session(&desk.db, token.hash().as_str(), &sign_in.email, now).await?;
    admin::audit(&desk.db, &sign_in.email, how, now).await?;
    Ok(Session {
        token: token.into_string(),
        email: sign_in.email,
    })
}

/// The administrator a session cookie belongs to, while it lasts and they are still named.
pub async fn signed_in(desk: &AdminDesk, token: &str, now: i64) -> sqlx::Result<Option<String>> {
    if token.is_empty() || token.len() > 128 {
        return Ok(None);
    }
    let email = admin::session_email(&desk.db, TokenHash::of(token).as_str(), now).await?;
    Ok(email.filter(|email| desk.admins.contains(email)))
}

/// Ends a session, and says so in the audit log.
pub async fn sign_out(desk: &AdminDesk, token: &str, email: &str, now: i64) -> sqlx::Result<()> {
    admin::delete_session(&desk.db, TokenHash::of(token).as_str()).await?;
    admin::audit(&desk.db, email, "signed out", now).await
}

fn code_hash(id: &str, code: &str) -> TokenHash {
    TokenHash::of(&format!("{id}:{code}"))
}

fn same(a: &str, b: &str) -> bool {
    constant_time_eq(a.as_bytes(), b.as_bytes())
}
