//! Starts the real application on port 0 with its own data directory.

use std::path::{Path, PathBuf};

use prayer_fast::configuration::Settings;
use prayer_fast::startup::Application;

pub struct TestApp {
    pub address: String,
    pub client: reqwest::Client,
    _data_dir: tempfile::TempDir,
}

pub fn repo_root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).parent().unwrap().to_path_buf()
}

/// A minimal built PWA, so page tests do not depend on `vite build` having run.
pub fn fixture_pwa_dir(parent: &Path) -> PathBuf {
    let dir = parent.join("pwa");
    std::fs::create_dir_all(dir.join("assets")).unwrap();
    std::fs::write(dir.join("index.html"), "<!doctype html><title>Prayer Fast</title><div id=\"root\"></div>").unwrap();
    std::fs::write(dir.join("assets/app-abc123.js"), "console.log('app')").unwrap();
    dir
}

pub async fn spawn_app() -> TestApp {
    let data_dir = tempfile::tempdir().unwrap();
    let root = repo_root();
    let settings = Settings {
        bind: "127.0.0.1".parse().unwrap(),
        port: 0,
        data_dir: data_dir.path().to_path_buf(),
        content_dir: root.join("content"),
        pwa_dir: fixture_pwa_dir(data_dir.path()),
        programme_start_date: None,
    };
    let app = Application::build(settings).expect("the app builds");
    let address = format!("http://127.0.0.1:{}", app.port());
    tokio::spawn(app.run_until_stopped());
    let client = reqwest::Client::builder().redirect(reqwest::redirect::Policy::none()).build().unwrap();
    TestApp { address, client, _data_dir: data_dir }
}
