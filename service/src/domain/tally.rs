//! The anonymous tally's requests and answers: a device's tick (its day, slot and that day's
//! token, nothing more), and the counts members and the church see.

use serde::{Deserialize, Serialize};
use utoipa::ToSchema;

/// Counts under this are shown as "fewer than 5" (`None`), so no one is singled out.
pub const TALLY_SHOWN_FROM: i64 = 5;
/// A day's token: 128 random bits in base64url, made fresh on the device for each day.
pub const TALLY_TOKEN_CHARS: usize = 22;

/// `POST /api/tally`: a device that chose to be counted ticked (or unticked) a slot.
#[derive(Debug, Clone, Deserialize, Serialize, ToSchema)]
#[cfg_attr(test, derive(ts_rs::TS))]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct TallyRequest {
    #[schema(minimum = 1, maximum = 366)]
    pub day: u16,
    /// A slot the member can tick that day, or `prayer-watch`.
    #[schema(min_length = 1, max_length = 64)]
    pub slot: String,
    /// The device's token for that day (22 base64url characters), never reused on another day.
    #[schema(min_length = 22, max_length = 22, pattern = "^[A-Za-z0-9_-]{22}$")]
    pub token: String,
    /// `false`: the tick was taken back.
    pub counted: bool,
}

impl TallyRequest {
    /// Whether the token has a day token's shape.
    pub fn token_is_well_formed(&self) -> bool {
        self.token.len() == TALLY_TOKEN_CHARS
            && self
                .token
                .bytes()
                .all(|b| b.is_ascii_alphanumeric() || b == b'-' || b == b'_')
    }
}

/// How many devices were counted for a slot, as published an hour after its time (`None`: not
/// published yet, or fewer than 5).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
#[cfg_attr(test, derive(ts_rs::TS))]
pub struct SlotTally {
    pub slot: String,
    #[cfg_attr(test, ts(type = "number | null"))]
    pub devices: Option<i64>,
}

/// `GET /api/tally/{day}`: the church praying together that day.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
#[cfg_attr(test, derive(ts_rs::TS))]
pub struct DayTally {
    pub day: u16,
    /// Devices counted that day, published once the day is over (`None`: not published yet, or
    /// fewer than 5).
    #[cfg_attr(test, ts(type = "number | null"))]
    pub devices: Option<i64>,
    pub slots: Vec<SlotTally>,
}

/// A count as shown: itself from [`TALLY_SHOWN_FROM`], else `None`.
pub fn shown(count: i64) -> Option<i64> {
    (count >= TALLY_SHOWN_FROM).then_some(count)
}
