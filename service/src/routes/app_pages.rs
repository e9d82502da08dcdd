//! The built PWA: its files, and for every other path the page the build prerendered for it —
//! the fixed pages ([`FIXED_PAGES`]) and `/day/N` (a day with a guide) with 200, anything else the 404 page with 404 — so the
//! first paint needs no JavaScript. A build without a path's page gets `index.html` instead (the
//! app then renders the page itself). The PWA maps paths the same way (`pwa/src/lib/page-files.ts`).

use std::path::Path;

use actix_files::{Files, NamedFile};
use actix_web::body::BoxBody;
use actix_web::dev::{ServiceRequest, ServiceResponse, fn_service};
use actix_web::http::StatusCode;
use actix_web::http::header::{ALLOW, HeaderValue, LINK};
use actix_web::middleware::{ErrorHandlerResponse, ErrorHandlers};
use actix_web::{HttpRequest, HttpResponse, get, web};

use crate::content::Catalogue;
use crate::state::AppState;

/// The app's pages at fixed paths and the file the build prerenders for each (the PWA's
/// `APP_PAGES` is generated from this); `/day/N` is `day/N.html` and any other path [`NOT_FOUND_FILE`].
pub const FIXED_PAGES: [(&str, &str); 8] = [
    ("/", "index.html"),
    ("/days", "days.html"),
    ("/journey", "journey.html"),
    ("/prayer-wall", "prayer-wall.html"),
    ("/print", "print.html"),
    ("/privacy", "privacy.html"),
    ("/safety", "safety.html"),
    ("/watch", "watch.html"),
];
/// The route of a day's page (as registered below, and in the OpenAPI document).
#[cfg(test)]
pub const DAY_PAGE_ROUTE: &str = crate::content::DAY_PAGE;
/// The page every path without one of its own gets, with 404.
pub const NOT_FOUND_FILE: &str = "404.html";

/// A page of the app, as the build prerendered it.
#[derive(utoipa::IntoResponses)]
pub enum PrerenderedPage {
    /// The page (HTML that paints without JavaScript).
    #[response(status = 200, content_type = "text/html")]
    Page(String),
    /// The browser's copy is current (`If-None-Match` / `If-Modified-Since`).
    #[response(status = 304)]
    NotModified,
}

/// The cover.
#[utoipa::path(tag = "app", responses(PrerenderedPage))]
#[get("/")]
pub async fn cover(req: HttpRequest) -> actix_web::Result<HttpResponse> {
    app_shell(&req).await
}

/// Every day of the fast, with what this device has done.
#[utoipa::path(tag = "app", responses(PrerenderedPage))]
#[get("/days")]
pub async fn days_page(req: HttpRequest) -> actix_web::Result<HttpResponse> {
    app_shell(&req).await
}

/// Everything this device holds across the fast (read in the browser: nothing leaves the device).
#[utoipa::path(tag = "app", responses(PrerenderedPage))]
#[get("/journey")]
pub async fn journey_page(req: HttpRequest) -> actix_web::Result<HttpResponse> {
    app_shell(&req).await
}

/// What the app keeps, what the church sees, and what never leaves the phone.
#[utoipa::path(tag = "app", responses(PrerenderedPage))]
#[get("/privacy")]
pub async fn privacy_page(req: HttpRequest) -> actix_web::Result<HttpResponse> {
    app_shell(&req).await
}

/// "Before you begin: fasting safely": who should not fast from food, what is always allowed,
/// when to stop and seek help.
#[utoipa::path(tag = "app", responses(PrerenderedPage))]
#[get("/safety")]
pub async fn safety_page(req: HttpRequest) -> actix_web::Result<HttpResponse> {
    app_shell(&req).await
}

/// The whole programme laid out for paper (A5 or Letter booklets).
#[utoipa::path(tag = "app", responses(PrerenderedPage))]
#[get("/print")]
pub async fn print_page(req: HttpRequest) -> actix_web::Result<HttpResponse> {
    app_shell(&req).await
}

/// A day's guide; a day without one gets the app's not-found page.
#[utoipa::path(
    tag = "app",
    params(("day" = String, Path, description = "A day with a guide, e.g. `7`")),
    responses(
        PrerenderedPage,
        (status = 404, description = "The app's not-found page", content_type = "text/html", body = String),
    ),
)]
#[get("/day/{day}")]
pub async fn day_page(req: HttpRequest, day: web::Path<String>) -> actix_web::Result<HttpResponse> {
    // The prerendered file itself (`/day/7.html`), which the service worker precaches.
    let number = day.strip_suffix(".html").unwrap_or_default();
    if !number.is_empty() && number.bytes().all(|b| b.is_ascii_digit()) {
        let state = req
            .app_data::<web::Data<AppState>>()
            .expect("the app state is registered");
        if let Ok(file) = NamedFile::open_async(state.pwa_dir.join("day").join(day.as_str())).await
        {
            return Ok(file.into_response(&req));
        }
    }
    app_shell(&req).await
}

/// The PWA's files; any other path (a page, such as another language's cover `/es/`, or nothing)
/// gets its prerendered page or the not-found page. Every file a build writes has an extension.
pub fn app_files(pwa_dir: &Path) -> Files {
    Files::new("/", pwa_dir)
        .index_file("index.html")
        .path_filter(|path, _| path.extension().is_some())
        .default_handler(fn_service(|req: ServiceRequest| async {
            let (req, _) = req.into_parts();
            let res = app_shell(&req).await?;
            Ok(ServiceResponse::new(req, res))
        }))
}

/// Outside `/api` every path answers GET and HEAD only: a 405 says so in `Allow`.
pub fn allow_get_only() -> ErrorHandlers<BoxBody> {
    ErrorHandlers::new().handler(StatusCode::METHOD_NOT_ALLOWED, |mut res| {
        // A confirmation link and an unsubscribe link also take the POST of their button, and
        // the admin area's forms their POSTs.
        let path = res.request().path();
        let allow = if path.starts_with(super::confirm_recipient::LINK_PREFIX)
            || path.starts_with(crate::app::guide_mail::UNSUBSCRIBE_PREFIX)
            || (path.starts_with("/admin/") && !path.ends_with(".csv"))
        {
            "GET, HEAD, POST"
        } else {
            "GET, HEAD"
        };
        res.headers_mut()
            .insert(ALLOW, HeaderValue::from_static(allow));
        Ok(ErrorHandlerResponse::Response(res.map_into_left_body()))
    })
}

/// The path's prerendered page (or `index.html` when the build lacks it): 200 for the app's
/// pages (or 304 when the browser's copy is current), 404 with the 404 page for any other path.
async fn app_shell(req: &HttpRequest) -> actix_web::Result<HttpResponse> {
    let state = req
        .app_data::<web::Data<AppState>>()
        .expect("the app state is registered");
    let languages = &state.catalogue.programme.languages;
    let (copy, path) = language_copy(req.path(), languages);
    let page = Page::for_path(path, &state.catalogue);
    let built = state.pwa_dir.join(copy);
    let file = match NamedFile::open_async(built.join(page.file())).await {
        Ok(file) => file,
        Err(_) => NamedFile::open_async(built.join("index.html")).await?,
    };
    if page != Page::NotFound {
        let mut res = file.into_response(req);
        if let Some(link) = alternates(&state.summaries.public_url, &state.catalogue, &page.path())
        {
            res.headers_mut().insert(LINK, link);
        }
        return Ok(res);
    }
    // Always the page itself: no validators, so never a 304 to turn into a 404.
    let file = file.use_etag(false).use_last_modified(false);
    let mut res = file.into_response(req);
    *res.status_mut() = StatusCode::NOT_FOUND;
    Ok(res)
}

/// The copy of the app a path is in, as the folder of the build it comes from, and the path inside
/// it: the first language's at `/` (folder ``), each other's at `/<lang>/` (folder `<lang>`).
fn language_copy<'a>(path: &'a str, languages: &'a [String]) -> (&'a str, &'a str) {
    for lang in languages.iter().skip(1) {
        if let Some(rest) = path
            .strip_prefix('/')
            .and_then(|p| p.strip_prefix(lang.as_str()))
        {
            match rest {
                "" => return (lang, "/"),
                _ if rest.starts_with('/') => return (lang, rest),
                _ => {}
            }
        }
    }
    ("", path)
}

/// `Link: <…/day/3>; rel="alternate"; hreflang="en", <…/es/day/3>; …`: the page in every language
/// the programme offers, with the first as `x-default`, for search engines (absolute URLs, as
/// they require); none with one language.
fn alternates(public_url: &str, catalogue: &Catalogue, path: &str) -> Option<HeaderValue> {
    let languages = &catalogue.programme.languages;
    let first = languages.first().filter(|_| languages.len() > 1)?;
    let url = |lang: &str| {
        let page = catalogue.page_path(&catalogue.language(lang), path);
        format!("<{}{page}>", public_url.trim_end_matches('/'))
    };
    let links: Vec<String> = languages
        .iter()
        .map(|lang| format!("{}; rel=\"alternate\"; hreflang=\"{lang}\"", url(lang)))
        .chain([format!(
            "{}; rel=\"alternate\"; hreflang=\"x-default\"",
            url(first)
        )])
        .collect();
    HeaderValue::from_str(&links.join(", ")).ok()
}

/// The app's pages, as the build prerenders them.
#[derive(Debug, PartialEq, Eq)]
enum Page {
    /// One of [`FIXED_PAGES`]: its path and file.
    Fixed(&'static str, &'static str),
    Day(u16),
    NotFound,
}

impl Page {
    /// A fixed page, `/day/N` for a day with a guide (one trailing slash allowed), else the 404 page.
    fn for_path(path: &str, catalogue: &Catalogue) -> Page {
        let path = path
            .strip_suffix('/')
            .filter(|p| !p.is_empty())
            .unwrap_or(path);
        if let Some(&(fixed, file)) = FIXED_PAGES.iter().find(|(fixed, _)| *fixed == path) {
            return Page::Fixed(fixed, file);
        }
        path.strip_prefix("/day/")
            .filter(|n| n.bytes().all(|b| b.is_ascii_digit()) && !n.starts_with('0'))
            .and_then(|n| n.parse::<u16>().ok())
            .filter(|&day| catalogue.day(day).is_some())
            .map_or(Page::NotFound, Page::Day)
    }

    /// The page's own path (without a trailing slash).
    fn path(&self) -> String {
        match self {
            Page::Fixed(path, _) => path.to_string(),
            Page::Day(day) => format!("/day/{day}"),
            Page::NotFound => String::new(),
        }
    }

    /// The prerendered file, relative to the build's directory.
    fn file(&self) -> String {
        match self {
            Page::Fixed(_, file) => file.to_string(),
            Page::Day(day) => format!("day/{day}.html"),
            Page::NotFound => NOT_FOUND_FILE.to_string(),
        }
    }
}
