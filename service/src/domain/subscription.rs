//! A subscription as the service keeps it: where reminders go and what the member chose.

use super::MemberTimeZone;

/// Where a reminder goes: the browser's push endpoint and the keys to encrypt for it.
#[derive(Debug, Clone)]
pub struct PushTarget {
    /// As validated when the member subscribed; the sender checks it again at send time.
    pub endpoint: String,
    pub p256dh: String,
    pub auth: String,
}

/// A stored subscription, read back as the types it was saved from.
#[derive(Debug, Clone)]
pub struct Subscription {
    pub id: String,
    pub target: PushTarget,
    pub time_zone: MemberTimeZone,
    /// The reminder keys the member chose, in the plan's order.
    pub slots: Vec<String>,
    /// Church announcements are pushed too.
    pub announcements: bool,
    /// The member's language code as the device last said it (none: the programme's first);
    /// checked against the programme where reminders are written (`Catalogue::language`).
    pub language: Option<String>,
}
