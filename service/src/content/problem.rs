//! What the content loader reports, and the values the specification pins.

use std::collections::HashMap;
use std::fmt;
use std::path::PathBuf;

use serde::Deserialize;

/// One thing wrong with the content: where, and what.
#[derive(Debug, Clone, PartialEq)]
pub struct Problem {
    pub file: PathBuf,
    pub field: String,
    pub message: String,
}

impl fmt::Display for Problem {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.field.is_empty() {
            write!(f, "{}: {}", self.file.display(), self.message)
        } else {
            write!(
                f,
                "{}: {}: {}",
                self.file.display(),
                self.field,
                self.message
            )
        }
    }
}

/// Every problem found; one problem reads as one line (`file: field: message`).
#[derive(Debug, thiserror::Error)]
pub struct ContentError(pub Vec<Problem>);

impl fmt::Display for ContentError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.0.as_slice() {
            [one] => write!(f, "{one}"),
            all => {
                write!(f, "content has {} problems:", all.len())?;
                all.iter().try_for_each(|p| write!(f, "\n  {p}"))
            }
        }
    }
}

/// Values the published specification fixes (`spec-pins.json`).
#[derive(Debug, Default, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Pins {
    #[serde(default)]
    pub themes: HashMap<u16, String>,
}
