//! The TypeScript content types are generated from the Rust ones; this fails when they drift.
//! `npm run gen:types` rewrites the file.

use prayer_fast::content::model::typescript_declarations;

use crate::helpers::repo_root;

#[test]
fn content_types_ts_matches_the_rust_types() {
    let path = repo_root().join("pwa/src/types/content.ts");
    let generated = typescript_declarations();
    if std::env::var_os("UPDATE_TS_TYPES").is_some() {
        std::fs::write(&path, &generated).unwrap();
    }
    let committed = std::fs::read_to_string(&path).unwrap_or_default();
    assert!(
        committed == generated,
        "{} is out of date with service/src/content/model.rs; run `npm run gen:types`",
        path.display()
    );
}
