//! The church's prayer wall: `GET /api/prayer-wall` (the requests on it), and a member's asking,
//! praying, reporting, and their own requests (how they stand, answered, withdrawn).

use actix_web::http::StatusCode;
use actix_web::{HttpRequest, HttpResponse, get, post, web};
use utoipa::IntoResponses;

use super::api_error::Told;
use super::client_limit::within;
use super::guarded_json::Guarded;
use super::member_language::MemberLanguage;
use super::{ApiError, BodyRefused, LanguageRefused, NotRead, NotSaved};
use crate::app::prayer_wall::{self, WallRefused};
use crate::domain::{
    AnsweredRequest, AskRequest, Asked, ErrorBody, Mine, MineRequest, PrayedRequest, PrayerWall,
    ReportRequest, WithdrawRequest,
};
use crate::state::AppState;

impl From<WallRefused> for ApiError {
    fn from(refused: WallRefused) -> Self {
        let reason = refused.reason();
        match refused {
            WallRefused::Storage(err) => err.into(),
            refused => {
                let status = match refused {
                    WallRefused::NotFound => StatusCode::NOT_FOUND,
                    _ => StatusCode::UNPROCESSABLE_ENTITY,
                };
                ApiError::new(status, Told::or_text(refused.said(), &refused)).because(reason)
            }
        }
    }
}

/// How a tap on a request ("prayed", a report) is counted, or refused when the request is not
/// on the wall (for the API document).
#[derive(IntoResponses)]
#[expect(dead_code, reason = "never built: only the API document reads it")]
pub enum Counted {
    /// Counted (or counted before)
    #[response(status = 204)]
    Counted,
    /// No such request on the wall
    #[response(status = 404)]
    NotOnTheWall(ErrorBody),
}

/// What a request the author names is refused with when it is not theirs (for the API document).
#[derive(IntoResponses)]
#[expect(dead_code, reason = "never built: only the API document reads it")]
pub enum NotTheAuthors {
    /// No such request of this author
    #[response(status = 404)]
    NotFound(ErrorBody),
}

/// The requests on the wall (at most 300), newest first, those in the request's language
/// (`Accept-Language`) before the others.
#[utoipa::path(
    tag = "prayer-wall",
    params(MemberLanguage),
    responses(
        (status = 200, description = "The prayer wall", body = PrayerWall),
        LanguageRefused,
        NotRead,
    ),
)]
#[get("/prayer-wall")]
pub async fn prayer_wall_requests(
    state: web::Data<AppState>,
    MemberLanguage(lang): MemberLanguage,
) -> Result<HttpResponse, ApiError> {
    let wall = prayer_wall::shown(&state.db, &lang).await?;
    Ok(super::revalidated_json_in_language(wall))
}

/// A member asks the church to pray: kept with its language and the hash of the device's key
/// for it, nothing else; shown once the church has read it (or at once, where it approves
/// automatically).
#[utoipa::path(
    tag = "prayer-wall",
    params(MemberLanguage),
    request_body = AskRequest,
    responses(
        (status = 201, description = "Kept", body = Asked),
        BodyRefused,
        (status = 422, description = "Too long, empty, a link, an e-mail address, a phone number, a control character, or a key of the wrong shape", body = ErrorBody),
        NotSaved,
    ),
)]
#[post("/prayer-wall/requests")]
pub async fn ask_for_prayer(
    req: HttpRequest,
    state: web::Data<AppState>,
    MemberLanguage(lang): MemberLanguage,
    body: Guarded<AskRequest>,
) -> Result<HttpResponse, ApiError> {
    let request = prayer_wall::read_ask(&body.0)?;
    // The daily budget counts what is kept, not what was refused.
    let told = "error-wall-asks-limited";
    within(&req, &state, &state.limiters.wall_asks, told).await?;
    let now = jiff::Timestamp::now();
    let asked = prayer_wall::ask(&state.catalogue, &state.db, &lang, request, now).await?;
    Ok(HttpResponse::Created().json(asked))
}

/// A member prayed for a request: counted once per token (fresh for each request and day).
#[utoipa::path(
    tag = "prayer-wall",
    request_body = PrayedRequest,
    responses(
        Counted,
        BodyRefused,
        (status = 422, description = "A token of the wrong shape, or a day outside the fast or not open now", body = ErrorBody),
        NotSaved,
    ),
)]
#[post("/prayer-wall/prayed")]
pub async fn prayed_for(
    state: web::Data<AppState>,
    body: Guarded<PrayedRequest>,
) -> Result<HttpResponse, ApiError> {
    let now = jiff::Timestamp::now();
    prayer_wall::prayed(&state.catalogue, &state.db, &body.0, now).await?;
    Ok(HttpResponse::NoContent().finish())
}

/// A member reports a request: a few reports take it off the wall until the church reads it
/// again.
#[utoipa::path(
    tag = "prayer-wall",
    request_body = ReportRequest,
    responses(
        Counted,
        BodyRefused,
        (status = 422, description = "A token of the wrong shape", body = ErrorBody),
        NotSaved,
    ),
)]
#[post("/prayer-wall/reports")]
pub async fn report_request(
    state: web::Data<AppState>,
    body: Guarded<ReportRequest>,
) -> Result<HttpResponse, ApiError> {
    prayer_wall::report(&state.db, &body.0).await?;
    Ok(HttpResponse::NoContent().finish())
}

/// How the device's own requests stand: each proven by its key.
#[utoipa::path(
    tag = "prayer-wall",
    request_body = MineRequest,
    responses(
        (status = 200, description = "The requests found", body = Mine),
        BodyRefused,
        (status = 422, description = "More than 50, or a key of the wrong shape", body = ErrorBody),
        NotRead,
    ),
)]
#[post("/prayer-wall/mine")]
pub async fn my_requests(
    state: web::Data<AppState>,
    body: Guarded<MineRequest>,
) -> Result<HttpResponse, ApiError> {
    let mine = prayer_wall::mine(&state.db, &body.0).await?;
    Ok(super::unstored_json(StatusCode::OK, mine))
}

/// The author marks a request answered, with an optional line of thanks.
#[utoipa::path(
    tag = "prayer-wall",
    request_body = AnsweredRequest,
    responses(
        (status = 204, description = "Marked answered"),
        BodyRefused,
        NotTheAuthors,
        (status = 422, description = "A line of thanks refused, or a key of the wrong shape", body = ErrorBody),
        NotSaved,
    ),
)]
#[post("/prayer-wall/answered")]
pub async fn mark_answered(
    state: web::Data<AppState>,
    body: Guarded<AnsweredRequest>,
) -> Result<HttpResponse, ApiError> {
    prayer_wall::answered(&state.catalogue, &state.db, &body.0).await?;
    Ok(HttpResponse::NoContent().finish())
}

/// The author takes a request back: deleted at once, with its count.
#[utoipa::path(
    tag = "prayer-wall",
    request_body = WithdrawRequest,
    responses(
        (status = 204, description = "Deleted"),
        BodyRefused,
        NotTheAuthors,
        (status = 422, description = "A key of the wrong shape", body = ErrorBody),
        NotSaved,
    ),
)]
#[post("/prayer-wall/withdraw")]
pub async fn withdraw_request(
    state: web::Data<AppState>,
    body: Guarded<WithdrawRequest>,
) -> Result<HttpResponse, ApiError> {
    prayer_wall::withdraw(&state.db, &body.0).await?;
    Ok(HttpResponse::NoContent().finish())
}
