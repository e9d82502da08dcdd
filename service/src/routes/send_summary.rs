//! `POST /api/send-day-summary`: limit, read, validate, then queue in the outbox (202 `{id}`).

use actix_web::http::StatusCode;
use actix_web::{HttpRequest, HttpResponse, post, web};
use sha2::{Digest, Sha256};

use super::api_error::{ApiError, BodyRefused, ErrorBody};
use super::json_body::{Rejection, parse_json, read_json_body};
use crate::client_ip::{client_ip, limit_key};
use crate::domain::{
    DaySummary, RECIPIENT_TOKEN_MAX_CHARS, RecipientToken, SummaryDelivery, SummaryQueued,
    SummaryRequest, normalized_mailbox,
};
use crate::state::AppState;
use crate::storage::confirmations::{self, NewConfirmation, Waiting};
use crate::storage::outbox::{self, ConfirmationMail, Enqueued};

/// The largest body accepted.
pub const BODY_LIMIT: usize = 64 * 1024;
pub const IDEMPOTENCY_KEY_MAX: usize = 128;

/// Queue the day's summary e-mail: checked against the day's content, then kept in the outbox
/// until it is delivered. The first summary to an address from a device sends that address a
/// confirmation link instead, and waits for it (`delivery: awaiting_confirmation`).
#[utoipa::path(
    tag = "summaries",
    params((
        "Idempotency-Key" = Option<String>, Header, max_length = 128, pattern = "^[!-~]+$",
        description = "Sending the same summary again with the same key queues it only once",
    )),
    request_body = SummaryRequest,
    responses(
        (status = 202, description = "Queued for delivery, or waiting for the address to be confirmed", body = SummaryQueued),
        BodyRefused,
        (status = 422, description = "The key was used for another summary", body = ErrorBody),
        (status = 503, description = "The summary could not be saved, or today's mail cap is reached", body = ErrorBody),
    ),
)]
#[post("/send-day-summary")]
pub async fn send_day_summary(
    req: HttpRequest,
    payload: web::Payload,
    state: web::Data<AppState>,
) -> Result<HttpResponse, ApiError> {
    let result = accept(&req, payload, &state).await;
    if let Err((reason, _)) = &result {
        state.metrics.reject(reason);
    }
    result.map_err(|(_, err)| err)
}

/// Whether the recipient may be mailed now.
enum Recipient {
    /// Confirmation is off.
    Unchecked,
    /// This device confirmed the mailbox: keep sending this proof.
    Confirmed { proof: String },
    /// Not (yet) confirmed; the device's open claim, if any.
    Unconfirmed { claim: Option<String> },
}

async fn accept(
    req: &HttpRequest,
    payload: web::Payload,
    state: &AppState,
) -> Result<HttpResponse, Rejection> {
    if state.limits.enabled
        && let Some(ip) = client_ip(req, &state.trusted_proxies)
        && let Err(wait) = state.client_limiter.check(limit_key(ip)).await
    {
        let message =
            "Too many summaries sent from this device. Please wait a minute and try again.";
        return Err(("rate_limited_client", ApiError::too_many(message, wait)));
    }
    let idempotency_key = idempotency_key(req)?;
    let body = read_json_body(req, payload, BODY_LIMIT, "summary").await?;
    let request: SummaryRequest = parse_json(&body, "summary")?;
    let token = recipient_token(&request)?;
    let summary = request
        .validate(&state.catalogue)
        .map_err(|err| (err.reason(), ApiError::bad_request(err.to_string())))?;
    let mailbox = state
        .recipient_keys
        .mailbox_key(&normalized_mailbox(&summary.recipient));
    let new = new_summary(&summary, &mailbox, idempotency_key);
    match check_recipient(state, token.as_deref(), &mailbox).await? {
        Recipient::Unchecked => queue(state, new, None).await,
        Recipient::Confirmed { proof } => queue(state, new, Some(proof)).await,
        Recipient::Unconfirmed { claim } => wait(state, &summary, new, claim).await,
    }
}

async fn check_recipient(
    state: &AppState,
    token: Option<&str>,
    mailbox: &str,
) -> Result<Recipient, Rejection> {
    if !state.limits.confirm_recipients {
        return Ok(Recipient::Unchecked);
    }
    let confirmed = || Recipient::Confirmed {
        proof: state.recipient_keys.proof(mailbox),
    };
    Ok(match state.recipient_keys.read(token, mailbox) {
        RecipientToken::Proof => confirmed(),
        RecipientToken::Claim(id) => {
            if confirmations::is_confirmed(&state.db, &id, mailbox)
                .await
                .map_err(storage_error)?
            {
                confirmed()
            } else {
                Recipient::Unconfirmed { claim: Some(id) }
            }
        }
        RecipientToken::None => Recipient::Unconfirmed { claim: None },
    })
}

fn new_summary(summary: &DaySummary, mailbox: &str, key: Option<String>) -> outbox::NewSummary {
    let payload = serde_json::to_string(summary).expect("a summary always serialises");
    outbox::NewSummary {
        id: uuid::Uuid::now_v7().to_string(),
        idempotency_key: key,
        request_hash: format!("{:x}", Sha256::digest(payload.as_bytes())),
        recipient: mailbox.to_string(),
        day: summary.day,
        payload,
    }
}

/// Straight into the outbox (group commit).
async fn queue(
    state: &AppState,
    new: outbox::NewSummary,
    proof: Option<String>,
) -> Result<HttpResponse, Rejection> {
    let day = new.day;
    let outcome = state.outbox.enqueue(new).await.map_err(|err| {
        tracing::error!(error = %err, "could not queue a summary");
        ("storage", ApiError::internal())
    })?;
    match outcome {
        Enqueued::New { id } => {
            state.metrics.summaries_accepted.inc();
            state.outbox_wakeup.notify_one();
            tracing::info!(outbox_id = %id, day, "summary queued");
            Ok(accepted(id, SummaryDelivery::Sending, proof))
        }
        Enqueued::Replay { id } => {
            tracing::info!(outbox_id = %id, "summary replayed (same Idempotency-Key)");
            Ok(accepted(id, SummaryDelivery::Sending, proof))
        }
        refused => Err(refusal(state, refused)),
    }
}

/// Kept waiting while the recipient confirms (a confirmation mail goes out unless one is open).
async fn wait(
    state: &AppState,
    summary: &DaySummary,
    new: outbox::NewSummary,
    claim: Option<String>,
) -> Result<HttpResponse, Rejection> {
    let secret = crate::secrets::new_token();
    let id = uuid::Uuid::new_v4().to_string();
    let mail = ConfirmationMail {
        to: summary.recipient.as_str().to_string(),
        link: format!("{}/confirm/{id}.{secret}", state.public_url),
    };
    let confirmation = NewConfirmation {
        secret_hash: crate::secrets::token_hash(&secret),
        mail_id: uuid::Uuid::now_v7().to_string(),
        mail_payload: serde_json::to_string(&mail).expect("plain data serialises"),
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
    .await
    .map_err(storage_error)?;
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
            Ok(accepted(
                id,
                SummaryDelivery::AwaitingConfirmation,
                Some(claim),
            ))
        }
        Waiting::Other(Enqueued::Replay { id }) => Ok(accepted(id, SummaryDelivery::Sending, None)),
        Waiting::Other(refused) => Err(refusal(state, refused)),
        Waiting::ConfirmationsLimited { retry_after_ms } => Err((
            "rate_limited_confirmations",
            ApiError::too_many(
                "A confirmation e-mail was already sent to this address today. Please open it to \
                 confirm your address, or try again tomorrow.",
                std::time::Duration::from_millis(retry_after_ms.unsigned_abs()),
            ),
        )),
    }
}

/// The answer to an outbox outcome that is not an acceptance.
fn refusal(state: &AppState, outcome: Enqueued) -> Rejection {
    let wait = |ms: i64| std::time::Duration::from_millis(ms.unsigned_abs());
    match outcome {
        Enqueued::RecipientLimited { retry_after_ms } => (
            "rate_limited_recipient",
            ApiError::too_many(
                format!(
                    "This address has already been sent {} summaries today. Please try again later.",
                    state.limits.summaries_per_recipient_per_day
                ),
                wait(retry_after_ms),
            ),
        ),
        Enqueued::DailyCapReached { retry_after_ms } => {
            state.metrics.daily_cap_refusals.inc();
            warn_cap_reached(state.limits.mail_daily_cap);
            let mut error = ApiError::new(
                StatusCode::SERVICE_UNAVAILABLE,
                "The church's e-mail limit for today has been reached. Your summary was not sent; please try again tomorrow.",
            );
            error.retry_after = Some(wait(retry_after_ms).as_secs().max(1));
            ("daily_cap", error)
        }
        Enqueued::KeyReused => (
            "idempotency_key_reused",
            ApiError::new(
                StatusCode::UNPROCESSABLE_ENTITY,
                "This Idempotency-Key was already used for a different summary. Send it with a new key.",
            ),
        ),
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

fn storage_error(err: sqlx::Error) -> Rejection {
    tracing::error!(error = %err, "could not queue a summary");
    ("storage", ApiError::internal())
}

fn accepted(
    id: String,
    delivery: SummaryDelivery,
    recipient_token: Option<String>,
) -> HttpResponse {
    HttpResponse::Accepted()
        .insert_header(("cache-control", "no-store"))
        .json(SummaryQueued {
            id,
            delivery,
            recipient_token,
        })
}

fn recipient_token(request: &SummaryRequest) -> Result<Option<String>, Rejection> {
    match request.recipient_token.as_deref().map(str::trim) {
        None | Some("") => Ok(None),
        Some(token)
            if token.len() <= RECIPIENT_TOKEN_MAX_CHARS
                && token.bytes().all(|b| b.is_ascii_graphic()) =>
        {
            Ok(Some(token.to_string()))
        }
        Some(_) => Err((
            "bad_recipient_token",
            ApiError::bad_request(format!(
                "recipientToken must be at most {RECIPIENT_TOKEN_MAX_CHARS} visible ASCII characters"
            )),
        )),
    }
}

fn idempotency_key(req: &HttpRequest) -> Result<Option<String>, Rejection> {
    let Some(value) = req.headers().get("idempotency-key") else {
        return Ok(None);
    };
    let bad = || {
        let message = format!(
            "The Idempotency-Key header must be 1 to {IDEMPOTENCY_KEY_MAX} visible ASCII characters"
        );
        ("bad_idempotency_key", ApiError::bad_request(message))
    };
    let key = value.to_str().map_err(|_| bad())?.trim();
    if key.is_empty()
        || key.len() > IDEMPOTENCY_KEY_MAX
        || !key.bytes().all(|b| b.is_ascii_graphic())
    {
        return Err(bad());
    }
    Ok(Some(key.to_string()))
}
