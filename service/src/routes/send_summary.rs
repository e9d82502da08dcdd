//! `POST /api/send-day-summary` and `POST /api/send-journey-summary`: guard, read the key, then
//! hand the summary to [`crate::app::summaries`] (202 `{id}`).

use actix_web::http::StatusCode;
use actix_web::{FromRequest, HttpRequest, HttpResponse, dev, post, web};
use utoipa::{IntoParams, IntoResponses};

use super::api_error::{ApiError, BodyRefused, ErrorBody};
use super::client_limit::Client;
use super::guarded_json::Guarded;
use super::member_language::MemberLanguage;
use crate::app::summaries::{self, Sender, SummaryForm, SummaryRefused};
use crate::content::{Said, SaidArg};
use crate::domain::{JourneySummaryRequest, SummaryQueued, SummaryRequest};
use crate::state::AppState;

pub const IDEMPOTENCY_KEY_MAX: usize = 128;

/// How both summary endpoints answer (besides [`BodyRefused`]), for the API document.
#[derive(IntoResponses)]
pub enum SummaryAnswer {
    /// Queued for delivery, or waiting for the address to be confirmed
    #[response(status = 202)]
    Queued(SummaryQueued),
    /// The key was used for another summary
    #[response(status = 422)]
    KeyReused(ErrorBody),
    /// The summary could not be saved, or today's mail cap is reached
    #[response(status = 503)]
    Unavailable(ErrorBody),
}

/// Queue the day's summary e-mail: checked against the day's content, then kept in the outbox
/// until it is delivered. The first summary to an address from a device sends that address a
/// confirmation link instead, and waits for it (`delivery: awaiting_confirmation`).
#[utoipa::path(
    tag = "summaries",
    params(IdempotencyKey, MemberLanguage),
    request_body = SummaryRequest,
    responses(SummaryAnswer, BodyRefused),
)]
#[post("/send-day-summary")]
pub async fn send_day_summary(
    body: Guarded<SummaryRequest>,
    sender: MemberSender,
    state: web::Data<AppState>,
) -> Result<HttpResponse, ApiError> {
    queue(&state, body.0, sender).await
}

/// Queue one e-mail of the member's journey so far: every day listed is checked as a day summary
/// is, and it goes the same way — same confirmation, limits, outbox and `Idempotency-Key` — and
/// counts as one summary towards the address's daily limit.
#[utoipa::path(
    tag = "summaries",
    params(IdempotencyKey, MemberLanguage),
    request_body = JourneySummaryRequest,
    responses(SummaryAnswer, BodyRefused),
)]
#[post("/send-journey-summary")]
pub async fn send_journey_summary(
    body: Guarded<JourneySummaryRequest>,
    sender: MemberSender,
    state: web::Data<AppState>,
) -> Result<HttpResponse, ApiError> {
    queue(&state, body.0, sender).await
}

/// Hands the summary to the app: 202 with its id, or the refusal (counted in metrics).
async fn queue(
    state: &AppState,
    form: impl Into<SummaryForm>,
    sender: MemberSender,
) -> Result<HttpResponse, ApiError> {
    let queued = summaries::send(&state.summaries, form, sender.0).await?;
    Ok(super::unstored_json(StatusCode::ACCEPTED, queued))
}

impl From<SummaryRefused> for ApiError {
    fn from(refused: SummaryRefused) -> Self {
        let status = match &refused {
            SummaryRefused::BadRecipientToken | SummaryRefused::Invalid(_) => {
                StatusCode::BAD_REQUEST
            }
            SummaryRefused::RecipientLimited { .. }
            | SummaryRefused::ConfirmationsLimited { .. }
            | SummaryRefused::ClientLimited { .. } => StatusCode::TOO_MANY_REQUESTS,
            SummaryRefused::KeyReused => StatusCode::UNPROCESSABLE_ENTITY,
            SummaryRefused::DailyCap { .. } | SummaryRefused::Storage(_) => {
                StatusCode::SERVICE_UNAVAILABLE
            }
        };
        let error = ApiError::new(status, refused.said()).because(refused.reason());
        match refused {
            SummaryRefused::RecipientLimited { retry_after, .. }
            | SummaryRefused::ConfirmationsLimited { retry_after, .. }
            | SummaryRefused::ClientLimited { retry_after, .. }
            | SummaryRefused::DailyCap { retry_after } => error.retry_after(retry_after),
            SummaryRefused::Storage(cause) => error.logged(&*cause),
            _ => error,
        }
    }
}

/// The `Idempotency-Key` header, when sent: sending the same summary again with the same key
/// queues it only once.
#[derive(IntoParams)]
#[into_params(parameter_in = Header, names("Idempotency-Key"))]
pub struct IdempotencyKey(
    /// Sending the same summary again with the same key queues it only once.
    #[param(max_length = 128, pattern = "^[!-~]+$")]
    Option<String>,
);

/// Who sends a summary or asks for the guide: the [`IdempotencyKey`], the [`Client`] and the
/// [`MemberLanguage`], read (and refused) in that order.
pub struct MemberSender(pub(super) Sender);

impl FromRequest for MemberSender {
    type Error = ApiError;
    type Future = std::future::Ready<Result<Self, ApiError>>;

    fn from_request(req: &HttpRequest, payload: &mut dev::Payload) -> Self::Future {
        let sender = read_key(req).and_then(|IdempotencyKey(idempotency_key)| {
            let Client(client) = Client::of(req);
            let MemberLanguage(language) =
                MemberLanguage::from_request(req, payload).into_inner()?;
            Ok(Sender {
                idempotency_key,
                client,
                language,
            })
        });
        std::future::ready(sender.map(MemberSender))
    }
}

fn read_key(req: &HttpRequest) -> Result<IdempotencyKey, ApiError> {
    let Some(value) = req.headers().get("idempotency-key") else {
        return Ok(IdempotencyKey(None));
    };
    let bad = || {
        let max = SaidArg::Number(IDEMPOTENCY_KEY_MAX as i64);
        let said = Said::new("error-idempotency-key").with("max", max);
        ApiError::bad_request(said).because("bad_idempotency_key")
    };
    let key = value.to_str().map_err(|_| bad())?.trim();
    if key.is_empty()
        || key.len() > IDEMPOTENCY_KEY_MAX
        || !key.bytes().all(|b| b.is_ascii_graphic())
    {
        return Err(bad());
    }
    Ok(IdempotencyKey(Some(key.to_string())))
}
