//! How a time placeholder (`Time`, `Hour`, `TimeWords`) is written: a language's clock, or by
//! default the guide's English 12-hour clock.

use std::sync::Arc;

use jiff::civil::Time;

use super::PlaceholderFormat;

fn format_time(hhmm: &str, format: PlaceholderFormat) -> String {
    let (h, m) = hhmm.split_once(':').unwrap_or((hhmm, "00"));
    let (h, m): (u8, u8) = (h.parse().unwrap_or(0), m.parse().unwrap_or(0));
    let suffix = if h < 12 { "AM" } else { "PM" };
    let h12 = if h % 12 == 0 { 12 } else { h % 12 };
    match format {
        PlaceholderFormat::Text => hhmm.to_string(),
        PlaceholderFormat::TimeWords if (h, m) == (0, 0) => "midnight".into(),
        PlaceholderFormat::TimeWords if (h, m) == (12, 0) => "noon".into(),
        PlaceholderFormat::Hour if m == 0 => format!("{h12} {suffix}"),
        _ => format!("{h12}:{m:02} {suffix}"),
    }
}

/// How a language writes a time placeholder (`Time`, `Hour`, `TimeWords`); by default the
/// guide's English 12-hour clock (the shared fixture's, and the app build's).
#[derive(Clone)]
pub struct TimeWriter(Arc<dyn Fn(Time, PlaceholderFormat) -> String + Send + Sync>);

impl TimeWriter {
    pub fn new(write: impl Fn(Time, PlaceholderFormat) -> String + Send + Sync + 'static) -> Self {
        TimeWriter(Arc::new(write))
    }

    /// `hhmm` (`HH:MM`) written as `format`.
    pub(super) fn write(&self, hhmm: &str, format: PlaceholderFormat) -> String {
        let (h, m) = hhmm.split_once(':').unwrap_or((hhmm, "00"));
        let time = Time::new(h.parse().unwrap_or(0), m.parse().unwrap_or(0), 0, 0);
        match (format, time) {
            (PlaceholderFormat::Text, _) | (_, Err(_)) => hhmm.to_string(),
            (format, Ok(time)) => (self.0)(time, format),
        }
    }
}

impl Default for TimeWriter {
    fn default() -> Self {
        TimeWriter::new(|time, format| {
            let hhmm = format!("{:02}:{:02}", time.hour(), time.minute());
            format_time(&hhmm, format)
        })
    }
}
