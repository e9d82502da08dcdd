//! The push message for one reminder, and for a member's test reminder.

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
            data: Some(ReminderData {
                day,
                slot: slot.key.clone(),
                snooze: snooze.clone(),
            }),
        },
    };
    serde_json::to_vec(&message).expect("plain data serialises")
}

/// The title a test reminder carries, so the member knows it is one.
pub const TEST_REMINDER_TITLE: &str = "Test reminder · Prayer Fast";

/// "Send me a test reminder": a notification that says it is a test and opens the cover.
pub fn test_payload(public_url: &str) -> Vec<u8> {
    let message = PushMessage {
        web_push: 8030,
        mutable: true,
        notification: PushNotification {
            title: TEST_REMINDER_TITLE.into(),
            body: "This is a test. Your reminders will arrive like this at the prayer times you chose.".into(),
            navigate: format!("{public_url}/"),
            lang: "en".into(),
            tag: "test-reminder".into(),
            silent: false,
            app_badge: 0,
            data: None,
        },
    };
    serde_json::to_vec(&message).expect("plain data serialises")
}
