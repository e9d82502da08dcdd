//! `GET /api/announcements`: what the church has announced lately, for the card in the app
//! (fetched when online, kept for offline).

use actix_web::{HttpResponse, get, web};

use crate::app::announcements;
use crate::domain::{PublishedAnnouncement, PublishedAnnouncements};
use crate::routes::ApiError;
use crate::state::AppState;
use crate::storage::now_ms;

/// Announcements gone out in the last 30 days, newest first (at most 20).
#[utoipa::path(
    tag = "announcements",
    responses(
        (status = 200, description = "The church's recent announcements", body = PublishedAnnouncements),
        (status = 503, description = "Could not be read just now", body = crate::domain::ErrorBody),
    ),
)]
#[get("/announcements")]
pub async fn published_announcements(state: web::Data<AppState>) -> Result<HttpResponse, ApiError> {
    let list = announcements::published(&state.admin, now_ms())
        .await
        .map_err(|err| ApiError::storage_unavailable().logged(&err))?;
    let announcements = list
        .into_iter()
        .map(|a| PublishedAnnouncement {
            id: a.id,
            title: a.title,
            body: a.body,
            link: a.link,
            sent_at: a.send_at,
        })
        .collect();
    Ok(HttpResponse::Ok()
        .insert_header(("cache-control", "no-cache"))
        .json(PublishedAnnouncements { announcements }))
}
