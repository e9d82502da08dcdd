//! The pastor's recordings as members' copies of the app list them.

use serde::{Deserialize, Serialize};
use utoipa::ToSchema;

/// One recording: its day and language, length and size, and its address (with its version).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
#[cfg_attr(test, derive(ts_rs::TS))]
#[serde(rename_all = "camelCase")]
pub struct PublishedRecording {
    pub day: u16,
    pub lang: String,
    #[cfg_attr(test, ts(type = "number"))]
    pub duration_ms: i64,
    /// Bytes, for the space a kept week takes.
    #[cfg_attr(test, ts(type = "number"))]
    pub size: i64,
    /// `/api/recordings/<lang>/<day>?v=<version>`: cached for good (a new upload is a new address).
    pub url: String,
}

/// `GET /api/recordings`.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
#[cfg_attr(test, derive(ts_rs::TS))]
#[serde(rename_all = "camelCase")]
pub struct PublishedRecordings {
    pub recordings: Vec<PublishedRecording>,
}
