//! The day's guide by e-mail: what a member sends to ask for it each morning, what they are
//! answered, and the checked form the app keeps.

use serde::{Deserialize, Serialize};
use utoipa::ToSchema;

use super::{MemberTimeZone, RecipientEmail, SummaryError};
use crate::content::model::{RhythmKey, WayKey};

/// The body of `POST /api/guide-mail`.
#[derive(Debug, Clone, Deserialize, Serialize, ToSchema)]
#[cfg_attr(test, derive(ts_rs::TS))]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct GuideMailRequest {
    /// Where to send the guide; trimmed, then a deliverable address.
    #[schema(min_length = 1, max_length = 255)]
    pub email: String,
    /// The local time of the morning mail, `HH:MM` (24-hour).
    #[schema(pattern = "^([01][0-9]|2[0-3]):[0-5][0-9]$", example = "07:00")]
    pub time: String,
    /// The member's IANA time zone.
    #[schema(max_length = 64, example = "Europe/London")]
    pub time_zone: String,
    /// The member's way of fasting (the guide's fast hours and tips follow it).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[cfg_attr(test, ts(optional))]
    pub way: Option<WayKey>,
    /// The member's rhythm (every prayer time unless sent).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[cfg_attr(test, ts(optional))]
    pub rhythm: Option<RhythmKey>,
    /// The token this device holds for the address (as for summaries).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[cfg_attr(test, ts(optional))]
    #[schema(max_length = 512)]
    pub recipient_token: Option<String>,
}

/// Where a request to receive the guide stands.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
#[cfg_attr(test, derive(ts_rs::TS))]
#[serde(rename_all = "snake_case")]
pub enum GuideMailDelivery {
    /// A confirmation mail went to the address: send the request again once confirmed.
    AwaitingConfirmation,
    /// The guide goes out each morning.
    Subscribed,
}

/// The answer to `POST /api/guide-mail` (202).
#[derive(Debug, Clone, Serialize, Deserialize, ToSchema)]
#[cfg_attr(test, derive(ts_rs::TS))]
#[serde(rename_all = "camelCase")]
pub struct GuideMailAnswer {
    pub delivery: GuideMailDelivery,
    /// Keep this for the address (as for summaries): it confirms, then manages, the guide.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[cfg_attr(test, ts(optional))]
    pub recipient_token: Option<String>,
    /// When the next guide goes (epoch ms); none once the fast has no morning left.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[cfg_attr(test, ts(optional, type = "number"))]
    pub next_at: Option<i64>,
    /// The day that mail carries.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[cfg_attr(test, ts(optional))]
    pub next_day: Option<u16>,
}

/// `GET /api/guide-mail`: the device's guide by e-mail as the service keeps it.
#[derive(Debug, Clone, Serialize, Deserialize, ToSchema)]
#[cfg_attr(test, derive(ts_rs::TS))]
#[serde(rename_all = "camelCase")]
pub struct GuideMailState {
    /// `HH:MM`, local.
    pub time: String,
    pub time_zone: String,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[cfg_attr(test, ts(optional))]
    pub way: Option<WayKey>,
    pub rhythm: RhythmKey,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[cfg_attr(test, ts(optional, type = "number"))]
    pub next_at: Option<i64>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[cfg_attr(test, ts(optional))]
    pub next_day: Option<u16>,
}

/// A request that passed every check.
#[derive(Debug, Clone)]
pub struct GuideMailForm {
    pub recipient: RecipientEmail,
    /// Minutes after local midnight.
    pub minute: u16,
    pub time_zone: MemberTimeZone,
    pub way: Option<WayKey>,
    pub rhythm: RhythmKey,
}

impl GuideMailRequest {
    pub fn validate(&self) -> Result<GuideMailForm, SummaryError> {
        let recipient =
            RecipientEmail::parse(self.email.trim()).ok_or(SummaryError::InvalidEmail)?;
        let minute = parse_minute(&self.time).ok_or(SummaryError::BadTime)?;
        let time_zone =
            MemberTimeZone::parse(&self.time_zone).map_err(|_| SummaryError::UnknownTimeZone)?;
        Ok(GuideMailForm {
            recipient,
            minute,
            time_zone,
            way: self.way,
            rhythm: self.rhythm.unwrap_or_default(),
        })
    }
}

/// `HH:MM` (24-hour) as minutes after midnight.
pub fn parse_minute(text: &str) -> Option<u16> {
    let (h, m) = text.trim().split_once(':')?;
    if h.len() != 2 || m.len() != 2 {
        return None;
    }
    let (h, m): (u16, u16) = (h.parse().ok()?, m.parse().ok()?);
    (h < 24 && m < 60).then_some(h * 60 + m)
}

/// Minutes after midnight as `HH:MM`.
pub fn minute_text(minute: u16) -> String {
    format!("{:02}:{:02}", minute / 60, minute % 60)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_time_is_two_digits_each_in_range() {
        assert_eq!(parse_minute("07:00"), Some(420));
        assert_eq!(parse_minute("23:59"), Some(1439));
        for bad in ["7:00", "24:00", "07:60", "0700", "", "07:0a", "-1:00"] {
            assert_eq!(parse_minute(bad), None, "{bad}");
        }
        assert_eq!(minute_text(420), "07:00");
    }
}
