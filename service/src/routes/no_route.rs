//! What `/api` answers when no route takes a request: 405 with `Allow` when the path is an API
//! route called with another method, else 404; both in the API's error shape.

use actix_web::http::StatusCode;
use actix_web::http::header::ALLOW;
use actix_web::{HttpRequest, HttpResponse, web};

use super::api_error::ErrorBody;
use super::openapi_json::ApiDocument;

pub async fn no_route(req: HttpRequest, document: web::Data<ApiDocument>) -> HttpResponse {
    let allowed = req
        .resource_map()
        .match_pattern(req.path())
        .map(|pattern| document.methods(&pattern).join(", "))
        .filter(|methods| !methods.is_empty());
    let (status, error) = match &allowed {
        Some(methods) => (
            StatusCode::METHOD_NOT_ALLOWED,
            format!("This route answers {methods} only"),
        ),
        None => (
            StatusCode::NOT_FOUND,
            "No such API route: /api/openapi.json lists them".to_string(),
        ),
    };
    let mut res = HttpResponse::build(status);
    if let Some(methods) = allowed {
        res.insert_header((ALLOW, methods));
    }
    res.json(ErrorBody { error })
}
