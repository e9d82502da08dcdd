//! Reading a JSON request body with a size limit, answering in the API's error shape.

use actix_web::http::StatusCode;
use actix_web::http::header::CONTENT_TYPE;
use actix_web::{HttpRequest, web};
use futures_util::StreamExt;

use super::ApiError;

/// A refused request: a fixed reason label (for metrics) and the answer.
pub type Rejection = (&'static str, ApiError);

/// Reads at most `limit` bytes of an `application/json` body; `what` names it in messages.
pub async fn read_json_body(
    req: &HttpRequest,
    mut payload: web::Payload,
    limit: usize,
    what: &str,
) -> Result<web::BytesMut, Rejection> {
    let is_json = req
        .headers()
        .get(CONTENT_TYPE)
        .and_then(|v| v.to_str().ok())
        .and_then(|v| v.parse::<mime::Mime>().ok())
        .is_some_and(|m| m.essence_str() == "application/json");
    if !is_json {
        let message = format!("Send the {what} as JSON (Content-Type: application/json)");
        return Err((
            "bad_content_type",
            ApiError::new(StatusCode::UNSUPPORTED_MEDIA_TYPE, message),
        ));
    }
    let too_large = || {
        let message = format!("The {what} is too large: the limit is {} KiB", limit / 1024);
        (
            "too_large",
            ApiError::new(StatusCode::PAYLOAD_TOO_LARGE, message),
        )
    };
    let declared = req
        .headers()
        .get("content-length")
        .and_then(|v| v.to_str().ok())
        .and_then(|v| v.parse::<usize>().ok());
    if declared.is_some_and(|len| len > limit) {
        return Err(too_large());
    }
    let mut body = web::BytesMut::new();
    while let Some(chunk) = payload.next().await {
        let chunk = chunk.map_err(|_| {
            (
                "bad_body",
                ApiError::bad_request("The request body could not be read"),
            )
        })?;
        if body.len() + chunk.len() > limit {
            return Err(too_large());
        }
        body.extend_from_slice(&chunk);
    }
    Ok(body)
}

/// Parses JSON into `T`, with a short, safe message on failure.
pub fn parse_json<T: serde::de::DeserializeOwned>(body: &[u8], what: &str) -> Result<T, Rejection> {
    serde_json::from_slice(body).map_err(|err| {
        let detail: String = err.to_string().chars().take(200).collect();
        (
            "bad_json",
            ApiError::bad_request(format!("The {what} could not be read: {detail}")),
        )
    })
}
