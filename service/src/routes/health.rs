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

/// Readiness: the database accepts a write within two seconds.
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
            .body("ready"),
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
