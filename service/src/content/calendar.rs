//! Every reminder of the programme as iCalendar events with alarms (RFC 5545), for members who
//! never allow notifications, in the member's language; with the hours of the watch the member
//! keeps, each with its theme and the guide to praying through it.

use chrono::{DateTime, Utc};
use icalendar::{Alarm, Calendar, Component, Event, EventLike, Trigger};
use jiff::tz::TimeZone;

use super::model::Rhythm;
use super::{Language, PRAYER_WATCH_KEY, ReminderPlan};
use crate::content::Catalogue;

const EVENT_MINUTES: i64 = 30;

/// An hour of the watch the member keeps: its night, its offset in minutes after the watch
/// begins (its theme), and when it starts and ends.
pub struct KeptHour {
    pub day: u16,
    pub offset: i32,
    pub starts: jiff::Timestamp,
    pub ends: jiff::Timestamp,
}

/// What the member chose: the rhythm whose slots the calendar holds (none: every slot), and the
/// hours of the watch they keep.
#[derive(Default)]
pub struct Chosen<'a> {
    pub rhythm: Option<&'a Rhythm>,
    pub watch: &'a [KeptHour],
}

pub fn programme_calendar(
    catalogue: &Catalogue,
    plan: &ReminderPlan,
    tz: &TimeZone,
    public_url: &str,
    lang: &Language,
    chosen: &Chosen<'_>,
) -> String {
    let programme = catalogue.programme_in(lang);
    let host = url::Url::parse(public_url)
        .ok()
        .and_then(|u| u.host_str().map(String::from))
        .unwrap_or_else(|| "prayer-fast".into());
    let mut calendar = Calendar::new();
    calendar.name(&format!("{} — {}", programme.church, programme.title));
    calendar.append_property(("PRODID", "-//Prayer Fast//Reminders//EN"));
    let kept = |key: &str| {
        chosen
            .rhythm
            .is_none_or(|r| r.keeps(key) || key == PRAYER_WATCH_KEY)
    };
    for (day, date, slot) in plan.all().filter(|(_, _, slot)| kept(&slot.key)) {
        let Some(guide) = catalogue.day(day).and(catalogue.day_in(lang, day)) else {
            continue;
        };
        let Ok(start) = date.to_datetime(slot.time).to_zoned(tz.clone()) else {
            continue;
        };
        let start = utc(start.timestamp());
        let page = catalogue.page_path(lang, &format!("{}#{}", super::day_page(day), slot.key));
        let url = format!("{public_url}{page}");
        let slot_title = catalogue.slot_title(lang, day, &slot.key);
        let title = catalogue.message(
            lang,
            "calendar-event-title",
            &[
                ("time", catalogue.clock(lang, slot.time).into()),
                ("slot", slot_title.unwrap_or(&slot.title).into()),
                ("day", i64::from(day).into()),
            ],
        );
        // The church's gathering on its days: its place, online link and a word for those who
        // cannot attend.
        let gathering = programme
            .prayer_watch
            .as_ref()
            .filter(|_| slot.key == PRAYER_WATCH_KEY && programme.watch_meets(day));
        let description = match gathering {
            Some(watch) => format!(
                "{}\n{}\n{}\n{}\n{url}",
                watch.description, watch.online, watch.cannot_attend, guide.theme
            ),
            None => format!("{}\n{url}", guide.theme),
        };
        let mut event = Event::new();
        if let Some(watch) = gathering {
            event.location(&watch.place);
        }
        let event = event
            .uid(&format!("day-{day}-{}@{host}", slot.key))
            .timestamp(utc(
                jiff::Timestamp::from_second(programme_stamp(plan)).unwrap_or_default()
            ))
            .summary(&title)
            .description(&description)
            .url(&url)
            .starts(start)
            .ends(start + chrono::Duration::minutes(EVENT_MINUTES))
            .alarm(Alarm::display(
                &title,
                Trigger::before_start(chrono::Duration::zero()),
            ))
            .done();
        calendar.push(event);
    }
    let stamp = utc(jiff::Timestamp::from_second(programme_stamp(plan)).unwrap_or_default());
    for hour in chosen.watch {
        calendar.push(watch_event(
            catalogue, tz, public_url, lang, hour, &host, stamp,
        ));
    }
    calendar.done().to_string()
}

/// A kept hour of the watch: its theme and the guide in the description, an alarm at its start.
fn watch_event(
    catalogue: &Catalogue,
    tz: &TimeZone,
    public_url: &str,
    lang: &Language,
    hour: &KeptHour,
    host: &str,
    stamp: DateTime<Utc>,
) -> Event {
    let watch = catalogue.programme_in(lang).prayer_watch.as_ref();
    let hours = watch.and_then(|w| w.hours.as_ref());
    let title = catalogue.message(
        lang,
        "watch-event-title",
        &[
            (
                "time",
                catalogue
                    .clock(lang, hour.starts.to_zoned(tz.clone()).time())
                    .into(),
            ),
            ("watch", watch.map_or("", |w| w.title.as_str()).into()),
            ("day", i64::from(hour.day).into()),
        ],
    );
    let url = format!(
        "{public_url}{}",
        catalogue.page_path(lang, "/watch#hour-guide")
    );
    let mut lines: Vec<&str> = hours
        .and_then(|h| h.theme(hour.offset))
        .into_iter()
        .collect();
    lines.extend(
        hours
            .map(|h| h.guide.as_slice())
            .unwrap_or_default()
            .iter()
            .map(String::as_str),
    );
    lines.push(&url);
    Event::new()
        .uid(&format!("watch-{}-{}@{host}", hour.day, hour.offset))
        .timestamp(stamp)
        .summary(&title)
        .description(&lines.join("\n"))
        .url(&url)
        .starts(utc(hour.starts))
        .ends(utc(hour.ends))
        .alarm(Alarm::display(
            &title,
            Trigger::before_start(chrono::Duration::zero()),
        ))
        .done()
}

/// A fixed DTSTAMP (the programme's first day), so the file only changes when content does.
fn programme_stamp(plan: &ReminderPlan) -> i64 {
    plan.date_of(1)
        .to_zoned(TimeZone::UTC)
        .map(|z| z.timestamp().as_second())
        .unwrap_or(0)
}

fn utc(ts: jiff::Timestamp) -> DateTime<Utc> {
    DateTime::from_timestamp(ts.as_second(), 0).unwrap_or_default()
}
