//! `GET /api/openapi.json`: the OpenAPI 3.1 document, read from the route list the server is
//! built from (see [`super::register`]); this module only adds its title and auth scheme.

use std::collections::BTreeMap;

use actix_web::{HttpResponse, get, web};
use utoipa::openapi::PathItem;
use utoipa::openapi::security::{HttpAuthScheme, HttpBuilder, SecurityScheme};
use utoipa::{Modify, OpenApi};

#[derive(OpenApi)]
#[openapi(
    info(
        title = "Prayer Fast",
        description = "A church's 40-day prayer fast: day summaries by e-mail, push reminders, \
            a calendar feed, and the PWA itself. Every 4xx and 5xx answer of `/api` is \
            `{\"error\": \"<message>\"}`."
    ),
    // Not a body of any route: what a push service delivers to the member's browser.
    components(schemas(crate::domain::PushMessage)),
    modifiers(&SubscriptionToken)
)]
struct DocumentHeader;

/// `Authorization: Bearer <token>`, the token the subscription was answered with.
struct SubscriptionToken;

impl Modify for SubscriptionToken {
    fn modify(&self, openapi: &mut utoipa::openapi::OpenApi) {
        let scheme = HttpBuilder::new()
            .scheme(HttpAuthScheme::Bearer)
            .description(Some("The token from `POST /api/push/subscriptions`"))
            .build();
        openapi
            .components
            .get_or_insert_with(Default::default)
            .add_security_scheme("subscriptionToken", SecurityScheme::Http(scheme));
        let device = HttpBuilder::new()
            .scheme(HttpAuthScheme::Bearer)
            .description(Some(
                "The recipient token a device was given for a confirmed address (`recipientToken`)",
            ))
            .build();
        openapi
            .components
            .get_or_insert_with(Default::default)
            .add_security_scheme("recipientToken", SecurityScheme::Http(device));
    }
}

/// The document before any route is added: title, description, auth scheme.
pub fn document_header() -> utoipa::openapi::OpenApi {
    DocumentHeader::openapi()
}

/// The finished document, serialised once per server worker, and the methods of each path.
pub struct ApiDocument {
    json: String,
    methods: BTreeMap<String, Vec<&'static str>>,
}

impl ApiDocument {
    pub fn new(document: &utoipa::openapi::OpenApi) -> Self {
        let methods = document
            .paths
            .paths
            .iter()
            .map(|(path, item)| (path.clone(), methods_of(item)))
            .collect();
        ApiDocument {
            json: document.to_json().expect("the document serialises"),
            methods,
        }
    }

    /// The documented methods of a route pattern such as `/api/push/subscriptions/{id}`.
    pub fn methods(&self, pattern: &str) -> &[&'static str] {
        self.methods.get(pattern).map_or(&[], Vec::as_slice)
    }
}

fn methods_of(item: &PathItem) -> Vec<&'static str> {
    [
        ("GET", &item.get),
        ("POST", &item.post),
        ("PUT", &item.put),
        ("PATCH", &item.patch),
        ("DELETE", &item.delete),
    ]
    .into_iter()
    .filter_map(|(method, operation)| operation.is_some().then_some(method))
    .collect()
}

/// This API's OpenAPI 3.1 document: every route the service answers.
#[utoipa::path(tag = "operations", responses((status = 200, description = "The OpenAPI document", body = Object)))]
#[get("/openapi.json")]
pub async fn openapi_json(document: web::Data<ApiDocument>) -> HttpResponse {
    HttpResponse::Ok()
        .content_type("application/json")
        .body(document.json.clone())
}
