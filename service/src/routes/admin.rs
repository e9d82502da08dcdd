//! `/admin`: the church's admin area, pages the service renders (plain HTML forms, no script),
//! outside the members' app and its precache. Off, every page is a 404, unless `ADMIN_EMAILS`
//! names an administrator. Every `POST` must come from the service's own pages (`Origin`), and
//! the session is a cookie: `HttpOnly`, `SameSite=Strict`, `Secure` on https, 12 hours.

use actix_web::cookie::{Cookie, SameSite, time::Duration as CookieAge};
use actix_web::http::{StatusCode, header};
use actix_web::{HttpRequest, HttpResponse, get, post, web};
use maud::{Markup, html};
use utoipa::{IntoParams, IntoResponses, ToSchema};

use super::client_limit::{Client, within};
use super::service_page::{self, link_parts};
use crate::app::admin::{self, SignInRefused};
use crate::state::AppState;
use crate::storage::admin::{AuditEntry, SESSION_TTL_MS, audit_log};
use crate::storage::now_ms;

/// The session cookie's name.
pub const SESSION_COOKIE: &str = "prayer_fast_admin";

const STYLE: &str = "body{margin:0;padding:32px 16px;background:#f6f3ee;color:#1f2233;\
font:17px/1.55 -apple-system,BlinkMacSystemFont,'Segoe UI',Roboto,Helvetica,Arial,sans-serif}\
main{max-width:760px;margin:0 auto;background:#fff;border:1px solid #e6e0d6;border-radius:12px;padding:24px}\
h1{font-size:26px;color:#2b2f6b;margin:8px 0 12px}h2{font-size:20px;color:#2b2f6b;margin:28px 0 8px}\
.muted{color:#5b5f73;font-size:15px;margin:0}.error{color:#9b1c1c;font-weight:600}\
label{display:block;font-weight:600;margin:12px 0 4px}\
input{font:inherit;padding:10px 12px;border:1px solid #8a8fa3;border-radius:8px;width:100%;max-width:360px;box-sizing:border-box}\
button{display:inline-block;font:inherit;font-weight:600;background:#2b2f6b;color:#fff;border:0;\
border-radius:8px;padding:12px 20px;cursor:pointer;min-height:44px;margin-top:12px}\
button.quiet{background:#fff;color:#2b2f6b;border:1px solid #2b2f6b}\
button:focus-visible,input:focus-visible,a:focus-visible{outline:3px solid #b8860b;outline-offset:2px}\
table{border-collapse:collapse;width:100%;font-size:15px}th,td{text-align:left;padding:6px 8px;border-bottom:1px solid #e6e0d6}\
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
    /// Too many tries or sign-in mails.
    #[response(status = 429, content_type = "text/html")]
    TooManyTries(String),
    /// Could not be saved; try again.
    #[response(status = 503, content_type = "text/html")]
    Unavailable(String),
}

/// The admin area, or its sign-in form.
#[utoipa::path(tag = "admin", responses(AdminPages))]
#[get("/admin")]
pub async fn admin_page(req: HttpRequest, state: web::Data<AppState>) -> HttpResponse {
    if state.admin.admins.is_empty() {
        return off(&state);
    }
    match signed_in(&req, &state).await {
        Ok(Some((_, email))) => match audit_log(&state.admin.db, 50).await {
            Ok(entries) => page(&state, StatusCode::OK, dashboard(&email, &entries)),
            Err(err) => unavailable(&state, &err),
        },
        Ok(None) => page(&state, StatusCode::OK, sign_in_form(None)),
        Err(err) => unavailable(&state, &err),
    }
}

/// The sign-in form's field.
#[derive(serde::Deserialize, ToSchema)]
pub struct AskForm {
    /// The administrator's e-mail address.
    email: String,
}

const TRIES: &str = "Too many tries from this device. Please wait a minute and try again.";

/// Mails a sign-in code and link, if the address is an administrator's (the answer is the same
/// either way).
#[utoipa::path(tag = "admin", request_body(content = AskForm, content_type = "application/x-www-form-urlencoded"), responses(AdminPages))]
#[post("/admin/sign-in")]
pub async fn ask(
    req: HttpRequest,
    state: web::Data<AppState>,
    client: Client,
    form: Option<web::Form<AskForm>>,
) -> HttpResponse {
    if let Some(refused) = guard(&req, &state).await {
        return refused;
    }
    let Some(email) = form
        .map(|f| f.into_inner().email)
        .filter(|e| valid_email(e))
    else {
        return page(
            &state,
            StatusCode::BAD_REQUEST,
            sign_in_form(Some(
                "Please enter your e-mail address, e.g. pastor@church.org.",
            )),
        );
    };
    match admin::ask(&state.admin, &email, client.0, now_ms()).await {
        Ok(()) => page(&state, StatusCode::OK, code_form(&email, None)),
        Err(refused) => refusal(&state, refused, Some(&email)),
    }
}

/// What the code form sends.
#[derive(serde::Deserialize, ToSchema)]
pub struct CodeForm {
    email: String,
    /// The 6-digit code from the sign-in mail.
    code: String,
}

/// Signs in with the code from the newest sign-in mail.
#[utoipa::path(tag = "admin", request_body(content = CodeForm, content_type = "application/x-www-form-urlencoded"), responses(AdminPages))]
#[post("/admin/code")]
pub async fn code(
    req: HttpRequest,
    state: web::Data<AppState>,
    form: Option<web::Form<CodeForm>>,
) -> HttpResponse {
    if let Some(refused) = guard(&req, &state).await {
        return refused;
    }
    let Some(form) = form
        .map(web::Form::into_inner)
        .filter(|f| valid_email(&f.email))
    else {
        return page(&state, StatusCode::BAD_REQUEST, sign_in_form(None));
    };
    if form.code.len() > 32 {
        return refusal(&state, SignInRefused::WrongCode, Some(&form.email));
    }
    match admin::with_code(&state.admin, &form.email, &form.code, now_ms()).await {
        Ok(session) => started(&state, session),
        Err(refused) => refusal(&state, refused, Some(&form.email)),
    }
}

/// A sign-in link's path.
#[derive(serde::Deserialize, IntoParams)]
#[into_params(parameter_in = Path)]
pub struct SignInLink {
    /// The link's id and secret, from the mail.
    link: String,
}

/// A sign-in link opens a page with one button (a mail scanner that follows links signs nobody in).
#[utoipa::path(tag = "admin", params(SignInLink), responses(AdminPages))]
#[get("/admin/sign-in/{link}")]
pub async fn link_page(state: web::Data<AppState>, path: web::Path<SignInLink>) -> HttpResponse {
    if state.admin.admins.is_empty() || link_parts(&path.link).is_none() {
        return off(&state);
    }
    page(
        &state,
        StatusCode::OK,
        html! {
            h1 { "Sign in to the admin area" }
            form method="post" { button type="submit" { "Sign in" } }
        },
    )
}

/// Signs in with a sign-in link.
#[utoipa::path(tag = "admin", params(SignInLink), responses(AdminPages))]
#[post("/admin/sign-in/{link}")]
pub async fn sign_in_by_link(
    req: HttpRequest,
    state: web::Data<AppState>,
    path: web::Path<SignInLink>,
) -> HttpResponse {
    if let Some(refused) = guard(&req, &state).await {
        return refused;
    }
    let Some((id, secret)) = link_parts(&path.link) else {
        return off(&state);
    };
    match admin::with_link(&state.admin, id, secret, now_ms()).await {
        Ok(session) => started(&state, session),
        Err(refused) => refusal(&state, refused, None),
    }
}

/// Ends the session.
#[utoipa::path(tag = "admin", responses(AdminPages))]
#[post("/admin/sign-out")]
pub async fn sign_out(req: HttpRequest, state: web::Data<AppState>) -> HttpResponse {
    if let Some(refused) = guard(&req, &state).await {
        return refused;
    }
    match signed_in(&req, &state).await {
        Ok(Some((token, email))) => {
            if let Err(err) = admin::sign_out(&state.admin, &token, &email, now_ms()).await {
                return unavailable(&state, &err);
            }
        }
        Ok(None) => {}
        Err(err) => return unavailable(&state, &err),
    }
    let mut gone = session_cookie(&state, String::new());
    gone.make_removal();
    see_admin().cookie(gone).finish()
}

/// The admin area is on, the request comes from its own pages, and the client is within its
/// limit; otherwise the page that says why not.
async fn guard(req: &HttpRequest, state: &AppState) -> Option<HttpResponse> {
    if state.admin.admins.is_empty() {
        return Some(off(state));
    }
    if !same_origin(req, &state.public_url) {
        state.metrics.reject("admin_other_origin");
        return Some(page(
            state,
            StatusCode::FORBIDDEN,
            html! {
                h1 { "Please use the admin page" }
                p { "This request did not come from the admin area's own page, so nothing was done. Open " a href="/admin" { "the admin page" } " and try again." }
            },
        ));
    }
    if let Err(refused) = within(req, state, &state.client_limiter, TRIES).await {
        state.metrics.reject(refused.reason);
        return Some(page(
            state,
            StatusCode::TOO_MANY_REQUESTS,
            html! { h1 { "Please wait a minute" } p { (TRIES) } },
        ));
    }
    None
}

/// A form's address opened as a page (a reload, a bookmark): the admin page.
#[utoipa::path(tag = "admin", responses(AdminPages))]
#[get("/admin/sign-in")]
pub async fn ask_page(state: web::Data<AppState>) -> HttpResponse {
    to_admin_page(&state)
}

/// A form's address opened as a page: the admin page.
#[utoipa::path(tag = "admin", responses(AdminPages))]
#[get("/admin/code")]
pub async fn code_page(state: web::Data<AppState>) -> HttpResponse {
    to_admin_page(&state)
}

/// A form's address opened as a page: the admin page (signing out takes the button).
#[utoipa::path(tag = "admin", responses(AdminPages))]
#[get("/admin/sign-out")]
pub async fn sign_out_page(state: web::Data<AppState>) -> HttpResponse {
    to_admin_page(&state)
}

fn to_admin_page(state: &AppState) -> HttpResponse {
    if state.admin.admins.is_empty() {
        return off(state);
    }
    see_admin().finish()
}

/// A state-changing request must come from the service's own pages: its `Origin` is the public
/// URL's, or the address the request itself was sent to.
fn same_origin(req: &HttpRequest, public_url: &str) -> bool {
    let Some(origin) = req
        .headers()
        .get(header::ORIGIN)
        .and_then(|v| v.to_str().ok())
    else {
        return false;
    };
    let public = url::Url::parse(public_url)
        .map(|u| u.origin().ascii_serialization())
        .unwrap_or_default();
    let info = req.connection_info();
    origin == public || origin == format!("{}://{}", info.scheme(), info.host())
}

async fn signed_in(req: &HttpRequest, state: &AppState) -> sqlx::Result<Option<(String, String)>> {
    let Some(token) = req.cookie(SESSION_COOKIE).map(|c| c.value().to_string()) else {
        return Ok(None);
    };
    Ok(admin::signed_in(&state.admin, &token, now_ms())
        .await?
        .map(|email| (token, email)))
}

fn session_cookie(state: &AppState, value: String) -> Cookie<'static> {
    Cookie::build(SESSION_COOKIE, value)
        .path("/admin")
        .http_only(true)
        .same_site(SameSite::Strict)
        .secure(state.public_url.starts_with("https://"))
        .max_age(CookieAge::milliseconds(SESSION_TTL_MS))
        .finish()
}

fn started(state: &AppState, session: admin::Session) -> HttpResponse {
    tracing::info!("an administrator signed in");
    see_admin()
        .cookie(session_cookie(state, session.token))
        .finish()
}

fn see_admin() -> actix_web::HttpResponseBuilder {
    let mut response = HttpResponse::SeeOther();
    response.insert_header((header::LOCATION, "/admin"));
    response.insert_header(("cache-control", "no-store"));
    response
}

fn refusal(state: &AppState, refused: SignInRefused, email: Option<&str>) -> HttpResponse {
    let status = match &refused {
        SignInRefused::WrongCode => StatusCode::BAD_REQUEST,
        SignInRefused::Expired | SignInRefused::Used => StatusCode::GONE,
        SignInRefused::TooManyTries | SignInRefused::Limited => StatusCode::TOO_MANY_REQUESTS,
        SignInRefused::Storage(err) => {
            tracing::error!(error = %super::api_error::Chain(err.as_ref()), "admin sign-in failed");
            StatusCode::SERVICE_UNAVAILABLE
        }
    };
    let message = refused.to_string();
    let main = match (email, &refused) {
        // A wrong code may be typed again.
        (Some(email), SignInRefused::WrongCode) => code_form(email, Some(&message)),
        _ => sign_in_form(Some(&message)),
    };
    page(state, status, main)
}

fn valid_email(email: &str) -> bool {
    email.len() <= 254 && crate::domain::RecipientEmail::parse(email).is_some()
}

fn sign_in_form(error: Option<&str>) -> Markup {
    html! {
        h1 { "Sign in to the admin area" }
        @if let Some(error) = error { p class="error" role="alert" { (error) } }
        p { "Enter your e-mail address. If it is one of the church's administrators', we will e-mail you a code and a link to sign in." }
        form method="post" action="/admin/sign-in" {
            label for="email" { "E-mail address" }
            input id="email" name="email" type="email" autocomplete="email" required maxlength="254";
            div { button type="submit" { "E-mail me a code" } }
        }
    }
}

fn code_form(email: &str, error: Option<&str>) -> Markup {
    html! {
        h1 { "Check your e-mail" }
        @if let Some(error) = error { p class="error" role="alert" { (error) } }
        p { "If " strong { (email) } " is an administrator's address, a sign-in e-mail is on its way. Open its link, or type its code here. Codes work once, for 15 minutes." }
        form method="post" action="/admin/code" {
            input type="hidden" name="email" value=(email);
            label for="code" { "Code from the e-mail" }
            input id="code" name="code" inputmode="numeric" autocomplete="one-time-code" required maxlength="6" pattern="[0-9]{6}";
            div { button type="submit" { "Sign in" } }
        }
        form method="get" action="/admin" { button type="submit" class="quiet" { "Use another address" } }
    }
}

fn dashboard(email: &str, entries: &[AuditEntry]) -> Markup {
    html! {
        header {
            h1 { "Admin area" }
            form method="post" action="/admin/sign-out" { button type="submit" class="quiet" { "Sign out" } }
        }
        p class="muted" { "Signed in as " (email) }
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

fn off(state: &AppState) -> HttpResponse {
    page(
        state,
        StatusCode::NOT_FOUND,
        html! {
            h1 { "There is nothing here" }
            p { "The admin area is off, or this link is not valid. Please open the link from the most recent sign-in e-mail." }
        },
    )
}

fn unavailable(state: &AppState, err: &sqlx::Error) -> HttpResponse {
    tracing::error!(error = %super::api_error::Chain(err), "the admin area could not read or save");
    page(
        state,
        StatusCode::SERVICE_UNAVAILABLE,
        html! {
            h1 { "Please try again" }
            p { "We could not read or save just now. Please try again in a minute." }
        },
    )
}

fn page(state: &AppState, status: StatusCode, main: Markup) -> HttpResponse {
    service_page::page(state, status, "Admin", "/admin.css", main)
}
