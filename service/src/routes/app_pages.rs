//! The built PWA: its files, and for every other path the page the build prerendered for it —
//! `/` and `/day/N` (a day with a guide) with 200, anything else the 404 page with 404 — so the
//! first paint needs no JavaScript. A build without a path's page gets `index.html` instead (the
//! app then renders the page itself). The PWA maps paths the same way (`pwa/src/lib/page-files.ts`).

use std::path::PathBuf;

use actix_files::{Files, NamedFile};
use actix_web::dev::{ServiceRequest, ServiceResponse, fn_service};
use actix_web::http::StatusCode;
use actix_web::web;

use crate::content::Catalogue;
use crate::state::AppState;

pub fn app_pages(pwa_dir: PathBuf) -> Files {
    let pages = pwa_dir.clone();
    Files::new("/", pwa_dir)
        .index_file("index.html")
        .default_handler(fn_service(move |req: ServiceRequest| {
            let pages = pages.clone();
            async move {
                let (req, _) = req.into_parts();
                let page = req
                    .app_data::<web::Data<AppState>>()
                    .map_or(Page::NotFound, |state| {
                        Page::for_path(req.path(), &state.catalogue)
                    });
                let file = match NamedFile::open_async(pages.join(page.file())).await {
                    Ok(file) => file,
                    Err(_) => NamedFile::open_async(pages.join("index.html")).await?,
                };
                let res = if page == Page::NotFound {
                    // Always the page itself: no validators, so never a 304 to turn into a 404.
                    let file = file.use_etag(false).use_last_modified(false);
                    let mut res = file.into_response(&req);
                    *res.status_mut() = StatusCode::NOT_FOUND;
                    res
                } else {
                    // 200, or 304 when the browser's copy is current.
                    file.into_response(&req)
                };
                Ok(ServiceResponse::new(req, res))
            }
        }))
}

/// The app's pages, as the build prerenders them.
#[derive(Debug, PartialEq, Eq)]
enum Page {
    Cover,
    Day(u16),
    NotFound,
}

impl Page {
    /// `/`, `/day/N` for a day with a guide (one trailing slash allowed), else the 404 page.
    fn for_path(path: &str, catalogue: &Catalogue) -> Page {
        let path = path
            .strip_suffix('/')
            .filter(|p| !p.is_empty())
            .unwrap_or(path);
        if path == "/" {
            return Page::Cover;
        }
        path.strip_prefix("/day/")
            .filter(|n| n.bytes().all(|b| b.is_ascii_digit()) && !n.starts_with('0'))
            .and_then(|n| n.parse::<u16>().ok())
            .filter(|&day| catalogue.day(day).is_some())
            .map_or(Page::NotFound, Page::Day)
    }

    /// The prerendered file, relative to the build's directory.
    fn file(&self) -> String {
        match self {
            Page::Cover => "index.html".to_string(),
            Page::Day(day) => format!("day/{day}.html"),
            Page::NotFound => "404.html".to_string(),
        }
    }
}
