//! The body of every error answer.

use serde::{Deserialize, Serialize};
use utoipa::ToSchema;

/// The body of every 4xx and 5xx answer of the API.
#[derive(Debug, Serialize, Deserialize, ToSchema)]
#[cfg_attr(test, derive(ts_rs::TS))]
pub struct ErrorBody {
    /// What went wrong, in words for the member.
    #[schema(min_length = 1)]
    pub error: String,
}
