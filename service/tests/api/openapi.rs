//! `GET /api/openapi.json` matches the routes: every route the source declares is documented
//! under its method and full path and nothing else is, every documented operation is answered by
//! its own route, and no other method is.

use prayer_fast::domain::{
    EMAIL_MAX_CHARS, ENDPOINT_MAX_CHARS, JOURNAL_MAX_CHARS, TIME_ZONE_MAX_CHARS,
};
use prayer_fast::routes::IDEMPOTENCY_KEY_MAX;
use serde_json::Value;

use crate::helpers::{TestApp, metric_value, repo_root, spawn_with};

const METHODS: [&str; 5] = ["GET", "POST", "PUT", "PATCH", "DELETE"];

async fn app_and_document() -> (TestApp, Value) {
    let app = spawn_with(&[
        ("VAPID_SUBJECT", "mailto:office@gracefellowship.church"),
        ("ADMIN_EMAILS", "pastor@grace.example"),
    ])
    .await;
    let res = app.get("/api/openapi.json").await;
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
        .replace("{lang}", "en")
        .replace("{id}", "0190f1c2-0000-7000-8000-000000000000")
        .replace("{link}", "0190f1c2-0000-4000-8000-000000000000.c2VjcmV0")
}

async fn call(app: &TestApp, method: &str, path: &str) -> reqwest::Response {
    let method = reqwest::Method::from_bytes(method.as_bytes()).unwrap();
    app.client
        .request(method, format!("{}{path}", app.address))
        .send()
        .await
        .unwrap()
}

/// The Rust files of `service/src`, as (path relative to it, text).
fn source_files() -> Vec<(String, String)> {
    let src = repo_root().join("service/src");
    let mut found = Vec::new();
    let mut paths = vec![src.clone()];
    while let Some(path) = paths.pop() {
        if path.is_dir() {
            paths.extend(std::fs::read_dir(&path).unwrap().map(|e| e.unwrap().path()));
        } else if path.extension().is_some_and(|e| e == "rs") {
            let name = path.strip_prefix(&src).unwrap().display().to_string();
            found.push((name, std::fs::read_to_string(&path).unwrap()));
        }
    }
    found
}

/// Every route the source declares, as (METHOD, full path): each route macro
/// (`#[get("/path")]`, …) with the path of the scope `routes::register` puts its handler in.
fn routes_in_source() -> Vec<(String, String)> {
    // `routes/mod.rs`: which scope each `.service(module::handler)` is registered in.
    let register = std::fs::read_to_string(repo_root().join("service/src/routes/mod.rs")).unwrap();
    let mut scope = "";
    let mut scope_of = std::collections::HashMap::new();
    for line in register.lines().map(str::trim) {
        if let Some(rest) = line.split("scope::scope(\"").nth(1) {
            scope = rest.split('"').next().unwrap();
        }
        if let Some(rest) = line.split(".service(").nth(1)
            && let Some((_, handler)) = rest.trim_end_matches([')', ',', ';']).rsplit_once("::")
        {
            scope_of.insert(handler.to_string(), scope.to_string());
        }
    }
    let mut found = Vec::new();
    for (file, source) in source_files() {
        let lines: Vec<&str> = source.lines().map(str::trim).collect();
        for (i, line) in lines.iter().enumerate() {
            let Some((method, path)) = ["get", "post", "put", "patch", "delete", "head"]
                .iter()
                .find_map(|m| Some((m, line.strip_prefix(&format!("#[{m}(\""))?)))
            else {
                continue;
            };
            let path = path.split('"').next().unwrap();
            let handler = lines[i + 1..]
                .iter()
                .find_map(|l| l.split("async fn ").nth(1))
                .and_then(|rest| rest.split('(').next())
                .expect("a route macro is followed by its handler");
            let scope = scope_of.get(handler).unwrap_or_else(|| {
                panic!("{file}: {handler} is not registered in routes::register")
            });
            found.push((method.to_uppercase(), format!("{scope}{path}")));
        }
    }
    found.sort();
    found
}

#[test]
fn routes_are_declared_only_with_route_macros_and_the_server_only_by_register() {
    // Any other way to add a route would be served without being in the document. Each pattern
    // with the files allowed it once: the server built from `routes::register`, the app's files,
    // and /api's answer for paths it does not have. startup/mod.rs builds a second server that
    // serves only `routes::metrics_only` (`METRICS_BIND`), a route the document has; the
    // test-only contract builds the registry once to list the service's paths for the PWA.
    let registrations: [(&str, &[&str]); 10] = [
        ("HttpServer::new(", &["startup/mod.rs", "startup/mod.rs"]),
        (
            "App::new()",
            &["startup/mod.rs", "startup/mod.rs", "contract.rs"],
        ),
        (".configure(", &["startup/mod.rs", "contract.rs"]),
        (".default_service(", &["routes/mod.rs"]),
        ("Files::new(", &["routes/app_pages.rs"]),
        ("web::resource(", &[]),
        ("web::scope(", &[]),
        ("Resource::new(", &[]),
        (".route(", &[]),
        ("#[route(", &[]),
    ];
    for (file, source) in source_files() {
        for (pattern, files) in registrations {
            let allowed = files.iter().filter(|f| **f == file.as_str()).count();
            assert_eq!(
                source.matches(pattern).count(),
                allowed,
                "{file}: `{pattern}`"
            );
        }
    }
}

#[tokio::test]
async fn the_document_has_exactly_the_routes_the_app_serves() {
    let (_app, document) = app_and_document().await;
    let mut documented = operations(&document);
    documented.sort();
    let served = routes_in_source();
    assert!(served.len() >= 13, "the scan finds the routes: {served:?}");
    for route in &served {
        assert!(
            documented.contains(route),
            "{route:?} is served but not in /api/openapi.json"
        );
    }
    for operation in &documented {
        assert!(
            served.contains(operation),
            "{operation:?} is documented but no route declares it"
        );
    }
    assert_eq!(documented, served);
}

#[tokio::test]
async fn every_documented_operation_is_answered_by_its_own_route() {
    let (app, document) = app_and_document().await;
    let operations = operations(&document);
    for (method, template) in &operations {
        let res = call(&app, method, &concrete(template)).await;
        let status = res.status().as_u16();
        // A 404 of the route's own (no such recording) is told from an unknown path's by the
        // route pattern the metrics name, below.
        assert!(status != 405, "{method} {template} answered {status}");
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

/// The refusals counted for `route`, all reasons together, and those counted as "unlabelled"
/// (an error answer that did not say why).
fn refusals_of(metrics: &str, route: &str) -> (f64, f64) {
    let prefix = format!("prayer_fast_requests_refused_total{{route=\"{route}\",reason=\"");
    let mut all = 0.0;
    let mut unlabelled = 0.0;
    for line in metrics.lines().filter(|l| l.starts_with(&prefix)) {
        let value: f64 = line.rsplit(' ').next().unwrap().parse().unwrap();
        all += value;
        if line[prefix.len()..].starts_with("unlabelled") {
            unlabelled += value;
        }
    }
    (all, unlabelled)
}

/// Every refusal is counted once, under the route that refused it and the reason it gave: each
/// documented operation is sent what it must refuse (no token, a malformed body, an unknown
/// id, a body the admin area did not send), and each error answer moves that route's count by
/// exactly one, never as "unlabelled"; a success moves nothing.
#[tokio::test]
async fn every_refusal_is_counted_once_with_its_route_and_reason() {
    let (app, document) = app_and_document().await;
    let mut refused = 0;
    let mut wrong: Vec<String> = Vec::new();
    for (method, template) in operations(&document) {
        let before = refusals_of(&app.metrics().await, &template);
        let m = reqwest::Method::from_bytes(method.as_bytes()).unwrap();
        let mut req = app.client.request(m, app.url(&concrete(&template)));
        if method != "GET" {
            req = req
                .header("content-type", "application/json")
                .body("{\"broken\": ");
        }
        let status = req.send().await.unwrap().status().as_u16();
        let after = refusals_of(&app.metrics().await, &template);
        let moved = after.0 - before.0;
        if status >= 400 {
            refused += 1;
            if moved != 1.0 || after.1 != before.1 {
                let unlabelled = after.1 - before.1;
                wrong.push(format!(
                    "{method} {template} answered {status}: counted {moved} times, {unlabelled} without a reason"
                ));
            }
        } else if moved != 0.0 {
            wrong.push(format!(
                "{method} {template} answered {status} and was counted"
            ));
        }
    }
    assert!(wrong.is_empty(), "{wrong:#?}");
    assert!(
        refused >= 25,
        "most operations refuse what they were sent: {refused}"
    );
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
                // The app's pages answer GET and HEAD; a confirmation link takes a POST too.
                let mut expected = vec!["GET", "HEAD"];
                expected.extend(allowed.iter().filter(|m| !matches!(**m, "GET" | "HEAD")));
                assert_eq!(allow, expected.join(", "), "{template}");
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
            &schemas["JourneySummaryRequest"]["properties"]["email"]["maxLength"],
            EMAIL_MAX_CHARS,
        ),
        (
            &schemas["JourneyDay"]["properties"]["journals"]["additionalProperties"]["maxLength"],
            JOURNAL_MAX_CHARS,
        ),
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
        "JourneySummaryRequest",
        "JourneyDay",
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

#[tokio::test]
async fn the_push_payload_is_documented_with_the_fields_it_carries() {
    let (_app, document) = app_and_document().await;
    let schemas = &document["components"]["schemas"];
    let slot = prayer_fast::content::ReminderSlot {
        key: "opening".into(),
        time: jiff::civil::time(6, 0, 0, 0),
        title: "Opening Prayer".into(),
    };
    let snooze = prayer_fast::domain::SnoozeRequest {
        subscription: "sub".into(),
        day: 7,
        slot: "opening".into(),
        sig: "sig".into(),
    };
    let catalogue = crate::helpers::catalogue();
    let message = prayer_fast::push::reminder_message(
        catalogue,
        &catalogue.first_language(),
        "https://church.example",
        (7, &slot),
        &snooze,
        std::time::Duration::from_secs(60),
    );
    let payload: Value = serde_json::from_slice(&message.payload).unwrap();
    // Each object of the payload has exactly the properties its schema documents.
    for (schema, value) in [
        ("PushMessage", &payload),
        ("PushNotification", &payload["notification"]),
        ("ReminderData", &payload["notification"]["data"]),
        ("SnoozeRequest", &payload["notification"]["data"]["snooze"]),
    ] {
        let documented: Vec<&String> = schemas[schema]["properties"]
            .as_object()
            .unwrap_or_else(|| panic!("{schema} is documented"))
            .keys()
            .collect();
        let sent: Vec<&String> = value.as_object().unwrap().keys().collect();
        assert_eq!(documented, sent, "{schema}");
    }
}
