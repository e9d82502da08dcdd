//! The church's anonymous tally: `POST /api/tally` (a device's tick, when its member chose to be
//! counted) and `GET /api/tally/{day}` ("312 of us prayed at 6:00 AM today"), each figure on the
//! church's clock (`CHURCH_TIME_ZONE`).

use actix_web::http::StatusCode;
use actix_web::{HttpResponse, get, post, web};
use utoipa::IntoParams;

use super::api_error::Told;
use super::guarded_json::Guarded;
use super::{ApiError, BodyRefused, NotRead, NotSaved};
use crate::app::tally::{self, TallyRefused};
use crate::content::Said;
use crate::domain::{DayTally, ErrorBody, TallyRequest};
use crate::state::AppState;

/// Counts a device's tick of a slot (or takes it back): its day, its slot and that day's token,
/// nothing else. Sent again, it counts once.
#[utoipa::path(
    tag = "tally",
    request_body = TallyRequest,
    responses(
        (status = 204, description = "Counted (or taken back)"),
        BodyRefused,
        (status = 422, description = "A token of the wrong shape, a closed day or an unknown slot", body = ErrorBody),
        NotSaved,
    ),
)]
#[post("/tally")]
pub async fn tick(
    state: web::Data<AppState>,
    body: Guarded<TallyRequest>,
) -> Result<HttpResponse, ApiError> {
    let church = &state.admin.time_zone;
    let now = jiff::Timestamp::now();
    tally::record(&state.catalogue, church, &state.db, &body.0, now).await?;
    Ok(HttpResponse::NoContent().finish())
}

impl From<TallyRefused> for ApiError {
    fn from(refused: TallyRefused) -> Self {
        match refused {
            TallyRefused::Storage(err) => err.into(),
            refused => {
                let told = Told::or_text(refused.said(), &refused);
                ApiError::new(StatusCode::UNPROCESSABLE_ENTITY, told).because("tally_refused")
            }
        }
    }
}

/// A day of the tally.
#[derive(serde::Deserialize, IntoParams)]
#[into_params(parameter_in = Path)]
pub struct TallyDay {
    /// The programme day.
    day: u16,
}

/// How many devices were counted that day and at each slot, as published: a slot's figure an hour
/// after its time, the day's once the day is over (on the church's clock), then never changed;
/// `null` before that, and for any figure under 5.
#[utoipa::path(
    tag = "tally",
    params(TallyDay),
    responses(
        (status = 200, description = "The day's counts", body = DayTally),
        (status = 404, description = "No such day", body = ErrorBody),
        NotRead,
    ),
)]
#[get("/tally/{day}")]
pub async fn day_tally(
    state: web::Data<AppState>,
    path: web::Path<TallyDay>,
) -> Result<HttpResponse, ApiError> {
    let church = &state.admin.time_zone;
    let now = jiff::Timestamp::now();
    let found = tally::day(&state.catalogue, church, &state.db, path.day, now).await?;
    let found = found.ok_or_else(|| {
        ApiError::new(StatusCode::NOT_FOUND, Said::new("error-no-such-day")).because("no_day")
    })?;
    Ok(super::revalidated_json(found))
}
