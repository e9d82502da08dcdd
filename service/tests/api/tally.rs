//! The church's anonymous tally (issues 30 and 40): a device that chose to be counted sends
//! (day, slot, that day's token); counts are of distinct tokens, a tick sent again counts once.
//! Members see a slot's figure only once the hour after its time has passed on the church's
//! clock, and then as it stood at that moment: what is ticked or taken back later is not shown,
//! so someone who adds made-up ticks learns a figure once, after its hour, and cannot take them
//! back unseen (the privacy page says so). Any figure under 5 is "fewer than 5" (`null`); tokens
//! go when their day closes (the figures stay); no client address is kept; and a client's
//! daily budget of ticks holds across a restart and across instances.
//!
//! The service reads the real clock, so a test moves the church's clock instead: it starts the
//! service in the time zone where "now" is the hour it needs (a zone a whole number of hours from
//! UTC, `Etc/GMT…`), and restarts it in another to step past a slot's hour.

use jiff::tz::{Offset, TimeZone};
use jiff::{Timestamp, ToSpan, Zoned};
use prayer_fast::app::tally::PER_CLIENT_PER_DAY;
use prayer_fast::content::PRAYER_WATCH_KEY;
use reqwest::header::COOKIE;
use serde_json::{Value, json};

use crate::admin::{app_with_admin, signed_in_with_code};
use crate::helpers::{TestApp, catalogue, spawn_in, spawn_with};

/// The programme's day 1 `days_ago` days ago (UTC).
fn started(days_ago: i64) -> String {
    let today = Zoned::now().with_time_zone(TimeZone::UTC).date();
    today.checked_sub(days_ago.days()).unwrap().to_string()
}

/// The settings under which "now" falls on programme day `day`, `hours` after (before, when
/// negative) the start of the hour of `key`'s time on the church's clock: `CHURCH_TIME_ZONE` and
/// `PROGRAMME_START_DATE`.
fn church_clock(day: u16, key: &str, hours: i64) -> Vec<(&'static str, String)> {
    let time = slot_time(day, key);
    let hour = i64::from(time.hour()) + hours;
    let now = Timestamp::now();
    let (offset, local) = (-12..=14)
        .map(|offset| {
            (
                offset,
                now.to_zoned(TimeZone::fixed(Offset::constant(offset))),
            )
        })
        .find(|(_, local)| i64::from(local.hour()) == hour.rem_euclid(24))
        .expect("every hour of the day is somewhere from UTC-12 to UTC+14");
    let zone = match offset {
        0 => "Etc/GMT".to_string(),
        // The IANA names count the other way: Etc/GMT-5 is five hours ahead of UTC.
        offset => format!("Etc/GMT{:+}", -offset),
    };
    let days_back = i64::from(day) - 1 + hour.div_euclid(24);
    let start = local.date().checked_sub(days_back.days()).unwrap();
    vec![
        ("CHURCH_TIME_ZONE", zone),
        ("PROGRAMME_START_DATE", start.to_string()),
    ]
}

/// The service on the church's clock `clock` ([`church_clock`]): `restarted` started again
/// (its data kept), or a fresh one.
async fn at(clock: &[(&'static str, String)], restarted: Option<TestApp>) -> TestApp {
    let env: Vec<(&str, &str)> = clock.iter().map(|(k, v)| (*k, v.as_str())).collect();
    match restarted {
        Some(mut app) => {
            // Closes the connections the client keeps alive, so the stop need not wait for them.
            app.client = reqwest::Client::new();
            spawn_in(app.stop().await, &env).await
        }
        None => spawn_with(&env).await,
    }
}

/// The time of `key` (a slot, or the prayer watch) on programme day `day`, from the content.
fn slot_time(day: u16, key: &str) -> jiff::civil::Time {
    let catalogue = catalogue();
    if key == PRAYER_WATCH_KEY {
        let watch = catalogue.programme.prayer_watch.as_ref();
        return watch.expect("the sample keeps a watch").start.time();
    }
    let guide = catalogue.day(day).unwrap();
    guide
        .checkable_slots()
        .find(|s| s.key == key)
        .unwrap()
        .time
        .time()
}

/// A day token: 22 base64url characters (here, from a number).
fn token(n: usize) -> String {
    format!("{n:0>22}")
}

async fn tick(app: &TestApp, day: u16, slot: &str, token: &str, counted: bool) -> (u16, Value) {
    let body = json!({ "day": day, "slot": slot, "token": token, "counted": counted });
    app.post_answer("/api/tally", &body).await
}

/// Ticks (or unticks) `slot` with each token, every one counted.
async fn ticks(
    app: &TestApp,
    day: u16,
    slot: &str,
    tokens: impl IntoIterator<Item = usize>,
    counted: bool,
) {
    for n in tokens {
        assert_eq!(
            tick(app, day, slot, &token(n), counted).await.0,
            204,
            "token {n}"
        );
    }
}

async fn day_tally(app: &TestApp, day: u16) -> Value {
    let res = app.get(&format!("/api/tally/{day}")).await;
    assert_eq!(res.status(), 200);
    res.json().await.unwrap()
}

fn slot_count<'a>(tally: &'a Value, slot: &str) -> &'a Value {
    &tally["slots"]
        .as_array()
        .unwrap()
        .iter()
        .find(|s| s["slot"] == slot)
        .expect("the slot is listed")["devices"]
}

/// Day 1's first slot a member can tick, read from the content.
fn first_slot() -> String {
    let guide = catalogue().day(1).unwrap();
    guide.slots[0].key.clone()
}

/// Day 1's slots a member can tick, in order, read from the content.
fn slots() -> Vec<String> {
    let guide = catalogue().day(1).unwrap();
    guide.checkable_slots().map(|s| s.key.clone()).collect()
}

/// What the tally keeps of clients: (the client as kept, requests spent).
async fn budgets(app: &TestApp) -> Vec<(String, i64)> {
    app.data_dir
        .fetch_all("SELECT client, spent FROM client_budgets")
        .await
}

crate::on_both_engines! {
    #[tokio::test]
    async fn a_figure_is_published_an_hour_after_its_slot_counting_each_device_once_from_five() {
        let slots = slots();
        let (first, second) = (&slots[0], &slots[1]);
        assert!(slot_time(1, second) < slot_time(1, PRAYER_WATCH_KEY), "the content's order");
        let app = at(&church_clock(1, first, -2), None).await;
        ticks(&app, 1, first, 0..5, true).await;
        // Sent again (an offline replay): still one.
        ticks(&app, 1, first, [0], true).await;
        ticks(&app, 1, second, 0..4, true).await;
        ticks(&app, 1, PRAYER_WATCH_KEY, 0..6, true).await;
        // Before a slot's hour is over there is no figure to see, whatever has been ticked.
        let tally = day_tally(&app, 1).await;
        for slot in slots.iter().map(String::as_str).chain([PRAYER_WATCH_KEY]) {
            assert_eq!(slot_count(&tally, slot), &Value::Null, "{slot}: {tally}");
        }
        assert_eq!(tally["devices"], Value::Null);

        // Two hours after the second slot: both slots' hours are over, the watch's is to come.
        let app = at(&church_clock(1, second, 2), Some(app)).await;
        let tally = day_tally(&app, 1).await;
        assert_eq!(slot_count(&tally, first), 5, "{tally}");
        assert_eq!(slot_count(&tally, second), &Value::Null, "4 is fewer than 5: {tally}");
        assert_eq!(slot_count(&tally, PRAYER_WATCH_KEY), &Value::Null, "not yet: {tally}");
        assert_eq!(tally["devices"], Value::Null, "the day is not over: {tally}");

        // The next day, the watch's figure and the day's devices are published.
        let app = at(&church_clock(2, first, -2), Some(app)).await;
        let tally = day_tally(&app, 1).await;
        assert_eq!(slot_count(&tally, PRAYER_WATCH_KEY), 6, "{tally}");
        assert_eq!(tally["devices"], 6, "{tally}");

        // Nothing about a client was written: its budget is kept under a keyed hash.
        let kept: i64 = app.data_dir.scalar("SELECT count(*) FROM client_limits").await;
        assert_eq!(kept, 0);
        for (client, _) in budgets(&app).await {
            assert!(client.len() == 64 && client.bytes().all(|b| b.is_ascii_hexdigit()), "{client}");
        }
    }

    #[tokio::test]
    async fn a_client_adding_made_up_ticks_sees_a_figure_only_once_its_hour_is_over_and_cannot_take_them_back() {
        let watch = PRAYER_WATCH_KEY;
        let app = at(&church_clock(1, watch, -2), None).await;
        // Two members keep the watch; someone adds three made-up tokens to read how many.
        ticks(&app, 1, watch, [1, 2], true).await;
        ticks(&app, 1, watch, 101..104, true).await;
        assert_eq!(slot_count(&day_tally(&app, 1).await, watch), &Value::Null, "no figure to read before the hour is over");
        // Taking them back and adding them again shows nothing either.
        ticks(&app, 1, watch, 101..104, false).await;
        ticks(&app, 1, watch, 101..104, true).await;
        assert_eq!(slot_count(&day_tally(&app, 1).await, watch), &Value::Null);

        // Once the watch's hour is over, the figure is the one that stood then: the made-up
        // ticks are in it, as the privacy page says.
        let app = at(&church_clock(1, watch, 2), Some(app)).await;
        assert_eq!(slot_count(&day_tally(&app, 1).await, watch), 5);
        // Taken back, or more added, after that: members still see what stood at the hour.
        ticks(&app, 1, watch, 101..104, false).await;
        ticks(&app, 1, watch, 201..204, true).await;
        assert_eq!(slot_count(&day_tally(&app, 1).await, watch), 5);
        app.purge(prayer_fast::storage::now_ms()).await;
        assert_eq!(slot_count(&day_tally(&app, 1).await, watch), 5, "the retention pass changes nothing");
        // Nor does a restart, or the day closing (its tokens go, its figures stay).
        let app = at(&church_clock(1, watch, 2), Some(app)).await;
        assert_eq!(slot_count(&day_tally(&app, 1).await, watch), 5);
        // Three days on, day 1 is over everywhere on Earth.
        app.purge(prayer_fast::storage::now_ms() + 3 * 24 * 60 * 60 * 1000).await;
        let tokens: i64 = app.data_dir.scalar("SELECT count(*) FROM tally_marks").await;
        assert_eq!(tokens, 0, "the day closed");
        assert_eq!(slot_count(&day_tally(&app, 1).await, watch), 5);
    }

    #[tokio::test]
    async fn wrong_tokens_closed_days_and_unknown_slots_are_refused_with_a_reason() {
        let app = spawn_with(&[("PROGRAMME_START_DATE", &started(0))]).await;
        let slot = first_slot();
        let length = catalogue().programme.length_days;
        for (day, slot, token, reason) in [
            (1, slot.as_str(), "short", "22 letters"),
            (1, slot.as_str(), "!!!!!!!!!!!!!!!!!!!!!!", "22 letters"),
            (10, slot.as_str(), token(1).as_str(), "not open"),
            (length + 1, slot.as_str(), token(1).as_str(), "not open"),
            (1, "tea-break", token(1).as_str(), "no such slot"),
        ] {
            let (status, body) = tick(&app, day, slot, token, true).await;
            assert_eq!(status, 422, "{day} {slot} {token}");
            assert!(body["error"].as_str().unwrap().contains(reason), "{body}");
        }
        let (status, body) = tick(&app, 0, &first_slot(), &token(1), true).await;
        assert!(status == 400 || status == 422, "{status} {body}");
        assert!(!body["error"].as_str().unwrap().is_empty());
    }

    #[tokio::test]
    async fn a_closed_day_keeps_its_totals_and_forgets_its_tokens() {
        let (sink, app) = app_with_admin(&[("PROGRAMME_START_DATE", &started(4))]).await;
        let slot = first_slot();
        // Day 5 is today: open. Day 2's marks came in while it was open.
        for n in 0..6 {
            app.data_dir.execute(&format!("INSERT INTO tally_marks (day, slot, token) VALUES (2, '{slot}', '{}')", token(n))).await;
        }
        app.data_dir.execute(&format!("INSERT INTO tally_marks (day, slot, token) VALUES (2, 'prayer-watch', '{}')", token(0))).await;
        assert_eq!(tick(&app, 5, &slot, &token(9), true).await.0, 204);
        assert_eq!(tick(&app, 2, &slot, &token(7), true).await.0, 422, "day 2 is closed");

        app.purge(prayer_fast::storage::now_ms()).await;
        let tokens: i64 = app.data_dir.scalar("SELECT count(*) FROM tally_marks WHERE day = 2").await;
        assert_eq!(tokens, 0, "the tokens are gone");
        let today: i64 = app.data_dir.scalar("SELECT count(*) FROM tally_marks WHERE day = 5").await;
        assert_eq!(today, 1, "an open day keeps its marks");
        let tally = day_tally(&app, 2).await;
        assert_eq!(slot_count(&tally, &slot), 6);
        assert_eq!(tally["devices"], 6);

        let cookie = signed_in_with_code(&app, &sink).await;
        let page = app.client.get(app.url("/admin")).header(COOKIE, &cookie).send().await.unwrap().text().await.unwrap();
        assert!(page.contains("Praying together"), "{page}");
        assert!(page.contains("<th scope=\"row\">2</th><td>6</td><td>6</td>"), "{page}");
        assert!(page.contains("fewer than 5"));
        assert!(page.contains("role=\"img\""), "the chart");
        let csv = app.client.get(app.url("/admin/participation.csv")).header(COOKIE, &cookie).send().await.unwrap();
        assert_eq!(csv.headers()["content-type"], "text/csv; charset=utf-8");
        let csv = csv.text().await.unwrap();
        let mut lines = csv.lines();
        assert!(lines.next().unwrap().starts_with("Day,\"Devices\","), "{csv}");
        assert!(csv.contains("\r\n2,6,6,"), "{csv}");
        assert!(csv.contains("fewer than 5"), "{csv}");
        // Not signed in: no CSV.
        let anonymous = app.client.get(app.url("/admin/participation.csv")).send().await.unwrap();
        assert_eq!(anonymous.status(), 303);
    }

    #[tokio::test]
    async fn a_flood_of_made_up_tokens_from_one_address_moves_a_figure_by_its_daily_budget_at_most() {
        let slot = first_slot();
        let app = at(&church_clock(1, &slot, -2), None).await;
        let budget = PER_CLIENT_PER_DAY as usize;
        let (mut counted, mut refused) = (0, 0);
        for n in 0..budget + 50 {
            let res = app
                .post_json("/api/tally", &json!({ "day": 1, "slot": slot, "token": token(n), "counted": true }))
                .await;
            match res.status().as_u16() {
                204 => counted += 1,
                429 => {
                    refused += 1;
                    let wait: u64 = res.headers()["retry-after"].to_str().unwrap().parse().unwrap();
                    assert!((1..=24 * 60 * 60).contains(&wait), "until the next UTC day: {wait}");
                    let body: Value = res.json().await.unwrap();
                    assert!(!body["error"].as_str().unwrap().is_empty());
                }
                status => panic!("{status}"),
            }
        }
        assert_eq!((counted, refused), (budget, 50));
        let app = at(&church_clock(1, &slot, 2), Some(app)).await;
        let figure = slot_count(&day_tally(&app, 1).await, &slot).as_i64().unwrap();
        assert_eq!(figure as usize, budget);
    }

    #[tokio::test]
    async fn a_clients_daily_budget_holds_across_a_restart_and_two_instances_with_no_address_kept() {
        let slot = first_slot();
        let clock = church_clock(1, &slot, -2);
        let budget = PER_CLIENT_PER_DAY as usize;
        let half = budget / 2;
        let app = at(&clock, None).await;
        ticks(&app, 1, &slot, 0..half, true).await;
        // A restart keeps what was spent; a second instance on the same database shares it.
        let app = at(&clock, Some(app)).await;
        let env: Vec<(&str, &str)> = clock.iter().map(|(k, v)| (*k, v.as_str())).collect();
        let other = spawn_in(app.data_dir.clone(), &env).await;
        // The rest of the budget and 40 more, asked for all at once through both instances.
        let asks = (half..budget + 40).map(|n| {
            let (instance, slot) = (if n % 2 == 0 { &app } else { &other }, &slot);
            async move { tick(instance, 1, slot, &token(n), true).await.0 }
        });
        let answers = futures_util::future::join_all(asks).await;
        let counted = answers.iter().filter(|status| **status == 204).count();
        let refused = answers.iter().filter(|status| **status == 429).count();
        assert_eq!((counted, refused), (budget - half, 40));
        for instance in [&app, &other] {
            assert_eq!(tick(instance, 1, &slot, &token(budget), true).await.0, 429);
        }
        // One row: the client as a keyed hash, never its address.
        let kept = budgets(&app).await;
        assert_eq!(kept.len(), 1, "{kept:?}");
        let (client, spent) = &kept[0];
        assert_eq!(*spent, budget as i64);
        assert!(client.len() == 64 && client.bytes().all(|b| b.is_ascii_hexdigit()), "{client}");
        assert!(!client.contains("127.0.0.1"));
        let keys: i64 = app.data_dir.scalar("SELECT count(*) FROM client_budget_keys").await;
        assert_eq!(keys, 1, "one key a day");
        // The next day, the day's counts and its key are deleted.
        let tomorrow = prayer_fast::storage::now_ms() + 24 * 60 * 60 * 1000;
        app.purge(tomorrow).await;
        assert!(budgets(&app).await.is_empty());
        let keys: i64 = app.data_dir.scalar("SELECT count(*) FROM client_budget_keys").await;
        assert_eq!(keys, 0);
        other.stop().await;
    }
}
