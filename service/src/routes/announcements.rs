//! `GET /api/announcements`: what the church has announced lately, for the card in the app
//! (fetched when online, kept for offline).

use actix_web::{HttpResponse, get, web};

use crate::app::announcements;
use crate::domain::PublishedAnnouncements;
use crate::routes::member_language::MemberLanguage;
use crate::routes::{ApiError, LanguageRefused, NotRead};
use crate::state::AppState;
use crate::storage::now_ms;

/// Announcements gone out in the last 30 days, newest first (at most 20), each in the request's
/// language (`Accept-Language`) where the church wrote it in it.
#[utoipa::path(
    tag = "announcements",
    params(MemberLanguage),
    responses(
        (status = 200, description = "The church's recent announcements", body = PublishedAnnouncements),
        LanguageRefused,
        NotRead,
    ),
)]
#[get("/announcements")]
pub async fn published_announcements(
    state: web::Data<AppState>,
    MemberLanguage(lang): MemberLanguage,
) -> Result<HttpResponse, ApiError> {
    let announcements = announcements::published(&state.admin, now_ms(), &lang).await?;
    Ok(super::revalidated_json_in_language(
        PublishedAnnouncements { announcements },
    ))
}
