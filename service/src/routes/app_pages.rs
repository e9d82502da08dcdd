//! The built PWA: its files, and `index.html` for the app's routes (200) and every other
//! path (404, so crawlers and tests see the not-found status while the app shows its page).

use std::path::Path;

use actix_files::{Files, NamedFile};
use actix_web::body::BoxBody;
use actix_web::dev::{ServiceRequest, ServiceResponse, fn_service};
use actix_web::http::StatusCode;
use actix_web::http::header::{ALLOW, HeaderValue};
use actix_web::middleware::{ErrorHandlerResponse, ErrorHandlers};
use actix_web::{HttpRequest, HttpResponse, get, web};

use crate::content::Catalogue;
use crate::state::AppState;

/// The cover.
#[utoipa::path(
    tag = "app",
    responses((status = 200, description = "The app", content_type = "text/html", body = String)),
)]
#[get("/")]
pub async fn cover(req: HttpRequest) -> actix_web::Result<HttpResponse> {
    app_shell(&req).await
}

/// A day's guide; a day without one gets the app's not-found page.
#[utoipa::path(
    tag = "app",
    params(("day" = String, Path, description = "A day with a guide, e.g. `7`")),
    responses(
        (status = 200, description = "The app, showing the day", content_type = "text/html", body = String),
        (status = 404, description = "The app's not-found page", content_type = "text/html", body = String),
    ),
)]
#[get("/day/{day}")]
pub async fn day_page(req: HttpRequest) -> actix_web::Result<HttpResponse> {
    app_shell(&req).await
}

/// The PWA's files; any other path gets the app's not-found page.
pub fn app_files(pwa_dir: &Path) -> Files {
    Files::new("/", pwa_dir)
        .index_file("index.html")
        .default_handler(fn_service(|req: ServiceRequest| async {
            let (req, _) = req.into_parts();
            let res = app_shell(&req).await?;
            Ok(ServiceResponse::new(req, res))
        }))
}

/// Outside `/api` every path answers GET and HEAD only: a 405 says so in `Allow`.
pub fn allow_get_only() -> ErrorHandlers<BoxBody> {
    ErrorHandlers::new().handler(StatusCode::METHOD_NOT_ALLOWED, |mut res| {
        let allow = HeaderValue::from_static("GET, HEAD");
        res.headers_mut().insert(ALLOW, allow);
        Ok(ErrorHandlerResponse::Response(res.map_into_left_body()))
    })
}

/// `index.html`, with 404 unless the path is one of the app's routes.
async fn app_shell(req: &HttpRequest) -> actix_web::Result<HttpResponse> {
    let state = req
        .app_data::<web::Data<AppState>>()
        .expect("the app state is registered");
    let mut res = NamedFile::open_async(&state.pwa_index)
        .await?
        .into_response(req);
    if !is_app_route(req.path(), &state.catalogue) {
        *res.status_mut() = StatusCode::NOT_FOUND;
    }
    Ok(res)
}

/// `/` and `/day/N` for a day with a guide.
fn is_app_route(path: &str, catalogue: &Catalogue) -> bool {
    let path = path
        .strip_suffix('/')
        .filter(|p| !p.is_empty())
        .unwrap_or(path);
    if path == "/" {
        return true;
    }
    path.strip_prefix("/day/")
        .filter(|n| n.bytes().all(|b| b.is_ascii_digit()) && !n.starts_with('0'))
        .and_then(|n| n.parse::<u16>().ok())
        .is_some_and(|day| catalogue.day(day).is_some())
}
