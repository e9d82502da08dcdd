//! The reminders API's answers, the snooze request, and the push message a reminder carries.

use serde::{Deserialize, Serialize};
use utoipa::ToSchema;

/// The service's VAPID key, for `pushManager.subscribe`.
#[derive(Debug, Serialize, Deserialize, ToSchema)]
#[cfg_attr(test, derive(ts_rs::TS))]
#[serde(rename_all = "camelCase")]
pub struct PushPublicKey {
    /// Base64url, uncompressed P-256.
    pub public_key: String,
}

/// A subscription's preferences after a change.
#[derive(Debug, Serialize, Deserialize, ToSchema)]
#[cfg_attr(test, derive(ts_rs::TS))]
#[serde(rename_all = "camelCase")]
pub struct Preferences {
    pub id: String,
    pub time_zone: String,
    pub slots: Vec<String>,
    /// Church announcements are pushed too.
    pub announcements: bool,
}

/// When a snoozed reminder comes again.
#[derive(Debug, Serialize, Deserialize, ToSchema)]
#[cfg_attr(test, derive(ts_rs::TS))]
#[serde(rename_all = "camelCase")]
pub struct Snoozed {
    #[schema(value_type = Option<String>, format = DateTime)]
    #[cfg_attr(test, ts(type = "string | null"))]
    pub due_at: Option<jiff::Timestamp>,
}

/// `POST /api/push/snooze`, exactly as the notification's data carries it.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
#[cfg_attr(test, derive(ts_rs::TS))]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct SnoozeRequest {
    /// The subscription's id.
    pub subscription: String,
    /// The reminder's day.
    #[schema(maximum = 65535)]
    pub day: u16,
    /// The reminder's slot key.
    pub slot: String,
    /// The service's signature over the three, from the notification.
    pub sig: String,
}

/// A reminder's push message, in the Declarative Web Push format (Safari 18.4+ shows it with no
/// service worker); the service worker reads the same JSON and adds actions.
#[derive(Debug, Clone, Serialize, Deserialize, ToSchema)]
#[cfg_attr(test, derive(ts_rs::TS))]
pub struct PushMessage {
    /// 8030: the format's magic number.
    pub web_push: u16,
    pub mutable: bool,
    pub notification: PushNotification,
}

#[derive(Debug, Clone, Serialize, Deserialize, ToSchema)]
#[cfg_attr(test, derive(ts_rs::TS))]
pub struct PushNotification {
    /// `6:00 AM · Morning Prayer`.
    pub title: String,
    /// `Day 12 · <theme>`.
    pub body: String,
    /// The day's page, at the slot.
    pub navigate: String,
    pub lang: String,
    /// One notification per day: a later one (or the same one again) replaces it.
    pub tag: String,
    pub silent: bool,
    pub app_badge: u16,
    /// A reminder's snooze and slot; none for a test reminder.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[cfg_attr(test, ts(optional))]
    pub data: Option<ReminderData>,
}

/// `POST /api/push/subscriptions/{id}/test`: an empty object (the subscription's token says whose).
#[derive(Debug, Serialize, Deserialize, ToSchema)]
#[cfg_attr(test, derive(ts_rs::TS))]
#[serde(deny_unknown_fields)]
pub struct TestReminderRequest {}

/// A test reminder the push service took.
#[derive(Debug, Serialize, Deserialize, ToSchema)]
#[cfg_attr(test, derive(ts_rs::TS))]
#[serde(rename_all = "camelCase")]
pub struct TestReminderSent {
    #[schema(value_type = String, format = DateTime)]
    #[cfg_attr(test, ts(type = "string"))]
    pub sent_at: jiff::Timestamp,
}

/// What the service worker needs to snooze or open the reminder.
#[derive(Debug, Clone, Serialize, Deserialize, ToSchema)]
#[cfg_attr(test, derive(ts_rs::TS))]
pub struct ReminderData {
    pub day: u16,
    pub slot: String,
    pub snooze: SnoozeRequest,
}
