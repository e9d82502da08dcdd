//! The API's error answer: a status and `{"error": "<human message>"}`.

use actix_web::http::StatusCode;
use actix_web::http::header::{CACHE_CONTROL, RETRY_AFTER};
use actix_web::{HttpResponse, ResponseError};
use utoipa::IntoResponses;

use crate::content::Said;
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

/// What a write refuses when storage fails (for the API document).
#[derive(IntoResponses)]
pub enum NotSaved {
    /// Could not be saved just now
    #[response(status = 503)]
    Unavailable(ErrorBody),
}

/// What a read refuses when storage fails (for the API document).
#[derive(IntoResponses)]
pub enum NotRead {
    /// Could not be read just now
    #[response(status = 503)]
    Unavailable(ErrorBody),
}

/// What a read in the request's language refuses (for the API document).
#[derive(IntoResponses)]
pub enum LanguageRefused {
    /// An Accept-Language longer than the API allows
    #[response(status = 400)]
    TooLong(ErrorBody),
}

/// Every error answer of the API: the status, what the member is told, and the reason counted
/// in metrics. Each route family's error converts into it.
#[derive(Debug)]
pub struct ApiError {
    pub status: StatusCode,
    pub told: Told,
    /// Seconds, sent as `Retry-After`.
    pub retry_after: Option<u64>,
    /// A fixed label for metrics (`bad_json`, `rate_limited_client`, …).
    pub reason: &'static str,
}

/// What an [`ApiError`] tells the member.
#[derive(Debug, Clone, PartialEq)]
pub enum Told {
    /// A message of the catalogue, said in the request's language by the `/api` scope's
    /// `localized_errors`.
    Said(Said),
    /// A text as it is: what a reader said of the request, as sent.
    Text(String),
}

impl Told {
    /// `said`, or where there is none `shown`'s text as it is.
    pub fn or_text(said: Option<Said>, shown: &impl std::fmt::Display) -> Self {
        said.map_or_else(|| shown.to_string().into(), Told::Said)
    }
}

impl From<Said> for Told {
    fn from(said: Said) -> Self {
        Told::Said(said)
    }
}

impl From<String> for Told {
    fn from(text: String) -> Self {
        Told::Text(text)
    }
}

impl From<&str> for Told {
    fn from(text: &str) -> Self {
        Told::Text(text.to_string())
    }
}

/// For logs: a message by its id and variables ([`Said`]'s `Display`), a text as it is.
impl std::fmt::Display for Told {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Told::Said(said) => said.fmt(f),
            Told::Text(text) => f.write_str(text),
        }
    }
}

/// The message an answer is to say, kept in its extensions for `localized_errors` (which says
/// it in the request's language, however the answer was returned).
pub(super) struct ToSay(pub Said);

impl ApiError {
    pub fn new(status: StatusCode, told: impl Into<Told>) -> Self {
        ApiError {
            status,
            told: told.into(),
            retry_after: None,
            reason: "refused",
        }
    }

    /// The same answer, counted under `reason`.
    pub fn because(self, reason: &'static str) -> Self {
        ApiError { reason, ..self }
    }

    /// The same answer, with `Retry-After`.
    pub fn retry_after(self, wait: std::time::Duration) -> Self {
        let seconds = wait.as_secs() + u64::from(wait.subsec_nanos() > 0);
        ApiError {
            retry_after: Some(seconds.max(1)),
            ..self
        }
    }

    pub fn bad_request(told: impl Into<Told>) -> Self {
        Self::new(StatusCode::BAD_REQUEST, told)
    }

    /// Logs what failed inside, with its whole source chain: once, here at the edge (the member
    /// is answered with this error's message, never the cause).
    pub fn logged(self, cause: &(dyn std::error::Error + 'static)) -> Self {
        tracing::error!(reason = self.reason, error = %Chain(cause), "request failed");
        self
    }

    /// The database could not be reached or written: 503, worth trying again.
    pub fn storage_unavailable() -> Self {
        Self::new(StatusCode::SERVICE_UNAVAILABLE, Said::new("error-storage")).because("storage")
    }
}

/// Storage failed: 503, the cause logged.
impl From<sqlx::Error> for ApiError {
    fn from(err: sqlx::Error) -> Self {
        ApiError::storage_unavailable().logged(&err)
    }
}

/// For logs: the status and what the member is told ([`Told`]'s `Display`).
impl std::fmt::Display for ApiError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{}: {}", self.status, self.told)
    }
}

impl ResponseError for ApiError {
    fn status_code(&self) -> StatusCode {
        self.status
    }

    /// The answer with a text as it is, and a message as its `Display` (its id): within `/api`,
    /// `localized_errors` always says that message in the request's language instead.
    fn error_response(&self) -> HttpResponse {
        let mut res = HttpResponse::build(self.status);
        res.insert_header((CACHE_CONTROL, "no-store"));
        if let Some(seconds) = self.retry_after {
            res.insert_header((RETRY_AFTER, seconds.to_string()));
        }
        if let Told::Said(said) = &self.told {
            res.extensions_mut().insert(ToSay(said.clone()));
        }
        res.extensions_mut().insert(Refused(self.reason));
        res.json(ErrorBody {
            error: self.told.to_string(),
        })
    }
}

/// Why a response refuses its request (a metrics reason): every refusal carries one, and
/// `startup::http::finish_response` counts it once with the route that took the request.
#[derive(Debug, Clone, Copy)]
pub struct Refused(pub &'static str);

impl Refused {
    /// `response`, marked as refused for `reason` (an HTML page's refusal; an [`ApiError`] is
    /// marked by itself).
    pub fn mark(reason: &'static str, mut response: HttpResponse) -> HttpResponse {
        response.extensions_mut().insert(Refused(reason));
        response
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
