use actix_web::{HttpResponse, get, web};
use serde::Deserialize;
use utoipa::IntoParams;

use super::api_error::{ApiError, ErrorBody, Told};
use super::member_language::MemberLanguage;

use crate::content::Said;
use crate::content::calendar::programme_calendar;
use crate::domain::MemberTimeZone;
use crate::state::AppState;

#[derive(Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
pub struct CalendarQuery {
    /// The member's IANA time zone, e.g. `America/Chicago`.
    #[param(min_length = 1, max_length = 64)]
    tz: Option<String>,
    /// The member's language (`es`); without it, the request's `Accept-Language`, else the
    /// programme's first.
    #[param(max_length = 35)]
    lang: Option<String>,
}

/// Every reminder of the programme as an iCalendar event with an alarm.
#[utoipa::path(
    tag = "reminders",
    params(CalendarQuery, MemberLanguage),
    responses(
        (status = 200, description = "The programme's calendar", content_type = "text/calendar", body = String),
        (status = 400, description = "No time zone, or an unknown one", body = ErrorBody),
    ),
)]
#[get("/calendar.ics")]
pub async fn calendar(
    query: web::Query<CalendarQuery>,
    asked: MemberLanguage,
    state: web::Data<AppState>,
) -> Result<HttpResponse, ApiError> {
    let lang = match query.lang.as_deref() {
        Some(code) => state.catalogue.language(code),
        None => asked.0,
    };
    let name = query.tz.as_deref();
    let name = name.ok_or_else(|| ApiError::bad_request(Said::new("error-calendar-zone")))?;
    let zone = MemberTimeZone::parse(name)
        .map_err(|e| ApiError::bad_request(Told::or_text(e.said(), &e)))?;
    let ics = programme_calendar(
        &state.catalogue,
        &state.reminders.plan,
        &zone.tz,
        &state.public_url,
        &lang,
    );
    Ok(HttpResponse::Ok()
        .content_type("text/calendar; charset=utf-8")
        .insert_header((
            "content-disposition",
            "attachment; filename=\"prayer-fast.ics\"",
        ))
        .body(ics))
}
