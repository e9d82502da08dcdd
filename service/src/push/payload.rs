//! The notification, in the Declarative Web Push format (Safari 18.4+ shows it with no service
//! worker); the service worker reads the same JSON and adds actions.

use serde_json::json;

use super::snooze::SnoozeRequest;
use crate::content::twelve_hour;
use crate::reminders::ReminderSlot;

pub fn reminder_payload(
    public_url: &str,
    day: u16,
    theme: &str,
    slot: &ReminderSlot,
    snooze: &SnoozeRequest,
) -> Vec<u8> {
    let url = format!("{public_url}/day/{day}#{}", slot.key);
    json!({
        "web_push": 8030,
        "mutable": true,
        "notification": {
            "title": format!("{} · {}", twelve_hour(slot.time), slot.title),
            "body": format!("Day {day} · {theme}"),
            "navigate": url,
            "lang": "en",
            "tag": format!("day-{day}"),
            "silent": false,
            "app_badge": day,
            "data": { "day": day, "slot": slot.key, "snooze": snooze },
        }
    })
    .to_string()
    .into_bytes()
}
