//! The day's guide by e-mail: `POST /api/guide-mail` asks for it (202), `GET` and `DELETE` read
//! and stop a device's (its recipient token as `Authorization: Bearer`), and every guide's
//! one-click unsubscribe link, `/unsubscribe/{id}.{signature}`: `POST` (RFC 8058, or the page's
//! button) stops it in one request; `GET` shows the button (a scanner that follows links stops
//! nothing).

use actix_web::http::StatusCode;
use actix_web::{FromRequest, HttpRequest, HttpResponse, delete, dev, get, post, web};
use maud::html;
use utoipa::{IntoParams, IntoResponses};

use super::api_error::{ApiError, BodyRefused, ErrorBody};
use super::guarded_json::{Guarded, guide_mail_on};
use super::member_language::MemberLanguage;
use super::send_summary::{IdempotencyKey, MemberSender};
use super::service_page;
use crate::app::guide_mail::{self, GuideLookup, Unsubscribed};
use crate::content::{Language, Said};
use crate::domain::{GuideMailAnswer, GuideMailRequest, GuideMailState};
use crate::state::AppState;
use crate::storage::now_ms;

/// How `POST /api/guide-mail` answers (besides [`BodyRefused`]).
#[derive(IntoResponses)]
#[expect(dead_code, reason = "never built: only the API document reads it")]
pub enum GuideMailAnswers {
    /// Subscribed, or waiting for the address to be confirmed (`delivery`)
    #[response(status = 202)]
    Accepted(GuideMailAnswer),
    /// The church does not send the guide by e-mail
    #[response(status = 403)]
    Off(ErrorBody),
    /// The key was used for another request
    #[response(status = 422)]
    KeyReused(ErrorBody),
    /// The request could not be saved, or today's mail cap is reached
    #[response(status = 503)]
    Unavailable(ErrorBody),
}

/// Ask for the day's guide by e-mail each morning at a local time. The first request for an
/// address from a device sends it a confirmation mail (`delivery: awaiting_confirmation`); sent
/// again with the device's token once confirmed, it subscribes (one subscription per address:
/// a new time or way replaces the old).
#[utoipa::path(
    tag = "guide-mail",
    params(IdempotencyKey, MemberLanguage),
    request_body = GuideMailRequest,
    responses(GuideMailAnswers, BodyRefused),
)]
#[post("/guide-mail")]
pub async fn subscribe_guide_mail(
    body: Guarded<GuideMailRequest>,
    sender: MemberSender,
    state: web::Data<AppState>,
) -> Result<HttpResponse, ApiError> {
    let answer = guide_mail::subscribe(&state.summaries, body.0, sender.0).await?;
    Ok(super::unstored_json(StatusCode::ACCEPTED, answer))
}

/// The device's recipient token, from `Authorization: Bearer <token>`.
pub struct DeviceBearer(Option<String>);

impl FromRequest for DeviceBearer {
    type Error = ApiError;
    type Future = std::future::Ready<Result<Self, ApiError>>;

    fn from_request(req: &HttpRequest, _: &mut dev::Payload) -> Self::Future {
        let token = super::push::bearer_token(req)
            .map(|t| t.trim().to_string())
            .filter(|t| !t.is_empty() && t.len() <= crate::domain::RECIPIENT_TOKEN_MAX_CHARS);
        std::future::ready(Ok(DeviceBearer(token)))
    }
}

/// How reading or stopping a device's guide is refused.
#[derive(IntoResponses)]
#[expect(dead_code, reason = "never built: only the API document reads it")]
pub enum GuideMailNotYours {
    /// No token, or not a confirmed device's
    #[response(status = 401)]
    NoToken(ErrorBody),
    /// The church does not send the guide by e-mail
    #[response(status = 403)]
    Off(ErrorBody),
}

fn lookup_error(err: GuideLookup) -> ApiError {
    match err {
        GuideLookup::NotConfirmed => ApiError::new(
            StatusCode::UNAUTHORIZED,
            Said::new("error-guide-mail-token"),
        )
        .because("guide_mail_token"),
        GuideLookup::Storage(cause) => cause.into(),
    }
}

fn device_token(state: &AppState, bearer: DeviceBearer) -> Result<String, ApiError> {
    guide_mail_on(state)?;
    bearer
        .0
        .ok_or_else(|| lookup_error(GuideLookup::NotConfirmed))
}

/// The device's guide by e-mail: its time, time zone, way, rhythm and next mail.
#[utoipa::path(
    tag = "guide-mail",
    security(("recipientToken" = [])),
    responses(
        (status = 200, description = "The guide this device asked for", body = GuideMailState),
        (status = 404, description = "None: stopped, or the fast has ended", body = ErrorBody),
        GuideMailNotYours,
    ),
)]
#[get("/guide-mail")]
pub async fn guide_mail_state(
    bearer: DeviceBearer,
    state: web::Data<AppState>,
) -> Result<HttpResponse, ApiError> {
    let token = device_token(&state, bearer)?;
    match guide_mail::state(&state.summaries, &token, now_ms()).await {
        Ok(Some(guide)) => Ok(super::unstored_json(StatusCode::OK, guide)),
        Ok(None) => Err(
            ApiError::new(StatusCode::NOT_FOUND, Said::new("error-guide-mail-none"))
                .because("guide_mail_none"),
        ),
        Err(err) => Err(lookup_error(err)),
    }
}

/// Stop the device's guide by e-mail: its address is deleted at once (204 also when there was
/// none).
#[utoipa::path(
    tag = "guide-mail",
    security(("recipientToken" = [])),
    responses(
        (status = 204, description = "Stopped (or there was nothing to stop)"),
        GuideMailNotYours,
    ),
)]
#[delete("/guide-mail")]
pub async fn stop_guide_mail(
    bearer: DeviceBearer,
    state: web::Data<AppState>,
) -> Result<HttpResponse, ApiError> {
    let token = device_token(&state, bearer)?;
    guide_mail::stop(&state.summaries, &token, now_ms())
        .await
        .map_err(lookup_error)?;
    Ok(HttpResponse::NoContent().finish())
}

/// An unsubscribe link's path.
#[derive(serde::Deserialize, IntoParams)]
#[into_params(parameter_in = Path)]
pub struct UnsubscribeLink {
    /// The subscription's id and the service's signature, from the mail.
    link: String,
}

/// The pages an unsubscribe link answers with (HTML).
#[derive(IntoResponses)]
#[expect(dead_code, reason = "never built: only the API document reads it")]
pub enum UnsubscribePages {
    /// The page with the button; after it (or a one-click POST), "stopped" or "nothing to stop"
    #[response(status = 200, content_type = "text/html")]
    Page(String),
    /// Not a link the service made
    #[response(status = 404, content_type = "text/html")]
    NotALink(String),
    /// Too many tries from this client
    #[response(status = 429, content_type = "text/html")]
    TooManyTries(String),
    /// The answer could not be saved; try again
    #[response(status = 503, content_type = "text/html")]
    Unavailable(String),
}

/// The page's language: the link's `?lang=` (the member's), else the first.
fn page_language(req: &HttpRequest, state: &AppState) -> Language {
    url::form_urlencoded::parse(req.query_string().as_bytes())
        .find(|(key, _)| key == "lang")
        .map_or_else(
            || state.catalogue.first_language(),
            |(_, code)| state.catalogue.language(&code),
        )
}

fn page(state: &AppState, lang: &Language, status: StatusCode, main: maud::Markup) -> HttpResponse {
    let title = state.catalogue.message(lang, "guide-stop-page-title", &[]);
    service_page::page(state, status, lang, &title, "/confirm.css", main)
}

/// A page of `{id}-heading` and `{id}`; a refusal is counted under `id`.
fn said(state: &AppState, lang: &Language, status: StatusCode, id: &'static str) -> HttpResponse {
    let say = |id: &str| state.catalogue.message(lang, id, &[]);
    let page = page(
        state,
        lang,
        status,
        html! { h1 { (say(&format!("{id}-heading"))) } p { (say(id)) } },
    );
    match status.is_client_error() || status.is_server_error() {
        true => super::Refused::mark(id, page),
        false => page,
    }
}

/// The page an unsubscribe link opens: one button that stops the guide.
#[utoipa::path(tag = "app", params(UnsubscribeLink), responses(UnsubscribePages))]
#[get("/unsubscribe/{link}")]
pub async fn stop_page(
    req: HttpRequest,
    path: web::Path<UnsubscribeLink>,
    state: web::Data<AppState>,
) -> HttpResponse {
    let lang = page_language(&req, &state);
    if guide_mail::linked_id(&state.summaries.recipient_keys, &path.link).is_none() {
        return said(&state, &lang, StatusCode::NOT_FOUND, "guide-stop-gone");
    }
    let say = |id: &str| state.catalogue.message(&lang, id, &[]);
    page(
        &state,
        &lang,
        StatusCode::OK,
        html! {
            h1 { (say("guide-stop-page-heading")) }
            p { (say("guide-stop-page-intro")) }
            form method="post" {
                input type="hidden" name="List-Unsubscribe" value="One-Click";
                button type="submit" { (say("guide-stop-button")) }
            }
        },
    )
}

/// Stops the guide in one request: a mail client's one-click `POST` (RFC 8058, body
/// `List-Unsubscribe=One-Click`, which may come from anywhere: the signature is the proof), or
/// the page's button.
#[utoipa::path(tag = "app", params(UnsubscribeLink), responses(UnsubscribePages))]
#[post("/unsubscribe/{link}")]
pub async fn stop_by_link(
    req: HttpRequest,
    path: web::Path<UnsubscribeLink>,
    state: web::Data<AppState>,
) -> HttpResponse {
    let lang = page_language(&req, &state);
    let drawn = |status, main| page(&state, &lang, status, main);
    if let Err(wait) = service_page::within_tries(&req, &state, &lang, drawn).await {
        return wait;
    }
    match guide_mail::unsubscribe(&state.summaries, &path.link).await {
        Ok(Unsubscribed::Stopped) => said(&state, &lang, StatusCode::OK, "guide-stop-done"),
        Ok(Unsubscribed::Gone) => said(&state, &lang, StatusCode::OK, "guide-stop-gone"),
        Ok(Unsubscribed::NotALink) => said(&state, &lang, StatusCode::NOT_FOUND, "guide-stop-gone"),
        Err(err) => {
            tracing::error!(error = %super::api_error::Chain(&err), "could not stop a guide by e-mail");
            let unavailable = "confirm-page-unavailable";
            said(&state, &lang, StatusCode::SERVICE_UNAVAILABLE, unavailable)
        }
    }
}
