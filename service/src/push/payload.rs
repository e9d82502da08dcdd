//! Every push message the service sends, built here alone: a slot's reminder, a member's test
//! reminder, a church announcement and a pledged hour of the watch, each in the member's
//! language.

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
    let page = catalogue.page_path(
        lang,
        &format!("{}#{}", crate::content::day_page(day), slot.key),
    );
    let notification = PushNotification {
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
    };
    message(notification, ttl, format!("day-{day}"), Urgency::High)
}

/// "Send me a test reminder", in `lang`: a notification that says it is a test and opens the cover.
pub fn test_message(catalogue: &Catalogue, lang: &Language, public_url: &str) -> Message {
    let notification = PushNotification {
        title: catalogue.message(lang, "test-reminder-title", &[]),
        body: catalogue.message(lang, "test-reminder-body", &[]),
        navigate: format!("{public_url}{}", catalogue.page_path(lang, "/")),
        lang: lang.code().into(),
        tag: "test-reminder".into(),
        silent: false,
        app_badge: 0,
        data: None,
    };
    message(
        notification,
        TEST_TTL,
        "test-reminder".into(),
        Urgency::High,
    )
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
    let notification = PushNotification {
        title: notice.title.to_owned(),
        body: notice.body.to_owned(),
        navigate: format!("{public_url}{page}"),
        lang: words.code().into(),
        tag: format!("announcement-{}", notice.id),
        silent: false,
        app_badge: 0,
        data: None,
    };
    message(
        notification,
        ANNOUNCEMENT_TTL,
        notice.id.replace('-', ""),
        Urgency::Normal,
    )
}

/// A turn of the watch as its reminder tells it: day `day`'s turn starting at `start` on the
/// church's clock (`HH:MM`, its tag) and `local` on the member's, `offset` minutes after the
/// watch begins (its theme), kept at the push service for `ttl` (until the turn ends).
pub struct WatchHour<'a> {
    pub day: u16,
    pub start: &'a str,
    pub local: jiff::civil::Time,
    pub offset: i32,
    pub ttl: Duration,
}

/// A pledged turn's reminder at its start, in `lang`: the time on the member's clock, then the
/// turn's theme and the guide to praying through it, opening the guide on the watch page.
pub fn watch_message(
    catalogue: &Catalogue,
    lang: &Language,
    public_url: &str,
    hour: &WatchHour<'_>,
) -> Message {
    let hours = catalogue
        .programme_in(lang)
        .prayer_watch
        .as_ref()
        .and_then(|w| w.hours.as_ref());
    let theme = hours.and_then(|h| h.theme(hour.offset));
    let guide = hours.map(|h| h.guide.as_slice()).unwrap_or_default();
    let body: Vec<&str> = theme
        .into_iter()
        .chain(guide.iter().map(String::as_str))
        .collect();
    let tag = format!("watch-{}-{}", hour.day, hour.start.replace(':', ""));
    let page = catalogue.page_path(lang, "/watch#hour-guide");
    let notification = PushNotification {
        title: catalogue.message(
            lang,
            "watch-reminder-title",
            &[("time", catalogue.clock(lang, hour.local).into())],
        ),
        body: body.join("\n"),
        navigate: format!("{public_url}{page}"),
        lang: lang.code().into(),
        tag: tag.clone(),
        silent: false,
        app_badge: hour.day,
        data: None,
    };
    message(notification, hour.ttl, tag, Urgency::High)
}

/// A notification as the push service carries it: the declarative form (RFC 8030's `web_push`),
/// which a browser may show without the service worker; kept for `ttl`, replacing an undelivered
/// one of the same `topic`.
fn message(
    notification: PushNotification,
    ttl: Duration,
    topic: String,
    urgency: Urgency,
) -> Message {
    let payload = PushMessage {
        web_push: 8030,
        mutable: true,
        notification,
    };
    Message {
        payload: serde_json::to_vec(&payload).expect("plain data serialises"),
        ttl,
        topic,
        urgency,
    }
}
