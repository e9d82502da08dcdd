//! Member summaries, of a day or of the journey so far: validated against the content, then
//! queued in the outbox — or kept waiting while a recipient this device has not confirmed opens
//! their confirmation link. Both kinds share every limit.

use std::time::Duration;

use sha2::{Digest, Sha256};

pub use super::summary_refused::SummaryRefused;
use crate::domain::{
    ConfirmationMail, JourneySummaryRequest, OutboxMail, RECIPIENT_TOKEN_MAX_CHARS, RecipientEmail,
    RecipientToken, SummaryDelivery, SummaryMail, SummaryQueued, SummaryRequest,
    normalized_mailbox,
};
use crate::secrets::Token;
use crate::state::AppState;
use crate::storage::confirmations::{self, NewConfirmation, Waiting};
use crate::storage::outbox::{Enqueued, NewSummary};

/// Whether the recipient may be mailed now.
enum Recipient {
    /// Confirmation is off.
    Unchecked,
    /// This device confirmed the mailbox: keep sending this proof.
    Confirmed { proof: String },
    /// Not (yet) confirmed; the device's open claim, if any.
    Unconfirmed { claim: Option<String> },
}

/// Queues a day summary (once per `idempotency_key`).
pub async fn send_day(
    state: &AppState,
    request: SummaryRequest,
    idempotency_key: Option<String>,
) -> Result<SummaryQueued, SummaryRefused> {
    let token = recipient_token(request.recipient_token.as_deref())?;
    let summary = request
        .validate(&state.catalogue)
        .map_err(SummaryRefused::Invalid)?;
    send(state, SummaryMail::Day(summary), token, idempotency_key).await
}

/// Queues a journey summary (once per `idempotency_key`), exactly as a day summary.
pub async fn send_journey(
    state: &AppState,
    request: JourneySummaryRequest,
    idempotency_key: Option<String>,
) -> Result<SummaryQueued, SummaryRefused> {
    let token = recipient_token(request.recipient_token.as_deref())?;
    let journey = request
        .validate(&state.catalogue)
        .map_err(SummaryRefused::Invalid)?;
    send(state, SummaryMail::Journey(journey), token, idempotency_key).await
}

/// The first summary to an address from a device sends that address a confirmation link
/// instead, and waits for it.
async fn send(
    state: &AppState,
    summary: SummaryMail,
    token: Option<String>,
    idempotency_key: Option<String>,
) -> Result<SummaryQueued, SummaryRefused> {
    let mailbox = state
        .recipient_keys
        .mailbox_key(&normalized_mailbox(summary.recipient()));
    let new = new_summary(&summary, &mailbox, idempotency_key);
    match check_recipient(state, token.as_deref(), &mailbox).await? {
        Recipient::Unchecked => queue(state, new, None).await,
        Recipient::Confirmed { proof } => queue(state, new, Some(proof)).await,
        Recipient::Unconfirmed { claim } => wait(state, summary.recipient(), new, claim).await,
    }
}

async fn check_recipient(
    state: &AppState,
    token: Option<&str>,
    mailbox: &str,
) -> Result<Recipient, SummaryRefused> {
    if !state.limits.confirm_recipients {
        return Ok(Recipient::Unchecked);
    }
    let confirmed = || Recipient::Confirmed {
        proof: state.recipient_keys.proof(mailbox),
    };
    Ok(match state.recipient_keys.read(token, mailbox) {
        RecipientToken::Proof => confirmed(),
        RecipientToken::Claim(id) => {
            if confirmations::is_confirmed(&state.db, &id, mailbox).await? {
                confirmed()
            } else {
                Recipient::Unconfirmed { claim: Some(id) }
            }
        }
        RecipientToken::None => Recipient::Unconfirmed { claim: None },
    })
}

fn new_summary(summary: &SummaryMail, mailbox: &str, key: Option<String>) -> NewSummary {
    let payload = OutboxMail::summary_payload(summary);
    NewSummary {
        id: uuid::Uuid::now_v7().to_string(),
        idempotency_key: key,
        request_hash: format!("{:x}", Sha256::digest(payload.as_bytes())),
        recipient: mailbox.to_string(),
        day: summary.day(),
        payload,
    }
}

/// Straight into the outbox (group commit).
async fn queue(
    state: &AppState,
    new: NewSummary,
    proof: Option<String>,
) -> Result<SummaryQueued, SummaryRefused> {
    let day = new.day;
    match state.outbox.enqueue(new).await? {
        Enqueued::New { id } => {
            state.metrics.summaries_accepted.inc();
            state.outbox_wakeup.notify_one();
            tracing::info!(outbox_id = %id, day, "summary queued");
            Ok(queued(id, SummaryDelivery::Sending, proof))
        }
        Enqueued::Replay { id } => {
            tracing::info!(outbox_id = %id, "summary replayed (same Idempotency-Key)");
            Ok(queued(id, SummaryDelivery::Sending, proof))
        }
        refused => Err(refusal(state, refused)),
    }
}

/// Kept waiting while the recipient confirms (a confirmation mail goes out unless one is open).
async fn wait(
    state: &AppState,
    recipient: &RecipientEmail,
    new: NewSummary,
    claim: Option<String>,
) -> Result<SummaryQueued, SummaryRefused> {
    let secret = Token::new();
    let id = uuid::Uuid::new_v4().to_string();
    let mail = ConfirmationMail {
        to: recipient.as_str().to_string(),
        link: format!("{}/confirm/{id}.{}", state.public_url, secret.as_str()),
    };
    let confirmation = NewConfirmation {
        secret_hash: secret.hash().as_str().to_string(),
        mail_id: uuid::Uuid::now_v7().to_string(),
        mail_payload: OutboxMail::confirmation_payload(&mail),
        id,
    };
    let outcome = confirmations::wait_for_confirmation(
        &state.db,
        &new,
        claim.as_deref(),
        &confirmation,
        state.outbox_limits(),
        state.limits.confirmations_per_recipient_per_day,
        crate::storage::now_ms(),
    )
    .await?;
    match outcome {
        Waiting::Queued {
            id,
            confirmation_id,
            mailed,
        } => {
            if mailed {
                state.outbox_wakeup.notify_one();
            }
            tracing::info!(outbox_id = %id, mailed, "summary waits for its recipient to confirm");
            let claim = state.recipient_keys.claim(&confirmation_id, &new.recipient);
            Ok(queued(
                id,
                SummaryDelivery::AwaitingConfirmation,
                Some(claim),
            ))
        }
        Waiting::Other(Enqueued::Replay { id }) => Ok(queued(id, SummaryDelivery::Sending, None)),
        Waiting::Other(refused) => Err(refusal(state, refused)),
        Waiting::ConfirmationsLimited { retry_after_ms } => {
            Err(SummaryRefused::ConfirmationsLimited {
                retry_after: millis(retry_after_ms),
            })
        }
    }
}

fn millis(ms: i64) -> Duration {
    Duration::from_millis(ms.unsigned_abs())
}

/// The refusal for an outbox outcome that is not an acceptance.
fn refusal(state: &AppState, outcome: Enqueued) -> SummaryRefused {
    match outcome {
        Enqueued::RecipientLimited { retry_after_ms } => SummaryRefused::RecipientLimited {
            limit: state.limits.summaries_per_recipient_per_day,
            retry_after: millis(retry_after_ms),
        },
        Enqueued::DailyCapReached { retry_after_ms } => {
            state.metrics.daily_cap_refusals.inc();
            warn_cap_reached(state.limits.mail_daily_cap);
            SummaryRefused::DailyCap {
                retry_after: millis(retry_after_ms),
            }
        }
        Enqueued::KeyReused => SummaryRefused::KeyReused,
        Enqueued::New { .. } | Enqueued::Replay { .. } => {
            unreachable!("acceptances are answered by the caller")
        }
    }
}

/// Tells the operator the cap was reached: at most once a minute, however many are refused.
fn warn_cap_reached(cap: u32) {
    use std::sync::atomic::{AtomicI64, Ordering};
    static LAST_WARNED: AtomicI64 = AtomicI64::new(0);
    let now = crate::storage::now_ms();
    let last = LAST_WARNED.load(Ordering::Relaxed);
    if now - last >= 60_000
        && LAST_WARNED
            .compare_exchange(last, now, Ordering::Relaxed, Ordering::Relaxed)
            .is_ok()
    {
        tracing::warn!(
            cap,
            "the daily mail cap (MAIL_DAILY_CAP) is reached: summaries and confirmations are refused until older mails leave the 24-hour window"
        );
    }
}

fn queued(id: String, delivery: SummaryDelivery, recipient_token: Option<String>) -> SummaryQueued {
    SummaryQueued {
        id,
        delivery,
        recipient_token,
    }
}

fn recipient_token(token: Option<&str>) -> Result<Option<String>, SummaryRefused> {
    match token.map(str::trim) {
        None | Some("") => Ok(None),
        Some(token)
            if token.len() <= RECIPIENT_TOKEN_MAX_CHARS
                && token.bytes().all(|b| b.is_ascii_graphic()) =>
        {
            Ok(Some(token.to_string()))
        }
        Some(_) => Err(SummaryRefused::BadRecipientToken),
    }
}
