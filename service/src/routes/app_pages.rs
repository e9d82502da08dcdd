//! The built PWA: its files, and `index.html` for the app's routes (200) and every other
//! path (404, so crawlers and tests see the not-found status while the app shows its page).

use std::path::PathBuf;

use actix_files::{Files, NamedFile};
use actix_web::dev::{ServiceRequest, ServiceResponse, fn_service};
use actix_web::http::StatusCode;
use actix_web::web;

use crate::content::Catalogue;
use crate::state::AppState;

pub fn app_pages(pwa_dir: PathBuf) -> Files {
    let index = pwa_dir.join("index.html");
    Files::new("/", pwa_dir)
        .index_file("index.html")
        .default_handler(fn_service(move |req: ServiceRequest| {
            let index = index.clone();
            async move {
                let (req, _) = req.into_parts();
                let known = req
                    .app_data::<web::Data<AppState>>()
                    .is_some_and(|state| is_app_route(req.path(), &state.catalogue));
                let mut res = NamedFile::open_async(&index).await?.into_response(&req);
                if !known {
                    *res.status_mut() = StatusCode::NOT_FOUND;
                }
                Ok(ServiceResponse::new(req, res))
            }
        }))
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
