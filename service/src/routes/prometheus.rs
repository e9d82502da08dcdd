use actix_web::{HttpResponse, get, web};

use crate::state::AppState;
use crate::storage::{self, outbox};

/// Prometheus text; the outbox gauges are read from the database at scrape time.
#[utoipa::path(
    tag = "operations",
    responses((
        status = 200, description = "Counters, gauges and latency histograms",
        content_type = "application/openmetrics-text", body = String,
    )),
)]
#[get("/metrics")]
pub async fn metrics(state: web::Data<AppState>) -> HttpResponse {
    match outbox::depth(&state.db).await {
        Ok(depth) => {
            state.metrics.outbox_depth.set(depth.undelivered);
            let age_ms = depth
                .oldest_created_at
                .map_or(0, |oldest| (storage::now_ms() - oldest).max(0));
            state.metrics.outbox_oldest_age.set(age_ms as f64 / 1000.0);
        }
        Err(err) => tracing::warn!(error = %err, "metrics: could not read the outbox depth"),
    }
    HttpResponse::Ok()
        .content_type("application/openmetrics-text; version=1.0.0; charset=utf-8")
        .body(state.metrics.encode())
}
