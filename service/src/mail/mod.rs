//! Outgoing mail: day summaries and recipient confirmations, rendered from content, and the
//! transports that deliver them.

mod confirmation;
mod render;
mod transport;

pub use confirmation::{CONFIRM_BUTTON, render_confirmation};
pub use render::{RenderedSummary, render_summary};
pub use transport::{Mailer, SendError, purge_mail_files};
