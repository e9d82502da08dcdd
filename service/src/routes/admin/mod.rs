//! `/admin`: the church's admin area, pages the service renders (plain HTML forms, no script),
//! outside the members' app and its precache. Off, every page is a 404, unless `ADMIN_EMAILS`
//! names an administrator. Every `POST` must come from the service's own pages (`Origin`), and
//! the session is a cookie: `HttpOnly`, `SameSite=Strict`, `Secure` on https, 12 hours.
//! What the pages share is here: who may come in is each handler's extractor (`session`:
//! `Administrator<Opened>` for a page, `Administrator<Posted>` for a form, `Visitor`, `Through`),
//! whose refusal is the page that says why; the words are the catalogue's (`words`, in the
//! programme's first language). Signing in and out (`sign_in`), the admin page (`dashboard`),
//! announcements (`announcements`) and the other sections beside it.

mod announcements;
mod dashboard;
mod participation;
mod prayer_wall;
mod recordings;
mod session;
mod sign_in;
mod watch;
mod words;

use actix_web::http::{StatusCode, header};
use actix_web::{HttpRequest, HttpResponse, get};
use maud::{Markup, html};
use utoipa::IntoResponses;

pub use announcements::{
    announcement_page, new_announcement, new_announcement_page, save_announcement,
};
pub use dashboard::admin_page;
pub use participation::participation_csv;
pub use prayer_wall::{decide_prayer_request, prayer_wall_page};
pub use recordings::{recordings_page, save_recording};
pub use sign_in::{
    ask, ask_page, code, code_page, link_page, sign_in_by_link, sign_out, sign_out_page,
};
pub use watch::watch_csv;

pub use session::turned_away;

use super::service_page;
use crate::state::AppState;
use session::{Administrator, Opened, Posted, Through, Visitor};
use words::Words;

/// The session cookie's name.
pub const SESSION_COOKIE: &str = "prayer_fast_admin";

const STYLE: &str = "body{margin:0;padding:32px 16px;background:#f6f3ee;color:#1f2233;\
font:17px/1.55 -apple-system,BlinkMacSystemFont,'Segoe UI',Roboto,Helvetica,Arial,sans-serif}\
main{max-width:760px;margin:0 auto;background:#fff;border:1px solid #e6e0d6;border-radius:12px;padding:24px}\
h1{font-size:26px;color:#2b2f6b;margin:8px 0 12px}h2{font-size:20px;color:#2b2f6b;margin:28px 0 8px}\
.muted{color:#5b5f73;font-size:15px;margin:0}.error{color:#9b1c1c;font-weight:600}\
label{display:block;font-weight:600;margin:12px 0 4px}\
input,select,textarea{font:inherit;padding:10px 12px;border:1px solid #8a8fa3;border-radius:8px;width:100%;max-width:520px;box-sizing:border-box}\
input[type=radio],input[type=checkbox]{width:auto;margin-right:6px}label.choice{font-weight:400}\
fieldset{border:1px solid #e6e0d6;border-radius:8px;margin:16px 0;padding:8px 16px 16px}legend{font-weight:600;padding:0 4px}\
.preview{background:#f6f3ee;border-radius:8px;padding:12px 16px;margin:12px 0}h3{font-size:16px;margin:12px 0 6px}\
.notification,.card{background:#fff;border:1px solid #e6e0d6;border-radius:8px;padding:10px 12px;max-width:420px}\
.card{border-left:4px solid #2b2f6b}.notification p,.card p{margin:4px 0}\
.chart{display:block;max-width:100%;height:auto;margin:12px 0}.chart rect{fill:#2b2f6b}\
.coverage td.empty{background:#fde8e8;color:#7a1010;font-weight:600}.coverage td.thin{background:#fff4d6;color:#5c4300}\
.coverage td.covered{background:#e3f1e6;color:#1d4d2b}\
button{display:inline-block;font:inherit;font-weight:600;background:#2b2f6b;color:#fff;border:0;\
border-radius:8px;padding:12px 20px;cursor:pointer;min-height:44px;margin-top:12px}\
button.quiet{background:#fff;color:#2b2f6b;border:1px solid #2b2f6b}\
button:focus-visible,input:focus-visible,a:focus-visible{outline:3px solid #b8860b;outline-offset:2px}\
table{border-collapse:collapse;width:100%;font-size:15px;display:block;overflow-x:auto}th,td{text-align:left;padding:6px 8px;border-bottom:1px solid #e6e0d6}\
header{display:flex;justify-content:space-between;align-items:center;gap:12px;flex-wrap:wrap}";

/// The admin pages' stylesheet (the pages' policy allows no inline styles).
#[utoipa::path(tag = "admin", responses((status = 200, description = "CSS", content_type = "text/css", body = String)))]
#[get("/admin.css")]
pub async fn admin_style() -> HttpResponse {
    HttpResponse::Ok()
        .content_type("text/css; charset=utf-8")
        .insert_header(("cache-control", "public, max-age=3600"))
        .body(STYLE)
}

/// The pages of the admin area (HTML).
#[derive(IntoResponses)]
pub enum AdminPages {
    /// The page: signed in, the admin area; otherwise the sign-in form.
    #[response(status = 200, content_type = "text/html")]
    Page(String),
    /// Signed in or out: on to `/admin`.
    #[response(status = 303)]
    SeeOther,
    /// A wrong code.
    #[response(status = 400, content_type = "text/html")]
    Refused(String),
    /// Not from the admin area's own page (`Origin`).
    #[response(status = 403, content_type = "text/html")]
    OtherSite(String),
    /// The admin area is off (no `ADMIN_EMAILS`), or not a sign-in link.
    #[response(status = 404, content_type = "text/html")]
    Off(String),
    /// The code or link expired, or was used.
    #[response(status = 410, content_type = "text/html")]
    Expired(String),
    /// Too many requests from this client in a minute (the same for every address).
    #[response(status = 429, content_type = "text/html")]
    TooManyTries(String),
    /// Could not be saved; try again.
    #[response(status = 503, content_type = "text/html")]
    Unavailable(String),
}

/// The admin area is on, the request comes from its own pages, and the client is within its
/// limit; otherwise the page that says why not.
async fn guard(req: &HttpRequest, state: &AppState) -> Option<HttpResponse> {
    if state.admin.admins.is_empty() {
        return Some(off(state));
    }
    if !own_origin(req, state) {
        let words = Words::of(state);
        let link = "/admin";
        let refused = page(
            state,
            StatusCode::FORBIDDEN,
            html! {
                h1 { (words.say("admin-other-origin-heading")) }
                p { (words.linked("admin-other-origin", &[], link, "admin-other-origin-link")) }
            },
        );
        return Some(super::Refused::mark("admin_other_origin", refused));
    }
    let lang = state.catalogue.first_language();
    let page = |status, main| page(state, status, main);
    if let Err(wait) = service_page::within_tries(req, state, &lang, page).await {
        return Some(wait);
    }
    None
}

/// A state-changing request must come from the service's own pages: its `Origin` is the public
/// URL's (or one of `CORS_ORIGINS`), never whatever host the request names itself (`Host`,
/// `X-Forwarded-Host`, `Forwarded`), which its sender chooses.
fn own_origin(req: &HttpRequest, state: &AppState) -> bool {
    let Some(origin) = req
        .headers()
        .get(header::ORIGIN)
        .and_then(|v| v.to_str().ok())
    else {
        return false;
    };
    let public = url::Url::parse(&state.public_url)
        .map(|u| u.origin().ascii_serialization())
        .unwrap_or_default();
    origin == public || state.cors_origins.iter().any(|o| o == origin)
}

/// On to `/admin` (after a form is done with, or for anyone not signed in).
fn see_admin() -> actix_web::HttpResponseBuilder {
    see_other("/admin")
}

fn see_other(location: &'static str) -> actix_web::HttpResponseBuilder {
    let mut response = HttpResponse::SeeOther();
    response.insert_header((header::LOCATION, location));
    response.insert_header(("cache-control", "no-store"));
    response
}

/// A short page: a heading and a paragraph, both messages.
fn said_page(state: &AppState, status: StatusCode, heading: &str, text: &str) -> HttpResponse {
    let words = Words::of(state);
    page(
        state,
        status,
        html! { h1 { (words.say(heading)) } p { (words.say(text)) } },
    )
}

fn off(state: &AppState) -> HttpResponse {
    said_page(
        state,
        StatusCode::NOT_FOUND,
        "admin-off-heading",
        "admin-off",
    )
}

fn unavailable(state: &AppState, err: &(dyn std::error::Error + 'static)) -> HttpResponse {
    tracing::error!(error = %crate::routes::api_error::Chain(err), "the admin area could not read or save");
    let status = StatusCode::SERVICE_UNAVAILABLE;
    said_page(
        state,
        status,
        "admin-unavailable-heading",
        "admin-unavailable",
    )
}

/// A page of the admin area around `main`, in the programme's first language.
fn page(state: &AppState, status: StatusCode, main: Markup) -> HttpResponse {
    let words = Words::of(state);
    let title = words.say("admin-page-title");
    let mut response = service_page::page(state, status, words.lang(), &title, "/admin.css", main);
    // Under `no-referrer` a browser's form posts carry `Origin: null`, which the origin check
    // refuses; the admin pages link nowhere else, so their own origin may be sent.
    response.headers_mut().insert(
        header::REFERRER_POLICY,
        header::HeaderValue::from_static("same-origin"),
    );
    response
}
