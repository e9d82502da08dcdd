//! Signing in with a mailed code or link, and out.

use actix_web::cookie::{Cookie, SameSite, time::Duration as CookieAge};
use actix_web::http::StatusCode;
use actix_web::{HttpResponse, get, post, web};
use maud::{Markup, html};
use utoipa::{IntoParams, ToSchema};

use super::{
    AdminPages, Opened, Posted, SESSION_COOKIE, Through, Visitor, Words, off, page, see_admin,
    unavailable,
};
use crate::app::admin::{self, SESSION_TTL_MS, SignInRefused};
use crate::app::admin_overview::now_ms;
use crate::routes::client_limit::Client;
use crate::routes::service_page::link_parts;
use crate::state::AppState;

/// The sign-in form's field.
#[derive(serde::Deserialize, ToSchema)]
pub struct AskForm {
    /// The administrator's e-mail address.
    email: String,
}

/// Mails a sign-in code and link, if the address is an administrator's and a mail may go (the
/// answer is the same, in the same time, either way).
#[utoipa::path(tag = "admin", request_body(content = AskForm, content_type = "application/x-www-form-urlencoded"), responses(AdminPages))]
#[post("/admin/sign-in")]
pub async fn ask(
    _: Through<Posted>,
    state: web::Data<AppState>,
    client: Client,
    form: Option<web::Form<AskForm>>,
) -> HttpResponse {
    let answer_at = tokio::time::Instant::now() + admin::ANSWER_FLOOR;
    let Some(email) = form
        .map(|f| f.into_inner().email)
        .filter(|e| valid_email(e))
    else {
        return page(
            &state,
            StatusCode::BAD_REQUEST,
            sign_in_form(&state, Some("admin-email-invalid")),
        );
    };
    let answer = match admin::ask(&state.admin, &email, client.0, now_ms()).await {
        Ok(()) => page(&state, StatusCode::OK, code_form(&state, &email, None)),
        Err(refused) => refusal(&state, refused, Some(&email)),
    };
    tokio::time::sleep_until(answer_at).await;
    answer
}

/// What the code form sends.
#[derive(serde::Deserialize, ToSchema)]
pub struct CodeForm {
    email: String,
    /// The 6-digit code from the sign-in mail.
    code: String,
}

/// Signs in with the code from a live sign-in mail (answered alike, in the same time, for every
/// address and every reason a code does not sign in).
#[utoipa::path(tag = "admin", request_body(content = CodeForm, content_type = "application/x-www-form-urlencoded"), responses(AdminPages))]
#[post("/admin/code")]
pub async fn code(
    _: Through<Posted>,
    state: web::Data<AppState>,
    form: Option<web::Form<CodeForm>>,
) -> HttpResponse {
    let Some(form) = form
        .map(web::Form::into_inner)
        .filter(|f| valid_email(&f.email))
    else {
        return page(&state, StatusCode::BAD_REQUEST, sign_in_form(&state, None));
    };
    let answer_at = tokio::time::Instant::now() + admin::ANSWER_FLOOR;
    let answer = if form.code.len() > 32 {
        refusal(&state, SignInRefused::Code, Some(&form.email))
    } else {
        match admin::with_code(&state.admin, &form.email, &form.code, now_ms()).await {
            Ok(session) => started(&state, session),
            Err(refused) => refusal(&state, refused, Some(&form.email)),
        }
    };
    tokio::time::sleep_until(answer_at).await;
    answer
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
pub async fn link_page(
    _: Through<Opened>,
    state: web::Data<AppState>,
    path: web::Path<SignInLink>,
) -> HttpResponse {
    if link_parts(&path.link).is_none() {
        return off(&state);
    }
    let words = Words::of(&state);
    page(
        &state,
        StatusCode::OK,
        html! {
            h1 { (words.say("admin-sign-in-heading")) }
            form method="post" { button type="submit" { (words.say("admin-sign-in-button")) } }
        },
    )
}

/// Signs in with a sign-in link.
#[utoipa::path(tag = "admin", params(SignInLink), responses(AdminPages))]
#[post("/admin/sign-in/{link}")]
pub async fn sign_in_by_link(
    _: Through<Posted>,
    state: web::Data<AppState>,
    path: web::Path<SignInLink>,
) -> HttpResponse {
    let Some((id, secret)) = link_parts(&path.link) else {
        return off(&state);
    };
    match admin::with_link(&state.admin, id, secret, now_ms()).await {
        Ok(session) => started(&state, session),
        Err(refused) => refusal(&state, refused, None),
    }
}

/// Ends the session, whoever's it is (an administrator since removed included).
#[utoipa::path(tag = "admin", responses(AdminPages))]
#[post("/admin/sign-out")]
pub async fn sign_out(visitor: Visitor<Posted>, state: web::Data<AppState>) -> HttpResponse {
    if let Some(token) = &visitor.token {
        let email = visitor.email.as_deref();
        if let Err(err) = admin::sign_out(&state.admin, token, email, now_ms()).await {
            return unavailable(&state, &err);
        }
    }
    let mut gone = session_cookie(&state, String::new());
    gone.make_removal();
    see_admin().cookie(gone).finish()
}

/// A form's address opened as a page (a reload, a bookmark): the admin page.
#[utoipa::path(tag = "admin", responses(AdminPages))]
#[get("/admin/sign-in")]
pub async fn ask_page(_: Through<Opened>) -> HttpResponse {
    see_admin().finish()
}

/// A form's address opened as a page: the admin page.
#[utoipa::path(tag = "admin", responses(AdminPages))]
#[get("/admin/code")]
pub async fn code_page(_: Through<Opened>) -> HttpResponse {
    see_admin().finish()
}

/// A form's address opened as a page: the admin page (signing out takes the button).
#[utoipa::path(tag = "admin", responses(AdminPages))]
#[get("/admin/sign-out")]
pub async fn sign_out_page(_: Through<Opened>) -> HttpResponse {
    see_admin().finish()
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

fn refusal(state: &AppState, refused: SignInRefused, email: Option<&str>) -> HttpResponse {
    let status = match &refused {
        SignInRefused::Code => StatusCode::BAD_REQUEST,
        SignInRefused::Expired | SignInRefused::Used => StatusCode::GONE,
        SignInRefused::Storage(err) => {
            tracing::error!(error = %crate::routes::api_error::Chain(err.as_ref()), "admin sign-in failed");
            StatusCode::SERVICE_UNAVAILABLE
        }
    };
    let message = refused.message();
    let main = match (email, &refused) {
        // A code may be typed again.
        (Some(email), SignInRefused::Code) => code_form(state, email, Some(message)),
        _ => sign_in_form(state, Some(message)),
    };
    page(state, status, main)
}

fn valid_email(email: &str) -> bool {
    email.len() <= 254 && crate::domain::RecipientEmail::parse(email).is_some()
}

/// The sign-in form, with message `error` above it.
pub(super) fn sign_in_form(state: &AppState, error: Option<&str>) -> Markup {
    let words = Words::of(state);
    html! {
        h1 { (words.say("admin-sign-in-heading")) }
        @if let Some(error) = error { p class="error" role="alert" { (words.say(error)) } }
        p { (words.say("admin-sign-in-intro")) }
        form method="post" action="/admin/sign-in" {
            label for="email" { (words.say("admin-email-label")) }
            input id="email" name="email" type="email" autocomplete="email" required maxlength="254";
            div { button type="submit" { (words.say("admin-email-me")) } }
        }
    }
}

/// The form for the mailed code, with message `error` above it.
fn code_form(state: &AppState, email: &str, error: Option<&str>) -> Markup {
    let words = Words::of(state);
    let intro = words.around(
        "admin-check-intro",
        &[],
        "email",
        html! { strong { (email) } },
    );
    html! {
        h1 { (words.say("admin-check-heading")) }
        @if let Some(error) = error { p class="error" role="alert" { (words.say(error)) } }
        p { (intro) }
        form method="post" action="/admin/code" {
            input type="hidden" name="email" value=(email);
            label for="code" { (words.say("admin-code-label")) }
            input id="code" name="code" inputmode="numeric" autocomplete="one-time-code" required maxlength="6" pattern="[0-9]{6}";
            div { button type="submit" { (words.say("admin-sign-in-button")) } }
        }
        form method="get" action="/admin" { button type="submit" class="quiet" { (words.say("admin-other-address")) } }
    }
}
