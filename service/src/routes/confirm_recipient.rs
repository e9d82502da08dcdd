//! The link in a confirmation mail: `GET` shows a page with one button, and the button's `POST`
//! confirms the address (a mail scanner that follows links confirms nothing) for the device that
//! asked: the page sends the token the guide keeps in this browser. Without it nothing is
//! confirmed, and the page says to type the mail's code into the guide where it was asked.

use actix_web::http::StatusCode;
use actix_web::{FromRequest, HttpRequest, HttpResponse, dev, get, post, web};
use maud::{Markup, html};
use utoipa::{IntoParams, IntoResponses};

use super::service_page::{self, link_parts};
pub use crate::app::confirmations::LINK_PREFIX;
use crate::app::confirmations::{self, LinkOutcome};
use crate::content::Language;
use crate::domain::{DEVICE_TOKEN_PREFIX, DEVICE_TOKENS_STORE};
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

/// A confirmation page in one language, its messages and its frame: the member's language, as
/// the mail's link carries it (`?lang=`; none in the first language's links), whatever the
/// language of the browser it opens in.
pub struct Pages {
    state: web::Data<AppState>,
    lang: Language,
}

impl FromRequest for Pages {
    type Error = actix_web::Error;
    type Future = std::future::Ready<Result<Self, Self::Error>>;

    fn from_request(req: &HttpRequest, _: &mut dev::Payload) -> Self::Future {
        let state = req
            .app_data::<web::Data<AppState>>()
            .expect("the app state is registered")
            .clone();
        let linked = url::form_urlencoded::parse(req.query_string().as_bytes())
            .find(|(key, _)| key == "lang")
            .map(|(_, code)| state.catalogue.language(&code));
        let lang = linked.unwrap_or_else(|| state.catalogue.first_language());
        std::future::ready(Ok(Pages { state, lang }))
    }
}

impl Pages {
    fn say(&self, id: &str) -> String {
        let programme = self.state.catalogue.programme_in(&self.lang);
        let args = [
            ("church", programme.church.as_str().into()),
            ("title", programme.title.as_str().into()),
        ];
        self.state.catalogue.message(&self.lang, id, &args)
    }

    /// A page of a heading and a paragraph, from messages `{id}-heading` and `{id}`; a refusal
    /// is counted under `id`.
    fn said(&self, status: StatusCode, id: &'static str, more: Markup) -> HttpResponse {
        let page = self.page(
            status,
            html! { h1 { (self.say(&format!("{id}-heading"))) } p { (self.say(id)) } (more) },
        );
        match status.is_client_error() || status.is_server_error() {
            true => super::Refused::mark(id, page),
            false => page,
        }
    }

    /// The button back to the guide, in this language's copy of the app.
    fn open_guide(&self) -> Markup {
        let home = self.state.catalogue.page_path(&self.lang, "/");
        html! { p { a class="button" href=(home) { (self.say("confirm-page-open-guide")) } } }
    }

    fn not_me_form(&self) -> Markup {
        html! {
            form method="post" class="secondary" {
                input type="hidden" name="action" value="not-me";
                button type="submit" class="quiet" { (self.say("confirm-page-not-me")) }
            }
        }
    }

    fn expired(&self) -> HttpResponse {
        self.said(StatusCode::GONE, "confirm-page-expired", self.open_guide())
    }

    fn unavailable(&self, err: sqlx::Error) -> HttpResponse {
        tracing::error!(error = %super::api_error::Chain(&err), "could not confirm a recipient");
        let status = StatusCode::SERVICE_UNAVAILABLE;
        self.said(status, "confirm-page-unavailable", html! {})
    }

    fn not_a_link(&self) -> HttpResponse {
        self.said(
            StatusCode::NOT_FOUND,
            "confirm-page-invalid",
            self.open_guide(),
        )
    }

    fn page(&self, status: StatusCode, main: Markup) -> HttpResponse {
        let title = self.say("confirm-page-title");
        service_page::page(
            &self.state,
            status,
            &self.lang,
            &title,
            "/confirm.css",
            main,
        )
    }
}

/// The page a confirmation link opens: one button that confirms the address for the device
/// that asked (its token, found in this browser), and one for "I did not ask for this". In the
/// language of the member who asked (the link's `?lang=`).
#[utoipa::path(tag = "app", params(ConfirmLink), responses(ConfirmPages))]
#[get("/confirm/{link}")]
pub async fn confirm_page(pages: Pages, path: web::Path<ConfirmLink>) -> HttpResponse {
    if link_parts(&path.link).is_none() {
        return pages.not_a_link();
    }
    pages.page(
        StatusCode::OK,
        html! {
            h1 { (pages.say("confirm-page-heading")) }
            p { (pages.say("confirm-page-intro")) }
            form method="post" {
                input type="hidden" name="token" id="token" value="";
                button type="submit" { (pages.say("confirm-button")) }
            }
            p id="elsewhere" class="muted" hidden { (pages.say("confirm-page-elsewhere")) }
            (pages.not_me_form())
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
    pages: Pages,
    path: web::Path<ConfirmLink>,
    form: Option<web::Form<ConfirmForm>>,
) -> HttpResponse {
    let state = &pages.state;
    let Some((id, secret)) = link_parts(&path.link) else {
        return pages.not_a_link();
    };
    let page = |status, main| pages.page(status, main);
    if let Err(wait) = service_page::within_tries(&req, state, &pages.lang, page).await {
        return wait;
    }
    let form = form.map(web::Form::into_inner);
    let (token, action) = form.map_or((None, None), |f| (Some(f.token), Some(f.action)));
    if action.as_deref() == Some("not-me") {
        return match confirmations::not_me(&state.summaries, id, secret).await {
            Ok(true) => pages.said(StatusCode::OK, "confirm-page-not-me-done", html! {}),
            Ok(false) => pages.expired(),
            Err(err) => pages.unavailable(err),
        };
    }
    let token = token.filter(|t| !t.is_empty());
    match confirmations::confirm_by_link(&state.summaries, id, secret, token.as_deref(), now_ms())
        .await
    {
        Ok(LinkOutcome::Confirmed | LinkOutcome::AlreadyConfirmed) => {
            tracing::info!("recipient confirmed");
            pages.said(StatusCode::OK, "confirm-page-confirmed", pages.open_guide())
        }
        Ok(LinkOutcome::OtherDevice) => pages.said(
            StatusCode::FORBIDDEN,
            "confirm-page-other-device",
            html! { p { (pages.say("confirm-page-other-device-not-me")) } (pages.not_me_form()) },
        ),
        // An unknown link reads as an expired one: both are deleted after their time.
        Ok(LinkOutcome::Expired | LinkOutcome::Unknown) => pages.expired(),
        Err(err) => pages.unavailable(err),
    }
}
