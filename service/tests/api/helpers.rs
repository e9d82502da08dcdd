//! Starts the real application on port 0 (one HTTP worker) with its own data directory and
//! database: a SQLite file, or a fresh PostgreSQL database when `TEST_DATABASE_URL` names a
//! server. Its workers are not running: a test drives them (`deliver_mail`, `reminder_pass`,
//! `purge`) as of the instant it chooses, or starts them (`start_workers`) when the running loop
//! is what it tests.

use std::collections::HashMap;
use std::path::{Path, PathBuf};
use std::sync::{Arc, Mutex};
use std::time::Duration;

use actix_web::dev::ServerHandle;
use jiff::Timestamp;
use prayer_fast::app::announcement_push::AnnouncementReport;
use prayer_fast::configuration::Settings;
use prayer_fast::content::Catalogue;
use prayer_fast::startup::{Application, RunningWorkers, Workers};
use serde_json::Value;

pub use crate::settings::{confirming, with};
pub use crate::test_data::TestData;

pub const MAIL_FROM: &str = "Grace Fellowship Prayer Fast <prayer@grace.example>";

pub struct TestApp {
    pub address: String,
    pub client: reqwest::Client,
    pub data_dir: Arc<TestData>,
    vars: HashMap<String, String>,
    workers: Workers,
    running: Option<RunningWorkers>,
    handle: ServerHandle,
    task: tokio::task::JoinHandle<std::io::Result<()>>,
}

pub fn repo_root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .parent()
        .unwrap()
        .to_path_buf()
}

/// The repository's content, loaded once (tests read facts from it instead of naming them).
pub fn catalogue() -> &'static prayer_fast::content::Catalogue {
    static CATALOGUE: std::sync::OnceLock<prayer_fast::content::Catalogue> =
        std::sync::OnceLock::new();
    CATALOGUE.get_or_init(|| {
        prayer_fast::content::Catalogue::load(&repo_root().join("content"), None)
            .expect("the repository's content is valid")
    })
}

/// A copy of the repository's content to edit: `programme.json`, `spec-pins.json`, the days and
/// the message catalogue, in the programme's first language only (a test of translations adds one).
/// Reads the JSON file at `path`, changes it with `edit`, and writes it back.
pub fn edit_json(path: &Path, edit: impl FnOnce(&mut Value)) {
    let mut value: Value = serde_json::from_str(&std::fs::read_to_string(path).unwrap()).unwrap();
    edit(&mut value);
    std::fs::write(path, serde_json::to_string_pretty(&value).unwrap()).unwrap();
}

pub fn copy_content() -> tempfile::TempDir {
    let dir = tempfile::tempdir().unwrap();
    let src = repo_root().join("content");
    std::fs::create_dir(dir.path().join("days")).unwrap();
    std::fs::copy(
        src.join("spec-pins.json"),
        dir.path().join("spec-pins.json"),
    )
    .unwrap();
    let mut programme: serde_json::Value =
        serde_json::from_str(&std::fs::read_to_string(src.join("programme.json")).unwrap())
            .unwrap();
    let first = programme["languages"][0].clone();
    programme["languages"] = serde_json::json!([first]);
    std::fs::write(
        dir.path().join("programme.json"),
        serde_json::to_string_pretty(&programme).unwrap(),
    )
    .unwrap();
    for entry in std::fs::read_dir(src.join("days")).unwrap() {
        let path = entry.unwrap().path();
        std::fs::copy(
            &path,
            dir.path().join("days").join(path.file_name().unwrap()),
        )
        .unwrap();
    }
    copy_messages(dir.path(), first.as_str().unwrap());
    dir
}

/// The repository's message catalogue of `lang` (`messages/<lang>/`) into the content at `dir`.
pub fn copy_messages(dir: &Path, lang: &str) {
    let from = repo_root().join("content/messages").join(lang);
    prayer_fast_test_support::files::copy_tree(&from, &dir.join("messages").join(lang));
}

/// A minimal built PWA, so page tests do not depend on `vite build` having run: the shell,
/// an asset, and prerendered pages for the 404 page and day 3 only (not day 12).
pub fn fixture_pwa_dir(parent: &Path) -> PathBuf {
    let dir = parent.join("pwa");
    std::fs::create_dir_all(dir.join("assets")).unwrap();
    std::fs::create_dir_all(dir.join("day")).unwrap();
    let page = |file: &str, name: &str| {
        let html =
            format!("<!doctype html><title>Prayer Fast</title><div id=\"root\">{name}</div>");
        std::fs::write(dir.join(file), html).unwrap();
    };
    page("index.html", "");
    page("day/3.html", "prerendered day 3");
    page("404.html", "prerendered 404");
    std::fs::write(dir.join("assets/app-abc123.js"), "console.log('app')").unwrap();
    dir
}

pub async fn spawn_app() -> TestApp {
    spawn_with(&[]).await
}

/// The app with extra environment settings, in a fresh data directory and database.
pub async fn spawn_with(env: &[(&str, &str)]) -> TestApp {
    spawn_in(TestData::new().await, env).await
}

/// The app over an existing data directory and database (a restart keeps them; two apps over
/// the same ones are two instances of one deployment).
pub async fn spawn_in(data_dir: Arc<TestData>, env: &[(&str, &str)]) -> TestApp {
    let root = repo_root();
    let mut vars: HashMap<String, String> = [
        ("PORT", "0".to_string()),
        ("DATA_DIR", data_dir.path().display().to_string()),
        ("CONTENT_DIR", root.join("content").display().to_string()),
        (
            "PWA_DIR",
            fixture_pwa_dir(data_dir.path()).display().to_string(),
        ),
        ("MAIL_FROM", MAIL_FROM.to_string()),
        ("OUTBOX_RETRY_BASE_MS", "100".to_string()),
        // Most tests are about delivery; the confirmation tests turn it on (`recipients.rs`).
        ("SUMMARY_CONFIRM_RECIPIENTS", "off".to_string()),
        // The tests read the figures on the main port (off it by default: `hardening.rs`).
        ("METRICS_BIND", "same".to_string()),
    ]
    .into_iter()
    .map(|(k, v)| (k.to_string(), v))
    .collect();
    if let Some(url) = data_dir.postgres_url() {
        vars.insert("DATABASE_URL".into(), url.to_string());
    }
    vars.extend(env.iter().map(|(k, v)| (k.to_string(), v.to_string())));
    let mut settings =
        Settings::from_lookup(|name| vars.get(name).cloned()).expect("test settings are valid");
    settings.http_workers = Some(1);
    // Later reminder passes run as if on this port, so links match the running app.
    let public_url = settings.public_url.clone();
    let app = match repository_content(&settings) {
        Some(catalogue) => Application::build_with(settings, catalogue).await,
        None => Application::build(settings).await,
    }
    .expect("the app builds");
    let port = app.port();
    if public_url.is_none() {
        vars.insert("PUBLIC_URL".into(), format!("http://127.0.0.1:{port}"));
    }
    let handle = app.handle();
    let workers = app.workers();
    let task = tokio::spawn(app.run_until_stopped());
    let client = reqwest::Client::builder()
        .redirect(reqwest::redirect::Policy::none())
        .build()
        .unwrap();
    TestApp {
        address: format!("http://127.0.0.1:{port}"),
        client,
        data_dir,
        vars,
        workers,
        running: None,
        handle,
        task,
    }
}

/// The repository's `content/` as `settings` read it, loaded once per test process and start
/// date: checking the programme takes about a second in a debug build, and no test changes it
/// (tests of other content copy it elsewhere, and so load it themselves).
fn repository_content(settings: &Settings) -> Option<Arc<Catalogue>> {
    type Loaded = HashMap<Option<jiff::civil::Date>, Arc<Catalogue>>;
    static LOADED: Mutex<Option<Loaded>> = Mutex::new(None);
    if settings.content_dir != repo_root().join("content") {
        return None;
    }
    let mut loaded = LOADED.lock().unwrap();
    let catalogue = loaded
        .get_or_insert_default()
        .entry(settings.programme_start_date)
        .or_insert_with(|| {
            let catalogue = Catalogue::load(&settings.content_dir, settings.programme_start_date)
                .expect("the repository's content loads");
            Arc::new(catalogue)
        });
    Some(catalogue.clone())
}

impl TestApp {
    pub fn url(&self, path: &str) -> String {
        format!("{}{path}", self.address)
    }

    pub async fn get(&self, path: &str) -> reqwest::Response {
        self.client
            .get(self.url(path))
            .send()
            .await
            .expect("the request is answered")
    }

    pub async fn post_summary(
        &self,
        body: &serde_json::Value,
        key: Option<&str>,
    ) -> reqwest::Response {
        self.post_with_key("/api/send-day-summary", body, key).await
    }

    pub async fn post_journey(
        &self,
        body: &serde_json::Value,
        key: Option<&str>,
    ) -> reqwest::Response {
        self.post_with_key("/api/send-journey-summary", body, key)
            .await
    }

    /// POSTs `body` as JSON to `path`.
    pub async fn post_json(&self, path: &str, body: &impl serde::Serialize) -> reqwest::Response {
        self.post_with_key(path, body, None).await
    }

    /// POSTs `body` as JSON to `path`: the status and the JSON answer ([`status_and_json`]).
    pub async fn post_answer(&self, path: &str, body: &impl serde::Serialize) -> (u16, Value) {
        status_and_json(self.post_json(path, body).await).await
    }

    /// GETs the JSON at `path` with `Accept-Language: lang` (answered 200).
    pub async fn json_in(&self, path: &str, lang: &str) -> Value {
        let res = self
            .client
            .get(self.url(path))
            .header("accept-language", lang)
            .send()
            .await
            .unwrap();
        assert_eq!(res.status(), 200);
        res.json().await.unwrap()
    }

    /// POSTs JSON to `path`, with an `Idempotency-Key` when given.
    async fn post_with_key(
        &self,
        path: &str,
        body: &impl serde::Serialize,
        key: Option<&str>,
    ) -> reqwest::Response {
        let mut req = self.client.post(self.url(path)).json(body);
        if let Some(key) = key {
            req = req.header("Idempotency-Key", key);
        }
        req.send().await.expect("the request is answered")
    }

    /// The status a summary is answered with (no Idempotency-Key).
    pub async fn summary_status(&self, body: &serde_json::Value) -> u16 {
        self.post_summary(body, None).await.status().as_u16()
    }

    /// Stops like SIGTERM does: the server drains, then the workers (if started) finish or release.
    pub async fn stop(self) -> Arc<TestData> {
        self.handle.stop(true).await;
        self.task.await.unwrap().unwrap();
        if let Some(running) = self.running {
            running.stop().await;
        }
        self.data_dir
    }

    /// Starts the workers as the service does, for tests of their running loop.
    pub fn start_workers(&mut self) {
        self.running.get_or_insert_with(|| self.workers.start());
    }

    /// Stops the started workers, once they have finished or released what they hold.
    pub async fn stop_workers(&mut self) {
        if let Some(running) = self.running.take() {
            running.stop().await;
        }
    }

    /// Delivers every mail due now, as the outbox worker would; how many were tried.
    pub async fn deliver_mail(&self) -> usize {
        self.deliver_mail_at(prayer_fast::storage::now_ms()).await
    }

    /// Delivers every mail due at `now_ms` (later than now: retries fall due).
    pub async fn deliver_mail_at(&self, now_ms: i64) -> usize {
        self.workers
            .outbox
            .deliver_due(now_ms)
            .await
            .expect("due mail is claimed")
    }

    /// Delivers what is due and returns every mail the sink has received.
    pub async fn mails(
        &self,
        sink: &crate::smtp_sink::SmtpSink,
    ) -> Vec<crate::smtp_sink::Received> {
        self.deliver_mail().await;
        sink.messages()
    }

    pub async fn outbox_rows(&self) -> Vec<(String, String, i64)> {
        self.data_dir
            .fetch_all("SELECT id, status, attempts FROM outbox ORDER BY created_at, id")
            .await
    }

    /// The environment this app was started with (for the CLI).
    pub fn env_vars(&self) -> HashMap<String, String> {
        self.vars.clone()
    }

    /// One reminder pass of this app's scheduler, as of `now`.
    pub async fn reminder_pass(&self, now: Timestamp) -> prayer_fast::app::reminders::PassReport {
        ran(self.workers.reminder_pass(now).await)
    }

    /// One morning pass of the guide by e-mail, as of `now_ms`.
    pub async fn guide_mail_pass(&self, now_ms: i64) -> prayer_fast::app::guide_mail::MorningPass {
        ran(self.workers.guide_mail_pass(now_ms).await)
    }

    /// One retention pass of this app, as of `now_ms`.
    pub async fn purge(&self, now_ms: i64) {
        self.workers.retention.purge_once(now_ms).await
    }

    /// One pass of reminders, announcements and the watch's hours side by side, as the server
    /// runs it.
    pub async fn push_pass(
        &self,
        now: Timestamp,
    ) -> (
        prayer_fast::app::reminders::PassReport,
        AnnouncementReport,
        prayer_fast::app::watch_reminders::WatchReport,
    ) {
        ran(self.workers.push_pass(now).await)
    }

    /// One announcement pass of this app, as of `now`.
    pub async fn announcement_pass(&self, now: Timestamp) -> AnnouncementReport {
        ran(self.workers.announcement_pass(now).await)
    }

    pub async fn metrics(&self) -> String {
        self.get("/metrics").await.text().await.unwrap()
    }

    /// The value of one metric line (exact name with labels), 0 when absent.
    pub async fn metric(&self, name: &str) -> f64 {
        metric_value(&self.metrics().await, name)
    }
}

/// An answer's `Content-Type`.
/// A worker's pass that ran (a test fails on one that could not).
fn ran<T>(pass: anyhow::Result<T>) -> T {
    pass.expect("the pass runs")
}

/// Runs `command` and asserts it succeeded (showing its stderr otherwise): its output.
pub fn succeeded(command: &mut std::process::Command) -> std::process::Output {
    let out = command.output().expect("the command runs");
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    out
}

/// An answer's status and its JSON (`null` when it has none).
pub async fn status_and_json(res: reqwest::Response) -> (u16, Value) {
    let status = res.status().as_u16();
    (status, res.json().await.unwrap_or(Value::Null))
}

pub fn content_type(res: &reqwest::Response) -> &str {
    res.headers()["content-type"].to_str().unwrap()
}

/// The message of an API error body (`{"error": …}`).
pub fn error_message(body: &serde_json::Value) -> &str {
    body["error"].as_str().unwrap()
}

pub fn metric_value(text: &str, name: &str) -> f64 {
    text.lines()
        .find_map(|line| {
            line.strip_prefix(name)
                .and_then(|rest| rest.strip_prefix(' '))
        })
        .map_or(0.0, |v| v.trim().parse().unwrap())
}

/// Polls `check` until it holds or `timeout` passes.
pub async fn eventually<F, Fut>(timeout: Duration, mut check: F) -> bool
where
    F: FnMut() -> Fut,
    Fut: std::future::Future<Output = bool>,
{
    let deadline = tokio::time::Instant::now() + timeout;
    loop {
        if check().await {
            return true;
        }
        if tokio::time::Instant::now() > deadline {
            return false;
        }
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
}

/// A loopback port nothing listens on (yet).
pub use crate::ports::free_port;
