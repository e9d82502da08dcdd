use std::time::Duration;

use actix_web::{HttpResponse, get, web};

use crate::state::AppState;
use crate::storage;

/// Liveness: the process answers.
#[utoipa::path(
    tag = "operations",
    responses((status = 200, description = "`ok`", content_type = "text/plain", body = String)),
)]
#[get("/healthz")]
pub async fn healthz() -> HttpResponse {
    HttpResponse::Ok()
        .content_type("text/plain; charset=utf-8")
        .body("ok")
}

/// Readiness: the database accepts a write within two seconds. The body's second line says
/// whether push reminders are on, for the administrator (members never see it).
#[utoipa::path(
    tag = "operations",
    responses(
        (status = 200, description = "`ready`", content_type = "text/plain", body = String),
        (status = 503, description = "The database is unavailable", content_type = "text/plain", body = String),
    ),
)]
#[get("/readyz")]
pub async fn readyz(state: web::Data<AppState>) -> HttpResponse {
    let write = storage::heartbeat(&state.db, storage::now_ms());
    match tokio::time::timeout(Duration::from_secs(2), write).await {
        Ok(Ok(())) => HttpResponse::Ok()
            .content_type("text/plain; charset=utf-8")
            .body(format!("ready\n{}\n", reminders_line(&state))),
        Ok(Err(err)) => {
            tracing::warn!(error = %err, "readiness: database write failed");
            HttpResponse::ServiceUnavailable()
                .content_type("text/plain; charset=utf-8")
                .body("database unavailable")
        }
        Err(_) => {
            tracing::warn!("readiness: database write timed out");
            HttpResponse::ServiceUnavailable()
                .content_type("text/plain; charset=utf-8")
                .body("database unavailable")
        }
    }
}

fn reminders_line(state: &AppState) -> &'static str {
    if state.vapid_public_key.is_some() {
        "reminders: on"
    } else {
        "reminders: off (push reminders need VAPID_SUBJECT set to the church's real mailto: or https: contact; members are offered the calendar file only)"
    }
}
