//! Announcements from the church: an administrator writes one (checked words, a link only to a
//! page of the app), sends it now or schedules it in the church's time zone, and may edit or
//! cancel it until it goes out. At most [`PER_DAY`] go out on a day of the church's calendar,
//! none before now nor after the programme's last day plus [`AFTER_END_DAYS`]. Every action is
//! in the audit log. Members see those gone out ([`published`]).

use jiff::civil::DateTime;
use jiff::{Timestamp, ToSpan};

use crate::content::Language;
use crate::domain::{AnnouncementError, AnnouncementText, PublishedAnnouncement};
use crate::state::AdminDesk;
use crate::storage::admin::audit;
use crate::storage::announcements::{self, Day, Saved, Written};

/// Announcements one day of the church's calendar may carry: more become noise members learn to
/// ignore (the admin page says so).
pub const PER_DAY: i64 = 3;
/// How many days past the programme's last an announcement may still be scheduled.
pub const AFTER_END_DAYS: i64 = 7;
/// How long members' app shows an announcement.
pub const SHOWN_FOR_DAYS: i64 = 30;
/// The most announcements the app is given at once.
pub const SHOWN_AT_MOST: i64 = 20;

/// An announcement as an administrator wrote it: its words, when, and whether it is about
/// tonight's prayer watch (then never pushed late to a member in quiet hours).
pub struct Draft {
    pub text: AnnouncementText,
    pub when: When,
    pub about_watch: bool,
}

/// When an announcement goes out.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum When {
    Now,
    /// A time on the church's clock.
    At(DateTime),
}

/// Why an announcement was not saved; the message is the administrator's.
#[derive(Debug, thiserror::Error)]
pub enum AnnouncementRefused {
    #[error(transparent)]
    Text(#[from] AnnouncementError),
    #[error("That time has passed. Choose a later one, or send it now.")]
    InThePast,
    #[error("That is after the programme, which ends on {last_day}: choose a time before {until}.")]
    AfterTheProgramme {
        last_day: jiff::civil::Date,
        until: jiff::civil::Date,
    },
    #[error(
        "That day already has 3 announcements: more become noise members learn to ignore. Choose another day, or edit one of them."
    )]
    DayIsFull,
    #[error(
        "Today already has 3 announcements: more become noise members learn to ignore. This one was not sent, and its words are still below: schedule it for another day."
    )]
    TodayIsFull,
    #[error("That announcement has gone out or was cancelled, so it can no longer be changed.")]
    NotPending,
    #[error("We could not save it just now. Please try again in a minute.")]
    Storage(#[from] sqlx::Error),
}

/// Saves a new announcement by `admin`: its id.
pub async fn write(
    desk: &AdminDesk,
    admin: &str,
    draft: Draft,
    now: i64,
) -> Result<String, AnnouncementRefused> {
    let id = uuid::Uuid::new_v4().to_string();
    save(desk, admin, None, &id, draft, now).await?;
    Ok(id)
}

/// Rewrites an announcement that has not gone out.
pub async fn edit(
    desk: &AdminDesk,
    admin: &str,
    id: &str,
    draft: Draft,
    now: i64,
) -> Result<(), AnnouncementRefused> {
    save(desk, admin, Some(id), id, draft, now).await
}

/// Checks a draft's time, then writes it as `id` (`existing`: a rewrite of that one) if its day
/// has room: counted and written in one transaction, so saves at once never pass the limit.
async fn save(
    desk: &AdminDesk,
    admin: &str,
    existing: Option<&str>,
    id: &str,
    draft: Draft,
    now: i64,
) -> Result<(), AnnouncementRefused> {
    let Draft {
        text,
        when,
        about_watch,
    } = draft;
    let send_at = send_at(desk, when, now)?;
    let written = Written {
        text: &text,
        send_at,
        about_watch,
        day: church_day(desk, send_at),
    };
    let (saved, verb) = match existing {
        None => (
            announcements::create(&desk.db, id, &written, admin, now).await?,
            "wrote",
        ),
        Some(id) => (
            announcements::update(&desk.db, id, &written, now).await?,
            "edited",
        ),
    };
    match saved {
        Saved::Saved => {}
        Saved::DayIsFull if when == When::Now => return Err(AnnouncementRefused::TodayIsFull),
        Saved::DayIsFull => return Err(AnnouncementRefused::DayIsFull),
        Saved::NotPending => return Err(AnnouncementRefused::NotPending),
    }
    let what = action(verb, &text.title, when, desk, send_at);
    audit(&desk.db, admin, &what, now).await?;
    Ok(())
}

/// Cancels an announcement that has not gone out.
pub async fn cancel(
    desk: &AdminDesk,
    admin: &str,
    id: &str,
    now: i64,
) -> Result<(), AnnouncementRefused> {
    let found = announcements::find(&desk.db, id).await?;
    let Some(found) = found.filter(|a| a.pending(now)) else {
        return Err(AnnouncementRefused::NotPending);
    };
    if !announcements::cancel(&desk.db, id, now).await? {
        return Err(AnnouncementRefused::NotPending);
    }
    audit(
        &desk.db,
        admin,
        &format!("cancelled “{}”", found.title),
        now,
    )
    .await?;
    Ok(())
}

/// What members see now: announcements gone out in the last [`SHOWN_FOR_DAYS`], newest first,
/// each in `lang` where the church wrote it in it (else in the programme's first language).
pub async fn published(
    desk: &AdminDesk,
    now: i64,
    lang: &Language,
) -> sqlx::Result<Vec<PublishedAnnouncement>> {
    let since = now - SHOWN_FOR_DAYS * 24 * 60 * 60 * 1000;
    let first = desk.catalogue.first_language();
    let langs = (lang.code(), first.code());
    announcements::published(&desk.db, since, now, SHOWN_AT_MOST, langs).await
}

/// When an announcement goes out, in unix ms: now, or a time on the church's clock that is
/// neither past nor later than a week after the programme.
pub fn send_at(desk: &AdminDesk, when: When, now: i64) -> Result<i64, AnnouncementRefused> {
    let When::At(at) = when else {
        return Ok(now);
    };
    let at = desk
        .time_zone
        .to_ambiguous_zoned(at)
        .later()
        .map_err(|_| AnnouncementRefused::InThePast)?
        .timestamp()
        .as_millisecond();
    // A minute's grace for the time it took to press the button.
    if at < now - 60_000 {
        return Err(AnnouncementRefused::InThePast);
    }
    let programme = &desk.catalogue.programme;
    let last_day = programme
        .start_date
        .checked_add((i64::from(programme.length_days) - 1).days())
        .unwrap_or(programme.start_date);
    let until = last_day
        .checked_add((AFTER_END_DAYS + 1).days())
        .unwrap_or(last_day);
    let limit = desk
        .time_zone
        .to_ambiguous_zoned(until.to_datetime(jiff::civil::Time::midnight()))
        .later()
        .map(|z| z.timestamp().as_millisecond())
        .unwrap_or(i64::MAX);
    if at >= limit {
        return Err(AnnouncementRefused::AfterTheProgramme { last_day, until });
    }
    Ok(at.max(now))
}

/// The church's calendar day of `send_at`, which carries at most [`PER_DAY`] announcements.
fn church_day(desk: &AdminDesk, send_at: i64) -> Day {
    let bounds = Timestamp::from_millisecond(send_at).and_then(|at| {
        let zoned = at.to_zoned(desk.time_zone.clone());
        let start = zoned.start_of_day()?;
        let end = zoned.tomorrow()?.start_of_day()?;
        Ok((start.timestamp(), end.timestamp()))
    });
    // `send_at` was checked to lie within the programme, so its day is always found.
    let (from, to) = bounds.map_or((send_at, send_at + 1), |(start, end)| {
        (start.as_millisecond(), end.as_millisecond())
    });
    Day {
        from,
        to,
        at_most: PER_DAY,
    }
}

fn action(verb: &str, title: &str, when: When, desk: &AdminDesk, send_at: i64) -> String {
    match when {
        When::Now => format!("{verb} “{title}”, sent now"),
        When::At(_) => format!("{verb} “{title}” for {}", church_time(desk, send_at)),
    }
}

/// An instant on the church's clock, as the admin page shows it.
pub fn church_time(desk: &AdminDesk, ms: i64) -> String {
    Timestamp::from_millisecond(ms)
        .map(|t| {
            t.to_zoned(desk.time_zone.clone())
                .strftime("%a %-d %b %Y, %H:%M")
                .to_string()
        })
        .unwrap_or_default()
}
