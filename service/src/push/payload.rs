//! The push message for one reminder.

use crate::content::{ReminderSlot, twelve_hour};
use crate::domain::{PushMessage, PushNotification, ReminderData, SnoozeRequest};

pub fn reminder_payload(
    public_url: &str,
    day: u16,
    theme: &str,
    slot: &ReminderSlot,
    snooze: &SnoozeRequest,
) -> Vec<u8> {
    let message = PushMessage {
        web_push: 8030,
        mutable: true,
        notification: PushNotification {
            title: format!("{} · {}", twelve_hour(slot.time), slot.title),
            body: format!("Day {day} · {theme}"),
            navigate: format!("{public_url}/day/{day}#{}", slot.key),
            lang: "en".into(),
            tag: format!("day-{day}"),
            silent: false,
            app_badge: day,
            data: ReminderData {
                day,
                slot: slot.key.clone(),
                snooze: snooze.clone(),
            },
        },
    };
    serde_json::to_vec(&message).expect("plain data serialises")
}
