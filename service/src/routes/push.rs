//! Reminder subscriptions over HTTP: the VAPID public key, subscribe (or re-subscribe), change,
//! delete, snooze and a test reminder. The work is [`crate::app::subscriptions`]'s; these read and answer.

use actix_web::http::StatusCode;
use actix_web::{
    FromRequest, HttpRequest, HttpResponse, ResponseError, delete, dev, get, patch, post, put, web,
};

use super::api_error::{ApiError, BodyRefused, ErrorBody, Told};
use super::client_limit::within;
use super::guarded_json::{Guarded, REMINDER_CHANGES};
use super::member_language::MemberLanguage;
use crate::app::subscriptions::{self, ReminderError};
use crate::app::{test_reminders, watch_reminders};
use crate::client_ip::client_ip;
use crate::domain::{
    Preferences, PreferencesRequest, PushPublicKey, SnoozeRequest, Snoozed, SubscribeRequest,
    SubscribeResponse, TestReminderRequest, TestReminderSent, WatchReminders,
    WatchRemindersRequest,
};
use crate::state::AppState;
use utoipa::{IntoParams, IntoResponses};

/// The key browsers need to subscribe to reminders.
#[utoipa::path(
    tag = "reminders",
    responses(
        (status = 200, description = "The VAPID public key", body = PushPublicKey),
        (status = 503, description = "Reminders are off on this server", body = ErrorBody),
    ),
)]
#[get("/push/public-key")]
pub async fn public_key(state: web::Data<AppState>) -> HttpResponse {
    match subscriptions::public_key(&state.reminders) {
        Ok(key) => HttpResponse::Ok().json(PushPublicKey {
            public_key: key.to_string(),
        }),
        // Off by configuration, and asked each time the app starts with reminders on: the answer
        // is the same 503 (its message said by `localized_errors` as every refusal's is), but
        // not logged as a service error.
        Err(off) => ApiError::from(off).error_response(),
    }
}

/// Turn reminders on for a browser. Subscribing again with the same endpoint makes a new
/// subscription (a new id and token); the old one, and its token, stop working.
#[utoipa::path(
    tag = "reminders",
    params(MemberLanguage),
    request_body = SubscribeRequest,
    responses(
        (status = 201, description = "Subscribed; keep the token", body = SubscribeResponse),
        (status = 422, description = "The fast has ended", body = ErrorBody),
        (status = 503, description = "Reminders are off, or the subscription could not be saved", body = ErrorBody),
        (status = 507, description = "The service holds as many subscriptions as it is allowed (`PUSH_SUBSCRIPTIONS_MAX`)", body = ErrorBody),
        BodyRefused,
    ),
)]
#[post("/push/subscriptions")]
pub async fn subscribe(
    req: HttpRequest,
    body: Guarded<SubscribeRequest>,
    language: MemberLanguage,
    state: web::Data<AppState>,
) -> Result<HttpResponse, ApiError> {
    let client = client_ip(&req, &state.trusted_proxies);
    let created = subscriptions::subscribe(&state.reminders, client, body.0, &language.0).await?;
    Ok(HttpResponse::Created().json(created))
}

/// A subscription named in the path; its token comes as `Authorization: Bearer <token>`.
#[derive(serde::Deserialize, IntoParams)]
#[into_params(parameter_in = Path)]
pub struct SubscriptionId {
    /// The subscription's id.
    id: String,
}

/// What a request naming a subscription is refused with when it is not the caller's.
#[derive(IntoResponses)]
pub enum NotYours {
    /// No token.
    #[response(status = 401)]
    NoToken(ErrorBody),
    /// No such subscription (or not this token's).
    #[response(status = 404)]
    NotFound(ErrorBody),
}

/// Why a reminder cannot be snoozed.
#[derive(IntoResponses)]
pub enum NotSnoozable {
    /// The signature does not match.
    #[response(status = 403)]
    BadSignature(ErrorBody),
    /// No such subscription.
    #[response(status = 404)]
    Unknown(ErrorBody),
    /// The reminder's fast day is over.
    #[response(status = 410)]
    DayOver(ErrorBody),
}

/// Change a subscription's time zone or chosen reminders.
#[utoipa::path(
    tag = "reminders",
    params(SubscriptionId, MemberLanguage),
    request_body = PreferencesRequest,
    security(("subscriptionToken" = [])),
    responses(
        (status = 200, description = "Changed", body = Preferences),
        BodyRefused,
        NotYours,
        (status = 422, description = "The fast has ended", body = ErrorBody),
        (status = 503, description = "The change could not be saved", body = ErrorBody),
    ),
)]
#[patch("/push/subscriptions/{id}")]
pub async fn change(
    sub: MembersSubscription,
    body: Guarded<PreferencesRequest>,
    language: MemberLanguage,
    state: web::Data<AppState>,
) -> Result<web::Json<Preferences>, ApiError> {
    let token = sub.token.as_deref();
    let (id, language) = (&sub.id, &language.0);
    let changed = subscriptions::change(&state.reminders, id, token, body.0, language).await?;
    Ok(web::Json(changed))
}

/// Turn reminders off.
#[utoipa::path(
    tag = "reminders",
    params(SubscriptionId),
    security(("subscriptionToken" = [])),
    responses(
        (status = 204, description = "Deleted"),
        NotYours,
        (status = 429, description = "Too many reminder changes from this client", body = ErrorBody),
        (status = 503, description = "The subscription could not be deleted", body = ErrorBody),
    ),
)]
#[delete("/push/subscriptions/{id}")]
pub async fn unsubscribe(
    req: HttpRequest,
    sub: MembersSubscription,
    state: web::Data<AppState>,
) -> Result<HttpResponse, ApiError> {
    within(&req, &state, &state.limiters.push, REMINDER_CHANGES).await?;
    subscriptions::unsubscribe(&state.reminders, &sub.id, sub.token.as_deref()).await?;
    Ok(HttpResponse::NoContent().finish())
}

/// "Send me a test reminder": a notification that says it is a test, sent at once — the way a
/// member learns that notifications really reach this device.
#[utoipa::path(
    tag = "reminders",
    params(SubscriptionId),
    request_body = TestReminderRequest,
    security(("subscriptionToken" = [])),
    responses(
        (status = 202, description = "The push service took it", body = TestReminderSent),
        BodyRefused,
        NotYours,
        (status = 410, description = "The push service no longer knows this browser: the subscription is removed", body = ErrorBody),
        (status = 502, description = "The push service did not take it", body = ErrorBody),
        (status = 503, description = "Reminders are off", body = ErrorBody),
    ),
)]
#[post("/push/subscriptions/{id}/test")]
pub async fn send_test(
    sub: MembersSubscription,
    _body: Guarded<TestReminderRequest>,
    state: web::Data<AppState>,
) -> Result<HttpResponse, ApiError> {
    let token = sub.token.as_deref();
    let sent = test_reminders::send_test(&state.reminders, &sub.id, token).await?;
    Ok(HttpResponse::Accepted().json(sent))
}

/// 'Snooze 15 min' from a notification: the reminder comes again in 15 minutes — until the end
/// of its fast day, at most three times.
#[utoipa::path(
    tag = "reminders",
    request_body = SnoozeRequest,
    responses(
        (status = 202, description = "Snoozed", body = Snoozed),
        BodyRefused,
        NotSnoozable,
        (status = 503, description = "Reminders are off, or the snooze could not be saved", body = ErrorBody),
    ),
)]
#[post("/push/snooze")]
pub async fn snooze(
    body: Guarded<SnoozeRequest>,
    state: web::Data<AppState>,
) -> Result<HttpResponse, ApiError> {
    let snoozed: Snoozed = subscriptions::snooze(&state.reminders, body.0).await?;
    Ok(HttpResponse::Accepted().json(snoozed))
}

/// Reminders for hours of the watch: the whole set of turns this device is reminded of at
/// their start, replacing the last (none: no reminders). Sent apart from the pledges, with no
/// token of one; turns already over are left out.
#[utoipa::path(
    tag = "reminders",
    params(SubscriptionId, MemberLanguage),
    request_body = WatchRemindersRequest,
    security(("subscriptionToken" = [])),
    responses(
        (status = 200, description = "These turns will be reminded", body = WatchReminders),
        BodyRefused,
        NotYours,
        (status = 503, description = "Reminders are off, or the hours could not be saved", body = ErrorBody),
    ),
)]
#[put("/push/subscriptions/{id}/watch")]
pub async fn remind_watch_hours(
    sub: MembersSubscription,
    body: Guarded<WatchRemindersRequest>,
    state: web::Data<AppState>,
) -> Result<web::Json<WatchReminders>, ApiError> {
    let church = &state.admin.time_zone;
    let member = (sub.id.as_str(), sub.token.as_deref());
    let now = jiff::Timestamp::now();
    let kept = watch_reminders::remind(&state.reminders, church, member, body.0, now).await?;
    Ok(web::Json(kept))
}

/// The subscription a member's request names: its `{id}` in the path and the token of
/// `Authorization: Bearer <token>` (checked by the app, which answers 401 or 404 for it).
pub struct MembersSubscription {
    id: String,
    token: Option<String>,
}

impl FromRequest for MembersSubscription {
    type Error = ApiError;
    type Future = std::future::Ready<Result<Self, ApiError>>;

    fn from_request(req: &HttpRequest, _: &mut dev::Payload) -> Self::Future {
        let token = bearer_token(req).map(str::to_string);
        let id = req
            .match_info()
            .load::<SubscriptionId>()
            .map(|path| path.id)
            .unwrap_or_default();
        std::future::ready(Ok(MembersSubscription { id, token }))
    }
}

/// The token of the request's `Authorization: Bearer <token>`, if any.
pub(super) fn bearer_token(req: &HttpRequest) -> Option<&str> {
    req.headers()
        .get("authorization")
        .and_then(|v| v.to_str().ok())
        .and_then(|v| v.strip_prefix("Bearer "))
}

impl From<ReminderError> for ApiError {
    fn from(err: ReminderError) -> Self {
        let status = match &err {
            ReminderError::Off | ReminderError::Storage(_) => StatusCode::SERVICE_UNAVAILABLE,
            ReminderError::Invalid(..) => StatusCode::BAD_REQUEST,
            ReminderError::FastOver => StatusCode::UNPROCESSABLE_ENTITY,
            ReminderError::Full => StatusCode::INSUFFICIENT_STORAGE,
            ReminderError::TooManySignUps { .. } | ReminderError::SnoozedOut => {
                StatusCode::TOO_MANY_REQUESTS
            }
            ReminderError::NoToken => StatusCode::UNAUTHORIZED,
            ReminderError::NotFound => StatusCode::NOT_FOUND,
            ReminderError::NotSnoozable => StatusCode::FORBIDDEN,
            ReminderError::DayOver | ReminderError::PushGone => StatusCode::GONE,
            ReminderError::PushRefused => StatusCode::BAD_GATEWAY,
            ReminderError::TooManyTests { .. } => StatusCode::TOO_MANY_REQUESTS,
        };
        let told = Told::or_text(err.said(), &err);
        let answer = ApiError::new(status, told).because(err.reason());
        match err {
            ReminderError::TooManySignUps { retry_after }
            | ReminderError::TooManyTests { retry_after } => answer.retry_after(retry_after),
            ReminderError::SnoozedOut => {
                answer.retry_after(std::time::Duration::from_secs(15 * 60))
            }
            ReminderError::Storage(cause) => answer.logged(&cause),
            _ => answer,
        }
    }
}
