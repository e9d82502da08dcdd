//! The PWA's TypeScript types are generated from the Rust ones; these fail when they drift.
//! `npm run gen:types` rewrites the files.

use prayer_fast::content::model::typescript_declarations;
use prayer_fast::domain::api_typescript_declarations;

use crate::helpers::repo_root;

fn check(relative: &str, generated: String, source: &str) {
    let path = repo_root().join(relative);
    if std::env::var_os("UPDATE_TS_TYPES").is_some() {
        std::fs::write(&path, &generated).unwrap();
    }
    let committed = std::fs::read_to_string(&path).unwrap_or_default();
    assert!(
        committed == generated,
        "{relative} is out of date with {source}; run `npm run gen:types`"
    );
}

#[test]
fn content_types_ts_matches_the_rust_types() {
    check(
        "pwa/src/types/content.ts",
        typescript_declarations(),
        "service/src/content/model.rs",
    );
}

#[test]
fn api_types_ts_matches_the_rust_types() {
    check(
        "pwa/src/types/api.ts",
        api_typescript_declarations(),
        "service/src/domain/",
    );
}
