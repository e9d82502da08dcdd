//! Which reminders the programme has, and when the next one falls in a member's time zone.
//! Content drives it: only days with a guide, each with its own slot times, plus the prayer watch
//! (if the church keeps one).

use std::collections::{BTreeMap, BTreeSet};

use jiff::civil::{Date, Time};
use jiff::tz::TimeZone;
use jiff::{Timestamp, ToSpan};

use crate::content::Catalogue;
use crate::content::model::PRAYER_WATCH_KEY;

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ReminderSlot {
    pub key: String,
    pub time: Time,
    pub title: String,
}

/// One reminder due for a member: day, slot, and the instant it falls in their zone.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Reminder {
    pub day: u16,
    pub key: String,
    pub at: Timestamp,
}

#[derive(Debug, Clone)]
pub struct ReminderPlan {
    start: Date,
    /// Days with a guide → their reminders in time order.
    days: BTreeMap<u16, Vec<ReminderSlot>>,
}

impl ReminderPlan {
    pub fn from_catalogue(catalogue: &Catalogue) -> Self {
        let programme = &catalogue.programme;
        // The prayer watch, every day, for a church that keeps one.
        let watch = programme.prayer_watch.as_ref().map(|watch| ReminderSlot {
            key: PRAYER_WATCH_KEY.into(),
            time: watch.start.time(),
            title: watch.title.clone(),
        });
        let days = catalogue
            .days
            .iter()
            .filter(|(day, _)| **day >= 1 && **day <= programme.length_days)
            .map(|(day, guide)| {
                let mut slots: Vec<ReminderSlot> = guide
                    .timed_slots()
                    .map(|s| ReminderSlot {
                        key: s.key.clone(),
                        time: s.time.time(),
                        title: s.title.clone(),
                    })
                    .chain(watch.clone())
                    .collect();
                slots.sort_by_key(|s| s.time);
                (*day, slots)
            })
            .collect();
        ReminderPlan {
            start: programme.start_date,
            days,
        }
    }

    /// Every reminder key a member may choose.
    pub fn keys(&self) -> BTreeSet<String> {
        self.days
            .values()
            .flatten()
            .map(|s| s.key.clone())
            .collect()
    }

    pub fn slot(&self, day: u16, key: &str) -> Option<&ReminderSlot> {
        self.days.get(&day)?.iter().find(|s| s.key == key)
    }

    /// Every (day, date, slot) of the programme, in order.
    pub fn all(&self) -> impl Iterator<Item = (u16, Date, &ReminderSlot)> {
        self.days.iter().flat_map(move |(day, slots)| {
            let date = self.date_of(*day);
            slots.iter().map(move |slot| (*day, date, slot))
        })
    }

    /// Day 1 is the start date; the day number of `date` is the days since, plus one.
    pub fn date_of(&self, day: u16) -> Date {
        self.start
            .checked_add(i64::from(day - 1).days())
            .expect("programme dates are in range")
    }

    /// When fast day `day` ends (midnight after it) in `tz`.
    pub fn day_ends_at(&self, day: u16, tz: &TimeZone) -> Option<Timestamp> {
        let next = self.date_of(day).tomorrow().ok()?;
        Some(next.to_zoned(tz.clone()).ok()?.timestamp())
    }

    /// The first chosen reminder strictly after `after`, in `tz`; `None` once the programme is over.
    pub fn next_after(
        &self,
        tz: &TimeZone,
        chosen: &[String],
        after: Timestamp,
    ) -> Option<Reminder> {
        // Start a day early: around a DST overlap a later instant can carry an earlier local time.
        let local_date = after.to_zoned(tz.clone()).date().yesterday().ok()?;
        let first_day = local_date.since(self.start).ok()?.get_days() + 1;
        let first_day = u16::try_from(first_day.max(1)).ok()?;
        for (day, slots) in self.days.range(first_day..) {
            let date = self.date_of(*day);
            for slot in slots.iter().filter(|s| chosen.contains(&s.key)) {
                // "Compatible" disambiguation: a time in a DST gap moves forward, an overlap takes the first.
                let at = date
                    .to_datetime(slot.time)
                    .to_zoned(tz.clone())
                    .ok()?
                    .timestamp();
                if at > after {
                    return Some(Reminder {
                        day: *day,
                        key: slot.key.clone(),
                        at,
                    });
                }
            }
        }
        None
    }
}

#[cfg(test)]
mod tests;
