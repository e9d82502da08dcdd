//! `GET /admin`: signed in, the admin area (announcements, the audit log); otherwise the
//! sign-in form.

use actix_web::http::StatusCode;
use actix_web::{HttpResponse, get, web};
use jiff::Timestamp;
use maud::{Markup, html};

use super::announcements::{AnnouncementForm, compose, drafted_form, history};
use super::sign_in::sign_in_form;
use super::{AdminPages, Opened, Visitor, Words, page, unavailable};
use super::{participation, prayer_wall, watch};
use crate::app::admin_overview::{self, AuditEntry, Overview, now_ms};
use crate::state::AppState;

/// What the admin page may be asked to prepare.
#[derive(serde::Deserialize, utoipa::IntoParams)]
pub struct AdminQuery {
    /// `watch`: an announcement drafted from the watch's gaps in the next 48 hours.
    draft: Option<String>,
}

/// The admin area, or its sign-in form.
#[utoipa::path(tag = "admin", params(AdminQuery), responses(AdminPages))]
#[get("/admin")]
pub async fn admin_page(
    visitor: Visitor<Opened>,
    state: web::Data<AppState>,
    query: web::Query<AdminQuery>,
) -> HttpResponse {
    let Some(email) = visitor.email else {
        return page(&state, StatusCode::OK, sign_in_form(&state, None));
    };
    let read = async {
        let overview = admin_overview::overview(&state.admin, now_ms()).await?;
        Ok::<_, sqlx::Error>((overview, watch::read(&state).await?))
    };
    let (overview, plan) = match read.await {
        Ok(read) => read,
        Err(err) => return unavailable(&state, &err),
    };
    let now = Timestamp::now();
    let drafted = plan
        .as_ref()
        .filter(|_| query.draft.as_deref() == Some("watch"))
        .and_then(|plan| watch::draft(&state, plan, now));
    let form = drafted.map_or_else(AnnouncementForm::default, |(t, b)| drafted_form(t, b));
    page(
        &state,
        StatusCode::OK,
        html! {
            (dashboard(&state, &email, &overview, &form))
            @if let Some(plan) = &plan { (watch::section(&state, plan, now)) }
            (prayer_wall::section(&state, overview.to_review))
            (super::recordings::section(&state))
            (participation::section(&state, &overview.days))
        },
    )
}

/// The programme at a glance: (what, how it stands).
fn glance(state: &AppState, overview: &Overview, now: i64) -> Vec<(String, String)> {
    let words = Words::of(state);
    let programme = &state.catalogue.programme;
    let today = Timestamp::from_millisecond(now)
        .unwrap_or_default()
        .to_zoned(state.admin.time_zone.clone())
        .date();
    let day = i64::from((today - programme.start_date).get_days()) + 1;
    let length = i64::from(programme.length_days);
    let today = match day {
        ..=0 => words.say_with("admin-glance-not-started", &[("days", (1 - day).into())]),
        d if d > length => words.say_with("admin-glance-over", &[("days", (d - length).into())]),
        d => words.say_with(
            "admin-glance-day",
            &[("day", d.into()), ("length", length.into())],
        ),
    };
    let start = words.date(programme.start_date);
    let mails = words.say_with(
        "admin-glance-mails-value",
        &[
            ("queued", overview.mails_last_day.into()),
            ("cap", state.limits.mail_daily_cap.into()),
        ],
    );
    let reminders = match state.reminders.push {
        Some(_) => "admin-glance-reminders-on",
        None => "admin-glance-reminders-off",
    };
    [
        ("admin-glance-today", today),
        ("admin-glance-start-date", start),
        ("admin-glance-devices", overview.devices.to_string()),
        ("admin-glance-mails", mails),
        ("admin-glance-waiting", overview.mails_waiting.to_string()),
        ("admin-glance-reminders", words.say(reminders)),
    ]
    .into_iter()
    .map(|(what, value)| (words.say(what), value))
    .collect()
}

fn dashboard(
    state: &AppState,
    email: &str,
    overview: &Overview,
    form: &AnnouncementForm,
) -> Markup {
    let words = Words::of(state);
    let now = now_ms();
    let glance_heading = words.say("admin-glance-heading");
    let audit = words.say("admin-audit-heading");
    html! {
        header {
            h1 { (words.say("admin-area-heading")) }
            form method="post" action="/admin/sign-out" { button type="submit" class="quiet" { (words.say("admin-sign-out")) } }
        }
        p class="muted" { (words.say_with("admin-signed-in-as", &[("email", email.into())])) }
        h2 { (glance_heading) }
        table class="glance" tabindex="0" aria-label=(glance_heading) {
            tbody { @for (what, value) in glance(state, overview, now) { tr { th scope="row" { (what) } td { (value) } } } }
        }
        (compose(state, "/admin/announcements", form, None, None))
        (history(state, &overview.announcements, now))
        h2 { (audit) }
        p class="muted" { (words.say("admin-audit-intro")) }
        table tabindex="0" aria-label=(audit) {
            thead { tr { @for id in ["admin-when", "admin-who", "admin-what"] { th scope="col" { (words.say(id)) } } } }
            tbody { @for entry in &overview.audit { (audit_row(entry)) } }
        }
    }
}

fn audit_row(entry: &AuditEntry) -> Markup {
    html! { tr { td { (utc(entry.at)) } td { (entry.email) } td { (entry.action) } } }
}

fn utc(ms: i64) -> String {
    Timestamp::from_millisecond(ms)
        .map(|t| t.strftime("%Y-%m-%d %H:%M").to_string())
        .unwrap_or_default()
}
