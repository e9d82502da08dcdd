//! The link in a confirmation mail: `GET` shows a page with one button, and the button's `POST`
//! confirms the address (a mail scanner that follows links confirms nothing) and releases the
//! summaries waiting for it.

use actix_web::http::StatusCode;
use actix_web::{HttpResponse, get, post, web};
use maud::{DOCTYPE, Markup, html};
use utoipa::{IntoParams, IntoResponses};

use crate::mail::CONFIRM_BUTTON;
use crate::secrets::TokenHash;
use crate::state::AppState;
use crate::storage::confirmations::{self, Confirmed};
use crate::storage::now_ms;

/// Where confirmation links live: `/confirm/{id}.{secret}`.
pub const LINK_PREFIX: &str = "/confirm/";

const STYLE: &str = "body{margin:0;padding:32px 16px;background:#f6f3ee;color:#1f2233;\
font:17px/1.55 -apple-system,BlinkMacSystemFont,'Segoe UI',Roboto,Helvetica,Arial,sans-serif}\
main{max-width:560px;margin:0 auto;background:#fff;border:1px solid #e6e0d6;border-radius:12px;padding:24px}\
h1{font-size:24px;color:#2b2f6b;margin:8px 0 12px}.muted{color:#5b5f73;font-size:15px;margin:0}\
button,.button{display:inline-block;font:inherit;font-weight:600;background:#2b2f6b;color:#fff;border:0;\
border-radius:8px;padding:12px 20px;text-decoration:none;cursor:pointer}\
button:focus-visible,.button:focus-visible{outline:3px solid #b8860b;outline-offset:2px}";

/// The confirmation page's stylesheet (the page's policy allows no inline styles).
#[utoipa::path(tag = "app", responses((status = 200, description = "CSS", content_type = "text/css", body = String)))]
#[get("/confirm.css")]
pub async fn confirm_style() -> HttpResponse {
    HttpResponse::Ok()
        .content_type("text/css; charset=utf-8")
        .insert_header(("cache-control", "public, max-age=3600"))
        .body(STYLE)
}

/// A confirmation link's path.
#[derive(serde::Deserialize, IntoParams)]
#[into_params(parameter_in = Path)]
pub struct ConfirmLink {
    /// The link's id and secret, from the mail.
    link: String,
}

/// The pages a confirmation link answers with (HTML).
#[derive(IntoResponses)]
pub enum ConfirmPages {
    /// The page with the button; after the button, "confirmed".
    #[response(status = 200, content_type = "text/html")]
    Page(String),
    /// Not a confirmation link.
    #[response(status = 404, content_type = "text/html")]
    NotALink(String),
    /// (The button only) the link expired after 48 hours, or is unknown.
    #[response(status = 410, content_type = "text/html")]
    Expired(String),
    /// (The button only) the confirmation could not be saved; try again.
    #[response(status = 503, content_type = "text/html")]
    Unavailable(String),
}

/// The page a confirmation link opens: one button that confirms the address.
#[utoipa::path(tag = "app", params(ConfirmLink), responses(ConfirmPages))]
#[get("/confirm/{link}")]
pub async fn confirm_page(
    state: web::Data<AppState>,
    path: web::Path<ConfirmLink>,
) -> HttpResponse {
    if parse(&path.link).is_none() {
        return not_a_link(&state);
    }
    let programme = &state.catalogue.programme;
    page(
        &state,
        StatusCode::OK,
        html! {
            h1 { "Confirm your e-mail address" }
            p {
                "Tap the button to confirm this address for the " (programme.title) " guide of "
                (programme.church) ". The day summary you asked for follows at once."
            }
            form method="post" {
                button type="submit" { (CONFIRM_BUTTON) }
            }
        },
    )
}

/// Confirms the address and releases the summaries waiting for it.
#[utoipa::path(tag = "app", params(ConfirmLink), responses(ConfirmPages))]
#[post("/confirm/{link}")]
pub async fn confirm(state: web::Data<AppState>, path: web::Path<ConfirmLink>) -> HttpResponse {
    let Some((id, secret)) = parse(&path.link) else {
        return not_a_link(&state);
    };
    match confirmations::confirm(&state.db, id, TokenHash::of(secret).as_str(), now_ms()).await {
        Ok(Confirmed::Yes { released }) => {
            if released > 0 {
                state.outbox_wakeup.notify_one();
            }
            tracing::info!(released, "recipient confirmed");
            page(
                &state,
                StatusCode::OK,
                html! {
                    h1 { "Thank you: your address is confirmed" }
                    p {
                        @if released > 0 { "Your day summary is on its way. " }
                        "From now on, summaries you send from the same device go straight to your inbox."
                    }
                    p { a class="button" href="/" { "Open the guide" } }
                },
            )
        }
        // An unknown link reads as an expired one: both are deleted after their time.
        Ok(Confirmed::Expired | Confirmed::Unknown) => page(
            &state,
            StatusCode::GONE,
            html! {
                h1 { "This link has expired" }
                p { "Links work for 48 hours. Send your summary again from the guide, and we will e-mail you a new link." }
                p { a class="button" href="/" { "Open the guide" } }
            },
        ),
        Err(err) => {
            tracing::error!(error = %err, "could not confirm a recipient");
            page(
                &state,
                StatusCode::SERVICE_UNAVAILABLE,
                html! {
                    h1 { "Please try again" }
                    p { "We could not save your confirmation just now. Please go back and tap the button again in a minute." }
                },
            )
        }
    }
}

/// `{id}.{secret}`, each a short run of URL-safe characters.
fn parse(link: &str) -> Option<(&str, &str)> {
    let (id, secret) = link.split_once('.')?;
    let plain = |s: &str| {
        !s.is_empty()
            && s.len() <= 64
            && s.bytes()
                .all(|b| b.is_ascii_alphanumeric() || b == b'-' || b == b'_')
    };
    (plain(id) && plain(secret)).then_some((id, secret))
}

fn not_a_link(state: &AppState) -> HttpResponse {
    page(
        state,
        StatusCode::NOT_FOUND,
        html! {
            h1 { "This link is not valid" }
            p { "Please open the link from the most recent confirmation e-mail, or send your summary again from the guide." }
            p { a class="button" href="/" { "Open the guide" } }
        },
    )
}

fn page(state: &AppState, status: StatusCode, main: Markup) -> HttpResponse {
    let programme = &state.catalogue.programme;
    let body = html! {
        (DOCTYPE)
        html lang="en" {
            head {
                meta charset="utf-8";
                meta name="viewport" content="width=device-width, initial-scale=1";
                meta name="robots" content="noindex";
                title { "Confirm your address · " (programme.title) }
                link rel="stylesheet" href="/confirm.css";
            }
            body {
                main {
                    p class="muted" { (programme.church) " · " (programme.title) }
                    (main)
                }
            }
        }
    };
    HttpResponse::build(status)
        .content_type("text/html; charset=utf-8")
        .insert_header(("cache-control", "no-store"))
        .insert_header(("referrer-policy", "no-referrer"))
        .body(body.into_string())
}
