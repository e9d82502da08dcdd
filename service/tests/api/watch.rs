//! The prayer watch covered hour by hour (issue 43): the church's plan (`prayerWatch.hours`:
//! 21:00 to midnight every night, in turns of an hour, with themes) listed with exact counts of
//! pledges; a pledge is (night, start, a fresh token), counted once however often it is sent and
//! taken back by its token; the hours are the church's (an instant beside each, right across a
//! DST change); the admin page maps the coverage, puts the next 48 hours' gaps first, drafts an
//! announcement from them and downloads them as CSV; and the pledges keep nothing else.

use jiff::tz::TimeZone;
use jiff::{ToSpan, Zoned};
use reqwest::header::COOKIE;
use serde_json::{Value, json};

use crate::admin::{app_with_admin, signed_in_with_code};
use crate::helpers::{TestApp, catalogue, error_message, spawn_with, with};

pub(crate) fn token(n: usize) -> String {
    format!("{n:0>22}")
}

pub(crate) async fn plan(app: &TestApp, lang: &str) -> Value {
    app.json_in("/api/watch", lang).await
}

/// The plan's turn of night `day` at `start`.
pub(crate) fn turn<'a>(plan: &'a Value, day: u16, start: &str) -> &'a Value {
    plan["turns"]
        .as_array()
        .unwrap()
        .iter()
        .find(|t| t["day"] == day && t["start"] == start)
        .unwrap_or_else(|| panic!("night {day} at {start} is a turn"))
}

fn keeping(plan: &Value, day: u16, start: &str) -> i64 {
    turn(plan, day, start)["keeping"].as_i64().unwrap()
}

async fn pledge(app: &TestApp, day: u16, start: &str, token: &str, pledged: bool) -> (u16, Value) {
    let body = json!({ "day": day, "start": start, "token": token, "pledged": pledged });
    app.post_answer("/api/watch/pledges", &body).await
}

/// The watch's turns of a night, as the content has them (`HH:MM`).
pub(crate) fn starts() -> Vec<String> {
    let watch = catalogue().programme.prayer_watch.as_ref().unwrap();
    let hours = watch
        .hours
        .as_ref()
        .expect("the sample keeps its watch hour by hour");
    let from = hours.from.time();
    hours
        .turns()
        .map(|offset| {
            let at =
                (i32::from(from.hour()) * 60 + i32::from(from.minute()) + offset).rem_euclid(1440);
            format!("{:02}:{:02}", at / 60, at % 60)
        })
        .collect()
}

/// Day 1 starts today (UTC), on a UTC church clock.
pub(crate) fn today_env() -> Vec<(&'static str, String)> {
    let today = Zoned::now().with_time_zone(TimeZone::UTC).date();
    vec![
        ("PROGRAMME_START_DATE", today.to_string()),
        ("CHURCH_TIME_ZONE", "UTC".into()),
    ]
}

pub(crate) fn env_of<'a>(vars: &'a [(&'static str, String)]) -> Vec<(&'static str, &'a str)> {
    vars.iter().map(|(k, v)| (*k, v.as_str())).collect()
}

crate::on_both_engines! {
    #[tokio::test]
    async fn every_night_lists_its_turns_with_exact_counts_and_a_pledge_counts_once_until_taken_back() {
        let vars = today_env();
        let app = spawn_with(&env_of(&vars)).await;
        let starts = starts();
        let length = catalogue().programme.length_days as usize;
        let en = plan(&app, "en").await;
        assert_eq!(en["turns"].as_array().unwrap().len(), length * starts.len());
        let last = starts.last().unwrap();
        assert_eq!(keeping(&en, 2, last), 0, "a gap shows as no one yet");
        let themes = &catalogue().programme.prayer_watch.as_ref().unwrap().hours.as_ref().unwrap().themes;
        assert_eq!(en["turns"][0]["theme"], themes[0].as_str());
        let es = plan(&app, "es").await;
        assert_ne!(es["turns"][0]["theme"], en["turns"][0]["theme"], "themes in Spanish");

        for (n, sent) in [(1, true), (1, true), (2, true)] {
            assert_eq!(pledge(&app, 2, last, &token(n), sent).await.0, 204);
        }
        assert_eq!(keeping(&plan(&app, "en").await, 2, last), 2);
        assert_eq!(pledge(&app, 2, last, &token(1), false).await.0, 204);
        assert_eq!(keeping(&plan(&app, "en").await, 2, last), 1);

        let columns: Vec<(String,)> = if app.data_dir.postgres_url().is_some() {
            app.data_dir.fetch_all("SELECT column_name::text FROM information_schema.columns WHERE table_name = 'watch_pledges' ORDER BY column_name").await
        } else {
            app.data_dir.fetch_all("SELECT name FROM pragma_table_info('watch_pledges') ORDER BY name").await
        };
        let columns: Vec<&str> = columns.iter().map(|(c,)| c.as_str()).collect();
        assert_eq!(columns, ["day", "token", "turn"], "a pledge keeps its night, its turn and its token, nothing else");
    }

    #[tokio::test]
    async fn a_pledge_is_refused_in_words_for_a_night_or_hour_not_watched_a_turn_over_or_a_bad_token() {
        let vars = today_env();
        let app = spawn_with(&env_of(&vars)).await;
        let first = starts()[0].clone();
        let length = catalogue().programme.length_days;
        for (day, start, tok, says) in [
            (0, first.as_str(), token(1), "does not keep watch"),
            (length + 1, first.as_str(), token(1), "does not keep watch"),
            (3, "12:00", token(1), "not an hour"),
            (3, first.as_str(), "short".to_string(), "22 letters"),
        ] {
            let (status, body) = pledge(&app, day, start, &tok, true).await;
            assert_eq!(status, 422, "{day} {start}: {body}");
            assert!(error_message(&body).contains(says), "{day} {start}: {body}");
        }
        // Yesterday's night is over.
        let app = spawn_with(&env_of(&[
            ("PROGRAMME_START_DATE", (Zoned::now().with_time_zone(TimeZone::UTC).date() - 2.days()).to_string()),
            ("CHURCH_TIME_ZONE", "UTC".into()),
        ])).await;
        let (status, body) = pledge(&app, 1, &first, &token(1), true).await;
        assert_eq!(status, 422, "{body}");
        assert!(error_message(&body).contains("is over"), "{body}");
    }

    #[tokio::test]
    async fn the_hours_are_the_churchs_across_a_dst_change_each_with_its_instant() {
        // Chicago moves its clocks on 14 March 2027: 21:00 is 03:00 UTC before, 02:00 after.
        let app = spawn_with(&[("PROGRAMME_START_DATE", "2027-03-10"), ("CHURCH_TIME_ZONE", "America/Chicago")]).await;
        let en = plan(&app, "en").await;
        assert_eq!(en["timeZone"], "America/Chicago");
        let at = |day: u16, start: &str| -> String {
            en["turns"].as_array().unwrap().iter().find(|t| t["day"] == day && t["start"] == start).unwrap()["startsAt"].as_str().unwrap().to_string()
        };
        let first = &starts()[0];
        assert_eq!(first, "21:00", "the sample's watch begins at 21:00");
        assert_eq!(at(1, first), "2027-03-11T03:00:00Z");
        assert_eq!(at(10, first), "2027-03-20T02:00:00Z");
    }

    #[tokio::test]
    async fn the_admin_sees_the_coverage_the_next_48_hours_gaps_first_a_drafted_announcement_and_a_csv() {
        let vars = today_env();
        let (sink, app) = app_with_admin(&with(&env_of(&vars), &[])).await;
        let cookie = signed_in_with_code(&app, &sink).await;
        let starts = starts();
        let (first, last) = (starts[0].as_str(), starts.last().unwrap().as_str());
        // Night 2's hours are all to come, and all within the next 48 hours, whenever this runs.
        for n in 0..2 { pledge(&app, 2, first, &token(n), true).await; }
        pledge(&app, 2, &starts[1], &token(9), true).await;

        let page = |query: &'static str| {
            let app = &app;
            let cookie = &cookie;
            async move {
                let res = app.client.get(app.url(&format!("/admin{query}"))).header(COOKIE, cookie).send().await.unwrap();
                assert_eq!(res.status(), 200);
                res.text().await.unwrap()
            }
        };
        let admin = page("").await;
        assert!(admin.contains("2 · covered"), "{admin}");
        assert!(admin.contains("1 · thin"), "{admin}");
        assert!(admin.contains("0 · empty"), "{admin}");
        let gaps = admin.split("The next 48 hours").nth(1).unwrap().split("</ul>").next().unwrap().to_string();
        assert!(gaps.contains(&format!("Night of day 2, {last}")), "{gaps}");
        assert!(!gaps.contains(&format!("Night of day 2, {first}")), "a covered hour is no gap: {gaps}");
        assert!(!gaps.contains("Night of day 4,"), "beyond 48 hours: {gaps}");

        let drafted = page("?draft=watch").await;
        assert!(drafted.contains(&format!("night of day 2 at {last}")), "the announcement is drafted: {drafted}");

        let res = app.client.get(app.url("/admin/watch.csv")).header(COOKIE, &cookie).send().await.unwrap();
        assert_eq!(res.status(), 200);
        let csv = res.text().await.unwrap();
        assert!(csv.starts_with("Night of day,Start,Starts at (UTC),Theme,Keeping,Cover,Kept\r\n"), "{csv}");
        assert!(csv.contains(&format!("\r\n2,{first},")), "{csv}");
        assert!(csv.contains(",2,covered,0\r\n"), "{csv}");
    }

    #[tokio::test]
    async fn the_pledges_are_deleted_with_the_wall_when_the_fast_and_its_grace_are_over() {
        let vars = today_env();
        let app = spawn_with(&env_of(&vars)).await;
        let first = starts()[0].clone();
        pledge(&app, 5, &first, &token(1), true).await;
        let today = Zoned::now().with_time_zone(TimeZone::UTC).date();
        let catalogue = prayer_fast::content::Catalogue::load(&crate::helpers::repo_root().join("content"), Some(today)).unwrap();
        let end = prayer_fast::app::prayer_wall::deleted_at(&catalogue, &TimeZone::UTC).unwrap();
        app.purge((end - 1.minute()).as_millisecond()).await;
        let kept: i64 = app.data_dir.scalar("SELECT count(*) FROM watch_pledges").await;
        assert_eq!(kept, 1);
        app.purge((end + 1.minute()).as_millisecond()).await;
        let kept: i64 = app.data_dir.scalar("SELECT count(*) FROM watch_pledges").await;
        assert_eq!(kept, 0);
    }
}
