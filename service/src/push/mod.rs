//! Sending web-push messages: VAPID keys, the notification payload, snoozing, and an SSRF-safe sender.

mod encrypt;
mod payload;
mod safe_resolver;
mod sender;
pub mod snooze;
mod vapid;

pub use payload::{reminder_payload, test_payload};
pub use sender::{PushOutcome, PushSender};
pub use snooze::SnoozeSigner;
pub use vapid::VapidKeys;
