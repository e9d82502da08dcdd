use actix_web::{HttpResponse, get, web};
use serde::Deserialize;
use utoipa::IntoParams;

use super::api_error::{ApiError, ErrorBody, Told};
use super::member_language::MemberLanguage;

use crate::app::watch::turn;
use crate::content::calendar::{Chosen, KeptHour, programme_calendar};
use crate::content::model::RhythmKey;
use crate::content::{Said, SaidArg};
use crate::domain::{MemberTimeZone, WATCH_REMINDER_HOURS_MAX};
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
    /// The hours of the watch the member keeps, as `day-HH:MM` on the church's clock, separated
    /// by commas (at most 120): `12-21:00,15-22:00`.
    #[param(max_length = 1200)]
    watch: Option<String>,
    /// The member's rhythm: `every` (the default), `twice` or `once`; the calendar holds its
    /// slots (and the prayer watch's gatherings).
    #[param(max_length = 5)]
    rhythm: Option<String>,
}

/// The hours of `watch` (`12-21:00,15-22:00`), or what the member is told about them.
fn kept_hours(state: &AppState, watch: &str) -> Result<Vec<KeptHour>, ApiError> {
    let listed: Vec<&str> = watch.split(',').filter(|h| !h.is_empty()).collect();
    let malformed = || {
        let said = Said::new("error-calendar-watch")
            .with("max", SaidArg::Number(WATCH_REMINDER_HOURS_MAX as i64));
        ApiError::bad_request(said)
    };
    if listed.len() > WATCH_REMINDER_HOURS_MAX {
        return Err(malformed());
    }
    listed
        .into_iter()
        .map(|hour| {
            let (day, start) = hour.split_once('-').ok_or_else(malformed)?;
            let day: u16 = day.parse().map_err(|_| malformed())?;
            let church = &state.admin.time_zone;
            let (_, offset, starts, ends) =
                turn(&state.catalogue, church, day, start).map_err(|refused| {
                    ApiError::bad_request(Told::or_text(refused.said(), &refused))
                })?;
            Ok(KeptHour {
                day,
                offset,
                starts,
                ends,
            })
        })
        .collect()
}

/// Every reminder of the programme as an iCalendar event with an alarm, and the hours of the
/// watch the member keeps.
#[utoipa::path(
    tag = "reminders",
    params(CalendarQuery, MemberLanguage),
    responses(
        (status = 200, description = "The programme's calendar", content_type = "text/calendar", body = String),
        (status = 400, description = "No time zone, or an unknown one; hours of the watch not written as `day-HH:MM`, or not the church's; an unknown rhythm", body = ErrorBody),
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
    let watch = kept_hours(&state, query.watch.as_deref().unwrap_or_default())?;
    let rhythm = match query.rhythm.as_deref() {
        None => None,
        Some(key) => {
            let key = RhythmKey::parse(key)
                .ok_or_else(|| ApiError::bad_request(Said::new("error-calendar-rhythm")))?;
            let rhythms = state.catalogue.programme.rhythms.as_ref();
            rhythms.map(|r| r.get(key))
        }
    };
    let chosen = Chosen {
        rhythm,
        watch: &watch,
    };
    let ics = programme_calendar(
        &state.catalogue,
        &state.reminders.plan,
        &zone.tz,
        &state.public_url,
        &lang,
        &chosen,
    );
    Ok(HttpResponse::Ok()
        .content_type("text/calendar; charset=utf-8")
        .insert_header((
            "content-disposition",
            "attachment; filename=\"prayer-fast.ics\"",
        ))
        .body(ics))
}
