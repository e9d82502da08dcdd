use actix_web::{HttpResponse, get};

/// Liveness: the process answers.
#[get("/healthz")]
pub async fn healthz() -> HttpResponse {
    HttpResponse::Ok().content_type("text/plain; charset=utf-8").body("ok")
}

/// Readiness: able to serve (the database check joins this when storage arrives).
#[get("/readyz")]
pub async fn readyz() -> HttpResponse {
    HttpResponse::Ok().content_type("text/plain; charset=utf-8").body("ready")
}
