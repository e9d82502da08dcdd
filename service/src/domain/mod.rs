//! Types that parse at the edge: once built, they are valid.

mod recipient_email;
mod summary;

pub use recipient_email::RecipientEmail;
pub use summary::{DaySummary, JOURNAL_MAX_CHARS, SummaryError, SummaryRequest, api_typescript_declarations};
