//! Every push message the service sends, built here alone: a slot's reminder, a member's test
//! reminder and a church announcement, each in the member's language.

use std::time::Duration;

use super::{Message, Urgency};
use crate::content::{Catalogue, Language, ReminderSlot};
use crate::domain::{PushMessage, PushNotification, ReminderData, SnoozeRequest};

/// A test reminder not delivered within a minute is of no use.
const TEST_TTL: Duration = Duration::from_secs(60);
/// How long a push service keeps an announcement for a phone that is off.
pub const ANNOUNCEMENT_TTL: Duration = Duration::from_secs(24 * 60 * 60);

/// Slot `slot`'s reminder on day `day`, in `lang`: its time and title, the day and its theme, and
/// a link to the slot on the day's page in that language; kept for `ttl` (until the next
/// reminder replaces it), with the day as its topic.
pub fn reminder_message(
    catalogue: &Catalogue,
    lang: &Language,
    public_url: &str,
    (day, slot): (u16, &ReminderSlot),
    snooze: &SnoozeRequest,
    ttl: Duration,
) -> Message {
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
    Message {
        payload: serde_json::to_vec(&message).expect("plain data serialises"),
        ttl,
        topic: format!("day-{day}"),
        urgency: Urgency::High,
    }
}

/// "Send me a test reminder", in `lang`: a notification that says it is a test and opens the cover.
pub fn test_message(catalogue: &Catalogue, lang: &Language, public_url: &str) -> Message {
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
    Message {
        payload: serde_json::to_vec(&message).expect("plain data serialises"),
        ttl: TEST_TTL,
        topic: "test-reminder".into(),
        urgency: Urgency::High,
    }
}

/// A church announcement as its member reads it: the church's words in the member's language
/// where it wrote them in it (`translated`), else its own; opening `link` in the member's copy.
pub struct Announcement<'a> {
    pub id: &'a str,
    pub title: &'a str,
    pub body: &'a str,
    pub link: Option<&'a str>,
    pub member_language: Option<&'a str>,
    pub translated: Option<&'a str>,
}

/// The announcement's notification, opening its page of the app in the member's language; kept
/// for a day for a phone that is off.
pub fn announcement_message(
    catalogue: &Catalogue,
    public_url: &str,
    notice: &Announcement<'_>,
) -> Message {
    let member = catalogue.language(notice.member_language.unwrap_or_default());
    let page = catalogue.page_path(&member, notice.link.unwrap_or("/"));
    let words = notice.translated.map_or_else(
        || catalogue.first_language(),
        |lang| catalogue.language(lang),
    );
    let message = PushMessage {
        web_push: 8030,
        mutable: true,
        notification: PushNotification {
            title: notice.title.to_owned(),
            body: notice.body.to_owned(),
            navigate: format!("{public_url}{page}"),
            lang: words.code().into(),
            tag: format!("announcement-{}", notice.id),
            silent: false,
            app_badge: 0,
            data: None,
        },
    };
    Message {
        payload: serde_json::to_vec(&message).expect("plain data serialises"),
        ttl: ANNOUNCEMENT_TTL,
        topic: notice.id.replace('-', ""),
        urgency: Urgency::Normal,
    }
}
