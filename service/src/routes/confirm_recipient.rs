//! The link in a confirmation mail: `GET` shows a page with one button, and the button's `POST`
//! confirms the address (a mail scanner that follows links confirms nothing) for the device that
//! asked: the page sends the token the guide keeps in this browser. Without it nothing is
//! confirmed, and the page says to type the mail's code into the guide where it was asked.

use actix_web::http::StatusCode;
use actix_web::{HttpRequest, HttpResponse, get, post, web};
use maud::{Markup, html};
use utoipa::{IntoParams, IntoResponses};

use super::service_page::{self, link_parts};
pub use crate::app::confirmations::LINK_PREFIX;
use crate::app::confirmations::{self, LinkOutcome};
use crate::domain::{DEVICE_TOKEN_PREFIX, DEVICE_TOKENS_STORE};
use crate::mail::CONFIRM_BUTTON;
use crate::state::AppState;
use crate::storage::now_ms;

const STYLE: &str = "body{margin:0;padding:32px 16px;background:#f6f3ee;color:#1f2233;\
font:17px/1.55 -apple-system,BlinkMacSystemFont,'Segoe UI',Roboto,Helvetica,Arial,sans-serif}\
main{max-width:560px;margin:0 auto;background:#fff;border:1px solid #e6e0d6;border-radius:12px;padding:24px}\
h1{font-size:24px;color:#2b2f6b;margin:8px 0 12px}.muted{color:#5b5f73;font-size:15px;margin:0}\
button,.button{display:inline-block;font:inherit;font-weight:600;background:#2b2f6b;color:#fff;border:0;\
border-radius:8px;padding:12px 20px;text-decoration:none;cursor:pointer;min-height:44px}\
form.secondary{margin-top:24px}button.quiet{background:#fff;color:#2b2f6b;border:1px solid #2b2f6b}\
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
    /// (The button only) this browser holds no token for the link's request: type the code in
    /// the guide where it was asked.
    #[response(status = 403, content_type = "text/html")]
    OtherDevice(String),
    /// (The button only) too many tries from this client.
    #[response(status = 429, content_type = "text/html")]
    TooManyTries(String),
    /// (The button only) the link expired after 48 hours, or is unknown.
    #[response(status = 410, content_type = "text/html")]
    Expired(String),
    /// (The button only) the confirmation could not be saved; try again.
    #[response(status = 503, content_type = "text/html")]
    Unavailable(String),
}

/// Fills the link page's form with the token this browser holds for the link's request (the
/// guide keeps its tokens in `localStorage` under [`DEVICE_TOKENS_STORE`], on this same origin),
/// or says that it holds none. No token: nothing can be confirmed from this browser.
#[utoipa::path(tag = "app", responses((status = 200, description = "JavaScript", content_type = "text/javascript", body = String)))]
#[get("/confirm.js")]
pub async fn confirm_script() -> HttpResponse {
    let script = format!(
        "(function(){{var id=location.pathname.split('/').pop().split('.')[0],want='{DEVICE_TOKEN_PREFIX}'+id+'.',found='';\
try{{var kept=JSON.parse(localStorage.getItem('{DEVICE_TOKENS_STORE}')||'{{}}');\
var tokens=Array.isArray(kept)?kept.map(function(e){{return e[1]}}):Object.keys(kept).map(function(k){{return kept[k]}});\
tokens.forEach(function(t){{if(typeof t==='string'&&t.indexOf(want)===0)found=t}})}}catch(e){{}}\
var input=document.getElementById('token');if(input)input.value=found;\
var note=document.getElementById('elsewhere');if(note&&!found)note.hidden=false;}})();"
    );
    HttpResponse::Ok()
        .content_type("text/javascript; charset=utf-8")
        .insert_header(("cache-control", "no-cache"))
        .body(script)
}

/// The page a confirmation link opens: one button that confirms the address for the device
/// that asked (its token, found in this browser), and one for "I did not ask for this".
#[utoipa::path(tag = "app", params(ConfirmLink), responses(ConfirmPages))]
#[get("/confirm/{link}")]
pub async fn confirm_page(
    state: web::Data<AppState>,
    path: web::Path<ConfirmLink>,
) -> HttpResponse {
    if link_parts(&path.link).is_none() {
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
                (programme.church) ". Then return to the guide: the summary you asked for goes out from there."
            }
            form method="post" {
                input type="hidden" name="token" id="token" value="";
                button type="submit" { (CONFIRM_BUTTON) }
            }
            p id="elsewhere" class="muted" hidden {
                "This browser does not hold the request for this link. If you asked from the guide on another "
                "device, or from the app on your home screen, open the guide there and type the code from the e-mail."
            }
            (not_me_form())
            script src="/confirm.js" {}
        },
    )
}

/// What the link page's buttons send.
#[derive(serde::Deserialize, utoipa::ToSchema)]
pub struct ConfirmForm {
    /// The device's token for this link's request, as the page found it in this browser.
    #[serde(default)]
    token: String,
    /// `not-me`: the recipient did not ask.
    #[serde(default)]
    action: String,
}

/// Confirms the address for the device that asked (or, for "not me", ends every request for it).
#[utoipa::path(tag = "app", params(ConfirmLink), responses(ConfirmPages))]
#[post("/confirm/{link}")]
pub async fn confirm(
    req: HttpRequest,
    state: web::Data<AppState>,
    path: web::Path<ConfirmLink>,
    form: Option<web::Form<ConfirmForm>>,
) -> HttpResponse {
    let Some((id, secret)) = link_parts(&path.link) else {
        return not_a_link(&state);
    };
    if let Err(wait) = service_page::within_tries(&req, &state, page).await {
        return wait;
    }
    let form = form.map(web::Form::into_inner);
    let (token, action) = form.map_or((None, None), |f| (Some(f.token), Some(f.action)));
    if action.as_deref() == Some("not-me") {
        return match confirmations::not_me(&state.summaries, id, secret).await {
            Ok(true) => page(
                &state,
                StatusCode::OK,
                html! {
                    h1 { "Thank you: nothing more will be sent" }
                    p { "Every request to e-mail this address has ended. Nothing more will be sent to it unless it is confirmed again from the guide." }
                },
            ),
            Ok(false) => expired(&state),
            Err(err) => unavailable(&state, err),
        };
    }
    let token = token.filter(|t| !t.is_empty());
    match confirmations::confirm_by_link(&state.summaries, id, secret, token.as_deref(), now_ms())
        .await
    {
        Ok(LinkOutcome::Confirmed | LinkOutcome::AlreadyConfirmed) => {
            tracing::info!("recipient confirmed");
            page(
                &state,
                StatusCode::OK,
                html! {
                    h1 { "Thank you: your address is confirmed" }
                    p {
                        "Return to the guide: the summary you asked for goes out as soon as it is open. "
                        "From now on, summaries you send from the same device go straight to your inbox."
                    }
                    p { a class="button" href="/" { "Open the guide" } }
                },
            )
        }
        Ok(LinkOutcome::OtherDevice) => page(
            &state,
            StatusCode::FORBIDDEN,
            html! {
                h1 { "Open the guide where you asked" }
                p {
                    "This browser does not hold the request this link belongs to, so it cannot confirm it. "
                    "If you asked from the guide on another device, or from the app on your home screen, "
                    "open the guide there and type the code from the e-mail."
                }
                p { "If you did not ask for it, tell us, and nothing will be sent to this address." }
                (not_me_form())
            },
        ),
        // An unknown link reads as an expired one: both are deleted after their time.
        Ok(LinkOutcome::Expired | LinkOutcome::Unknown) => expired(&state),
        Err(err) => unavailable(&state, err),
    }
}

fn not_me_form() -> Markup {
    html! {
        form method="post" class="secondary" {
            input type="hidden" name="action" value="not-me";
            button type="submit" class="quiet" { "I did not ask for this" }
        }
    }
}

fn expired(state: &AppState) -> HttpResponse {
    page(
        state,
        StatusCode::GONE,
        html! {
            h1 { "This link has expired" }
            p { "Links work for 48 hours. Send your summary again from the guide, and we will e-mail you a new link." }
            p { a class="button" href="/" { "Open the guide" } }
        },
    )
}

fn unavailable(state: &AppState, err: sqlx::Error) -> HttpResponse {
    tracing::error!(error = %super::api_error::Chain(&err), "could not confirm a recipient");
    page(
        state,
        StatusCode::SERVICE_UNAVAILABLE,
        html! {
            h1 { "Please try again" }
            p { "We could not save your answer just now. Please go back and tap the button again in a minute." }
        },
    )
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
    service_page::page(state, status, "Confirm your address", "/confirm.css", main)
}
