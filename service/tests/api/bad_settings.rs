//! Bad programme settings stop the service before it starts, with one line naming the file (or
//! variable) and field; `check-content` says the same.

use std::process::Command;

use serde_json::Value;

use crate::helpers::{copy_content, edit_json};

fn content_with(edit: impl FnOnce(&mut Value)) -> tempfile::TempDir {
    let dir = copy_content();
    edit_json(&dir.path().join("programme.json"), edit);
    dir
}

/// Runs the binary (serve, or check-content) and returns its stderr; it must fail.
fn refused(args: &[&str], content: &std::path::Path, env: &[(&str, &str)]) -> String {
    let data = tempfile::tempdir().unwrap();
    let out = Command::new(env!("CARGO_BIN_EXE_prayer-fast"))
        .args(args)
        .env("CONTENT_DIR", content)
        .env("DATA_DIR", data.path())
        .env("PORT", "0")
        .env("RUST_LOG", "error")
        .envs(env.iter().copied())
        .output()
        .unwrap();
    assert!(!out.status.success(), "{args:?} must fail");
    String::from_utf8(out.stderr).unwrap()
}

/// An edit of programme.json, the environment, and the line expected.
type Case = (
    Box<dyn FnOnce(&mut Value)>,
    Vec<(&'static str, &'static str)>,
    &'static str,
);

#[test]
fn each_bad_setting_stops_the_service_and_the_check_with_one_line_naming_it() {
    let cases: Vec<Case> = vec![
        (
            Box::new(|p| p["startDate"] = "2026-02-30".into()),
            vec![],
            "programme.json: startDate: ",
        ),
        (
            Box::new(|p| p["lengthDays"] = 0.into()),
            vec![],
            "programme.json: lengthDays: must be 1 to 366 days, not 0",
        ),
        (
            Box::new(|p| p["lengthDays"] = 400.into()),
            vec![],
            "programme.json: lengthDays: must be 1 to 366 days, not 400",
        ),
        (
            Box::new(|p| {
                p["pinnedCover"] =
                    serde_json::json!({"day": 99, "percentComplete": 5, "theme": "x"})
            }),
            vec![],
            "programme.json: pinnedCover.day: day 99 is outside the programme",
        ),
        (
            Box::new(|_| {}),
            vec![("PROGRAMME_START_DATE", "2026-13-01")],
            "PROGRAMME_START_DATE: '2026-13-01' is not a real date",
        ),
    ];
    for (edit, env, expected) in cases {
        let content = content_with(edit);
        for args in [&["serve"][..], &["check-content"][..]] {
            let stderr = refused(args, content.path(), &env);
            let lines: Vec<&str> = stderr
                .lines()
                .filter(|l| !l.starts_with("warning:") && !l.starts_with("content:"))
                .collect();
            assert_eq!(lines.len(), 1, "{args:?}: one line, got {stderr}");
            assert!(lines[0].contains(expected), "{args:?}: {stderr}");
        }
    }
}

#[test]
fn a_number_outside_its_range_stops_the_service_with_one_line_naming_it_never_clamped() {
    let content = copy_content();
    for (name, value, expected) in [
        (
            "OUTBOX_LEASE_MS",
            "5",
            "OUTBOX_LEASE_MS must be from 1000 to 86400000, not 5",
        ),
        (
            "MAIL_DAILY_CAP",
            "0",
            "MAIL_DAILY_CAP must be from 1 to 100000000, not 0",
        ),
        (
            "REMINDER_INTERVAL_MS",
            "20",
            "REMINDER_INTERVAL_MS must be from 100 to 86400000, not 20",
        ),
        (
            "SUMMARY_LIMIT_PER_RECIPIENT_PER_DAY",
            "many",
            "SUMMARY_LIMIT_PER_RECIPIENT_PER_DAY must be a whole number",
        ),
    ] {
        let stderr = refused(&["serve"], content.path(), &[(name, value)]);
        let lines: Vec<&str> = stderr
            .lines()
            .filter(|l| !l.starts_with("warning:"))
            .collect();
        assert_eq!(lines.len(), 1, "{name}: one line, got {stderr}");
        assert!(lines[0].contains(expected), "{name}: {stderr}");
    }
}
