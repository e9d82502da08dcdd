//! The church's anonymous tally (issue 30): a device that chose to be counted sends
//! (day, slot, that day's token); counts are of distinct tokens, a tick sent again counts once,
//! an untick takes it back, anything under 5 is shown as "fewer than 5" (`null`), tokens go when
//! their day closes (totals stay), no client address is kept, and a flood of fake tokens from one
//! address moves a count by at most its daily budget.

use jiff::tz::TimeZone;
use jiff::{ToSpan, Zoned};
use reqwest::header::COOKIE;
use serde_json::{Value, json};

use crate::admin::{app_with_admin, signed_in_with_code};
use crate::helpers::{TestApp, catalogue, spawn_with};

/// The programme's day 1 `days_ago` days ago (UTC).
fn started(days_ago: i64) -> String {
    let today = Zoned::now().with_time_zone(TimeZone::UTC).date();
    today.checked_sub(days_ago.days()).unwrap().to_string()
}

/// A day token: 22 base64url characters (here, from a number).
fn token(n: usize) -> String {
    format!("{n:0>22}")
}

async fn tick(app: &TestApp, day: u16, slot: &str, token: &str, counted: bool) -> (u16, Value) {
    let res = app
        .post_json(
            "/api/tally",
            &json!({ "day": day, "slot": slot, "token": token, "counted": counted }),
        )
        .await;
    let status = res.status().as_u16();
    (status, res.json().await.unwrap_or(Value::Null))
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

crate::on_both_engines! {
    #[tokio::test]
    async fn distinct_devices_are_counted_once_and_shown_from_five() {
        let app = spawn_with(&[("PROGRAMME_START_DATE", &started(0))]).await;
        let slot = first_slot();
        for n in 0..4 {
            assert_eq!(tick(&app, 1, &slot, &token(n), true).await.0, 204);
        }
        // Sent again (an offline replay): still one.
        assert_eq!(tick(&app, 1, &slot, &token(0), true).await.0, 204);
        let tally = day_tally(&app, 1).await;
        assert_eq!(slot_count(&tally, &slot), &Value::Null, "4 is fewer than 5: {tally}");
        assert_eq!(tally["devices"], Value::Null);
        tick(&app, 1, &slot, &token(4), true).await;
        tick(&app, 1, "prayer-watch", &token(4), true).await;
        let tally = day_tally(&app, 1).await;
        assert_eq!(slot_count(&tally, &slot), 5);
        assert_eq!(tally["devices"], 5);
        assert_eq!(slot_count(&tally, "prayer-watch"), &Value::Null);
        // Unticked: back under 5.
        assert_eq!(tick(&app, 1, &slot, &token(2), false).await.0, 204);
        assert_eq!(slot_count(&day_tally(&app, 1).await, &slot), &Value::Null);
        // Nothing about a client was written.
        let kept: i64 = app.data_dir.scalar("SELECT count(*) FROM client_limits").await;
        assert_eq!(kept, 0);
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
}

#[tokio::test]
async fn a_flood_of_fake_tokens_from_one_address_moves_the_count_by_its_daily_budget_at_most() {
    let app = spawn_with(&[("PROGRAMME_START_DATE", &started(0))]).await;
    let slot = first_slot();
    let budget = prayer_fast::app::tally::PER_CLIENT_PER_DAY as usize;
    let mut refused = 0;
    for n in 0..1_000 {
        let (status, body) = tick(&app, 1, &slot, &token(n), true).await;
        if status == 429 {
            refused += 1;
            assert!(!body["error"].as_str().unwrap().is_empty());
        }
    }
    let counted = slot_count(&day_tally(&app, 1).await, &slot)
        .as_i64()
        .unwrap() as usize;
    assert!(counted <= budget + 1, "{counted} counted");
    assert!(
        counted >= budget - 1,
        "the budget itself is taken: {counted}"
    );
    assert_eq!(counted + refused, 1_000);
}
