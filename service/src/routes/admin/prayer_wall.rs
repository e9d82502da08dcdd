//! `/admin/prayer-wall`: what members asked the church to pray for, read before it is shown.
//! An administrator sees the text alone (never who wrote it: the service does not know), may
//! edit it for privacy, and approves or declines it; a request members reported is here again,
//! and so is an answered request's line of thanks. Every decision is in the audit log.

use actix_web::http::StatusCode;
use actix_web::{HttpResponse, get, post, web};
use maud::{Markup, html};

use super::{AdminPages, Administrator, Opened, Posted, Words, page, see_other, unavailable};
use crate::app::admin_overview::ReviewRow;
use crate::app::prayer_wall::{self, Verdict, WallRefused};
use crate::domain::{PRAYER_REQUEST_MAX_CHARS, PRAYER_THANKS_MAX_CHARS, TextRefused};
use crate::state::AppState;

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
pub async fn prayer_wall_page(
    _: Administrator<Opened>,
    state: web::Data<AppState>,
) -> HttpResponse {
    review_page(&state, StatusCode::OK, None).await
}

/// Approves (with the text as edited) or declines a request or its line of thanks.
#[utoipa::path(tag = "admin", request_body(content = Decision, content_type = "application/x-www-form-urlencoded"), responses(AdminPages))]
#[post("/admin/prayer-wall")]
pub async fn decide_prayer_request(
    signed_in: Administrator<Posted>,
    state: web::Data<AppState>,
    form: Option<web::Form<Decision>>,
) -> HttpResponse {
    let email = signed_in.email;
    let form = form.map(web::Form::into_inner).unwrap_or_default();
    let verdict = match form.action.as_str() {
        "approve" => Verdict::Approve,
        "decline" => Verdict::Decline,
        _ => {
            let told = Words::of(&state).say("admin-wall-choose");
            return review_page(&state, StatusCode::BAD_REQUEST, Some(&told)).await;
        }
    };
    let thanks = form.kind == "thanks";
    let now = jiff::Timestamp::now();
    let db = &state.admin.db;
    match prayer_wall::decide(db, &email, &form.id, thanks, verdict, &form.text, now).await {
        Ok(_) => see_other("/admin/prayer-wall").finish(),
        Err(WallRefused::Storage(err)) => unavailable(&state, &err),
        Err(refused) => {
            let told = told(&state, &refused);
            review_page(&state, StatusCode::UNPROCESSABLE_ENTITY, Some(&told)).await
        }
    }
}

/// What an administrator is told of a decision refused.
fn told(state: &AppState, refused: &WallRefused) -> String {
    let words = Words::of(state);
    let text = match refused {
        WallRefused::Text { refused, .. } => refused,
        other => {
            let said = other.said();
            return said.map_or_else(
                || other.to_string(),
                |s| state.catalogue.say(words.lang(), &s),
            );
        }
    };
    let why = words.say(match text {
        TextRefused::Empty => "admin-wall-text-empty",
        TextRefused::TooLong => "admin-wall-text-too-long",
        TextRefused::Control => "admin-wall-text-control",
        TextRefused::Link => "admin-wall-text-link",
        TextRefused::Email => "admin-wall-text-email",
        TextRefused::Phone => "admin-wall-text-phone",
    });
    words.say_with("admin-wall-not-approved", &[("refused", why.into())])
}

async fn review_page(state: &AppState, status: StatusCode, error: Option<&str>) -> HttpResponse {
    match prayer_wall::to_review(&state.admin.db).await {
        Ok(rows) => page(state, status, review(state, &rows, error)),
        Err(err) => unavailable(state, &err),
    }
}

fn review(state: &AppState, rows: &[ReviewRow], error: Option<&str>) -> Markup {
    let words = Words::of(state);
    let intro = match state.catalogue.programme.prayer_wall.auto_approve {
        true => "admin-wall-intro-auto",
        false => "admin-wall-intro",
    };
    html! {
        header {
            h1 { (words.say("admin-wall-heading")) }
            a href="/admin" { (words.say("admin-back")) }
        }
        p class="muted" { (words.say(intro)) }
        @if let Some(error) = error { p class="error" role="alert" { (error) } }
        @if rows.is_empty() { p { (words.say("admin-wall-nothing")) } }
        @for row in rows { (item(&words, row)) }
    }
}

fn item(words: &Words<'_>, row: &ReviewRow) -> Markup {
    let (kind, heading, text, max) = match &row.thanks {
        Some(thanks) => (
            "thanks",
            "admin-wall-thanks",
            thanks.as_str(),
            PRAYER_THANKS_MAX_CHARS,
        ),
        None if row.status == "hidden" => (
            "request",
            "admin-wall-reported",
            row.text.as_str(),
            PRAYER_REQUEST_MAX_CHARS,
        ),
        None => (
            "request",
            "admin-wall-new",
            row.text.as_str(),
            PRAYER_REQUEST_MAX_CHARS,
        ),
    };
    let mut legend = vec![
        ("kind", words.say(heading).into()),
        ("lang", row.lang.as_str().into()),
    ];
    let legend_id = if row.reports > 0 {
        legend.push(("reports", row.reports.into()));
        "admin-wall-legend-reports"
    } else {
        "admin-wall-legend"
    };
    let field = format!("text-{}", row.id);
    html! {
        form method="post" action="/admin/prayer-wall" class="preview" {
            fieldset {
                legend { (words.say_with(legend_id, &legend)) }
                input type="hidden" name="id" value=(row.id);
                input type="hidden" name="kind" value=(kind);
                label for=(field) { (words.say("admin-wall-text-label")) }
                textarea id=(field) name="text" rows="4" maxlength=(max) lang=(row.lang) { (text) }
                button type="submit" name="action" value="approve" { (words.say("admin-approve")) }
                " "
                button type="submit" name="action" value="decline" class="quiet" { (words.say("admin-decline")) }
            }
        }
    }
}

/// The admin page's section: how many wait, and the way to them.
pub(super) fn section(state: &AppState, waiting: usize) -> Markup {
    let words = Words::of(state);
    let (sentence, args) = match waiting {
        0 => ("admin-wall-none-waiting", vec![]),
        n => ("admin-wall-waiting", vec![("count", n.into())]),
    };
    let href = "/admin/prayer-wall";
    html! {
        h2 { (words.say("admin-wall-heading")) }
        p { (words.linked(sentence, &args, href, "admin-wall-read")) }
    }
}
