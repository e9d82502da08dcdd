//! The programme's content types: the one definition, read by the service (serde, unknown
//! fields rejected) and exported to TypeScript for the PWA (`ts-rs`; see `src/contract.rs`).
//!
//! `programme` holds the programme's types, `day` a day guide's; both use [`ClockTime`].

mod day;
mod programme;
mod rhythms;

use std::fmt;

use jiff::civil::Time;
use serde::{Deserialize, Serialize};

pub use day::*;
pub use programme::*;
pub use rhythms::*;

/// A 24-hour wall-clock time written `HH:MM`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Serialize, Deserialize)]
#[cfg_attr(test, derive(ts_rs::TS))]
#[serde(try_from = "String", into = "String")]
#[cfg_attr(test, ts(type = "string"))]
pub struct ClockTime(Time);

impl ClockTime {
    pub fn time(self) -> Time {
        self.0
    }
}

impl TryFrom<String> for ClockTime {
    type Error = String;

    fn try_from(value: String) -> Result<Self, Self::Error> {
        let invalid = || format!("'{value}' is not a 24-hour HH:MM time");
        let (h, m) = value.split_once(':').ok_or_else(invalid)?;
        if h.len() != 2 || m.len() != 2 {
            return Err(invalid());
        }
        let (h, m): (i8, i8) = (
            h.parse().map_err(|_| invalid())?,
            m.parse().map_err(|_| invalid())?,
        );
        Time::new(h, m, 0, 0).map(ClockTime).map_err(|_| invalid())
    }
}

impl From<ClockTime> for String {
    fn from(value: ClockTime) -> Self {
        value.to_string()
    }
}

impl fmt::Display for ClockTime {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{:02}:{:02}", self.0.hour(), self.0.minute())
    }
}
