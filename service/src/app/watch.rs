//! The prayer watch covered hour by hour: the church's plan (`programme.json`'s
//! `prayerWatch.hours`: which nights, from when to when, in turns of how long, with what
//! themes), and members' pledges of turns, each sent as (the night's day, the turn's start, a
//! token made fresh on the device for that pledge). The counts are exact (no one is behind
//! them) so the gaps show; nothing links a pledge to a device, a subscription or another pledge.

use std::collections::BTreeMap;

use jiff::tz::TimeZone;
use jiff::{Timestamp, ToSpan};

use crate::app::said_or_nothing;
use crate::content::model::WatchHours;
use crate::content::{Catalogue, Language, Said};
use crate::domain::{
    KeptRequest, PledgeRequest, WALL_TOKEN_CHARS, WALL_TOKEN_SHAPE, WatchPlan, WatchTurn,
    is_base64url,
};
use crate::storage::Db;
use crate::storage::{watch, watch_reminders};

/// How long after a turn ends "I kept this hour" is still counted.
pub const KEPT_GRACE: jiff::SignedDuration = jiff::SignedDuration::from_hours(24);

/// Why a pledge was refused. Shown as what the member is told, or the wrong token or storage
/// failure as it is.
#[derive(Debug, thiserror::Error)]
#[error("{}", said_or_nothing(self.said()))]
pub enum PledgeRefused {
    #[error("{WALL_TOKEN_SHAPE}")]
    Token,
    /// Not a night the church watches.
    Day,
    /// Not the start of a turn of the watch.
    Turn,
    /// The turn is over.
    Past,
    /// The church keeps no watch hour by hour.
    NoWatch,
    /// "I kept this hour" before the turn began.
    NotBegun,
    /// "I kept this hour" more than [`KEPT_GRACE`] after the turn ended.
    KeptLate,
    #[error("storage: {0}")]
    Storage(#[from] sqlx::Error),
}

impl PledgeRefused {
    /// What the member is told, in their language.
    pub fn said(&self) -> Option<Said> {
        Some(Said::new(match self {
            PledgeRefused::Day => "error-watch-day",
            PledgeRefused::Turn => "error-watch-turn",
            PledgeRefused::Past => "error-watch-past",
            PledgeRefused::NoWatch => "error-watch-none",
            PledgeRefused::NotBegun => "error-watch-not-begun",
            PledgeRefused::KeptLate => "error-watch-kept-late",
            PledgeRefused::Token | PledgeRefused::Storage(_) => return None,
        }))
    }
}

pub(crate) fn hours_of(catalogue: &Catalogue) -> Option<&WatchHours> {
    catalogue.programme.prayer_watch.as_ref()?.hours.as_ref()
}

/// When the turn starting `offset` minutes into day `day`'s watch begins.
fn starts_at(
    catalogue: &Catalogue,
    hours: &WatchHours,
    tz: &TimeZone,
    day: u16,
    offset: i32,
) -> Option<Timestamp> {
    let date = catalogue
        .programme
        .start_date
        .checked_add((i64::from(day) - 1).days())
        .ok()?;
    let begins = date
        .to_datetime(hours.from.time())
        .to_zoned(tz.clone())
        .ok()?;
    begins
        .checked_add(i64::from(offset).minutes())
        .ok()
        .map(|z| z.timestamp())
}

/// A turn of the church's watch, as (the watch's hours, its offset in minutes after the
/// watch begins, when it starts, when it ends), for day `day` and the `HH:MM` `start`.
pub(crate) fn turn<'a>(
    catalogue: &'a Catalogue,
    tz: &TimeZone,
    day: u16,
    start: &str,
) -> Result<(&'a WatchHours, i32, Timestamp, Timestamp), PledgeRefused> {
    let hours = hours_of(catalogue).ok_or(PledgeRefused::NoWatch)?;
    if !hours.watches(day, catalogue.programme.length_days) {
        return Err(PledgeRefused::Day);
    }
    let offset = hours
        .turns()
        .find(|offset| clock_of(hours, *offset) == start)
        .ok_or(PledgeRefused::Turn)?;
    let at = |minutes| starts_at(catalogue, hours, tz, day, minutes).ok_or(PledgeRefused::Day);
    Ok((
        hours,
        offset,
        at(offset)?,
        at(offset + i32::from(hours.turn_minutes))?,
    ))
}

/// `HH:MM` of the turn starting `offset` minutes after the watch begins.
pub(crate) fn clock_of(hours: &WatchHours, offset: i32) -> String {
    let start = i32::from(hours.from.time().hour()) * 60 + i32::from(hours.from.time().minute());
    let at = (start + offset).rem_euclid(24 * 60);
    format!("{:02}:{:02}", at / 60, at % 60)
}

/// Every turn of every watched night, with how many keep it, the themes in `lang`. None: the
/// church keeps no watch hour by hour.
pub async fn plan(
    catalogue: &Catalogue,
    tz: &TimeZone,
    db: &Db,
    lang: &Language,
) -> sqlx::Result<Option<WatchPlan>> {
    let Some(hours) = hours_of(catalogue) else {
        return Ok(None);
    };
    let words = catalogue.programme_in(lang).prayer_watch.as_ref();
    let themes = words.and_then(|w| w.hours.as_ref()).unwrap_or(hours);
    let counts: BTreeMap<(i64, i64), i64> = watch::counts(db)
        .await?
        .into_iter()
        .map(|(day, turn, n)| ((day, turn), n))
        .collect();
    let kept: BTreeMap<(i64, i64), i64> = watch::kept_counts(db)
        .await?
        .into_iter()
        .map(|(day, turn, n)| ((day, turn), n))
        .collect();
    let length = catalogue.programme.length_days;
    let mut turns = Vec::new();
    for day in (1..=length).filter(|d| hours.watches(*d, length)) {
        for offset in hours.turns() {
            let Some(at) = starts_at(catalogue, hours, tz, day, offset) else {
                continue;
            };
            turns.push(WatchTurn {
                day,
                start: clock_of(hours, offset),
                starts_at: at.to_string(),
                theme: themes.theme(offset).map(str::to_string),
                keeping: counts
                    .get(&(i64::from(day), i64::from(offset)))
                    .copied()
                    .unwrap_or(0),
                kept: kept
                    .get(&(i64::from(day), i64::from(offset)))
                    .copied()
                    .unwrap_or(0),
            });
        }
    }
    Ok(Some(WatchPlan {
        title: words.map_or_else(String::new, |w| w.title.clone()),
        time_zone: tz.iana_name().unwrap_or("UTC").to_string(),
        turn_minutes: hours.turn_minutes,
        turns,
    }))
}

/// Counts a member's pledge of a turn that has not ended (or takes it back, at any time).
pub async fn pledge(
    catalogue: &Catalogue,
    tz: &TimeZone,
    db: &Db,
    body: &PledgeRequest,
    now: Timestamp,
) -> Result<(), PledgeRefused> {
    if !is_base64url(&body.token, WALL_TOKEN_CHARS) {
        return Err(PledgeRefused::Token);
    }
    let (_, offset, _, ends) = turn(catalogue, tz, body.day, &body.start)?;
    if body.pledged && ends <= now {
        return Err(PledgeRefused::Past);
    }
    watch::set(db, body.day, offset, &body.token, body.pledged).await?;
    Ok(())
}

/// Counts "I kept this hour" for a turn that has begun and ended at most [`KEPT_GRACE`] ago.
pub async fn keep(
    catalogue: &Catalogue,
    tz: &TimeZone,
    db: &Db,
    body: &KeptRequest,
    now: Timestamp,
) -> Result<(), PledgeRefused> {
    if !is_base64url(&body.token, WALL_TOKEN_CHARS) {
        return Err(PledgeRefused::Token);
    }
    let (_, offset, starts, ends) = turn(catalogue, tz, body.day, &body.start)?;
    if now < starts {
        return Err(PledgeRefused::NotBegun);
    }
    if ends.checked_add(KEPT_GRACE).is_ok_and(|late| now > late) {
        return Err(PledgeRefused::KeptLate);
    }
    watch::keep(db, body.day, offset, &body.token).await?;
    Ok(())
}

/// The retention pass: the pledges, kept hours and reminders go with the prayer wall, when the
/// fast and its grace are over.
pub async fn purge(
    catalogue: &Catalogue,
    tz: &TimeZone,
    db: &Db,
    now: Timestamp,
) -> sqlx::Result<u64> {
    match crate::app::prayer_wall::deleted_at(catalogue, tz) {
        Some(at) if now >= at => {
            Ok(watch::delete_all(db).await? + watch_reminders::delete_all(db).await?)
        }
        _ => Ok(0),
    }
}
