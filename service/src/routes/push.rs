//! Reminder subscriptions: the VAPID public key, subscribe (or re-subscribe), change, and delete.

use actix_web::http::StatusCode;
use actix_web::{HttpRequest, HttpResponse, ResponseError, delete, get, patch, post, web};
use serde::{Deserialize, Serialize};
use utoipa::ToSchema;

use super::api_error::{ApiError, BodyRefused, ErrorBody};
use super::json_body::{parse_json, read_json_body};
use crate::client_ip::{client_ip, limit_key};
use crate::domain::{
    MemberTimeZone, PreferencesRequest, SubscribeRequest, SubscribeResponse, chosen_slots,
};
use crate::push::SnoozeRequest;
use crate::reminders::Reminder;
use crate::secrets::{constant_time_eq, new_token, token_hash};
use crate::state::AppState;
use crate::storage::{self, push_subscriptions as subs};

const BODY_LIMIT: usize = 8 * 1024;

/// The service's VAPID key, for `pushManager.subscribe`.
#[derive(Debug, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct PushPublicKey {
    /// Base64url, uncompressed P-256.
    pub public_key: String,
}

/// A subscription's preferences after a change.
#[derive(Debug, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct Preferences {
    pub id: String,
    pub time_zone: String,
    pub slots: Vec<String>,
}

/// When a snoozed reminder comes again.
#[derive(Debug, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct Snoozed {
    #[schema(value_type = Option<String>, format = DateTime)]
    pub due_at: Option<jiff::Timestamp>,
}

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
    match push_enabled(&state) {
        Ok(key) => HttpResponse::Ok().json(PushPublicKey {
            public_key: key.to_string(),
        }),
        // Off by configuration, and asked each time the app starts with reminders on: the answer
        // is the same 503, but not logged as a service error.
        Err(off) => off.error_response(),
    }
}

/// Turn reminders on for a browser. Subscribing again with the same endpoint makes a new
/// subscription (a new id and token); the old one, and its token, stop working.
#[utoipa::path(
    tag = "reminders",
    request_body = SubscribeRequest,
    responses(
        (status = 201, description = "Subscribed; keep the token", body = SubscribeResponse),
        BodyRefused,
        (status = 422, description = "The fast has ended", body = ErrorBody),
        (status = 503, description = "Reminders are off, or the subscription could not be saved", body = ErrorBody),
        (status = 507, description = "The service holds as many subscriptions as it is allowed (`PUSH_SUBSCRIPTIONS_MAX`)", body = ErrorBody),
    ),
)]
#[post("/push/subscriptions")]
pub async fn subscribe(
    req: HttpRequest,
    payload: web::Payload,
    state: web::Data<AppState>,
) -> Result<HttpResponse, ApiError> {
    push_enabled(&state)?;
    limit(&req, &state).await?;
    let body = read_json_body(&req, payload, BODY_LIMIT, "subscription")
        .await
        .map_err(|(_, e)| e)?;
    let request: SubscribeRequest = parse_json(&body, "subscription").map_err(|(_, e)| e)?;
    let allow_private = state.push_allow_private;
    let valid = request
        .validate(&state.plan, allow_private)
        .map_err(|e| ApiError::bad_request(e.to_string()))?;
    valid
        .endpoint
        .check_known_service(&state.push_endpoint_hosts, allow_private)
        .map_err(|e| ApiError::bad_request(e.to_string()))?;
    valid
        .endpoint
        .resolve_public(allow_private)
        .await
        .map_err(|e| ApiError::bad_request(e.to_string()))?;
    let next = next_reminder(&state, &valid.time_zone, &valid.slots)?;
    subscription_caps(&req, &state).await?;

    let token = new_token();
    let id = uuid::Uuid::now_v7().to_string();
    let slots = serde_json::to_string(&valid.slots).expect("strings serialise");
    let new = subs::NewSubscription {
        id: &id,
        token_hash: &token_hash(&token),
        endpoint: valid.endpoint.as_str(),
        p256dh: &valid.p256dh,
        auth: &valid.auth,
        time_zone: &valid.time_zone.name,
        slots: &slots,
        next: Some(&next),
    };
    let id = subs::upsert(&state.db, &new, storage::now_ms())
        .await
        .map_err(storage_error)?;
    tracing::info!(subscription_id = %id, time_zone = %valid.time_zone.name, next_day = next.day, next_slot = %next.key, "reminders on");
    Ok(HttpResponse::Created().json(SubscribeResponse { id, token }))
}

/// Change a subscription's time zone or chosen reminders.
#[utoipa::path(
    tag = "reminders",
    params(("id" = String, Path, description = "The subscription's id")),
    request_body = PreferencesRequest,
    security(("subscriptionToken" = [])),
    responses(
        (status = 200, description = "Changed", body = Preferences),
        BodyRefused,
        (status = 401, description = "No token", body = ErrorBody),
        (status = 404, description = "No such subscription (or not this token's)", body = ErrorBody),
        (status = 422, description = "The fast has ended", body = ErrorBody),
        (status = 503, description = "The change could not be saved", body = ErrorBody),
    ),
)]
#[patch("/push/subscriptions/{id}")]
pub async fn change(
    req: HttpRequest,
    path: web::Path<String>,
    payload: web::Payload,
    state: web::Data<AppState>,
) -> Result<HttpResponse, ApiError> {
    limit(&req, &state).await?;
    let stored = authorised(&req, &path, &state).await?;
    let body = read_json_body(&req, payload, BODY_LIMIT, "preferences")
        .await
        .map_err(|(_, e)| e)?;
    let request: PreferencesRequest = parse_json(&body, "preferences").map_err(|(_, e)| e)?;
    let bad = |e: crate::domain::SubscriptionError| ApiError::bad_request(e.to_string());
    let time_zone =
        MemberTimeZone::parse(request.time_zone.as_deref().unwrap_or(&stored.time_zone))
            .map_err(bad)?;
    let slots = match request.slots {
        Some(slots) => chosen_slots(Some(slots), &state.plan).map_err(bad)?,
        None => stored.chosen_slots(),
    };
    let next = next_reminder(&state, &time_zone, &slots)?;
    let slots_json = serde_json::to_string(&slots).expect("strings serialise");
    let updated = subs::update_preferences(
        &state.db,
        &stored.id,
        &time_zone.name,
        &slots_json,
        Some(&next),
        storage::now_ms(),
    )
    .await
    .map_err(storage_error)?;
    if !updated {
        return Err(no_such_subscription());
    }
    Ok(HttpResponse::Ok().json(Preferences {
        id: stored.id,
        time_zone: time_zone.name,
        slots,
    }))
}

/// Turn reminders off.
#[utoipa::path(
    tag = "reminders",
    params(("id" = String, Path, description = "The subscription's id")),
    security(("subscriptionToken" = [])),
    responses(
        (status = 204, description = "Deleted"),
        (status = 401, description = "No token", body = ErrorBody),
        (status = 404, description = "No such subscription (or not this token's)", body = ErrorBody),
        (status = 503, description = "The subscription could not be deleted", body = ErrorBody),
    ),
)]
#[delete("/push/subscriptions/{id}")]
pub async fn unsubscribe(
    req: HttpRequest,
    path: web::Path<String>,
    state: web::Data<AppState>,
) -> Result<HttpResponse, ApiError> {
    let stored = authorised(&req, &path, &state).await?;
    let deleted = subs::delete(&state.db, &stored.id)
        .await
        .map_err(storage_error)?;
    if !deleted {
        return Err(no_such_subscription());
    }
    tracing::info!(subscription_id = %stored.id, "reminders off");
    Ok(HttpResponse::NoContent().finish())
}

/// How often one reminder may be snoozed.
const MAX_SNOOZES: i64 = 3;

/// 'Snooze 15 min' from a notification: the reminder comes again in 15 minutes — until the end
/// of its fast day, at most three times.
#[utoipa::path(
    tag = "reminders",
    request_body = SnoozeRequest,
    responses(
        (status = 202, description = "Snoozed", body = Snoozed),
        BodyRefused,
        (status = 403, description = "The signature does not match", body = ErrorBody),
        (status = 404, description = "No such subscription", body = ErrorBody),
        (status = 410, description = "The reminder's fast day is over", body = ErrorBody),
        (status = 503, description = "Reminders are off, or the snooze could not be saved", body = ErrorBody),
    ),
)]
#[post("/push/snooze")]
pub async fn snooze(
    req: HttpRequest,
    payload: web::Payload,
    state: web::Data<AppState>,
) -> Result<HttpResponse, ApiError> {
    push_enabled(&state)?;
    limit(&req, &state).await?;
    let body = read_json_body(&req, payload, 1024, "snooze")
        .await
        .map_err(|(_, e)| e)?;
    let request: SnoozeRequest = parse_json(&body, "snooze").map_err(|(_, e)| e)?;
    let valid = state
        .snooze
        .as_ref()
        .is_some_and(|signer| signer.verify(&request));
    if !valid || state.plan.slot(request.day, &request.slot).is_none() {
        return Err(ApiError::new(
            StatusCode::FORBIDDEN,
            "This reminder cannot be snoozed",
        ));
    }
    let (sub, _) = subs::get(&state.db, &request.subscription)
        .await
        .map_err(storage_error)?
        .ok_or_else(no_such_subscription)?;
    let tz = MemberTimeZone::parse(&sub.time_zone)
        .map(|z| z.tz)
        .unwrap_or(jiff::tz::TimeZone::UTC);
    let now = storage::now_ms();
    let day_over = state
        .plan
        .day_ends_at(request.day, &tz)
        .is_none_or(|end| now >= end.as_millisecond());
    if day_over {
        return Err(ApiError::new(
            StatusCode::GONE,
            "This reminder's day is over: it can no longer be snoozed",
        ));
    }
    let due = now + crate::push::snooze::SNOOZE_MINUTES * 60_000;
    let snoozed = subs::snooze_by_member(
        &state.db,
        &sub.id,
        i64::from(request.day),
        &request.slot,
        due,
        MAX_SNOOZES,
    )
    .await
    .map_err(storage_error)?;
    if snoozed == subs::Snoozing::Exhausted {
        return Err(ApiError::too_many(
            format!("This reminder was already snoozed {MAX_SNOOZES} times"),
            std::time::Duration::from_secs(15 * 60),
        ));
    }
    Ok(HttpResponse::Accepted().json(Snoozed {
        due_at: jiff::Timestamp::from_millisecond(due).ok(),
    }))
}

fn push_enabled(state: &AppState) -> Result<&str, ApiError> {
    state.vapid_public_key.as_deref().ok_or_else(|| {
        ApiError::new(
            StatusCode::SERVICE_UNAVAILABLE,
            // Read by members: the administrator learns why from the start-up log and /readyz.
            "Notifications are not offered here yet. Add the prayer times to your calendar instead.",
        )
    })
}

/// Subscriptions made per client a day, and kept in all: past either, a clear refusal.
async fn subscription_caps(req: &HttpRequest, state: &AppState) -> Result<(), ApiError> {
    let limits = &state.limits;
    let refuse = |reason: &str, error: ApiError| {
        state
            .metrics
            .push_subscriptions_refused
            .get_or_create(&crate::metrics::ReasonLabels {
                reason: reason.into(),
            })
            .inc();
        error
    };
    let total = subs::count(&state.db).await.map_err(storage_error)?;
    if total >= i64::from(limits.push_subscriptions_max) {
        tracing::warn!(
            total,
            "push subscriptions: PUSH_SUBSCRIPTIONS_MAX reached, new ones refused"
        );
        return Err(refuse(
            "total",
            ApiError::new(
                StatusCode::INSUFFICIENT_STORAGE,
                "Reminders are full here just now. Add the prayer times to your calendar instead.",
            ),
        ));
    }
    if !limits.enabled {
        return Ok(());
    }
    let Some(ip) = client_ip(req, &state.trusted_proxies) else {
        return Ok(());
    };
    let now = storage::now_ms();
    let key = format!("push-subscribe:{}", limit_key(ip));

    let (made, window_end) =
        storage::client_limits::count(&state.db, &key, now, storage::outbox::DAY_MS)
            .await
            .map_err(storage_error)?;
    if made > i64::from(limits.push_subscriptions_per_ip_per_day) {
        return Err(refuse(
            "per_client",
            ApiError::too_many(
                "Too many reminder sign-ups from this device today. Please try again tomorrow.",
                std::time::Duration::from_millis((window_end - now).max(1000) as u64),
            ),
        ));
    }
    Ok(())
}

async fn limit(req: &HttpRequest, state: &AppState) -> Result<(), ApiError> {
    if !state.limits.enabled {
        return Ok(());
    }
    let Some(ip) = client_ip(req, &state.trusted_proxies) else {
        return Ok(());
    };
    match state.push_limiter.check(limit_key(ip)).await {
        Err(wait) => Err(ApiError::too_many(
            "Too many reminder changes from this device. Please wait a minute.",
            wait,
        )),
        Ok(()) => Ok(()),
    }
}

fn next_reminder(
    state: &AppState,
    tz: &MemberTimeZone,
    slots: &[String],
) -> Result<Reminder, ApiError> {
    state
        .plan
        .next_after(&tz.tz, slots, jiff::Timestamp::now())
        .ok_or_else(|| {
            ApiError::new(
                StatusCode::UNPROCESSABLE_ENTITY,
                "The fast has ended: there are no more reminders to send",
            )
        })
}

/// The stored subscription, if the bearer token is its own.
async fn authorised(
    req: &HttpRequest,
    id: &str,
    state: &AppState,
) -> Result<subs::StoredSubscription, ApiError> {
    let token = req
        .headers()
        .get("authorization")
        .and_then(|v| v.to_str().ok())
        .and_then(|v| v.strip_prefix("Bearer "))
        .map(str::trim)
        .filter(|t| !t.is_empty() && t.len() <= 128)
        .ok_or_else(|| {
            ApiError::new(
                StatusCode::UNAUTHORIZED,
                "Send the subscription's token as Authorization: Bearer <token>",
            )
        })?;
    if id.len() > 64 {
        return Err(no_such_subscription());
    }
    let (stored, stored_hash) = subs::get(&state.db, id)
        .await
        .map_err(storage_error)?
        .ok_or_else(no_such_subscription)?;
    if !constant_time_eq(token_hash(token).as_bytes(), stored_hash.as_bytes()) {
        return Err(no_such_subscription());
    }
    Ok(stored)
}

fn no_such_subscription() -> ApiError {
    ApiError::new(StatusCode::NOT_FOUND, "No such subscription")
}

fn storage_error(err: sqlx::Error) -> ApiError {
    tracing::error!(error = %err, "push subscription storage failed");
    ApiError::internal()
}
