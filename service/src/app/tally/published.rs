//! When each of a day's figures is published, on the church's clock (`CHURCH_TIME_ZONE`): a
//! slot's, the prayer watch's included, once the hour after its time has passed; the day's
//! devices once the day is over. Before that members see no figure, so no one can watch a count
//! move to tell when someone ticked; from then on they see the figure as it stood at that moment,
//! whatever is ticked or taken back later (`storage::tally::freeze`).

use jiff::tz::TimeZone;
use jiff::{SignedDuration, Timestamp, ToSpan};

use crate::content::{Catalogue, PRAYER_WATCH_KEY};
use crate::storage::tally::DEVICES;

/// How long after its time a slot's ticks are counted in the figure members see.
pub const COUNTED_FOR: SignedDuration = SignedDuration::from_hours(1);

/// When `day`'s figure for `key` (a slot, the prayer watch, or [`DEVICES`]) is published on the
/// church's clock `tz`; `None` for a day or key the programme does not have (the prayer watch
/// of a church that keeps none).
pub fn published_at(
    catalogue: &Catalogue,
    tz: &TimeZone,
    day: u16,
    key: &str,
) -> Option<Timestamp> {
    let guide = catalogue.day(day)?;
    let date = catalogue
        .programme
        .start_date
        .checked_add(i64::from(day).checked_sub(1)?.days())
        .ok()?;
    let at = |date: jiff::civil::Date, time: jiff::civil::Time| {
        date.to_datetime(time)
            .to_zoned(tz.clone())
            .ok()
            .map(|z| z.timestamp())
    };
    let time = match key {
        DEVICES => return at(date.tomorrow().ok()?, jiff::civil::Time::midnight()),
        PRAYER_WATCH_KEY => catalogue.programme.prayer_watch.as_ref()?.start,
        slot => guide.checkable_slots().find(|s| s.key == slot)?.time,
    };
    at(date, time.time())?.checked_add(COUNTED_FOR).ok()
}

/// Whether `day`'s figure for `key` is published at `now`.
pub fn is_published(
    catalogue: &Catalogue,
    tz: &TimeZone,
    day: u16,
    key: &str,
    now: Timestamp,
) -> bool {
    published_at(catalogue, tz, day, key).is_some_and(|at| at <= now)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::content::Catalogue;

    fn catalogue() -> Catalogue {
        let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../content");
        Catalogue::load(&dir, None).expect("the repository's content is valid")
    }

    #[test]
    fn a_slot_is_published_an_hour_after_its_time_and_the_days_devices_once_it_is_over() {
        let catalogue = catalogue();
        let tz = TimeZone::get("America/Chicago").unwrap();
        let day = 3;
        let date = catalogue
            .programme
            .start_date
            .checked_add(2.days())
            .unwrap();
        let local = |date: jiff::civil::Date, time: jiff::civil::Time| {
            date.to_datetime(time)
                .to_zoned(tz.clone())
                .unwrap()
                .timestamp()
        };
        let slot = catalogue
            .day(day)
            .unwrap()
            .checkable_slots()
            .next()
            .unwrap();
        let hour_later = local(date, slot.time.time()) + COUNTED_FOR;
        assert_eq!(
            published_at(&catalogue, &tz, day, &slot.key),
            Some(hour_later)
        );
        let watch = catalogue.programme.prayer_watch.as_ref();
        let watch = watch.expect("the sample keeps a watch").start.time();
        assert_eq!(
            published_at(&catalogue, &tz, day, PRAYER_WATCH_KEY),
            Some(local(date, watch) + COUNTED_FOR)
        );
        let midnight = local(date.tomorrow().unwrap(), jiff::civil::Time::midnight());
        assert_eq!(published_at(&catalogue, &tz, day, DEVICES), Some(midnight));

        let just_before = hour_later - SignedDuration::from_millis(1);
        assert!(!is_published(&catalogue, &tz, day, &slot.key, just_before));
        assert!(is_published(&catalogue, &tz, day, &slot.key, hour_later));
        for unknown in ["tea-break", ""] {
            assert_eq!(published_at(&catalogue, &tz, day, unknown), None);
        }
        // A church that keeps no prayer watch has no figure for it.
        let mut without_watch = catalogue.clone();
        without_watch.programme.prayer_watch = None;
        assert_eq!(
            published_at(&without_watch, &tz, day, PRAYER_WATCH_KEY),
            None
        );
        let after_the_fast = catalogue.programme.length_days + 1;
        assert_eq!(published_at(&catalogue, &tz, after_the_fast, DEVICES), None);
        assert_eq!(published_at(&catalogue, &tz, 0, DEVICES), None);
    }
}
