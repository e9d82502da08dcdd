//! Answers the API's framework-made errors (no such route, wrong method, unreadable query) in
//! the API's own shape, `{"error": "<message>"}`, like every error a handler returns.

use actix_web::body::BoxBody;
use actix_web::dev::ServiceResponse;
use actix_web::http::header::{self, HeaderValue};
use actix_web::middleware::{ErrorHandlerResponse, ErrorHandlers};
use actix_web::{HttpResponse, web};

use super::api_error::{ApiError, ErrorBody};

pub fn json_errors() -> ErrorHandlers<BoxBody> {
    ErrorHandlers::new().default_handler(|res: ServiceResponse<BoxBody>| {
        let is_json = res
            .headers()
            .get(header::CONTENT_TYPE)
            .is_some_and(|v| v == HeaderValue::from_static("application/json"));
        if is_json {
            return Ok(ErrorHandlerResponse::Response(res.map_into_left_body()));
        }
        let status = res.status();
        let error = status.canonical_reason().unwrap_or("Error").to_string();
        let (req, old) = res.into_parts();
        let mut answer = HttpResponse::build(status);
        for (name, value) in old.headers() {
            if name != header::CONTENT_TYPE && name != header::CONTENT_LENGTH {
                answer.append_header((name.clone(), value.clone()));
            }
        }
        let res = ServiceResponse::new(req, answer.json(ErrorBody { error }));
        Ok(ErrorHandlerResponse::Response(res.map_into_right_body()))
    })
}

/// A query string that does not fit its parameters is a 400 saying why.
pub fn query_config() -> web::QueryConfig {
    web::QueryConfig::default().error_handler(|err, _| {
        ApiError::bad_request(format!("The query could not be read: {err}")).into()
    })
}
