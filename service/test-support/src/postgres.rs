//! A throwaway PostgreSQL server for the test suites: `TEST_DATABASE_URL` when it names one,
//! else a new cluster in a temporary directory on a free loopback port, started once per test
//! process and stopped and deleted when that process ends (a watchdog shell waits on a pipe
//! only this process holds). As root the server runs as the `postgres` user (initdb refuses
//! root). Durability is off: nothing in it outlives the run. The same recipe as
//! `testkit/postgres.mjs` for the browser tests.

use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::sync::OnceLock;

/// The server's URL (`postgres://postgres@127.0.0.1:PORT/postgres`), started on first use.
/// Panics with what to install when PostgreSQL is missing: the suite never skips it.
pub fn server_url() -> &'static str {
    static URL: OnceLock<String> = OnceLock::new();
    URL.get_or_init(|| match std::env::var("TEST_DATABASE_URL") {
        Ok(url) if !url.is_empty() => url,
        _ => start().unwrap_or_else(|err| panic!("a throwaway PostgreSQL server: {err}")),
    })
}

fn start() -> Result<String, String> {
    let bin = bin_dir()?;
    let dir = tempdir();
    let as_root = is_root();
    if as_root {
        run(Command::new("chown").args(["postgres:postgres"]).arg(&dir))?;
    }
    let data = dir.join("data");
    let log = dir.join("server.log");
    let pg = |tool: &str| {
        let mut command = if as_root {
            let mut c = Command::new("runuser");
            c.args(["-u", "postgres", "--"]).arg(bin.join(tool));
            c
        } else {
            Command::new(bin.join(tool))
        };
        command.stdin(Stdio::null());
        command
    };
    run(pg("initdb")
        .arg("-D")
        .arg(&data)
        .args(["-U", "postgres", "--auth=trust", "-E", "UTF8", "--no-sync"])
        .arg("--no-instructions"))?;
    let port = crate::ports::free_port();
    let options = format!(
        "-p {port} -k {} -c listen_addresses=127.0.0.1 -c max_connections=300 -c fsync=off -c synchronous_commit=off -c full_page_writes=off",
        dir.display()
    );
    run(pg("pg_ctl")
        .arg("-D")
        .arg(&data)
        .arg("-l")
        .arg(&log)
        .args(["-w", "-t", "60", "-o", &options, "start"]))
    .map_err(|err| {
        format!(
            "{err}\n{}",
            std::fs::read_to_string(&log).unwrap_or_default()
        )
    })?;
    watch(&pg("pg_ctl"), &data, &dir)?;
    Ok(format!("postgres://postgres@127.0.0.1:{port}/postgres"))
}

/// Stops the server and deletes `dir` once this process has ended: a shell reads a pipe whose
/// other end only this process holds, so its read returns at our exit, however we exit.
fn watch(pg_ctl: &Command, data: &Path, dir: &Path) -> Result<(), String> {
    let mut stop = vec![pg_ctl.get_program().to_string_lossy().into_owned()];
    stop.extend(pg_ctl.get_args().map(|a| a.to_string_lossy().into_owned()));
    let script = format!(
        "cat >/dev/null; {} -D '{}' -m immediate -w stop >/dev/null 2>&1; rm -rf '{}'",
        stop.join(" "),
        data.display(),
        dir.display()
    );
    let child = Command::new("sh")
        .args(["-c", &script])
        .stdin(Stdio::piped())
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .spawn()
        .map_err(|e| format!("starting the watchdog: {e}"))?;
    // The pipe's write end stays open for the life of this process.
    std::mem::forget(child);
    Ok(())
}

/// `PG_BIN`, else the newest Debian install, else `pg_config --bindir`.
fn bin_dir() -> Result<PathBuf, String> {
    if let Ok(bin) = std::env::var("PG_BIN") {
        return Ok(bin.into());
    }
    let debian = Path::new("/usr/lib/postgresql");
    let mut versions: Vec<(u32, PathBuf)> = std::fs::read_dir(debian)
        .into_iter()
        .flatten()
        .filter_map(Result::ok)
        .filter_map(|e| Some((e.file_name().to_str()?.parse().ok()?, e.path().join("bin"))))
        .filter(|(_, bin)| bin.join("initdb").exists())
        .collect();
    versions.sort();
    if let Some((_, bin)) = versions.pop() {
        return Ok(bin);
    }
    Command::new("pg_config")
        .arg("--bindir")
        .output()
        .ok()
        .filter(|out| out.status.success())
        .map(|out| PathBuf::from(String::from_utf8_lossy(&out.stdout).trim()))
        .filter(|bin| bin.join("initdb").exists())
        .ok_or_else(|| {
            "PostgreSQL is needed for the tests but initdb was not found: install it (apt-get install -y postgresql) or set PG_BIN (or TEST_DATABASE_URL)".into()
        })
}

fn tempdir() -> PathBuf {
    let dir = std::env::temp_dir().join(format!("prayer-fast-pg-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).expect("a temporary directory");
    dir
}

fn is_root() -> bool {
    Command::new("id")
        .arg("-u")
        .output()
        .is_ok_and(|out| String::from_utf8_lossy(&out.stdout).trim() == "0")
}

fn run(command: &mut Command) -> Result<(), String> {
    let out = command
        .output()
        .map_err(|e| format!("{:?}: {e}", command.get_program()))?;
    if out.status.success() {
        return Ok(());
    }
    Err(format!(
        "{:?} {:?} failed: {}{}",
        command.get_program(),
        command.get_args().collect::<Vec<_>>(),
        String::from_utf8_lossy(&out.stdout),
        String::from_utf8_lossy(&out.stderr)
    ))
}
