//! Confirming a recipient, bound to the device that asked.
//!
//! A device's first summary to an address sends it a confirmation mail of fixed text (a link and
//! a code) and gives the device a token; nothing of the summary is kept. The request is confirmed
//! only by the link's secret or the mail's code *together with* that token: the link page reads
//! the token from the browser the guide runs in, the code is typed into the guide. So a stranger
//! who asked first holds a token no mail completes, and the member holds links and codes that
//! only their own device's token completes. The confirmed token is the device's proof until the
//! programme is over (plus [`CONFIRMED_GRACE_MS`]), the row is deleted, or the member says "not me".

use rand::Rng;
use sha2::{Digest, Sha256};

use super::sender::Sender;
use super::summary_refused::SummaryRefused;
use crate::content::{Language, Said, SaidArg};
use crate::domain::{
    ConfirmPurpose, ConfirmationMail, DeviceToken, MailKind, OutboxMail, RecipientEmail,
};
use crate::secrets::{Token, TokenHash, constant_time_eq};
use crate::state::SummaryDesk;
use crate::storage::confirmations::{
    self, CODE_ATTEMPTS, CONFIRMATION_TTL_MS, CodeTry, Confirmation, NewConfirmation,
};
use crate::storage::outbox::{Enqueued, NewMail};

/// How long past the programme's last day a confirmation still holds (for the journey's e-mail
/// and late summaries).
pub const CONFIRMED_GRACE_MS: i64 = 30 * 24 * 60 * 60 * 1000;

/// Where confirmation links live: `/confirm/{id}.{secret}`.
pub const LINK_PREFIX: &str = "/confirm/";

/// What a device's token says about its address.
pub enum Device {
    /// Confirmed from this device: send.
    Confirmed { token: String },
    /// Asked from this device, not yet confirmed: the request's id.
    Waiting { id: String, token: String },
    /// No token, or one that holds nothing for this mailbox now.
    Unknown,
}

/// Reads the device's token for `mailbox` (its keyed hash).
pub async fn device(
    desk: &SummaryDesk,
    token: Option<&str>,
    mailbox: &str,
    now: i64,
) -> Result<Device, SummaryRefused> {
    let Some((row, token)) = row_of(desk, token).await? else {
        return Ok(Device::Unknown);
    };
    if row.mailbox != mailbox || !row.live(now) {
        return Ok(Device::Unknown);
    }
    Ok(match row.confirmed_at {
        Some(_) => Device::Confirmed { token },
        None => Device::Waiting { id: row.id, token },
    })
}

/// The mailbox (its keyed hash) a device's `token` has confirmed and still holds, if any.
pub async fn confirmed_mailbox(
    desk: &SummaryDesk,
    token: &str,
    now: i64,
) -> sqlx::Result<Option<String>> {
    let row = row_of(desk, Some(token)).await?;
    Ok(row
        .filter(|(row, _)| row.confirmed_at.is_some() && row.live(now))
        .map(|(row, _)| row.mailbox))
}

/// The row a token belongs to, when the token is that row's.
async fn row_of(
    desk: &SummaryDesk,
    token: Option<&str>,
) -> sqlx::Result<Option<(Confirmation, String)>> {
    let Some(read) = token.and_then(DeviceToken::read) else {
        return Ok(None);
    };
    let row = confirmations::find(&desk.db, &read.confirmation_id).await?;
    Ok(row
        .filter(|row| same(&row.token_hash, read.hash.as_str()))
        .map(|row| (row, token.unwrap_or_default().to_string())))
}

fn same(a: &str, b: &str) -> bool {
    constant_time_eq(a.as_bytes(), b.as_bytes())
}

/// Sends `to` a confirmation mail for this device (for a summary or the guide each morning) (once per Idempotency-Key), in the sender's
/// language, under the outbox's limits: per mailbox, per client, and the cap's share for
/// confirmations.
pub async fn ask(
    desk: &SummaryDesk,
    to: &RecipientEmail,
    mailbox: &str,
    day: u16,
    purpose: ConfirmPurpose,
    sender: Sender,
    now: i64,
) -> Result<Device, SummaryRefused> {
    let Sender {
        idempotency_key,
        client,
        language,
    } = sender;
    let id = uuid::Uuid::new_v4().to_string();
    let secret = Token::new();
    let (token, token_hash) = DeviceToken::issue(&id);
    let code = format!("{:06}", rand::rng().random_range(0..1_000_000));
    let mail = ConfirmationMail {
        to: to.as_str().to_string(),
        link: confirmation_link(desk, &id, secret.as_str(), &language),
        code: code.clone(),
        language: Some(language),
        purpose,
    };
    let new = NewMail {
        id: uuid::Uuid::now_v7().to_string(),
        // Never the same key as the summary the device sends once confirmed.
        idempotency_key: idempotency_key.map(|key| format!("confirm {key}")),
        request_hash: format!("{:x}", Sha256::digest(format!("confirm\0{mailbox}"))),
        recipient: mailbox.to_string(),
        day,
        payload: OutboxMail::confirmation_payload(&mail),
        kind: MailKind::Confirmation,
        confirmation: Some(NewConfirmation {
            secret_hash: secret.hash().as_str().to_string(),
            token_hash: token_hash.as_str().to_string(),
            code_hash: desk.recipient_keys.code_hash(&id, &code),
            expires_at: now + CONFIRMATION_TTL_MS,
            id: id.clone(),
        }),
        client,
    };
    match desk.outbox.enqueue(new).await? {
        Enqueued::New { .. } => {
            desk.outbox_wakeup.notify_one();
            tracing::info!("confirmation mail queued");
            Ok(Device::Waiting { id, token })
        }
        // The device asked before and never heard back: the same request, with a new token.
        Enqueued::Replay {
            confirmation_id: Some(id),
            ..
        } => {
            let (token, hash) = DeviceToken::issue(&id);
            if confirmations::replace_token(&desk.db, &id, mailbox, hash.as_str(), now).await? {
                Ok(Device::Waiting { id, token })
            } else {
                Err(SummaryRefused::KeyReused)
            }
        }
        other => Err(SummaryRefused::from_outcome(desk, other)),
    }
}

/// A confirmation link: `/confirm/{id}.{secret}`, with `?lang=<code>` in a language after the
/// first (its page speaks the member's language).
fn confirmation_link(desk: &SummaryDesk, id: &str, secret: &str, language: &Language) -> String {
    let link = format!("{}{LINK_PREFIX}{id}.{secret}", desk.public_url);
    if language.is_first(desk.catalogue.languages()) {
        link
    } else {
        format!("{link}?lang={}", language.code())
    }
}

/// When a confirmation made now ends: the programme's end plus the grace, and never sooner than
/// an unconfirmed request would.
pub fn confirmed_until(desk: &SummaryDesk, now: i64) -> i64 {
    let programme = &desk.catalogue.programme;
    let after_last_day = programme
        .start_date
        .checked_add(jiff::Span::new().days(i64::from(programme.length_days) + 1))
        .ok()
        .and_then(|date| date.to_zoned(jiff::tz::TimeZone::UTC).ok())
        .map_or(now, |end| end.timestamp().as_millisecond());
    (after_last_day + CONFIRMED_GRACE_MS).max(now + CONFIRMATION_TTL_MS)
}

/// What opening a confirmation link and pressing its button did.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum LinkOutcome {
    /// Confirmed for the device this browser holds the token of.
    Confirmed,
    /// Confirmed before.
    AlreadyConfirmed,
    /// A live request, but this browser holds no token for it: asked from another device or
    /// browser (the code works there), or by someone else.
    OtherDevice,
    /// The link's time ran out.
    Expired,
    /// No such link (or a wrong secret).
    Unknown,
}

/// The link `id`.`secret` with the token the page found in this browser, if any.
pub async fn confirm_by_link(
    desk: &SummaryDesk,
    id: &str,
    secret: &str,
    token: Option<&str>,
    now: i64,
) -> sqlx::Result<LinkOutcome> {
    let Some(row) = linked_row(desk, id, secret).await? else {
        return Ok(LinkOutcome::Unknown);
    };
    if row.confirmed_at.is_some() {
        return Ok(LinkOutcome::AlreadyConfirmed);
    }
    if !row.live(now) {
        return Ok(LinkOutcome::Expired);
    }
    let Some(device) = token
        .and_then(DeviceToken::read)
        .filter(|t| t.confirmation_id == row.id && same(&row.token_hash, t.hash.as_str()))
    else {
        return Ok(LinkOutcome::OtherDevice);
    };
    let until = confirmed_until(desk, now);
    if confirmations::confirm(&desk.db, id, device.hash.as_str(), until, now).await? {
        Ok(LinkOutcome::Confirmed)
    } else {
        Ok(LinkOutcome::AlreadyConfirmed)
    }
}

/// The row of link `id`.`secret`, when the secret is its own.
async fn linked_row(
    desk: &SummaryDesk,
    id: &str,
    secret: &str,
) -> sqlx::Result<Option<Confirmation>> {
    let row = confirmations::find(&desk.db, id).await?;
    Ok(row.filter(|row| same(&row.secret_hash, TokenHash::of(secret).as_str())))
}

/// "Not me" on link `id`.`secret`: every request and confirmation of its mailbox ends. False when
/// the link is unknown.
pub async fn not_me(desk: &SummaryDesk, id: &str, secret: &str) -> sqlx::Result<bool> {
    let Some(row) = linked_row(desk, id, secret).await? else {
        return Ok(false);
    };
    let ended = confirmations::forget_mailbox(&desk.db, &row.mailbox).await?;
    // Nothing more goes to the address: a guide by e-mail it has stops too.
    let guides = crate::storage::guide_mail::stop_mailbox(&desk.db, &row.mailbox).await?;
    tracing::info!(ended, guides, "a recipient said the request was not theirs");
    Ok(true)
}

/// Why a code was not accepted.
#[derive(Debug, thiserror::Error)]
pub enum CodeRefused {
    Malformed,
    Wrong {
        left: i64,
    },
    Ended,
    /// The cause is logged at the edge, not shown.
    Storage(#[from] sqlx::Error),
}

/// For logs: the message the member is told ([`Said`]'s `Display`), and any cause; its words
/// are the catalogue's.
impl std::fmt::Display for CodeRefused {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            CodeRefused::Storage(cause) => write!(f, "{}: {cause}", self.said()),
            _ => self.said().fmt(f),
        }
    }
}

impl CodeRefused {
    /// What the member is told, to say in their language.
    pub fn said(&self) -> Said {
        match self {
            CodeRefused::Malformed => Said::new("error-code-malformed"),
            CodeRefused::Wrong { left } => {
                Said::new("error-code-wrong").with("left", SaidArg::Number(*left))
            }
            CodeRefused::Ended => Said::new("error-code-ended"),
            CodeRefused::Storage(_) => Said::new("error-code-storage"),
        }
    }
}

/// The code from the mail, typed into the guide on the device holding `token`. Each try of a
/// waiting request is counted and judged in one statement ([`confirmations::try_code`]): a burst
/// of guesses gets [`CODE_ATTEMPTS`] tries in all, and "confirmed" is said only of a request the
/// database holds confirmed.
pub async fn confirm_by_code(
    desk: &SummaryDesk,
    token: &str,
    code: &str,
    now: i64,
) -> Result<(), CodeRefused> {
    let code = code.trim();
    if code.len() != 6 || !code.bytes().all(|b| b.is_ascii_digit()) {
        return Err(CodeRefused::Malformed);
    }
    let Some((row, _)) = row_of(desk, Some(token)).await? else {
        return Err(CodeRefused::Ended);
    };
    let typed = desk.recipient_keys.code_hash(&row.id, code);
    let row = if row.confirmed_at.is_none() && row.live(now) {
        let until = confirmed_until(desk, now);
        let tried =
            confirmations::try_code(&desk.db, &row.id, &row.token_hash, &typed, until, now).await?;
        match tried {
            CodeTry::Confirmed => {
                tracing::info!("recipient confirmed by code");
                return Ok(());
            }
            CodeTry::Wrong { attempts } if attempts < CODE_ATTEMPTS => {
                return Err(CodeRefused::Wrong {
                    left: CODE_ATTEMPTS - attempts,
                });
            }
            CodeTry::Wrong { .. } => return Err(CodeRefused::Ended),
            // Confirmed since it was read (a second tap of the right code), or ended.
            CodeTry::NotTried => row_of(desk, Some(token)).await?.map(|(row, _)| row),
        }
    } else {
        Some(row)
    };
    match row {
        // Confirmed: the right code says so again; a wrong one is not counted.
        Some(row) if row.confirmed_at.is_some() => {
            if same(&row.code_hash, &typed) {
                Ok(())
            } else {
                Err(CodeRefused::Wrong {
                    left: CODE_ATTEMPTS - row.code_attempts,
                })
            }
        }
        _ => Err(CodeRefused::Ended),
    }
}
