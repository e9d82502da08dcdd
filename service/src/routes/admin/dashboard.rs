//! `GET /admin`: signed in, the admin area (announcements, the audit log); otherwise the
//! sign-in form.

use actix_web::http::StatusCode;
use actix_web::{HttpRequest, HttpResponse, get, web};
use maud::{Markup, html};

use super::announcements::{AnnouncementForm, blank_form, compose, drafted_form, history};
use super::sign_in::sign_in_form;
use super::{AdminPages, off, page, signed_in, unavailable};
use super::{participation, prayer_wall, watch};
use crate::state::AppState;
use crate::storage::admin::{AuditEntry, audit_log};
use crate::storage::announcements::{self, Announcement};
use crate::storage::{now_ms, outbox, push_subscriptions};
use jiff::Timestamp;

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
    req: HttpRequest,
    state: web::Data<AppState>,
    query: web::Query<AdminQuery>,
) -> HttpResponse {
    if state.admin.admins.is_empty() {
        return off(&state);
    }
    match signed_in(&req, &state).await {
        Ok(Some((_, email))) => {
            let db = &state.admin.db;
            let read = async {
                Ok::<_, sqlx::Error>((
                    glance(&state, now_ms()).await?,
                    audit_log(db, 50).await?,
                    announcements::all(db, 100).await?,
                    crate::app::tally::all_days(db).await?,
                    crate::app::prayer_wall::to_review(db).await?.len(),
                    watch::read(&state).await?,
                ))
            };
            match read.await {
                Ok((glance, entries, list, days, waiting, plan)) => {
                    let now = jiff::Timestamp::now();
                    let drafted = plan
                        .as_ref()
                        .filter(|_| query.draft.as_deref() == Some("watch"))
                        .and_then(|plan| watch::draft(plan, now));
                    let form = drafted.map_or_else(blank_form, |(t, b)| drafted_form(t, b));
                    page(
                        &state,
                        StatusCode::OK,
                        html! {
                            (dashboard(&state, &email, &glance, &entries, &list, &form))
                            @if let Some(plan) = &plan { (watch::section(&state, plan, now)) }
                            (prayer_wall::section(waiting))
                            (super::recordings::section())
                            (participation::section(&state, &days))
                        },
                    )
                }
                Err(err) => unavailable(&state, &err),
            }
        }
        Ok(None) => page(&state, StatusCode::OK, sign_in_form(None)),
        Err(err) => unavailable(&state, &err),
    }
}

/// The programme at a glance: (what, how it stands).
async fn glance(state: &AppState, now: i64) -> sqlx::Result<Vec<(&'static str, String)>> {
    let db = &state.admin.db;
    let programme = &state.catalogue.programme;
    let today = Timestamp::from_millisecond(now)
        .unwrap_or_default()
        .to_zoned(state.admin.time_zone.clone())
        .date();
    let day = i64::from((today - programme.start_date).get_days()) + 1;
    let length = i64::from(programme.length_days);
    let today = match day {
        ..=0 => format!("Not started: day 1 is in {} day(s)", 1 - day),
        d if d > length => format!("Over: it ended {} day(s) ago", d - length),
        d => format!("Day {d} of {length}"),
    };
    let cap = state.limits.mail_daily_cap;
    let reminders = if state.reminders.push.is_some() {
        "On"
    } else {
        "Off (no VAPID_SUBJECT)"
    };
    Ok(vec![
        ("Today (church's clock)", today),
        (
            "Start date",
            programme.start_date.strftime("%A %-d %B %Y").to_string(),
        ),
        (
            "Devices with reminders",
            push_subscriptions::count(db).await?.to_string(),
        ),
        (
            "Mails in the last 24 hours",
            format!(
                "{} of the daily cap of {cap}",
                outbox::queued_in_last_day(db, now).await?
            ),
        ),
        (
            "Mails waiting to go out",
            outbox::depth(db).await?.undelivered.to_string(),
        ),
        ("Reminders", reminders.to_string()),
    ])
}

fn dashboard(
    state: &AppState,
    email: &str,
    glance: &[(&str, String)],
    entries: &[AuditEntry],
    list: &[Announcement],
    form: &AnnouncementForm,
) -> Markup {
    html! {
        header {
            h1 { "Admin area" }
            form method="post" action="/admin/sign-out" { button type="submit" class="quiet" { "Sign out" } }
        }
        p class="muted" { "Signed in as " (email) }
        h2 { "The programme at a glance" }
        table class="glance" tabindex="0" aria-label="The programme at a glance" {
            tbody { @for (what, value) in glance { tr { th scope="row" { (what) } td { (value) } } } }
        }
        (compose(state, "/admin/announcements", form, None, None))
        (history(state, list, now_ms()))
        h2 { "Audit log" }
        p class="muted" { "What every administrator did, newest first (times in UTC)." }
        table tabindex="0" aria-label="Audit log" {
            thead { tr { th scope="col" { "When" } th scope="col" { "Who" } th scope="col" { "What" } } }
            tbody {
                @for entry in entries {
                    tr { td { (utc(entry.at)) } td { (entry.email) } td { (entry.action) } }
                }
            }
        }
    }
}

fn utc(ms: i64) -> String {
    jiff::Timestamp::from_millisecond(ms)
        .map(|t| t.strftime("%Y-%m-%d %H:%M").to_string())
        .unwrap_or_default()
}
