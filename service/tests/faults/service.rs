//! The release or debug `prayer-fast` binary as a child process, killed and restarted at will.

use std::fs::OpenOptions;
use std::path::{Path, PathBuf};
use std::process::{Child, Command, Stdio};
use std::time::Duration;

use futures_util::StreamExt;

pub struct Service {
    child: Child,
    pub url: String,
    pub log: PathBuf,
    pub client: reqwest::Client,
}

pub use crate::ports::free_port;
pub use crate::settings::{confirming, with};

/// Reminders on, to push services on loopback, for a programme that starts in 2031.
pub const REMINDERS: [(&str, &str); 3] = [
    ("VAPID_SUBJECT", "mailto:office@gracefellowship.church"),
    ("PUSH_ALLOW_PRIVATE_ENDPOINTS", "1"),
    ("PROGRAMME_START_DATE", "2031-03-10"),
];

/// Sends `requests` 32 at a time: their statuses, in the order they are answered.
pub async fn statuses_of(requests: impl Iterator<Item = reqwest::RequestBuilder>) -> Vec<u16> {
    futures_util::stream::iter(requests)
        .map(|request| async move { request.send().await.unwrap().status().as_u16() })
        .buffer_unordered(32)
        .collect()
        .await
}

/// Prints one machine-readable line of figures.
pub fn report(name: &str, figures: serde_json::Value) {
    println!(
        "FAULTS {}",
        serde_json::json!({ "test": name, "figures": figures })
    );
}

/// The binary with `args`, over `data_dir` on `port`, its output appended to `service.log`
/// beside the data directory (one file across restarts and commands).
fn command(args: &[&str], data_dir: &Path, port: u16, env: &[(&str, &str)]) -> (Command, PathBuf) {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).parent().unwrap();
    let log = data_dir.parent().unwrap().join("service.log");
    let out = OpenOptions::new()
        .create(true)
        .append(true)
        .open(&log)
        .unwrap();
    let pwa = data_dir.parent().unwrap().join("pwa");
    std::fs::create_dir_all(&pwa).unwrap();
    std::fs::write(
        pwa.join("index.html"),
        "<!doctype html><title>Prayer Fast</title><div id=\"root\"></div>",
    )
    .unwrap();
    let mut command = Command::new(env!("CARGO_BIN_EXE_prayer-fast"));
    command
        .args(args)
        .env_clear()
        .env("PORT", port.to_string())
        .env("DATA_DIR", data_dir)
        .env("CONTENT_DIR", root.join("content"))
        .env("PWA_DIR", &pwa)
        .env(
            "MAIL_FROM",
            "Grace Fellowship Prayer Fast <prayer@grace.example>",
        )
        .env("RUST_LOG", "info")
        // The fault tests are about delivery; abuse.rs turns recipient confirmation on.
        .env("SUMMARY_CONFIRM_RECIPIENTS", "off")
        .envs(env.iter().copied())
        .stdout(out.try_clone().unwrap())
        .stderr(out)
        .stdin(Stdio::null());
    (command, log)
}

/// Runs `prayer-fast reminders run-once --now <now>` to completion.
pub fn run_once(now: &str, data_dir: &Path, port: u16, env: &[(&str, &str)]) {
    let status = spawn_run_once(now, data_dir, port, env).wait().unwrap();
    assert!(
        status.success(),
        "run-once failed; see service.log beside {}",
        data_dir.display()
    );
}

/// Runs `prayer-fast announcements run-once --now <now>` to completion.
pub fn announce_once(now: &str, data_dir: &Path, port: u16, env: &[(&str, &str)]) {
    let args = ["announcements", "run-once", "--now", now];
    let status = command(&args, data_dir, port, env).0.status().unwrap();
    assert!(
        status.success(),
        "announcements run-once failed; see service.log beside {}",
        data_dir.display()
    );
}

/// Starts `prayer-fast reminders run-once --now <now>` and returns at once.
pub fn spawn_run_once(now: &str, data_dir: &Path, port: u16, env: &[(&str, &str)]) -> Child {
    let args = ["reminders", "run-once", "--now", now];
    command(&args, data_dir, port, env).0.spawn().unwrap()
}

impl Service {
    /// Starts the server over `data_dir` on `port` and waits for `/healthz`.
    pub async fn start(data_dir: &Path, port: u16, env: &[(&str, &str)]) -> Self {
        let (mut command, log) = command(&["serve"], data_dir, port, env);
        let child = command.spawn().expect("the service binary starts");
        let url = format!("http://127.0.0.1:{port}");
        let client = reqwest::Client::new();
        let service = Service {
            child,
            url,
            log,
            client,
        };
        for _ in 0..500 {
            if service
                .client
                .get(format!("{}/healthz", service.url))
                .send()
                .await
                .is_ok_and(|r| r.status() == 200)
            {
                return service;
            }
            tokio::time::sleep(Duration::from_millis(10)).await;
        }
        panic!(
            "the service did not answer /healthz within 5 s; see {}",
            service.log.display()
        );
    }

    /// POSTs `body` as JSON to `path`.
    pub async fn post_json(&self, path: &str, body: &serde_json::Value) -> reqwest::Response {
        let url = format!("{}{path}", self.url);
        self.client.post(url).json(body).send().await.unwrap()
    }

    /// The last lines of the log, for failure messages.
    pub fn log_tail(&self) -> String {
        let log = std::fs::read_to_string(&self.log).unwrap_or_default();
        let lines: Vec<&str> = log.lines().collect();
        let _ = std::fs::copy(&self.log, "/tmp/faults-last.log");
        lines[lines.len().saturating_sub(20)..].join("\n")
    }

    /// SIGTERM, then waits for the graceful shutdown (logs flushed).
    pub fn stop(mut self) {
        // SAFETY: kill(2) on our own child's pid has no memory-safety preconditions.
        unsafe { libc::kill(self.child.id() as i32, libc::SIGTERM) };
        self.child.wait().unwrap();
    }

    /// SIGKILL: no shutdown code runs, as when the machine loses power.
    pub fn kill9(&mut self) {
        self.child.kill().unwrap();
        self.child.wait().unwrap();
    }
}

impl Drop for Service {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

/// Day `day`'s theme, as the repository's content gives it (the summaries these runs send).
pub fn theme(day: u16) -> String {
    static CATALOGUE: std::sync::OnceLock<prayer_fast::content::Catalogue> =
        std::sync::OnceLock::new();
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).parent().unwrap();
    let catalogue = CATALOGUE.get_or_init(|| {
        prayer_fast::content::Catalogue::load(&root.join("content"), None).expect("valid content")
    });
    catalogue
        .day(day)
        .expect("a day of the programme")
        .theme
        .clone()
}
