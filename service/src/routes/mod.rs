//! Every route the service answers, registered in one place ([`register`]): the server is built
//! from that list and the OpenAPI document is read from it, so no route is served undocumented.

mod admin;
mod announcements;
pub(crate) mod api_error;
pub(crate) mod app_pages;
mod calendar_feed;
mod client_limit;
mod confirm_code;
mod confirm_recipient;
mod guarded_json;
mod guide_mail;
mod health;
mod json_errors;
mod localized_errors;
mod member_language;
mod no_route;
mod openapi_json;
mod prayer_wall;
mod programme_settings;
mod prometheus;
mod push;
mod recordings;
mod send_summary;
mod service_page;
mod tally;
mod watch;

use std::path::PathBuf;

use actix_cors::Cors;
use actix_web::HttpResponse;
use actix_web::http::StatusCode;
use actix_web::http::header::{HeaderValue, VARY};
use actix_web::middleware::Compress;
use utoipa_actix_web::scope;
use utoipa_actix_web::service_config::ServiceConfig;

pub use admin::{AdminPages, turned_away};
pub use api_error::{
    ApiError, BodyRefused, ErrorBody, LanguageRefused, NotRead, NotSaved, Refused,
};
pub use app_pages::PrerenderedPage;
pub use confirm_recipient::ConfirmPages;
pub use guarded_json::JOURNEY_LIMIT_BYTES;
pub use openapi_json::{ApiDocument, document_header};
pub use push::{NotSnoozable, NotYours, SubscriptionId};
pub use send_summary::{IDEMPOTENCY_KEY_MAX, SummaryAnswer};

/// `/metrics` alone, for its own address (`METRICS_BIND`).
pub fn metrics_only() -> impl actix_web::dev::HttpServiceFactory {
    prometheus::metrics
}

/// Registers every route: the API under `/api` (with `cors`), operations (`/metrics` unless it is
/// served elsewhere or off), and the PWA from `pwa_dir`.
pub fn register(cors: Cors, pwa_dir: PathBuf, metrics: bool) -> impl FnOnce(&mut ServiceConfig) {
    move |cfg| {
        cfg.service(health::healthz);
        cfg.service(health::readyz);
        cfg.service(confirm_recipient::confirm_style);
        cfg.service(confirm_recipient::confirm_script);
        cfg.service(confirm_recipient::confirm_page);
        cfg.service(confirm_recipient::confirm);
        cfg.service(guide_mail::stop_page);
        cfg.service(guide_mail::stop_by_link);
        cfg.service(admin::admin_style);
        cfg.service(admin::admin_page);
        cfg.service(admin::ask);
        cfg.service(admin::ask_page);
        cfg.service(admin::code);
        cfg.service(admin::code_page);
        cfg.service(admin::link_page);
        cfg.service(admin::sign_in_by_link);
        cfg.service(admin::sign_out);
        cfg.service(admin::sign_out_page);
        cfg.service(admin::new_announcement);
        cfg.service(admin::new_announcement_page);
        cfg.service(admin::announcement_page);
        cfg.service(admin::save_announcement);
        cfg.service(admin::participation_csv);
        cfg.service(admin::prayer_wall_page);
        cfg.service(admin::decide_prayer_request);
        cfg.service(admin::watch_csv);
        cfg.service(admin::recordings_page);
        cfg.service(admin::save_recording);
        if metrics {
            cfg.service(prometheus::metrics);
        }
        cfg.service(
            scope::scope("/api")
                .app_data(json_errors::query_config())
                .wrap(actix_web::middleware::from_fn(
                    localized_errors::localized_errors,
                ))
                .wrap(json_errors::json_errors())
                .wrap(cors)
                .default_service(actix_web::web::to(no_route::no_route))
                .service(programme_settings::programme_settings)
                .service(announcements::published_announcements)
                .service(tally::tick)
                .service(tally::day_tally)
                .service(prayer_wall::prayer_wall_requests)
                .service(prayer_wall::ask_for_prayer)
                .service(prayer_wall::prayed_for)
                .service(prayer_wall::report_request)
                .service(prayer_wall::my_requests)
                .service(prayer_wall::mark_answered)
                .service(prayer_wall::withdraw_request)
                .service(watch::watch_plan)
                .service(watch::pledge_turn)
                .service(watch::kept_turn)
                .service(send_summary::send_day_summary)
                .service(send_summary::send_journey_summary)
                .service(confirm_code::confirm_address)
                .service(guide_mail::subscribe_guide_mail)
                .service(guide_mail::guide_mail_state)
                .service(guide_mail::stop_guide_mail)
                .service(push::public_key)
                .service(push::subscribe)
                .service(push::change)
                .service(push::unsubscribe)
                .service(push::snooze)
                .service(push::send_test)
                .service(push::remind_watch_hours)
                .service(calendar_feed::calendar)
                .service(recordings::recordings_list)
                .service(recordings::recording_audio)
                .service(openapi_json::openapi_json),
        )
        // Only the app's files are worth compressing; API answers are a few bytes.
        .service(
            scope::scope("")
                .wrap(app_pages::allow_get_only())
                .wrap(Compress::default())
                .service(app_pages::cover)
                .service(app_pages::days_page)
                .service(app_pages::journey_page)
                .service(app_pages::privacy_page)
                .service(app_pages::safety_page)
                .service(app_pages::print_page)
                .service(app_pages::day_page)
                .map(|pages| pages.service(app_pages::app_files(&pwa_dir))),
        );
    }
}

/// `body` as JSON (200) that a cache may keep but must check again before reusing.
fn revalidated_json(body: impl serde::Serialize) -> HttpResponse {
    HttpResponse::Ok()
        .insert_header(("cache-control", "no-cache"))
        .json(body)
}

/// [`revalidated_json`] in the request's language: cached apart for each `Accept-Language`.
fn revalidated_json_in_language(body: impl serde::Serialize) -> HttpResponse {
    let mut res = revalidated_json(body);
    let vary = HeaderValue::from_static("Accept-Language");
    res.headers_mut().insert(VARY, vary);
    res
}

/// `body` as JSON with `status`, kept by no cache: it answers one member's device.
fn unstored_json(status: StatusCode, body: impl serde::Serialize) -> HttpResponse {
    HttpResponse::build(status)
        .insert_header(("cache-control", "no-store"))
        .json(body)
}
