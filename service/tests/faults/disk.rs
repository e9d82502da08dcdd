//! The data directory on a real, small filesystem (tmpfs) that fills up and turns read-only:
//! the API answers 503 with a clear error, accepts nothing it cannot keep, `/readyz` says so,
//! and everything resumes once the disk is fixed. Needs root (mount), as CI has.

use std::io::Write;
use std::path::{Path, PathBuf};
use std::process::Command;
use std::time::Duration;

use serde_json::json;

use crate::service::{Service, free_port, report};

const SAVE_ERROR: &str = "The service could not save your request. Please try again.";

struct Tmpfs(PathBuf);

impl Tmpfs {
    fn mount(at: &Path, size: &str) -> Self {
        std::fs::create_dir_all(at).unwrap();
        mount(&[
            "-t",
            "tmpfs",
            "-o",
            &format!("size={size}"),
            "tmpfs",
            at.to_str().unwrap(),
        ]);
        Tmpfs(at.to_path_buf())
    }

    fn remount(&self, options: &str) {
        mount(&[
            "-o",
            &format!("remount,{options}"),
            self.0.to_str().unwrap(),
        ]);
    }
}

impl Drop for Tmpfs {
    fn drop(&mut self) {
        let _ = Command::new("umount").arg("-l").arg(&self.0).status();
    }
}

fn mount(args: &[&str]) {
    let out = Command::new("mount")
        .args(args)
        .output()
        .expect("mount runs");
    assert!(
        out.status.success(),
        "mount {args:?} failed (the fault suite needs root): {}",
        String::from_utf8_lossy(&out.stderr)
    );
}

/// Writes zeros until the filesystem has no room left.
fn fill(path: &Path) {
    let mut file = std::fs::File::create(path).unwrap();
    let chunk = vec![0u8; 16 * 1024];
    while file.write_all(&chunk).is_ok() {}
    let _ = file.sync_all();
}

struct Api {
    client: reqwest::Client,
    url: String,
}

impl Api {
    async fn post(&self, i: usize) -> (u16, String) {
        let body = json!({
            "email": format!("member{i}@example.org"),
            "dayNumber": 7,
            "theme": crate::service::theme(7),
            "completedSlots": ["opening"],
            "journals": { "opening": "Lord, I wait for you. ".repeat(300), "afternoon": format!("Summary {i}") },
        });
        let res = self
            .client
            .post(format!("{}/api/send-day-summary", self.url))
            .json(&body)
            .send()
            .await
            .unwrap();
        let status = res.status().as_u16();
        let error = res.json::<serde_json::Value>().await.unwrap()["error"]
            .as_str()
            .unwrap_or_default()
            .to_string();
        (status, error)
    }

    async fn ready(&self) -> u16 {
        self.client
            .get(format!("{}/readyz", self.url))
            .timeout(Duration::from_secs(10))
            .send()
            .await
            .unwrap()
            .status()
            .as_u16()
    }

    async fn eventually_ready(&self, want: u16) -> bool {
        for _ in 0..100 {
            if self.ready().await == want {
                return true;
            }
            tokio::time::sleep(Duration::from_millis(100)).await;
        }
        false
    }
}

fn eml_count(data: &Path) -> usize {
    std::fs::read_dir(data.join("mail")).map_or(0, |dir| {
        dir.filter_map(Result::ok)
            .filter(|e| e.path().extension().is_some_and(|x| x == "eml"))
            .count()
    })
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_full_then_read_only_disk_is_a_503_loses_nothing_and_recovers() {
    let root = tempfile::tempdir().unwrap();
    let data = root.path().join("data");
    let disk = Tmpfs::mount(&data, "4m");
    let (port, env) = (
        free_port(),
        [("RATE_LIMITS", "off"), ("OUTBOX_RETRY_BASE_MS", "200")],
    );
    let service = Service::start(&data, port, &env).await;
    let api = Api {
        client: reqwest::Client::new(),
        url: service.url.clone(),
    };
    let mut accepted = 0;
    assert_eq!(api.post(0).await.0, 202);
    accepted += 1;
    assert_eq!(api.ready().await, 200);

    // Disk full: keep sending until the service refuses; every refusal is a clear 503.
    fill(&data.join("filler"));
    let (mut refused, mut other) = (0, Vec::new());
    for i in 1..=400 {
        match api.post(i).await {
            (202, _) => accepted += 1,
            (503, error) if error == SAVE_ERROR => refused += 1,
            unexpected => other.push(unexpected),
        }
        if refused >= 20 {
            break;
        }
    }
    assert!(other.is_empty(), "only 202 or a clear 503: {other:?}");
    assert!(refused >= 20, "a full disk is refused, not accepted");
    assert!(
        api.eventually_ready(503).await,
        "/readyz reports the full disk"
    );

    // Fixed: the service resumes, and every accepted summary is delivered.
    std::fs::remove_file(data.join("filler")).unwrap();
    assert!(
        api.eventually_ready(200).await,
        "/readyz recovers once there is room"
    );
    assert_eq!(api.post(1_000).await.0, 202, "{}", service.log_tail());
    accepted += 1;
    let mut delivered = 0;
    for _ in 0..200 {
        delivered = eml_count(&data);
        if delivered >= accepted {
            break;
        }
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
    assert_eq!(
        delivered,
        accepted,
        "every accepted summary was kept and delivered\n{}",
        service.log_tail()
    );

    // Read-only data directory (as after the kernel remounts a failing disk read-only): the
    // service restarts on it, refuses clearly, and resumes once the disk is writable again.
    let mut service = service;
    service.kill9();
    disk.remount("ro");
    let service = Service::start(&data, port, &env).await;
    let api = Api {
        client: reqwest::Client::new(),
        url: service.url.clone(),
    };
    assert!(
        api.eventually_ready(503).await,
        "/readyz reports the read-only disk"
    );
    let (status, error) = api.post(2_000).await;
    assert_eq!(
        (status, error.as_str()),
        (503, SAVE_ERROR),
        "{}",
        service.log_tail()
    );
    disk.remount("rw");
    assert!(
        api.eventually_ready(200).await,
        "/readyz recovers once writable: {}",
        service.log_tail()
    );
    assert_eq!(api.post(2_001).await.0, 202, "{}", service.log_tail());

    report(
        "disk_full_and_read_only",
        json!({ "accepted": accepted + 1, "refused_while_full": refused, "delivered_after_fix": delivered }),
    );
    drop(service);
    drop(disk);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_database_locked_by_another_process_is_a_503_until_released() {
    use sqlx::Connection;
    let root = tempfile::tempdir().unwrap();
    let data = root.path().join("data");
    let service = Service::start(&data, free_port(), &[("RATE_LIMITS", "off")]).await;
    let api = Api {
        client: reqwest::Client::new(),
        url: service.url.clone(),
    };
    assert_eq!(api.post(0).await.0, 202);

    let url = format!("sqlite://{}", data.join("prayer-fast.db").display());
    let mut blocker = sqlx::SqliteConnection::connect(&url).await.unwrap();
    sqlx::query("BEGIN EXCLUSIVE")
        .execute(&mut blocker)
        .await
        .unwrap();
    let (status, error) = api.post(1).await;
    assert_eq!((status, error.as_str()), (503, SAVE_ERROR));
    assert_eq!(api.ready().await, 503);

    sqlx::query("ROLLBACK").execute(&mut blocker).await.unwrap();
    assert!(api.eventually_ready(200).await);
    assert_eq!(api.post(2).await.0, 202, "{}", service.log_tail());
}
