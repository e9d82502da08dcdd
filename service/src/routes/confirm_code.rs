//! `POST /api/confirm-address`: the code from a confirmation mail, typed into the guide on the
//! device that asked (for a phone whose mail opens links in another browser).

use actix_web::http::StatusCode;
use actix_web::{HttpResponse, post, web};

use super::api_error::{ApiError, BodyRefused, ErrorBody};
use super::guarded_json::Guarded;
use crate::app::confirmations::{self, CodeRefused};
use crate::domain::ConfirmCodeRequest;
use crate::state::AppState;
use crate::storage::now_ms;

/// Confirm the address this device asked for with the code from the mail; then send the
/// summary again with the same token.
#[utoipa::path(
    tag = "summaries",
    request_body = ConfirmCodeRequest,
    responses(
        (status = 204, description = "Confirmed for this device"),
        BodyRefused,
        (status = 410, description = "The request has ended (expired, or too many wrong codes)", body = ErrorBody),
        (status = 503, description = "The confirmation could not be saved", body = ErrorBody),
    ),
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
        .map_err(|refused| ApiError::from(refused).counted(&state.metrics))?;
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
        let error = ApiError::new(status, refused.to_string()).because(reason);
        match &refused {
            CodeRefused::Storage(cause) => error.logged(cause),
            _ => error,
        }
    }
}
