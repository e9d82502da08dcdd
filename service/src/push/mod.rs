//! Sending web-push messages: VAPID keys, the notification payload, snoozing, and an SSRF-safe sender.

mod encrypt;
mod payload;
mod safe_resolver;
mod sender;
pub mod snooze;
mod vapid;

pub use payload::{
    ANNOUNCEMENT_TTL, Announcement, WatchHour, announcement_message, reminder_message,
    test_message, watch_message,
};
pub use sender::{Message, PushOutcome, PushSender, Sealed, Urgency};
pub use snooze::SnoozeSigner;
pub use vapid::VapidKeys;

/// Web push while reminders are on (`VAPID_SUBJECT` set): one value, built once, that the API
/// (subscribing, snoozing, test reminders) and the push engine share.
pub struct WebPush {
    pub sender: PushSender,
    pub snooze: SnoozeSigner,
    /// The VAPID public key browsers subscribe with.
    pub public_key: String,
}
