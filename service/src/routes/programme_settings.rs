use actix_web::{HttpResponse, get, web};

use crate::domain::ProgrammeSettings;
use crate::state::AppState;

/// The programme's start date and whether push reminders are on: the PWA asks at start and keeps
/// the answer for offline use, so pages, e-mails and reminders agree on one start date.
#[utoipa::path(
    tag = "programme",
    responses((status = 200, description = "The programme as this service runs it", body = ProgrammeSettings)),
)]
#[get("/programme")]
pub async fn programme_settings(state: web::Data<AppState>) -> HttpResponse {
    HttpResponse::Ok()
        .insert_header(("cache-control", "no-cache"))
        .json(ProgrammeSettings::new(
            &state.catalogue,
            state.reminders.push.is_some(),
            state.summaries.guide_mail,
        ))
}
