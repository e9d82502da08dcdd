//! Day-summary e-mail: rendering from content, and the transports that deliver it.

mod render;
mod transport;

pub use render::{RenderedSummary, render_summary};
pub use transport::{Mailer, SendError};
