//! Reading content files: a day's files in a folder, a file's JSON, and its typed value, each
//! failure a problem with file and field.

use std::path::{Path, PathBuf};

use serde::de::DeserializeOwned;
use serde_json::Value;

use super::problem::Problem;

/// The JSON files of `dir`, sorted.
pub(super) fn day_files(dir: &Path, problems: &mut Vec<Problem>) -> Vec<PathBuf> {
    let entries = match std::fs::read_dir(dir) {
        Ok(entries) => entries,
        Err(err) => {
            problems.push(Problem {
                file: dir.into(),
                field: String::new(),
                message: format!("cannot read: {err}"),
            });
            return Vec::new();
        }
    };
    let mut files: Vec<PathBuf> = entries
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| p.extension().is_some_and(|ext| ext == "json"))
        .collect();
    files.sort();
    files
}

/// `file`'s JSON.
pub(super) fn read_value(file: &Path, problems: &mut Vec<Problem>) -> Option<Value> {
    let problem = |field: String, message: String| Problem {
        file: file.into(),
        field,
        message,
    };
    let text = match std::fs::read_to_string(file) {
        Ok(text) => text,
        Err(err) => {
            problems.push(problem(String::new(), format!("cannot read: {err}")));
            return None;
        }
    };
    match serde_json::from_str(&text) {
        Ok(value) => Some(value),
        Err(err) => {
            problems.push(problem(String::new(), format!("{err}")));
            None
        }
    }
}

/// `value` as a `T`, the field that is not said where.
pub(super) fn typed<T: DeserializeOwned>(
    file: &Path,
    value: &Value,
    problems: &mut Vec<Problem>,
) -> Option<T> {
    match serde_path_to_error::deserialize(value.clone()) {
        Ok(value) => Some(value),
        Err(err) => {
            let field = err.path().to_string();
            let inner = err.into_inner();
            let field = if field == "." { String::new() } else { field };
            problems.push(Problem {
                file: file.into(),
                field,
                message: format!("{inner}"),
            });
            None
        }
    }
}
