//! Times on the church's clock (`hourCycle`), written by a language's messages: the app's
//! `clock-12-hour` and `clock-24-hour` (the app and the service share them), and the service's
//! words for midnight, noon and a time on the hour.

use jiff::civil::Time;

use super::messages::Messages;
use super::model::HourCycle;
use super::placeholders::{PlaceholderFormat, TimeWriter};

/// How `lang` writes the time placeholders on the church's clock.
pub(super) fn time_writer(messages: &Messages, lang: &str, cycle: HourCycle) -> TimeWriter {
    let (messages, lang) = (messages.clone(), lang.to_string());
    TimeWriter::new(move |time, format| write_time(&messages, &lang, cycle, time, format))
}

/// `time` written as `format` by `lang`'s clock messages.
pub(super) fn write_time(
    messages: &Messages,
    lang: &str,
    cycle: HourCycle,
    time: Time,
    format: PlaceholderFormat,
) -> String {
    let (h, m) = (time.hour(), time.minute());
    let minute = format!("{m:02}");
    match (format, h, m) {
        (PlaceholderFormat::TimeWords, 0, 0) => {
            return messages.format(lang, "clock-midnight", &[]);
        }
        (PlaceholderFormat::TimeWords, 12, 0) => return messages.format(lang, "clock-noon", &[]),
        (PlaceholderFormat::Text, ..) => return format!("{h:02}:{minute}"),
        _ => {}
    }
    let half = if h < 12 { "am" } else { "pm" };
    let hour = match cycle {
        HourCycle::H23 => h,
        HourCycle::H12 if h % 12 == 0 => 12,
        HourCycle::H12 => h % 12,
    };
    let id = match cycle {
        HourCycle::H23 => "clock-24-hour",
        HourCycle::H12 if format == PlaceholderFormat::Hour && m == 0 => {
            "clock-12-hour-on-the-hour"
        }
        HourCycle::H12 => "clock-12-hour",
    };
    let args = [
        ("hour", i64::from(hour).into()),
        ("minute", minute.into()),
        ("half", half.into()),
    ];
    messages.format(lang, id, &args)
}
