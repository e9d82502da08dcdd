//! The church's anonymous tally: a device whose member chose to be counted sends each tick as
//! (day, slot, that day's token). The service counts distinct tokens per day and slot while the
//! day is open (today somewhere on Earth, or yesterday for a tick made offline), publishes each
//! figure once, when its hour has closed ([`published`]), and keeps only those figures once the
//! day closes. It never keeps a client's address: the daily budget below is counted under a
//! keyed hash whose key is deleted the next day (`rate_limit::daily_budget`).

mod published;

use std::collections::BTreeMap;

use jiff::Timestamp;
use jiff::tz::{Offset, TimeZone};

use crate::app::said_or_nothing;
use crate::content::model::DayGuide;
use crate::content::{Catalogue, PRAYER_WATCH_KEY, Said};
use crate::domain::{DayTally, SlotTally, TallyRequest, WALL_TOKEN_SHAPE, tally_shown};
use crate::storage::Db;
use crate::storage::tally::{self, DEVICES};

use published::is_published;

/// Ticks one client (address, or IPv6 /48) may send in a UTC day, across restarts and
/// instances: a member sends about ten, so a church's shared Wi-Fi fits, and a flood of made-up
/// tokens moves a figure by this at most.
pub const PER_CLIENT_PER_DAY: u32 = 300;

/// Why a tick was refused. Shown as what the member is told, or the wrong token or storage
/// failure as it is.
#[derive(Debug, thiserror::Error)]
#[error("{}", said_or_nothing(self.said()))]
pub enum TallyRefused {
    #[error("{WALL_TOKEN_SHAPE}")]
    Token,
    DayClosed,
    Slot,
    #[error("storage: {0}")]
    Storage(#[from] sqlx::Error),
}

impl TallyRefused {
    /// What the member is told, to say in their language; none for a token the device made
    /// wrong (answered with `Display`'s text as it is), or storage (answered as every storage
    /// failure is).
    pub fn said(&self) -> Option<Said> {
        match self {
            TallyRefused::DayClosed => Some(Said::new("error-tally-day-closed")),
            TallyRefused::Slot => Some(Said::new("error-tally-slot")),
            TallyRefused::Token | TallyRefused::Storage(_) => None,
        }
    }
}

/// The programme days that are open at `now`: from yesterday at the last place on Earth to see
/// a new day (UTC−12) to today at the first (UTC+14).
pub fn open_days(catalogue: &Catalogue, now: Timestamp) -> std::ops::RangeInclusive<i64> {
    let day_at = |hours: i32| {
        let offset = Offset::from_hours(hours as i8).unwrap_or(Offset::UTC);
        let date = now.to_zoned(TimeZone::fixed(offset)).date();
        i64::from((date - catalogue.programme.start_date).get_days()) + 1
    };
    (day_at(-12) - 1)..=day_at(14)
}

/// Counts (or takes back) a device's tick. A figure it would change that is already due is
/// published first, so what members see never moves once published.
pub async fn record(
    catalogue: &Catalogue,
    tz: &TimeZone,
    db: &Db,
    tick: &TallyRequest,
    now: Timestamp,
) -> Result<(), TallyRefused> {
    if !tick.token_is_well_formed() {
        return Err(TallyRefused::Token);
    }
    if !open_days(catalogue, now).contains(&i64::from(tick.day)) {
        return Err(TallyRefused::DayClosed);
    }
    let guide = catalogue.day(tick.day).ok_or(TallyRefused::DayClosed)?;
    if !slot_keys(catalogue, guide).any(|key| key == tick.slot) {
        return Err(TallyRefused::Slot);
    }
    for key in [tick.slot.as_str(), DEVICES] {
        if is_published(catalogue, tz, tick.day, key, now) {
            tally::freeze(db, tick.day, key).await?;
        }
    }
    tally::set(db, tick.day, &tick.slot, &tick.token, tick.counted).await?;
    Ok(())
}

/// The slots of a day members can tick: its checkable slots, then the prayer watch (if the
/// church keeps one).
fn slot_keys<'a>(catalogue: &Catalogue, guide: &'a DayGuide) -> impl Iterator<Item = &'a str> {
    let watch = catalogue.programme.prayer_watch.is_some();
    guide
        .checkable_slots()
        .map(|s| s.key.as_str())
        .chain(watch.then_some(PRAYER_WATCH_KEY))
}

/// Every published figure (the admin page and its CSV): day → slot → devices, the day's devices
/// under [`DEVICES`]; a figure not yet published is absent.
pub async fn all_days(db: &Db) -> sqlx::Result<BTreeMap<u16, BTreeMap<String, i64>>> {
    let mut days: BTreeMap<u16, BTreeMap<String, i64>> = BTreeMap::new();
    for (day, slot, devices) in tally::published(db).await? {
        let day = u16::try_from(day).unwrap_or_default();
        days.entry(day).or_default().insert(slot, devices);
    }
    Ok(days)
}

/// One day's figures as members see them at `now`: `None` until a figure is published, and
/// for any under 5.
pub async fn day(
    catalogue: &Catalogue,
    tz: &TimeZone,
    db: &Db,
    day: u16,
    now: Timestamp,
) -> sqlx::Result<Option<DayTally>> {
    let Some(guide) = catalogue.day(day) else {
        return Ok(None);
    };
    let (mut frozen, mut marked) = (BTreeMap::new(), BTreeMap::new());
    for (slot, devices, published) in tally::figures(db, day).await? {
        if published { &mut frozen } else { &mut marked }.insert(slot, devices);
    }
    // A figure due but not yet frozen has not changed since it fell due: whatever would change
    // it freezes it first (`record`).
    let count = |key: &str| {
        let figure = frozen.get(key).or(marked.get(key)).copied().unwrap_or(0);
        is_published(catalogue, tz, day, key, now)
            .then_some(figure)
            .and_then(tally_shown)
    };
    let slots = slot_keys(catalogue, guide)
        .map(|key| SlotTally {
            slot: key.to_string(),
            devices: count(key),
        })
        .collect();
    Ok(Some(DayTally {
        day,
        devices: count(DEVICES),
        slots,
    }))
}

/// Publishes every figure of the open days that is due at `now`, then closes every day no
/// longer open: its tokens are deleted, its figures kept. How many marks went.
pub async fn settle(
    catalogue: &Catalogue,
    tz: &TimeZone,
    db: &Db,
    now: Timestamp,
) -> sqlx::Result<u64> {
    let open = open_days(catalogue, now);
    let days =
        (*open.start()).max(1)..=(*open.end()).min(i64::from(catalogue.programme.length_days));
    for day in days.filter_map(|day| u16::try_from(day).ok()) {
        let Some(guide) = catalogue.day(day) else {
            continue;
        };
        for key in slot_keys(catalogue, guide).chain([DEVICES]) {
            if is_published(catalogue, tz, day, key, now) {
                tally::freeze(db, day, key).await?;
            }
        }
    }
    let before = u16::try_from((*open.start()).clamp(0, i64::from(u16::MAX))).unwrap_or(0);
    tally::close_days_before(db, before).await
}
