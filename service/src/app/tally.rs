//! The church's anonymous tally: a device whose member chose to be counted sends each tick as
//! (day, slot, that day's token). The service counts distinct tokens per day and slot while the
//! day is open (today somewhere on Earth, or yesterday for a tick made offline), then keeps only
//! the totals. It never keeps a client's address with a count: its flood limit is in memory.

use std::collections::BTreeMap;

use jiff::Timestamp;
use jiff::tz::{Offset, TimeZone};

use crate::content::{Catalogue, PRAYER_WATCH_KEY, Said};
use crate::domain::{DayTally, SlotTally, TallyRequest, tally_shown};
use crate::storage::Db;
use crate::storage::tally::{self, DEVICES};

/// Ticks one client (address, or IPv6 /48) may send in a day: a member sends about ten, so a
/// church's shared Wi-Fi fits, and a flood of fake tokens moves a count by this at most.
pub const PER_CLIENT_PER_DAY: u32 = 300;

/// Why a tick was refused.
#[derive(Debug, thiserror::Error)]
pub enum TallyRefused {
    Token,
    DayClosed,
    Slot,
    Storage(#[from] sqlx::Error),
}

/// For logs: the message the member is told ([`Said`]'s `Display`; its words are the
/// catalogue's), or the text a wrong token is answered with as it is, or the cause.
impl std::fmt::Display for TallyRefused {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        if let Some(said) = self.said() {
            return said.fmt(f);
        }
        match self {
            TallyRefused::Token => f.write_str("The token must be 22 letters, digits, - or _."),
            TallyRefused::Storage(cause) => write!(f, "storage: {cause}"),
            TallyRefused::DayClosed | TallyRefused::Slot => Ok(()),
        }
    }
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

/// Counts (or takes back) a device's tick.
pub async fn record(
    catalogue: &Catalogue,
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
    let tickable =
        tick.slot == PRAYER_WATCH_KEY || guide.checkable_slots().any(|s| s.key == tick.slot);
    if !tickable {
        return Err(TallyRefused::Slot);
    }
    tally::set(db, tick.day, &tick.slot, &tick.token, tick.counted).await?;
    Ok(())
}

/// Every day's counts, as they stand (the admin page and its CSV): day → slot → devices, the
/// day's devices under [`DEVICES`].
pub async fn all_days(db: &Db) -> sqlx::Result<BTreeMap<u16, BTreeMap<String, i64>>> {
    let mut days: BTreeMap<u16, BTreeMap<String, i64>> = BTreeMap::new();
    for (day, slot, devices) in tally::counts(db).await? {
        let day = u16::try_from(day).unwrap_or_default();
        *days.entry(day).or_default().entry(slot).or_default() += devices;
    }
    Ok(days)
}

/// One day's counts as members see them: each under 5 is `None`.
pub async fn day(catalogue: &Catalogue, db: &Db, day: u16) -> sqlx::Result<Option<DayTally>> {
    let Some(guide) = catalogue.day(day) else {
        return Ok(None);
    };
    let counted = all_days(db).await?.remove(&day).unwrap_or_default();
    let count = |key: &str| tally_shown(counted.get(key).copied().unwrap_or(0));
    let slots = guide
        .checkable_slots()
        .map(|s| s.key.as_str())
        .chain([PRAYER_WATCH_KEY])
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

/// Closes every day no longer open at `now`: its tokens are deleted, its totals kept.
pub async fn close_past_days(catalogue: &Catalogue, db: &Db, now: Timestamp) -> sqlx::Result<u64> {
    let first_open = *open_days(catalogue, now).start();
    let before = u16::try_from(first_open.clamp(0, i64::from(u16::MAX))).unwrap_or(0);
    tally::close_days_before(db, before).await
}
