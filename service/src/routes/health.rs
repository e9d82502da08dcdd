use std::time::{Duration, Instant};

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

/// Readiness: the database accepted a write within two seconds, at most `READINESS_CACHE_MS`
/// (a second) ago (probes in a burst share one write). The body's second line says whether push reminders are on, for
/// the administrator (members never see it).
#[utoipa::path(
    tag = "operations",
    responses(
        (status = 200, description = "`ready`", content_type = "text/plain", body = String),
        (status = 503, description = "The database is unavailable", content_type = "text/plain", body = String),
    ),
)]
#[get("/readyz")]
pub async fn readyz(state: web::Data<AppState>) -> HttpResponse {
    let ready = {
        let mut last = state.readiness.lock().await;
        match *last {
            Some((at, ready)) if at.elapsed() < state.readiness_max_age => ready,
            _ => {
                let ready = database_writable(&state).await;
                *last = Some((Instant::now(), ready));
                ready
            }
        }
    };
    if ready {
        HttpResponse::Ok()
            .content_type("text/plain; charset=utf-8")
            .body(format!("ready\n{}\n", reminders_line(&state)))
    } else {
        HttpResponse::ServiceUnavailable()
            .content_type("text/plain; charset=utf-8")
            .body("database unavailable")
    }
}

async fn database_writable(state: &AppState) -> bool {
    let write = storage::heartbeat(&state.db, storage::now_ms());
    match tokio::time::timeout(Duration::from_secs(2), write).await {
        Ok(Ok(())) => true,
        Ok(Err(err)) => {
            tracing::warn!(error = %err, "readiness: database write failed");
            false
        }
        Err(_) => {
            tracing::warn!("readiness: database write timed out");
            false
        }
    }
}

fn reminders_line(state: &AppState) -> &'static str {
    if state.reminders.push.is_some() {
        "reminders: on"
    } else {
        "reminders: off (push reminders need VAPID_SUBJECT set to the church's real mailto: or https: contact; members are offered the calendar file only)"
    }
}
