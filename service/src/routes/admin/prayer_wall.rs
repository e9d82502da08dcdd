//! `/admin/prayer-wall`: what members asked the church to pray for, read before it is shown.
//! An administrator sees the text alone (never who wrote it: the service does not know), may
//! edit it for privacy, and approves or declines it; a request members reported is here again,
//! and so is an answered request's line of thanks. Every decision is in the audit log.

use actix_web::http::StatusCode;
use actix_web::{HttpRequest, HttpResponse, get, post, web};
use maud::{Markup, html};

use super::{AdminPages, guard, off, page, see_admin, signed_in, unavailable};
use crate::app::prayer_wall::{self, Verdict, WallRefused};
use crate::domain::{PRAYER_REQUEST_MAX_CHARS, PRAYER_THANKS_MAX_CHARS};
use crate::state::AppState;
use crate::storage::prayer_wall::ReviewRow;

/// An administrator's decision on one request (or its line of thanks).
#[derive(Debug, Default, serde::Deserialize, utoipa::ToSchema)]
pub struct Decision {
    /// The request's id.
    #[serde(default)]
    #[schema(max_length = 64)]
    id: String,
    /// `approve` or `decline`.
    #[serde(default)]
    action: String,
    /// `thanks`: the decision is on the line of thanks, not the request.
    #[serde(default)]
    kind: String,
    /// The text as the administrator edited it for privacy.
    #[serde(default)]
    #[schema(max_length = 280)]
    text: String,
}

/// The requests and lines of thanks waiting for the church.
#[utoipa::path(tag = "admin", responses(AdminPages))]
#[get("/admin/prayer-wall")]
pub async fn prayer_wall_page(req: HttpRequest, state: web::Data<AppState>) -> HttpResponse {
    if state.admin.admins.is_empty() {
        return off(&state);
    }
    match signed_in(&req, &state).await {
        Ok(Some(_)) => review_page(&state, StatusCode::OK, None).await,
        Ok(None) => see_admin().finish(),
        Err(err) => unavailable(&state, &err),
    }
}

/// Approves (with the text as edited) or declines a request or its line of thanks.
#[utoipa::path(tag = "admin", request_body(content = Decision, content_type = "application/x-www-form-urlencoded"), responses(AdminPages))]
#[post("/admin/prayer-wall")]
pub async fn decide_prayer_request(
    req: HttpRequest,
    state: web::Data<AppState>,
    form: Option<web::Form<Decision>>,
) -> HttpResponse {
    if let Some(refused) = guard(&req, &state).await {
        return refused;
    }
    let Some(email) = signed_in(&req, &state)
        .await
        .ok()
        .flatten()
        .map(|(_, email)| email)
    else {
        return see_admin().finish();
    };
    let form = form.map(web::Form::into_inner).unwrap_or_default();
    let verdict = match form.action.as_str() {
        "approve" => Verdict::Approve,
        "decline" => Verdict::Decline,
        _ => {
            return review_page(
                &state,
                StatusCode::BAD_REQUEST,
                Some("Choose Approve or Decline."),
            )
            .await;
        }
    };
    let thanks = form.kind == "thanks";
    let now = jiff::Timestamp::now();
    let db = &state.admin.db;
    match prayer_wall::decide(db, &email, &form.id, thanks, verdict, &form.text, now).await {
        Ok(_) => HttpResponse::SeeOther()
            .insert_header(("location", "/admin/prayer-wall"))
            .insert_header(("cache-control", "no-store"))
            .finish(),
        Err(WallRefused::Storage(err)) => unavailable(&state, &err),
        Err(refused) => {
            let told = match refused {
                WallRefused::Text { refused, .. } => format!(
                    "Not approved: {refused}. Edit it (first names only, no links, e-mail addresses or phone numbers) and approve again."
                ),
                other => other.to_string(),
            };
            review_page(&state, StatusCode::UNPROCESSABLE_ENTITY, Some(&told)).await
        }
    }
}

async fn review_page(state: &AppState, status: StatusCode, error: Option<&str>) -> HttpResponse {
    match prayer_wall::to_review(&state.admin.db).await {
        Ok(rows) => page(state, status, review(state, &rows, error)),
        Err(err) => unavailable(state, &err),
    }
}

fn review(state: &AppState, rows: &[ReviewRow], error: Option<&str>) -> Markup {
    let auto = state.catalogue.programme.prayer_wall.auto_approve;
    html! {
        header {
            h1 { "Prayer wall" }
            a href="/admin" { "Back to the admin area" }
        }
        p class="muted" {
            "Members' requests appear on the wall only once an administrator approves them"
            @if auto { " (automatic approval is on in programme.json: new requests are shown at once, and come here only when members report them)" }
            ". You see the text alone: the service never knows who wrote it. Edit a request for privacy "
            "(first names only, no one's health details without their permission) before approving it."
        }
        @if let Some(error) = error { p class="error" role="alert" { (error) } }
        @if rows.is_empty() { p { "Nothing is waiting." } }
        @for row in rows { (item(row)) }
    }
}

fn item(row: &ReviewRow) -> Markup {
    let (kind, heading, text, max) = match &row.thanks {
        Some(thanks) => (
            "thanks",
            "A line of thanks (the request is answered)",
            thanks.as_str(),
            PRAYER_THANKS_MAX_CHARS,
        ),
        None if row.status == "hidden" => (
            "request",
            "Reported by members: off the wall until you decide",
            row.text.as_str(),
            PRAYER_REQUEST_MAX_CHARS,
        ),
        None => (
            "request",
            "A new request",
            row.text.as_str(),
            PRAYER_REQUEST_MAX_CHARS,
        ),
    };
    let field = format!("text-{}", row.id);
    html! {
        form method="post" action="/admin/prayer-wall" class="preview" {
            fieldset {
                legend { (heading) @if row.reports > 0 { " · reported " (row.reports) " time(s)" } " · language: " (row.lang) }
                input type="hidden" name="id" value=(row.id);
                input type="hidden" name="kind" value=(kind);
                label for=(field) { "Text (edit for privacy)" }
                textarea id=(field) name="text" rows="4" maxlength=(max) lang=(row.lang) { (text) }
                button type="submit" name="action" value="approve" { "Approve" }
                " "
                button type="submit" name="action" value="decline" class="quiet" { "Decline" }
            }
        }
    }
}

/// The admin page's section: how many wait, and the way to them.
pub(super) fn section(waiting: usize) -> Markup {
    html! {
        h2 { "Prayer wall" }
        p {
            @if waiting == 0 { "Nothing is waiting for you. " } @else { (waiting) " waiting for you to read. " }
            a href="/admin/prayer-wall" { "Read the prayer wall's requests" }
        }
    }
}
