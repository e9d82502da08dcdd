//! A member's reminder subscription: the request as the PWA sends it, and the validated form.

use base64::Engine;
use base64::engine::general_purpose::URL_SAFE_NO_PAD;
use jiff::tz::TimeZone;
use serde::{Deserialize, Serialize};
use utoipa::ToSchema;

use super::push_endpoint::{EndpointError, PushEndpoint};
use crate::content::{ReminderPlan, Said, SaidArg};

pub const TIME_ZONE_MAX_CHARS: usize = 64;

/// `PushSubscription.toJSON()` as the browser gives it.
#[derive(Debug, Clone, Deserialize, Serialize, ToSchema)]
#[cfg_attr(test, derive(ts_rs::TS))]
#[serde(rename_all = "camelCase")]
pub struct BrowserSubscription {
    /// The push service's URL: public `https` on port 443.
    #[schema(min_length = 1, max_length = 1024)]
    pub endpoint: String,
    #[serde(default)]
    #[cfg_attr(test, ts(optional, type = "number | null"))]
    pub expiration_time: Option<f64>,
    pub keys: BrowserSubscriptionKeys,
}

#[derive(Debug, Clone, Deserialize, Serialize, ToSchema)]
#[cfg_attr(test, derive(ts_rs::TS))]
pub struct BrowserSubscriptionKeys {
    /// The browser's P-256 public key (65 bytes), base64url.
    #[schema(max_length = 200, pattern = "^[A-Za-z0-9_-]{87}=*$")]
    pub p256dh: String,
    /// The 16-byte auth secret, base64url.
    #[schema(max_length = 200, pattern = "^[A-Za-z0-9_-]{22}=*$")]
    pub auth: String,
}

/// `POST /api/push/subscriptions`.
#[derive(Debug, Clone, Deserialize, Serialize, ToSchema)]
#[cfg_attr(test, derive(ts_rs::TS))]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct SubscribeRequest {
    pub subscription: BrowserSubscription,
    /// IANA zone, e.g. `America/Chicago`.
    #[schema(min_length = 1, max_length = 64)]
    pub time_zone: String,
    /// Reminder keys to receive; all when absent.
    #[serde(default)]
    #[cfg_attr(test, ts(optional))]
    #[schema(min_items = 1)]
    pub slots: Option<Vec<String>>,
    /// Church announcements as well; on when absent.
    #[serde(default)]
    #[cfg_attr(test, ts(optional))]
    pub announcements: Option<bool>,
}

/// `PATCH /api/push/subscriptions/{id}`: change the zone, the chosen slots or announcements.
#[derive(Debug, Clone, Deserialize, Serialize, ToSchema)]
#[cfg_attr(test, derive(ts_rs::TS))]
#[cfg_attr(test, ts(optional_fields))]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct PreferencesRequest {
    /// IANA zone, e.g. `America/Chicago`; unchanged when absent.
    #[schema(min_length = 1, max_length = 64)]
    pub time_zone: Option<String>,
    /// Reminder keys to receive; unchanged when absent.
    #[schema(min_items = 1)]
    pub slots: Option<Vec<String>>,
    /// Church announcements as well; unchanged when absent.
    pub announcements: Option<bool>,
}

/// The answer to a subscription: keep `token` to change or delete it.
#[derive(Debug, Clone, Deserialize, Serialize, ToSchema)]
#[cfg_attr(test, derive(ts_rs::TS))]
pub struct SubscribeResponse {
    pub id: String,
    pub token: String,
}

#[derive(Debug, Clone)]
pub struct ValidSubscription {
    pub endpoint: PushEndpoint,
    pub p256dh: String,
    pub auth: String,
    pub time_zone: MemberTimeZone,
    pub slots: Vec<String>,
    pub announcements: bool,
}

#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum SubscriptionError {
    Endpoint(#[from] EndpointError),
    BadP256dh,
    BadAuth,
    UnknownTimeZone,
    NoSlots,
    UnknownSlot(String),
}

/// The message the member is told ([`Said`]'s `Display`, for logs: its words are the
/// catalogue's), or what the browser sent wrong, named as it is (and answered so).
impl std::fmt::Display for SubscriptionError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        if let Some(said) = self.said() {
            return said.fmt(f);
        }
        match self {
            SubscriptionError::Endpoint(err) => err.fmt(f),
            SubscriptionError::BadP256dh => f.write_str(
                "The subscription's p256dh key must be a base64url P-256 public key (65 bytes)",
            ),
            SubscriptionError::BadAuth => {
                f.write_str("The subscription's auth secret must be 16 bytes, base64url")
            }
            SubscriptionError::UnknownTimeZone
            | SubscriptionError::NoSlots
            | SubscriptionError::UnknownSlot(_) => Ok(()),
        }
    }
}

impl SubscriptionError {
    /// What the member is told, to say in their language; none for what the browser sent wrong,
    /// named as it is (`Display`'s text).
    pub fn said(&self) -> Option<Said> {
        match self {
            SubscriptionError::UnknownTimeZone => Some(Said::new("error-time-zone")),
            SubscriptionError::NoSlots => Some(Said::new("error-no-slots")),
            SubscriptionError::UnknownSlot(slots) => Some(
                Said::new("error-unknown-reminder").with("slots", SaidArg::Text(slots.clone())),
            ),
            SubscriptionError::Endpoint(_)
            | SubscriptionError::BadP256dh
            | SubscriptionError::BadAuth => None,
        }
    }
}

/// A time zone from the IANA database, with its name kept for storage.
#[derive(Debug, Clone)]
pub struct MemberTimeZone {
    pub name: String,
    pub tz: TimeZone,
}

impl MemberTimeZone {
    pub fn parse(name: &str) -> Result<Self, SubscriptionError> {
        // The limit holds before trimming too, as the API document says.
        if name.len() > TIME_ZONE_MAX_CHARS {
            return Err(SubscriptionError::UnknownTimeZone);
        }
        let name = name.trim();
        if name.is_empty() {
            return Err(SubscriptionError::UnknownTimeZone);
        }
        let tz = jiff::tz::db()
            .get(name)
            .map_err(|_| SubscriptionError::UnknownTimeZone)?;
        Ok(MemberTimeZone {
            name: name.to_string(),
            tz,
        })
    }
}

impl SubscribeRequest {
    /// Checks form only; the endpoint's DNS is checked by the caller (async).
    pub fn validate(
        self,
        plan: &ReminderPlan,
        allow_private: bool,
    ) -> Result<ValidSubscription, SubscriptionError> {
        let endpoint = PushEndpoint::parse(&self.subscription.endpoint, allow_private)?;
        let keys = self.subscription.keys;
        let p256dh = decode(&keys.p256dh)
            .filter(|k| k.len() == 65 && k[0] == 4)
            .ok_or(SubscriptionError::BadP256dh)?;
        let auth = decode(&keys.auth)
            .filter(|k| k.len() == 16)
            .ok_or(SubscriptionError::BadAuth)?;
        Ok(ValidSubscription {
            endpoint,
            p256dh: URL_SAFE_NO_PAD.encode(p256dh),
            auth: URL_SAFE_NO_PAD.encode(auth),
            time_zone: MemberTimeZone::parse(&self.time_zone)?,
            slots: chosen_slots(self.slots, plan)?,
            announcements: self.announcements.unwrap_or(true),
        })
    }
}

/// The chosen reminder keys in a stable order; every key when none are named.
pub fn chosen_slots(
    slots: Option<Vec<String>>,
    plan: &ReminderPlan,
) -> Result<Vec<String>, SubscriptionError> {
    let known = plan.keys();
    let Some(slots) = slots else {
        return Ok(known.into_iter().collect());
    };
    if slots.is_empty() {
        return Err(SubscriptionError::NoSlots);
    }
    if slots.len() > known.len() * 2 || slots.iter().any(|s| !known.contains(s)) {
        return Err(SubscriptionError::UnknownSlot(
            known.into_iter().collect::<Vec<_>>().join(", "),
        ));
    }
    Ok(known.into_iter().filter(|k| slots.contains(k)).collect())
}

/// Base64url with or without padding (browsers differ).
fn decode(value: &str) -> Option<Vec<u8>> {
    if value.len() > 200 {
        return None;
    }
    URL_SAFE_NO_PAD.decode(value.trim_end_matches('=')).ok()
}
