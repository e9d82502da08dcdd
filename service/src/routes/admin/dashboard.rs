//! `GET /admin`: signed in, the admin area (announcements, the audit log); otherwise the
//! sign-in form.

use actix_web::http::StatusCode;
use actix_web::{HttpRequest, HttpResponse, get, web};
use maud::{Markup, html};

use super::announcements::{blank_form, compose, history};
use super::sign_in::sign_in_form;
use super::{AdminPages, off, page, signed_in, unavailable};
use crate::state::AppState;
use crate::storage::admin::{AuditEntry, audit_log};
use crate::storage::announcements::{self, Announcement};
use crate::storage::now_ms;

/// The admin area, or its sign-in form.
#[utoipa::path(tag = "admin", responses(AdminPages))]
#[get("/admin")]
pub async fn admin_page(req: HttpRequest, state: web::Data<AppState>) -> HttpResponse {
    if state.admin.admins.is_empty() {
        return off(&state);
    }
    match signed_in(&req, &state).await {
        Ok(Some((_, email))) => {
            let read = async {
                Ok::<_, sqlx::Error>((
                    audit_log(&state.admin.db, 50).await?,
                    announcements::all(&state.admin.db, 100).await?,
                ))
            };
            match read.await {
                Ok((entries, list)) => page(
                    &state,
                    StatusCode::OK,
                    dashboard(&state, &email, &entries, &list),
                ),
                Err(err) => unavailable(&state, &err),
            }
        }
        Ok(None) => page(&state, StatusCode::OK, sign_in_form(None)),
        Err(err) => unavailable(&state, &err),
    }
}

fn dashboard(
    state: &AppState,
    email: &str,
    entries: &[AuditEntry],
    list: &[Announcement],
) -> Markup {
    html! {
        header {
            h1 { "Admin area" }
            form method="post" action="/admin/sign-out" { button type="submit" class="quiet" { "Sign out" } }
        }
        p class="muted" { "Signed in as " (email) }
        (compose(state, "/admin/announcements", &blank_form(), None, None))
        (history(state, list, now_ms()))
        h2 { "Audit log" }
        p class="muted" { "What every administrator did, newest first (times in UTC)." }
        table {
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
