//! What the service's own HTML pages share (a confirmation link's, the admin area's): the page
//! around their content, and the `{id}.{secret}` of a mailed link.

use actix_web::http::StatusCode;
use actix_web::{HttpRequest, HttpResponse};
use maud::{DOCTYPE, Markup, html};

use super::client_limit::within;
use crate::content::Language;
use crate::state::AppState;

/// A page in `lang` titled `{title} · {programme}` with `stylesheet` (the pages' policy allows no
/// inline styles), never cached nor sending a referrer.
pub fn page(
    state: &AppState,
    status: StatusCode,
    lang: &Language,
    title: &str,
    stylesheet: &str,
    main: Markup,
) -> HttpResponse {
    let programme = state.catalogue.programme_in(lang);
    let body = html! {
        (DOCTYPE)
        html lang=(lang.code()) {
            head {
                meta charset="utf-8";
                meta name="viewport" content="width=device-width, initial-scale=1";
                meta name="robots" content="noindex";
                title { (title) " · " (programme.title) }
                link rel="stylesheet" href=(stylesheet);
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

/// The client is within its limit of tries at the service's pages; otherwise the "Please wait
/// a minute" page in `lang`, drawn by the calling area's `page` (counted in metrics).
pub async fn within_tries(
    req: &HttpRequest,
    state: &AppState,
    lang: &Language,
    page: impl Fn(StatusCode, Markup) -> HttpResponse,
) -> Result<(), HttpResponse> {
    let say = |id: &str| state.catalogue.message(lang, id, &[]);
    within(req, state, &state.limiters.client, "service-page-tries")
        .await
        .map_err(|refused| {
            let wait = page(
                StatusCode::TOO_MANY_REQUESTS,
                html! { h1 { (say("service-page-tries-heading")) } p { (say("service-page-tries")) } },
            );
            super::Refused::mark(refused.reason, wait)
        })
}

/// A mailed link's `{id}.{secret}`, each a short run of URL-safe characters.
pub fn link_parts(value: &str) -> Option<(&str, &str)> {
    let (id, secret) = value.split_once('.')?;
    let plain = |s: &str| {
        !s.is_empty()
            && s.len() <= 64
            && s.bytes()
                .all(|b| b.is_ascii_alphanumeric() || b == b'-' || b == b'_')
    };
    (plain(id) && plain(secret)).then_some((id, secret))
}
