//! Types that parse at the edge: once built, they are valid.

mod recipient_email;
mod summary;

pub use recipient_email::RecipientEmail;
pub use summary::{DaySummary, SummaryError, SummaryRequest, JOURNAL_MAX_CHARS};
