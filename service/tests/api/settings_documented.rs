//! Every environment variable the service reads is in docs/configuration.md, and every variable
//! the page documents is read (by the settings code, or named here as read by a library).

use std::collections::BTreeSet;

use crate::helpers::repo_root;

/// Read by libraries, not by a literal in `service/src`: `tracing-subscriber`'s filter.
const READ_BY_LIBRARIES: [&str; 1] = ["RUST_LOG"];
/// Read by the source but not settings of a deployment: the test-only type generator.
const NOT_SETTINGS: [&str; 1] = ["UPDATE_TS_TYPES"];

fn rust_files(dir: &std::path::Path, out: &mut Vec<String>) {
    for entry in std::fs::read_dir(dir).unwrap() {
        let path = entry.unwrap().path();
        if path.is_dir() {
            rust_files(&path, out);
        } else if path.extension().is_some_and(|e| e == "rs") {
            out.push(std::fs::read_to_string(path).unwrap());
        }
    }
}

#[test]
fn every_variable_the_service_reads_is_documented_and_every_documented_one_is_read() {
    let mut sources = Vec::new();
    rust_files(&repo_root().join("service/src"), &mut sources);
    let call =
        regex::Regex::new(r#"\b(?:get|number|number_in|or|var|var_os)\(\s*"([A-Z][A-Z0-9_]+)""#)
            .unwrap();
    let read: BTreeSet<String> = sources
        .iter()
        .flat_map(|s| call.captures_iter(s).map(|c| c[1].to_string()))
        .filter(|name| !NOT_SETTINGS.contains(&name.as_str()))
        .chain(READ_BY_LIBRARIES.iter().map(|s| s.to_string()))
        .collect();
    assert!(read.len() > 30, "the scan finds the settings: {read:?}");

    let page = std::fs::read_to_string(repo_root().join("docs/configuration.md")).unwrap();
    let row = regex::Regex::new(r"(?m)^\| `([A-Z][A-Z0-9_]+)` \|").unwrap();
    let documented: BTreeSet<String> = row.captures_iter(&page).map(|c| c[1].to_string()).collect();

    let missing: Vec<_> = read.difference(&documented).collect();
    let stale: Vec<_> = documented.difference(&read).collect();
    assert!(
        missing.is_empty(),
        "read but not in docs/configuration.md: {missing:?}"
    );
    assert!(
        stale.is_empty(),
        "in docs/configuration.md but never read: {stale:?}"
    );
}
