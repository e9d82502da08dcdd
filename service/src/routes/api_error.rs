//! The API's error answer: a status and `{"error": "<human message>"}`.

use actix_web::http::StatusCode;
use actix_web::http::header::{CACHE_CONTROL, RETRY_AFTER};
use actix_web::{HttpResponse, ResponseError};
use utoipa::IntoResponses;

use crate::content::{Catalogue, Said};
pub use crate::domain::ErrorBody;

/// What any endpoint that reads a JSON body may refuse it with (for the API document).
#[derive(IntoResponses)]
pub enum BodyRefused {
    /// The body is not valid; `error` says why.
    #[response(status = 400)]
    Invalid(ErrorBody),
    /// The body is over the endpoint's size limit.
    #[response(status = 413)]
    TooLarge(ErrorBody),
    /// The body is not `application/json`.
    #[response(status = 415)]
    NotJson(ErrorBody),
    /// Too many requests from this client.
    #[response(status = 429, headers(("Retry-After" = u64, description = "Seconds to wait")))]
    TooMany(ErrorBody),
}

/// Every error answer of the API: the status, the member's message, and the reason counted in
/// metrics. Each route family's error converts into it.
#[derive(Debug)]
pub struct ApiError {
    pub status: StatusCode,
    pub message: String,
    /// Seconds, sent as `Retry-After`.
    pub retry_after: Option<u64>,
    /// A fixed label for metrics (`bad_json`, `rate_limited_client`, …).
    pub reason: &'static str,
    /// The message to say in the request's language instead, when it is a fixed text of the
    /// catalogue (`message` is the first language's): said by the `/api` scope's `localized_errors`.
    pub said: Option<Said>,
}

impl ApiError {
    pub fn new(status: StatusCode, message: impl Into<String>) -> Self {
        ApiError {
            status,
            message: message.into(),
            retry_after: None,
            reason: "refused",
            said: None,
        }
    }

    /// The answer `said` in the first language, and in the request's where it is another.
    pub fn said(status: StatusCode, catalogue: &Catalogue, said: Said) -> Self {
        let message = catalogue.say(&catalogue.first_language(), &said);
        Self::new(status, message).saying(Some(said))
    }

    /// The same answer, said in the request's language as `said` (none: as it is).
    pub fn saying(self, said: Option<Said>) -> Self {
        ApiError { said, ..self }
    }

    /// The same answer, counted under `reason`.
    pub fn because(self, reason: &'static str) -> Self {
        ApiError { reason, ..self }
    }

    /// The same answer, counted in the metrics' refusals under its reason.
    pub fn counted(self, metrics: &crate::metrics::Metrics) -> Self {
        metrics.reject(self.reason);
        self
    }

    /// The same answer, with `Retry-After`.
    pub fn retry_after(self, wait: std::time::Duration) -> Self {
        let seconds = wait.as_secs() + u64::from(wait.subsec_nanos() > 0);
        ApiError {
            retry_after: Some(seconds.max(1)),
            ..self
        }
    }

    pub fn bad_request(message: impl Into<String>) -> Self {
        Self::new(StatusCode::BAD_REQUEST, message)
    }

    pub fn too_many(message: impl Into<String>, wait: std::time::Duration) -> Self {
        Self::new(StatusCode::TOO_MANY_REQUESTS, message).retry_after(wait)
    }

    /// Logs what failed inside, with its whole source chain: once, here at the edge (the member
    /// is answered with this error's message, never the cause).
    pub fn logged(self, cause: &(dyn std::error::Error + 'static)) -> Self {
        tracing::error!(reason = self.reason, error = %Chain(cause), "request failed");
        self
    }

    /// The database could not be reached or written: 503, worth trying again.
    pub fn storage_unavailable() -> Self {
        Self::new(
            StatusCode::SERVICE_UNAVAILABLE,
            "The service could not save your request. Please try again.",
        )
        .because("storage")
        .saying(Some(Said::new("error-storage")))
    }
}

impl std::fmt::Display for ApiError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{}: {}", self.status, self.message)
    }
}

impl ResponseError for ApiError {
    fn status_code(&self) -> StatusCode {
        self.status
    }

    fn error_response(&self) -> HttpResponse {
        let mut res = HttpResponse::build(self.status);
        res.insert_header((CACHE_CONTROL, "no-store"));
        if let Some(seconds) = self.retry_after {
            res.insert_header((RETRY_AFTER, seconds.to_string()));
        }
        res.json(ErrorBody {
            error: self.message.clone(),
        })
    }
}

/// An error and its sources, joined by ": " (as `anyhow`'s `{:#}`).
pub struct Chain<'a>(pub &'a (dyn std::error::Error + 'static));

impl std::fmt::Display for Chain<'_> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{}", self.0)?;
        let mut source = self.0.source();
        while let Some(cause) = source {
            write!(f, ": {cause}")?;
            source = cause.source();
        }
        Ok(())
    }
}
