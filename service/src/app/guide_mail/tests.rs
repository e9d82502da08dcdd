//! When the next morning's guide falls due: on the member's clock, across a change of clocks,
//! and only on days of the fast.

use std::sync::Arc;

use jiff::Timestamp;
use jiff::civil::date;
use jiff::tz::TimeZone;

use super::*;

/// The repository's content, with Day 1 on `start`.
fn catalogue(start: jiff::civil::Date) -> Arc<Catalogue> {
    let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../content");
    Arc::new(Catalogue::load(&root, Some(start)).expect("the repository's content"))
}

fn at(text: &str) -> Timestamp {
    text.parse().unwrap()
}

/// 07:00, in minutes after local midnight.
const SEVEN: u16 = 7 * 60;

/// With Day 1 on `start`, asserts each (local minute asked for, from, next morning, its day) on
/// `zone`'s clock.
fn mornings(start: jiff::civil::Date, zone: &str, cases: &[(u16, &str, &str, u16)]) {
    let catalogue = catalogue(start);
    let tz = TimeZone::get(zone).unwrap();
    for &(minute, from, next, day) in cases {
        let found = next_morning(&catalogue, &tz, minute, at(from));
        assert_eq!(found, Some((at(next), day)), "{minute} from {from}");
    }
}

#[test]
fn a_morning_stays_at_seven_across_a_change_of_clocks() {
    // Chicago moves its clocks on 14 March 2027 (02:00 → 03:00): 07:00 is 13:00 UTC before,
    // 12:00 UTC from that day. A time the change skips that day (02:30) is sent at the moment
    // after the gap (03:30 CDT).
    mornings(
        date(2027, 3, 10),
        "America/Chicago",
        &[
            (SEVEN, "2027-03-13T12:59:59Z", "2027-03-13T13:00:00Z", 4),
            (SEVEN, "2027-03-13T13:00:00Z", "2027-03-13T13:00:00Z", 4),
            (SEVEN, "2027-03-13T13:00:00.001Z", "2027-03-14T12:00:00Z", 5),
            (
                2 * 60 + 30,
                "2027-03-14T00:00:00Z",
                "2027-03-14T08:30:00Z",
                5,
            ),
        ],
    );
    // London goes back on 31 October 2027: 07:00 is 06:00 UTC before, 07:00 UTC after.
    mornings(
        date(2027, 10, 25),
        "Europe/London",
        &[
            (SEVEN, "2027-10-30T06:00:01Z", "2027-10-31T07:00:00Z", 7),
            (SEVEN, "2027-10-30T05:00:00Z", "2027-10-30T06:00:00Z", 6),
        ],
    );
}

#[test]
fn mornings_are_only_those_of_the_fast() {
    let catalogue = catalogue(date(2027, 3, 10));
    let days = i64::from(catalogue.programme.length_days);
    let tokyo = TimeZone::get("Asia/Tokyo").unwrap();
    // Asked a week before: Day 1's morning.
    let early = next_morning(&catalogue, &tokyo, 6 * 60 + 15, at("2027-03-03T00:00:00Z"));
    assert_eq!(early, Some((at("2027-03-09T21:15:00Z"), 1)));
    // After the last day's morning: none.
    let last = date(2027, 3, 10)
        .checked_add(jiff::Span::new().days(days - 1))
        .unwrap();
    let last_morning = last
        .at(6, 15, 0, 0)
        .to_zoned(tokyo.clone())
        .unwrap()
        .timestamp();
    let day = u16::try_from(days).unwrap();
    assert_eq!(
        next_morning(&catalogue, &tokyo, 6 * 60 + 15, last_morning),
        Some((last_morning, day))
    );
    let after = last_morning
        .checked_add(jiff::Span::new().seconds(1))
        .unwrap();
    assert_eq!(next_morning(&catalogue, &tokyo, 6 * 60 + 15, after), None);
    // Kept seven days after the last day at most.
    let end = last
        .tomorrow()
        .unwrap()
        .checked_add(jiff::Span::new().days(7))
        .unwrap();
    let end = end
        .to_zoned(TimeZone::UTC)
        .unwrap()
        .timestamp()
        .as_millisecond();
    assert_eq!(kept_until(&catalogue), end);
}

#[test]
fn an_unsubscribe_link_is_the_services_own() {
    let keys = crate::domain::RecipientKeys::new([7; 32]);
    let catalogue = catalogue(date(2027, 3, 10));
    let link = unsubscribe_link(&keys, &catalogue, "https://g.example", "abc", "es");
    let (path, query) = link.split_once('?').unwrap();
    assert_eq!(query, "lang=es");
    let tail = path.strip_prefix("https://g.example/unsubscribe/").unwrap();
    assert_eq!(linked_id(&keys, tail), Some("abc"));
    assert_eq!(linked_id(&keys, &tail.replace("abc.", "abd.")), None);
    let other = crate::domain::RecipientKeys::new([8; 32]);
    assert_eq!(linked_id(&other, tail), None);
    assert_eq!(linked_id(&keys, "abc"), None);
}
