//! Sending web-push messages: VAPID keys, the notification payload, snoozing, and an SSRF-safe sender.

mod encrypt;
mod payload;
mod safe_resolver;
mod sender;
pub mod snooze;
mod vapid;

pub use payload::{
    ANNOUNCEMENT_TTL, Announcement, announcement_message, reminder_message, test_message,
};
pub use sender::{Message, PushOutcome, PushSender, Urgency};
pub use snooze::SnoozeSigner;
pub use vapid::VapidKeys;
