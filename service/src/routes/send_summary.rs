//! `POST /api/send-day-summary`: limit, read, validate, then queue in the outbox (202 `{id}`).

use actix_web::http::StatusCode;
use actix_web::{HttpRequest, HttpResponse, post, web};
use serde::{Deserialize, Serialize};
use sha2::{Digest, Sha256};
use utoipa::ToSchema;

use super::api_error::{ApiError, BodyRefused, ErrorBody};
use super::json_body::{Rejection, parse_json, read_json_body};
use crate::client_ip::{client_ip, limit_key};
use crate::domain::{DaySummary, SummaryRequest};
use crate::state::AppState;
use crate::storage::outbox;

/// The largest body accepted.
pub const BODY_LIMIT: usize = 64 * 1024;
pub const IDEMPOTENCY_KEY_MAX: usize = 128;

/// The answer when a summary is queued.
#[derive(Debug, Serialize, Deserialize, ToSchema)]
pub struct SummaryQueued {
    /// The outbox id; the same for a replay with the same `Idempotency-Key`.
    pub id: String,
}

/// Queue the day's summary e-mail: checked against the day's content, then kept in the outbox
/// until it is delivered.
#[utoipa::path(
    tag = "summaries",
    params((
        "Idempotency-Key" = Option<String>, Header, max_length = 128, pattern = "^[!-~]+$",
        description = "Sending the same summary again with the same key queues it only once",
    )),
    request_body = SummaryRequest,
    responses(
        (status = 202, description = "Queued for delivery", body = SummaryQueued),
        BodyRefused,
        (status = 422, description = "The key was used for another summary", body = ErrorBody),
        (status = 503, description = "The summary could not be saved", body = ErrorBody),
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

async fn accept(
    req: &HttpRequest,
    payload: web::Payload,
    state: &AppState,
) -> Result<HttpResponse, Rejection> {
    if state.limits.enabled
        && let Some(ip) = client_ip(req, &state.trusted_proxies)
        && let Err(wait) = state.client_limiter.check(limit_key(ip))
    {
        let message =
            "Too many summaries sent from this device. Please wait a minute and try again.";
        return Err(("rate_limited_client", ApiError::too_many(message, wait)));
    }
    let idempotency_key = idempotency_key(req)?;
    let body = read_json_body(req, payload, BODY_LIMIT, "summary").await?;
    let request: SummaryRequest = parse_json(&body, "summary")?;
    let summary = request
        .validate(&state.catalogue)
        .map_err(|err| (err.reason(), ApiError::bad_request(err.to_string())))?;
    queue(state, &summary, idempotency_key.as_deref()).await
}

async fn queue(
    state: &AppState,
    summary: &DaySummary,
    key: Option<&str>,
) -> Result<HttpResponse, Rejection> {
    let payload = serde_json::to_string(summary).expect("a summary always serialises");
    let id = uuid::Uuid::now_v7().to_string();
    let hash = format!("{:x}", Sha256::digest(payload.as_bytes()));
    let new = outbox::NewSummary {
        id,
        idempotency_key: key.map(str::to_string),
        request_hash: hash,
        recipient: summary.recipient.as_str().to_lowercase(),
        day: summary.day,
        payload,
    };
    let outcome = state.outbox.enqueue(new).await.map_err(|err| {
        tracing::error!(error = %err, "could not queue a summary");
        ("storage", ApiError::internal())
    })?;
    match outcome {
        outbox::Enqueued::New { id } => {
            state.metrics.summaries_accepted.inc();
            state.outbox_wakeup.notify_one();
            tracing::info!(outbox_id = %id, day = summary.day, "summary queued");
            Ok(accepted(&id))
        }
        outbox::Enqueued::Replay { id } => {
            tracing::info!(outbox_id = %id, "summary replayed (same Idempotency-Key)");
            Ok(accepted(&id))
        }
        outbox::Enqueued::KeyReused => Err((
            "idempotency_key_reused",
            ApiError::new(
                StatusCode::UNPROCESSABLE_ENTITY,
                "This Idempotency-Key was already used for a different summary. Send it with a new key.",
            ),
        )),
        outbox::Enqueued::RecipientLimited { retry_after_ms } => Err((
            "rate_limited_recipient",
            ApiError::too_many(
                format!(
                    "This address has already been sent {} summaries today. Please try again later.",
                    state.limits.summaries_per_recipient_per_day
                ),
                std::time::Duration::from_millis(retry_after_ms.unsigned_abs()),
            ),
        )),
    }
}

fn accepted(id: &str) -> HttpResponse {
    HttpResponse::Accepted()
        .insert_header(("cache-control", "no-store"))
        .json(SummaryQueued { id: id.to_string() })
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
