//! What the service's own HTML pages share (a confirmation link's, the admin area's): the page
//! around their content, and the `{id}.{secret}` of a mailed link.

use actix_web::HttpResponse;
use actix_web::http::StatusCode;
use maud::{DOCTYPE, Markup, html};

use crate::state::AppState;

/// A page titled `{title} · {programme}` with `stylesheet` (the pages' policy allows no inline
/// styles), never cached nor sending a referrer.
pub fn page(
    state: &AppState,
    status: StatusCode,
    title: &str,
    stylesheet: &str,
    main: Markup,
) -> HttpResponse {
    let programme = &state.catalogue.programme;
    let body = html! {
        (DOCTYPE)
        html lang="en" {
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
