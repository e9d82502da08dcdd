//! `GET /api/openapi.json` matches the routes: every route handler in the source is documented,
//! every documented operation is answered by its own route, and no other method is.

use std::path::Path;

use prayer_fast::domain::{
    EMAIL_MAX_CHARS, ENDPOINT_MAX_CHARS, JOURNAL_MAX_CHARS, TIME_ZONE_MAX_CHARS,
};
use prayer_fast::routes::IDEMPOTENCY_KEY_MAX;
use serde_json::Value;

use crate::helpers::{TestApp, metric_value, repo_root, spawn_with};

const METHODS: [&str; 5] = ["GET", "POST", "PUT", "PATCH", "DELETE"];

async fn app_and_document() -> (TestApp, Value) {
    let app = spawn_with(&[("VAPID_SUBJECT", "mailto:office@gracefellowship.church")]).await;
    let res = app
        .client
        .get(format!("{}/api/openapi.json", app.address))
        .send()
        .await
        .unwrap();
    assert_eq!(res.status(), 200);
    let document: Value = res.json().await.unwrap();
    (app, document)
}

/// (METHOD, path template) of every documented operation.
fn operations(document: &Value) -> Vec<(String, String)> {
    let paths = document["paths"].as_object().expect("paths");
    paths
        .iter()
        .flat_map(|(path, item)| {
            METHODS
                .iter()
                .filter(|m| item.get(m.to_lowercase()).is_some())
                .map(move |m| (m.to_string(), path.clone()))
        })
        .collect()
}

/// A concrete path for a template: a day with a guide, any subscription id.
fn concrete(template: &str) -> String {
    template
        .replace("{day}", "7")
        .replace("{id}", "0190f1c2-0000-7000-8000-000000000000")
}

async fn call(app: &TestApp, method: &str, path: &str) -> reqwest::Response {
    let method = reqwest::Method::from_bytes(method.as_bytes()).unwrap();
    app.client
        .request(method, format!("{}{path}", app.address))
        .send()
        .await
        .unwrap()
}

/// Every `#[get("…")]`-style route macro in `service/src`, as (METHOD, handler fn name).
fn route_handlers_in_source() -> Vec<(String, String)> {
    let mut found = Vec::new();
    let mut files = vec![repo_root().join("service/src")];
    while let Some(path) = files.pop() {
        if path.is_dir() {
            files.extend(std::fs::read_dir(&path).unwrap().map(|e| e.unwrap().path()));
        } else if path.extension().is_some_and(|e| e == "rs") {
            found.extend(route_handlers_in(&path));
        }
    }
    found
}

fn route_handlers_in(file: &Path) -> Vec<(String, String)> {
    let source = std::fs::read_to_string(file).unwrap();
    let lines: Vec<&str> = source.lines().map(str::trim).collect();
    let mut found = Vec::new();
    for (i, line) in lines.iter().enumerate() {
        let Some(method) = METHODS
            .iter()
            .find(|m| line.starts_with(&format!("#[{}(\"", m.to_lowercase())))
        else {
            continue;
        };
        let handler = lines[i + 1..]
            .iter()
            .find_map(|l| l.split("async fn ").nth(1))
            .and_then(|rest| rest.split('(').next())
            .expect("a route macro is followed by its handler");
        found.push((method.to_string(), handler.to_string()));
    }
    found
}

#[tokio::test]
async fn every_route_handler_in_the_source_is_documented_under_its_method() {
    let (_app, document) = app_and_document().await;
    let documented: Vec<(String, String)> = operations(&document)
        .into_iter()
        .map(|(method, path)| {
            let id = &document["paths"][&path][method.to_lowercase()]["operationId"];
            (method, id.as_str().unwrap().to_string())
        })
        .collect();
    let handlers = route_handlers_in_source();
    assert!(
        handlers.len() >= 12,
        "the scan finds the handlers: {handlers:?}"
    );
    for handler in &handlers {
        assert!(
            documented.contains(handler),
            "{handler:?} is not in /api/openapi.json"
        );
    }
    assert_eq!(
        documented.len(),
        handlers.len(),
        "one operation per handler"
    );
}

#[tokio::test]
async fn every_documented_operation_is_answered_by_its_own_route() {
    let (app, document) = app_and_document().await;
    let operations = operations(&document);
    for (method, template) in &operations {
        let res = call(&app, method, &concrete(template)).await;
        let status = res.status().as_u16();
        assert!(
            !matches!(status, 404 | 405),
            "{method} {template} answered {status}"
        );
        let documented = &document["paths"][template][method.to_lowercase()]["responses"];
        assert!(
            documented.get(status.to_string()).is_some(),
            "{method} {template}: {status} is not documented"
        );
        // The metrics name the route pattern that took the request: it must be this one.
        let series = format!(
            "prayer_fast_http_request_duration_seconds_count{{method=\"{method}\",route=\"{template}\",status=\"{status}\"}}"
        );
        assert!(
            metric_value(&app.metrics().await, &series) >= 1.0,
            "{series}"
        );
    }
}

#[tokio::test]
async fn documented_paths_refuse_every_other_method_with_405() {
    let (app, document) = app_and_document().await;
    let operations = operations(&document);
    for template in document["paths"].as_object().unwrap().keys() {
        let allowed: Vec<&str> = operations
            .iter()
            .filter(|(_, path)| path == template)
            .map(|(method, _)| method.as_str())
            .collect();
        for method in METHODS.iter().filter(|m| !allowed.contains(m)) {
            let res = call(&app, method, &concrete(template)).await;
            assert_eq!(res.status(), 405, "{method} {template} is not documented");
            let allow = res.headers()["allow"].to_str().unwrap().to_string();
            if template.starts_with("/api/") {
                assert_eq!(allow, allowed.join(", "), "{template}");
                let body: Value = res.json().await.unwrap();
                assert!(!body["error"].as_str().unwrap().is_empty());
            } else {
                assert_eq!(allow, "GET, HEAD", "{template}");
            }
        }
    }
}

#[tokio::test]
async fn api_errors_from_outside_the_handlers_are_json_too() {
    let (app, _) = app_and_document().await;
    for (method, path, status) in [
        ("GET", "/api/no-such-route", 404),
        ("PUT", "/api/send-day-summary", 405),
        ("GET", "/api/calendar.ics?tz=UTC&tz=UTC", 400),
    ] {
        let res = call(&app, method, path).await;
        assert_eq!(res.status(), status, "{method} {path}");
        assert_eq!(res.headers()["content-type"], "application/json", "{path}");
        let body: Value = res.json().await.unwrap();
        assert!(!body["error"].as_str().unwrap().is_empty(), "{path}");
    }
}

#[tokio::test]
async fn every_api_error_answer_is_documented_as_the_error_body() {
    let (_app, document) = app_and_document().await;
    let error_body = serde_json::json!({ "$ref": "#/components/schemas/ErrorBody" });
    let mut errors = 0;
    for (method, path) in operations(&document) {
        if !path.starts_with("/api/") {
            continue;
        }
        let responses = document["paths"][&path][method.to_lowercase()]["responses"]
            .as_object()
            .unwrap();
        for (status, response) in responses.iter().filter(|(s, _)| s.as_str() >= "400") {
            let schema = &response["content"]["application/json"]["schema"];
            assert_eq!(schema, &error_body, "{method} {path} {status}");
            errors += 1;
        }
    }
    assert!(errors > 20, "{errors} error answers documented");
    let required = &document["components"]["schemas"]["ErrorBody"]["required"];
    assert_eq!(required, &serde_json::json!(["error"]));
}

#[tokio::test]
async fn the_documented_limits_are_the_ones_the_code_enforces() {
    let (_app, document) = app_and_document().await;
    let schemas = &document["components"]["schemas"];
    let summary = &schemas["SummaryRequest"]["properties"];
    let limits = [
        (&summary["email"]["maxLength"], EMAIL_MAX_CHARS),
        (
            &summary["journals"]["additionalProperties"]["maxLength"],
            JOURNAL_MAX_CHARS,
        ),
        (
            &schemas["SubscribeRequest"]["properties"]["timeZone"]["maxLength"],
            TIME_ZONE_MAX_CHARS,
        ),
        (
            &schemas["BrowserSubscription"]["properties"]["endpoint"]["maxLength"],
            ENDPOINT_MAX_CHARS,
        ),
    ];
    for (documented, enforced) in limits {
        assert_eq!(documented, &Value::from(enforced));
    }
    assert_eq!(summary["completedSlots"]["uniqueItems"], true);
    for request in [
        "SummaryRequest",
        "SubscribeRequest",
        "PreferencesRequest",
        "SnoozeRequest",
    ] {
        assert_eq!(
            schemas[request]["additionalProperties"], false,
            "{request} refuses unknown fields"
        );
    }
    let parameter = |path: &str, name: &str| -> Value {
        let parameters = document["paths"][path]
            .as_object()
            .unwrap()
            .values()
            .next()
            .unwrap()["parameters"]
            .as_array()
            .unwrap()
            .clone();
        parameters
            .into_iter()
            .find(|p| p["name"] == name)
            .unwrap_or_else(|| panic!("{path} has {name}"))
    };
    let key = parameter("/api/send-day-summary", "Idempotency-Key");
    assert_eq!(key["schema"]["maxLength"], Value::from(IDEMPOTENCY_KEY_MAX));
    let tz = parameter("/api/calendar.ics", "tz");
    assert_eq!(tz["schema"]["maxLength"], Value::from(TIME_ZONE_MAX_CHARS));
}
