//! The prayer watch kept hour by hour: the church's plan with how many keep each turn, and a
//! member's pledge (the night, the turn, a fresh token: nothing more).

use serde::{Deserialize, Serialize};
use utoipa::ToSchema;

/// `POST /api/watch/pledges`: a member pledges a turn of the watch (or takes it back).
#[derive(Debug, Clone, Deserialize, Serialize, ToSchema)]
#[cfg_attr(test, derive(ts_rs::TS))]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct PledgeRequest {
    /// The day whose night it is.
    #[schema(minimum = 1, maximum = 366)]
    pub day: u16,
    /// The turn's start on the church's clock, `HH:MM`.
    #[schema(min_length = 5, max_length = 5)]
    pub start: String,
    /// 22 base64url characters, made fresh on the device for this pledge.
    #[schema(min_length = 22, max_length = 22, pattern = "^[A-Za-z0-9_-]{22}$")]
    pub token: String,
    /// `false`: the pledge is taken back.
    pub pledged: bool,
}

/// One turn of the watch.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
#[cfg_attr(test, derive(ts_rs::TS))]
#[serde(rename_all = "camelCase")]
pub struct WatchTurn {
    /// The day whose night it is.
    pub day: u16,
    /// Its start on the church's clock, `HH:MM`.
    pub start: String,
    /// Its start as an instant (RFC 3339), for the member's own clock.
    pub starts_at: String,
    /// What the church prays for in it, in the request's language.
    #[cfg_attr(test, ts(type = "string | null"))]
    pub theme: Option<String>,
    /// How many have pledged it (exact: no one is behind a count).
    #[cfg_attr(test, ts(type = "number"))]
    pub keeping: i64,
    /// How many said "I kept this hour" once it was over.
    #[cfg_attr(test, ts(type = "number"))]
    pub kept: i64,
}

/// `GET /api/watch`: the church's watch, every turn of every night, with its pledges.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
#[cfg_attr(test, derive(ts_rs::TS))]
#[serde(rename_all = "camelCase")]
pub struct WatchPlan {
    pub title: String,
    /// The church's time zone (IANA), on whose clock the turns are written.
    pub time_zone: String,
    pub turn_minutes: u16,
    pub turns: Vec<WatchTurn>,
}

/// The most hours one device is reminded of (three a night for forty nights).
pub const WATCH_REMINDER_HOURS_MAX: usize = 120;

/// A turn of the watch: the day whose night it is and its start on the church's clock.
#[derive(Debug, Clone, PartialEq, Eq, Deserialize, Serialize, ToSchema)]
#[cfg_attr(test, derive(ts_rs::TS))]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct WatchHour {
    #[schema(minimum = 1, maximum = 366)]
    pub day: u16,
    /// `HH:MM` on the church's clock.
    #[schema(min_length = 5, max_length = 5)]
    pub start: String,
}

/// `PUT /api/push/subscriptions/{id}/watch`: the hours this device is reminded of at their
/// start, the whole set (it replaces the last one). Sent apart from any pledge, with no token of
/// one: the service cannot tell which pledge a reminder is for.
#[derive(Debug, Clone, Deserialize, Serialize, ToSchema)]
#[cfg_attr(test, derive(ts_rs::TS))]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct WatchRemindersRequest {
    #[schema(max_items = 120)]
    pub hours: Vec<WatchHour>,
}

/// The answer: how many of the hours are still to come (those over are left out).
#[derive(Debug, Clone, PartialEq, Eq, Deserialize, Serialize, ToSchema)]
#[cfg_attr(test, derive(ts_rs::TS))]
#[serde(rename_all = "camelCase")]
pub struct WatchReminders {
    pub hours: u16,
}

/// `POST /api/watch/kept`: "I kept this hour", once the turn has begun: its night, its start
/// and a token made fresh on the device for it. Counted once however often it is sent.
#[derive(Debug, Clone, Deserialize, Serialize, ToSchema)]
#[cfg_attr(test, derive(ts_rs::TS))]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct KeptRequest {
    #[schema(minimum = 1, maximum = 366)]
    pub day: u16,
    #[schema(min_length = 5, max_length = 5)]
    pub start: String,
    #[schema(min_length = 22, max_length = 22, pattern = "^[A-Za-z0-9_-]{22}$")]
    pub token: String,
}
