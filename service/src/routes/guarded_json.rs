//! One guard for every JSON endpoint: its feature is on, the client is within its rate limit,
//! and the body is `application/json` of at most `T::LIMIT` bytes that parses as `T`.

use std::future::Future;
use std::pin::Pin;

use actix_web::http::StatusCode;
use actix_web::http::header::CONTENT_TYPE;
use actix_web::{FromRequest, HttpRequest, dev, web};
use futures_util::StreamExt;
use serde::de::DeserializeOwned;

use super::ApiError;
use super::client_limit::within;
use crate::content::{Said, SaidArg};
use crate::domain::{
    AnsweredRequest, AskRequest, KeptRequest, MineRequest, PledgeRequest, PrayedRequest,
    ReportRequest, WatchRemindersRequest, WithdrawRequest,
};
use crate::domain::{
    ConfirmCodeRequest, JourneySummaryRequest, PreferencesRequest, SnoozeRequest, SubscribeRequest,
    SummaryRequest, TallyRequest, TestReminderRequest,
};
use crate::rate_limit::SharedLimiter;
use crate::state::AppState;

/// A body read under its endpoint's guard ([`GuardedBody`]).
pub struct Guarded<T>(pub T);

/// What guards one kind of request body.
pub trait GuardedBody: DeserializeOwned + 'static {
    /// The largest body accepted, in bytes.
    const LIMIT: usize;
    /// The body's name in messages ("The {WHAT} is too large"): a message of the catalogue.
    const WHAT: &'static str;
    /// Whether the endpoint is on (an error answers when it is not).
    fn enabled(state: &AppState) -> Result<(), ApiError>;
    /// The per-client limiter, and what a limited client is told (a message of the catalogue).
    fn limiter(state: &AppState) -> (&SharedLimiter, &'static str);
}

const SUMMARIES_SENT: &str = "error-summaries-sent";

/// Guards each `Type => (limit in bytes, WHAT)` listed alike: the client is counted by
/// `state.limiters.$limiter` and told `$told` when over it; the endpoint is on while `$enabled`
/// says so (always, when not given).
macro_rules! guarded {
    ($limiter:ident, $told:expr, $enabled:path; $($ty:ty => ($limit:expr, $what:literal)),* $(,)?) => {$(
        impl GuardedBody for $ty {
            const LIMIT: usize = $limit;
            const WHAT: &'static str = $what;
            fn enabled(state: &AppState) -> Result<(), ApiError> {
                $enabled(state)
            }
            fn limiter(state: &AppState) -> (&SharedLimiter, &'static str) {
                (&state.limiters.$limiter, $told)
            }
        }
    )*};
    ($limiter:ident, $told:expr; $($listed:tt)*) => {
        guarded!($limiter, $told, always_on; $($listed)*);
    };
}

/// An endpoint no setting turns off.
fn always_on(_state: &AppState) -> Result<(), ApiError> {
    Ok(())
}

// A member's summary: limited per device like every summary, its refusals counted.
guarded! { client, SUMMARIES_SENT;
    SummaryRequest => (64 * 1024, "body-summary"),
    ConfirmCodeRequest => (1024, "body-code"),
    // Forty days of long journals fit with room to spare.
    JourneySummaryRequest => (JOURNEY_LIMIT_BYTES, "body-journey"),
}

// A request for the day's guide by e-mail: limited like summaries, while the church sends it.
guarded! { client, SUMMARIES_SENT, guide_mail_on;
    crate::domain::GuideMailRequest => (2 * 1024, "body-guide-mail"),
}

/// The church sends the day's guide by e-mail (`GUIDE_MAIL` is not `off`).
pub(super) fn guide_mail_on(state: &AppState) -> Result<(), ApiError> {
    if state.summaries.guide_mail {
        Ok(())
    } else {
        let off = ApiError::new(StatusCode::FORBIDDEN, Said::new("error-guide-mail-off"));
        Err(off.because("guide_mail_off"))
    }
}

/// The largest journey body accepted (the PWA checks it before sending).
pub const JOURNEY_LIMIT_BYTES: usize = 1024 * 1024;

pub(super) const REMINDER_CHANGES: &str = "error-reminder-changes";

/// Reminders are on (a VAPID key is configured).
fn reminders_on(state: &AppState) -> Result<(), ApiError> {
    crate::app::subscriptions::public_key(&state.reminders)
        .map(|_| ())
        .map_err(ApiError::from)
}

guarded! { push, REMINDER_CHANGES; PreferencesRequest => (8 * 1024, "body-preferences") }

guarded! { tally, "error-tally-limited"; TallyRequest => (1024, "body-tick") }

const WALL_CHANGES: &str = "error-wall-changes";

// A prayer request: limited a minute like every change a member makes; its daily budget is
// spent once it is read and kept (`routes::prayer_wall::ask`).
guarded! { push, WALL_CHANGES; AskRequest => (4 * 1024, "body-prayer-request") }

// A tap on the prayer wall ("I prayed", a report): counted in the client's daily budget.
guarded! { wall_taps, "error-wall-taps-limited";
    PrayedRequest => (1024, "body-prayed"),
    ReportRequest => (1024, "body-report"),
}

// A pledge of a turn of the watch, or "I kept this hour": counted in the client's daily budget.
guarded! { wall_taps, "error-watch-limited";
    PledgeRequest => (1024, "body-pledge"),
    KeptRequest => (1024, "body-kept"),
}

// The author's own requests: limited a minute, like every change a member makes.
guarded! { push, WALL_CHANGES;
    MineRequest => (16 * 1024, "body-my-requests"),
    AnsweredRequest => (2 * 1024, "body-answered"),
    WithdrawRequest => (1024, "body-withdraw"),
}

// A reminders request: refused while reminders are off, limited like every reminder change.
guarded! { push, REMINDER_CHANGES, reminders_on;
    SubscribeRequest => (8 * 1024, "body-subscription"),
    SnoozeRequest => (1024, "body-snooze"),
    TestReminderRequest => (256, "body-test-reminder"),
    WatchRemindersRequest => (8 * 1024, "body-watch-reminders"),
}

impl<T: GuardedBody> FromRequest for Guarded<T> {
    type Error = ApiError;
    type Future = Pin<Box<dyn Future<Output = Result<Self, ApiError>>>>;

    fn from_request(req: &HttpRequest, payload: &mut dev::Payload) -> Self::Future {
        let req = req.clone();
        let payload = payload.take();
        Box::pin(async move {
            let state = req
                .app_data::<web::Data<AppState>>()
                .expect("the app state is registered")
                .clone();
            guard::<T>(&req, payload, &state).await.map(Guarded)
        })
    }
}

async fn guard<T: GuardedBody>(
    req: &HttpRequest,
    payload: dev::Payload,
    state: &AppState,
) -> Result<T, ApiError> {
    T::enabled(state)?;
    let (limiter, told) = T::limiter(state);
    within(req, state, limiter, told).await?;
    let body = read_json_body(req, payload, T::LIMIT, T::WHAT).await?;
    serde_json::from_slice(&body).map_err(|err| {
        let detail: String = err.to_string().chars().take(200).collect();
        let said = Said::new("error-bad-json")
            .with("what", SaidArg::Message(T::WHAT))
            .with("detail", SaidArg::Text(detail));
        ApiError::bad_request(said).because("bad_json")
    })
}

/// Reads at most `limit` bytes of an `application/json` body; `what` (a message) names it in
/// messages.
async fn read_json_body(
    req: &HttpRequest,
    mut payload: dev::Payload,
    limit: usize,
    what: &'static str,
) -> Result<web::BytesMut, ApiError> {
    let what = SaidArg::Message(what);
    let is_json = req
        .headers()
        .get(CONTENT_TYPE)
        .and_then(|v| v.to_str().ok())
        .and_then(|v| v.parse::<mime::Mime>().ok())
        .is_some_and(|m| m.essence_str() == "application/json");
    if !is_json {
        let said = Said::new("error-not-json").with("what", what);
        let status = StatusCode::UNSUPPORTED_MEDIA_TYPE;
        return Err(ApiError::new(status, said).because("bad_content_type"));
    }
    let too_large = || {
        let said = Said::new("error-too-large")
            .with("what", what.clone())
            .with("kib", SaidArg::Number((limit / 1024) as i64));
        ApiError::new(StatusCode::PAYLOAD_TOO_LARGE, said).because("too_large")
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
        let chunk = chunk
            .map_err(|_| ApiError::bad_request(Said::new("error-bad-body")).because("bad_body"))?;
        if body.len() + chunk.len() > limit {
            return Err(too_large());
        }
        body.extend_from_slice(&chunk);
    }
    Ok(body)
}
