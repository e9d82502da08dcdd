//! The prayer watch covered hour by hour: `GET /api/watch` (every turn, with how many keep it)
//! `POST /api/watch/pledges` (a member pledges a turn, or takes it back) and `POST
//! /api/watch/kept` ("I kept this hour").

use actix_web::http::StatusCode;
use actix_web::{HttpResponse, get, post, web};

use super::api_error::Told;
use super::guarded_json::Guarded;
use super::member_language::MemberLanguage;
use super::{ApiError, BodyRefused, LanguageRefused, NotRead, NotSaved};
use crate::app::watch::{self, PledgeRefused};
use crate::content::Said;
use crate::domain::{ErrorBody, KeptRequest, PledgeRequest, WatchPlan};
use crate::state::AppState;

/// Every turn of every watched night on the church's clock (and as an instant), its theme in
/// the request's language, and how many have pledged it.
#[utoipa::path(
    tag = "watch",
    params(MemberLanguage),
    responses(
        (status = 200, description = "The church's watch", body = WatchPlan),
        LanguageRefused,
        (status = 404, description = "The church keeps no watch hour by hour", body = ErrorBody),
        NotRead,
    ),
)]
#[get("/watch")]
pub async fn watch_plan(
    state: web::Data<AppState>,
    MemberLanguage(lang): MemberLanguage,
) -> Result<HttpResponse, ApiError> {
    let church = &state.admin.time_zone;
    let plan = watch::plan(&state.catalogue, church, &state.db, &lang)
        .await?
        .ok_or_else(|| {
            ApiError::new(StatusCode::NOT_FOUND, Said::new("error-watch-none")).because("no_watch")
        })?;
    Ok(super::revalidated_json_in_language(plan))
}

/// A member pledges a turn (or takes the pledge back): its night, its start and a fresh token,
/// nothing else. Sent again, it counts once.
#[utoipa::path(
    tag = "watch",
    request_body = PledgeRequest,
    responses(
        (status = 204, description = "Pledged (or taken back)"),
        BodyRefused,
        (status = 422, description = "A token of the wrong shape, a night or hour the church does not watch, or a turn that is over", body = ErrorBody),
        NotSaved,
    ),
)]
#[post("/watch/pledges")]
pub async fn pledge_turn(
    state: web::Data<AppState>,
    body: Guarded<PledgeRequest>,
) -> Result<HttpResponse, ApiError> {
    let church = &state.admin.time_zone;
    let now = jiff::Timestamp::now();
    watch::pledge(&state.catalogue, church, &state.db, &body.0, now).await?;
    Ok(HttpResponse::NoContent().finish())
}

/// "I kept this hour", once the turn has begun and until a day after it ended: its night, its
/// start and a fresh token, nothing else. Sent again, it counts once.
#[utoipa::path(
    tag = "watch",
    request_body = KeptRequest,
    responses(
        (status = 204, description = "Counted"),
        BodyRefused,
        (status = 422, description = "A token of the wrong shape, a night or hour the church does not watch, a turn not begun, or one that ended more than a day ago", body = ErrorBody),
        NotSaved,
    ),
)]
#[post("/watch/kept")]
pub async fn kept_turn(
    state: web::Data<AppState>,
    body: Guarded<KeptRequest>,
) -> Result<HttpResponse, ApiError> {
    let church = &state.admin.time_zone;
    let now = jiff::Timestamp::now();
    watch::keep(&state.catalogue, church, &state.db, &body.0, now).await?;
    Ok(HttpResponse::NoContent().finish())
}

impl From<PledgeRefused> for ApiError {
    fn from(refused: PledgeRefused) -> Self {
        match refused {
            PledgeRefused::Storage(err) => err.into(),
            refused => {
                let told = Told::or_text(refused.said(), &refused);
                ApiError::new(StatusCode::UNPROCESSABLE_ENTITY, told).because("pledge_refused")
            }
        }
    }
}
