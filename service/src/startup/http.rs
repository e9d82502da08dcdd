//! The HTTP pieces the server is built with: CORS, and the per-response cache policy and metrics.

use std::sync::Arc;
use std::time::Instant;

use actix_cors::Cors;
use actix_web::dev::{RequestHead, Service};
use actix_web::http::header::{self, HeaderName, HeaderValue};
use actix_web::web;

use crate::http_headers;
use crate::metrics::RequestLabels;
use crate::state::AppState;

/// Cross-origin calls from `CORS_ORIGINS`; same-origin calls (Origin matches Host) always work.
pub(super) fn cors(origins: Arc<Vec<String>>) -> Cors {
    Cors::default()
        .allowed_origin_fn(move |origin: &HeaderValue, head: &RequestHead| {
            origins.iter().any(|o| o.as_bytes() == origin.as_bytes())
                || is_same_origin(origin, head)
        })
        .allowed_methods(["GET", "POST", "PATCH", "DELETE"])
        .allowed_headers([
            header::CONTENT_TYPE,
            header::AUTHORIZATION,
            HeaderName::from_static("idempotency-key"),
        ])
        .max_age(3600)
}

fn is_same_origin(origin: &HeaderValue, head: &RequestHead) -> bool {
    let host = head
        .headers()
        .get(header::HOST)
        .and_then(|h| h.to_str().ok());
    let origin_host = origin
        .to_str()
        .ok()
        .and_then(|o| o.split_once("://"))
        .map(|(_, host)| host);
    host.is_some() && host == origin_host
}

/// Sets the response's cache policy and records the request's latency.
pub(super) fn finish_response<S, B>(
    req: actix_web::dev::ServiceRequest,
    srv: &S,
) -> impl std::future::Future<Output = Result<actix_web::dev::ServiceResponse<B>, actix_web::Error>>
+ use<S, B>
where
    S: Service<
            actix_web::dev::ServiceRequest,
            Response = actix_web::dev::ServiceResponse<B>,
            Error = actix_web::Error,
        >,
{
    let started = Instant::now();
    let method = RequestLabels::method(req.method());
    let path = req.path().to_string();
    let metrics = req
        .app_data::<web::Data<AppState>>()
        .map(|s| s.metrics.clone());
    let fut = srv.call(req);
    async move {
        let mut res = fut.await?;
        // An admin page's extractor answered (a page, or on to `/admin`): no error to log.
        if res
            .response()
            .error()
            .is_some_and(crate::routes::turned_away)
        {
            let (req, answer) = res.into_parts();
            let answer = actix_web::HttpResponse::from(actix_web::dev::Response::from(answer));
            res = actix_web::dev::ServiceResponse::new(req, answer);
        }
        http_headers::apply_cache_control(&path, &mut res);
        if let Some(metrics) = metrics {
            let route = res
                .request()
                .match_pattern()
                .unwrap_or_else(|| "static".into());
            let labels = RequestLabels {
                method,
                route,
                status: res.status().as_u16().to_string(),
            };
            metrics
                .request_latency
                .get_or_create(&labels)
                .observe(started.elapsed().as_secs_f64());
            // Every refusal, once, where it leaves: an answer that says why (`Refused`), or an
            // error answer of the API's that does not (e.g. actix's own 405).
            let refused = res
                .response()
                .extensions()
                .get::<crate::routes::Refused>()
                .map(|r| r.0);
            let unlabelled = res.status().as_u16() >= 400 && path.starts_with("/api/");
            if let Some(reason) = refused.or(unlabelled.then_some("unlabelled")) {
                metrics.refuse(&labels.route, reason);
            }
        }
        Ok(res)
    }
}
