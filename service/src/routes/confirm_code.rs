//! `POST /api/confirm-address`: the code from a confirmation mail, typed into the guide on the
//! device that asked (for a phone whose mail opens links in another browser).

use actix_web::http::StatusCode;
use actix_web::{HttpResponse, post, web};
use utoipa::IntoResponses;

use super::api_error::{ApiError, BodyRefused, ErrorBody};
use super::guarded_json::Guarded;
use crate::app::confirmations::{self, CodeRefused};
use crate::domain::ConfirmCodeRequest;
use crate::state::AppState;
use crate::storage::now_ms;

/// How the endpoint answers (besides [`BodyRefused`]), for the API document.
#[derive(IntoResponses)]
#[expect(dead_code, reason = "never built: only the API document reads it")]
pub enum CodeAnswer {
    /// Confirmed for this device; the device sends its summary again with the same token
    #[response(status = 204)]
    Confirmed,
    /// The request has ended (expired, or too many wrong codes)
    #[response(status = 410)]
    Ended(ErrorBody),
    /// The confirmation could not be saved
    #[response(status = 503)]
    Unavailable(ErrorBody),
}

/// Confirm the address this device asked for with the code from the mail; then send the
/// summary again with the same token.
#[utoipa::path(
    tag = "summaries",
    request_body = ConfirmCodeRequest,
    responses(CodeAnswer, BodyRefused),
)]
#[post("/confirm-address")]
pub async fn confirm_address(
    body: Guarded<ConfirmCodeRequest>,
    state: web::Data<AppState>,
) -> Result<HttpResponse, ApiError> {
    let ConfirmCodeRequest {
        recipient_token,
        code,
    } = body.0;
    confirmations::confirm_by_code(&state.summaries, &recipient_token, &code, now_ms())
        .await
        .map_err(ApiError::from)?;
    Ok(HttpResponse::NoContent().finish())
}

impl From<CodeRefused> for ApiError {
    fn from(refused: CodeRefused) -> Self {
        let (status, reason) = match refused {
            CodeRefused::Malformed => (StatusCode::BAD_REQUEST, "bad_code"),
            CodeRefused::Wrong { .. } => (StatusCode::BAD_REQUEST, "wrong_code"),
            CodeRefused::Ended => (StatusCode::GONE, "confirmation_ended"),
            CodeRefused::Storage(_) => (StatusCode::SERVICE_UNAVAILABLE, "storage"),
        };
        let error = ApiError::new(status, refused.said()).because(reason);
        match &refused {
            CodeRefused::Storage(cause) => error.logged(cause),
            _ => error,
        }
    }
}
