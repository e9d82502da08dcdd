//! Sending web-push messages: VAPID keys, the notification payload, and an SSRF-safe sender.

mod payload;
mod safe_resolver;
mod sender;
mod vapid;

pub use payload::reminder_payload;
pub use sender::{PushOutcome, PushSender};
pub use vapid::VapidKeys;
