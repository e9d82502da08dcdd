//! The push message for one reminder, and for a member's test reminder, in the member's language.

use crate::content::{Catalogue, Language, ReminderSlot};
use crate::domain::{PushMessage, PushNotification, ReminderData, SnoozeRequest};

/// Slot `slot`'s reminder on day `day`, in `lang`: its time and title, the day and its theme, and
/// a link to the slot on the day's page in that language.
pub fn reminder_payload(
    catalogue: &Catalogue,
    lang: &Language,
    public_url: &str,
    day: u16,
    slot: &ReminderSlot,
    snooze: &SnoozeRequest,
) -> Vec<u8> {
    let title = catalogue
        .slot_title(lang, day, &slot.key)
        .unwrap_or(&slot.title);
    let theme = catalogue.day_in(lang, day).map_or("", |g| g.theme.as_str());
    let time = catalogue.clock(lang, slot.time);
    let page = catalogue.page_path(lang, &format!("/day/{day}#{}", slot.key));
    let message = PushMessage {
        web_push: 8030,
        mutable: true,
        notification: PushNotification {
            title: catalogue.message(
                lang,
                "reminder-title",
                &[("time", time.into()), ("slot", title.into())],
            ),
            body: catalogue.message(
                lang,
                "reminder-body",
                &[("day", i64::from(day).into()), ("theme", theme.into())],
            ),
            navigate: format!("{public_url}{page}"),
            lang: lang.code().into(),
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

/// "Send me a test reminder", in `lang`: a notification that says it is a test and opens the cover.
pub fn test_payload(catalogue: &Catalogue, lang: &Language, public_url: &str) -> Vec<u8> {
    let message = PushMessage {
        web_push: 8030,
        mutable: true,
        notification: PushNotification {
            title: catalogue.message(lang, "test-reminder-title", &[]),
            body: catalogue.message(lang, "test-reminder-body", &[]),
            navigate: format!("{public_url}{}", catalogue.page_path(lang, "/")),
            lang: lang.code().into(),
            tag: "test-reminder".into(),
            silent: false,
            app_badge: 0,
            data: None,
        },
    };
    serde_json::to_vec(&message).expect("plain data serialises")
}
