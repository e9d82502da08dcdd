use actix_web::{HttpResponse, get, web};
use serde::Deserialize;

use super::ApiError;
use crate::domain::MemberTimeZone;
use crate::reminders::calendar::programme_calendar;
use crate::state::AppState;

#[derive(Deserialize)]
pub struct CalendarQuery {
    tz: Option<String>,
}

/// `GET /api/calendar.ics?tz=<IANA>`: every reminder as an event with an alarm.
#[get("/calendar.ics")]
pub async fn calendar(
    query: web::Query<CalendarQuery>,
    state: web::Data<AppState>,
) -> Result<HttpResponse, ApiError> {
    let name = query
        .tz
        .as_deref()
        .ok_or_else(|| ApiError::bad_request("Add your time zone: ?tz=America/Chicago"))?;
    let zone = MemberTimeZone::parse(name).map_err(|e| ApiError::bad_request(e.to_string()))?;
    let ics = programme_calendar(&state.catalogue, &state.plan, &zone.tz, &state.public_url);
    Ok(HttpResponse::Ok()
        .content_type("text/calendar; charset=utf-8")
        .insert_header((
            "content-disposition",
            "attachment; filename=\"prayer-fast.ics\"",
        ))
        .body(ics))
}
