//! The watch's hours reach the member (issue 43): a device with push reminders sends the whole
//! set of turns to be reminded of, apart from its pledges; each is pushed once, at the turn's
//! start, through the push engine, in the member's language and with the member's clock, the
//! turn's theme and the guide (decrypted at a loopback push service); the same hours go into the
//! calendar feed; "I kept this hour" counts once per token, once the turn has begun and for a
//! day after; and nothing joins a reminder to a pledge.

use jiff::tz::TimeZone;
use jiff::{ToSpan, Zoned};
use serde_json::{Value, json};

use crate::helpers::{TestApp, catalogue, error_message, spawn_with, status_and_json, with};
use crate::push_sink::{BrowserKeys, PushSink};
use crate::reminders::env;
use crate::watch::{env_of, plan, starts, today_env, token, turn};

/// Night 5 of a fast starting 10 March 2027 is 14 March: Chicago has moved its clocks that day.
const CHICAGO: (&str, &str) = ("CHURCH_TIME_ZONE", "America/Chicago");

async fn put_hours(app: &TestApp, sub: &Value, hours: Value) -> (u16, Value) {
    let token = sub["token"].as_str().unwrap();
    put_watch(app, sub, Some(token), &json!({ "hours": hours })).await
}

/// `PUT` of `body` to `sub`'s watch hours, with `token` as its bearer if any.
async fn put_watch(app: &TestApp, sub: &Value, token: Option<&str>, body: &Value) -> (u16, Value) {
    let id = sub["id"].as_str().unwrap();
    let req = app
        .client
        .put(app.url(&format!("/api/push/subscriptions/{id}/watch")))
        .header("origin", app.url(""))
        .json(body);
    let req = match token {
        Some(token) => req.bearer_auth(token),
        None => req,
    };
    status_and_json(req.send().await.unwrap()).await
}

/// A push sink, the service on Chicago's clock (see [`CHICAGO`]), and the watch's first turn.
async fn in_chicago() -> (PushSink, TestApp, String) {
    let sink = PushSink::start().await;
    let app = spawn_with(&with(&env(), &[CHICAGO])).await;
    (sink, app, starts()[0].clone())
}

/// How many hours' reminders the service keeps.
async fn reminders_kept(app: &TestApp) -> i64 {
    app.data_dir
        .scalar("SELECT count(*) FROM watch_reminders")
        .await
}

/// A member in `zone` praying in `lang`, subscribed at the sink's `name` endpoint to the
/// programme's first reminder only (a morning one: no slot reminder is due with the watch's).
async fn member(
    app: &TestApp,
    sink: &PushSink,
    name: &str,
    zone: &str,
    lang: &str,
) -> (Value, BrowserKeys) {
    let keys = BrowserKeys::generate();
    let first = &catalogue().programme.default_slots[0];
    assert!(
        first.time.time().hour() < 12,
        "the first reminder is a morning one"
    );
    let body = json!({
        "subscription": { "endpoint": sink.endpoint(name), "expirationTime": null, "keys": { "p256dh": keys.p256dh, "auth": keys.auth_b64 } },
        "timeZone": zone,
        "slots": [first.key],
    });
    let res = app
        .client
        .post(app.url("/api/push/subscriptions"))
        .header("origin", app.url(""))
        .header("accept-language", lang)
        .json(&body)
        .send()
        .await
        .unwrap();
    assert_eq!(res.status(), 201);
    (res.json().await.unwrap(), keys)
}

/// The watch's pushes the sink received for endpoint `name`, decrypted.
fn watch_pushes(sink: &PushSink, name: &str, keys: &BrowserKeys) -> Vec<Value> {
    sink.requests()
        .iter()
        .filter(|r| {
            r.path.ends_with(&format!("/{name}"))
                && r.header("topic").is_some_and(|t| t.starts_with("watch-"))
        })
        .map(|r| keys.decrypt(&r.body))
        .collect()
}

fn at(local: &str, zone: &str) -> jiff::Timestamp {
    local
        .parse::<jiff::civil::DateTime>()
        .unwrap()
        .to_zoned(TimeZone::get(zone).unwrap())
        .unwrap()
        .timestamp()
}

async fn kept(app: &TestApp, day: u16, start: &str, token: &str) -> (u16, Value) {
    let body = json!({ "day": day, "start": start, "token": token });
    app.post_answer("/api/watch/kept", &body).await
}

fn kept_count(plan: &Value, day: u16, start: &str) -> i64 {
    turn(plan, day, start)["kept"].as_i64().unwrap()
}

crate::on_both_engines! {
    #[tokio::test]
    async fn each_hour_is_pushed_once_at_its_start_in_the_members_language_and_clock_with_its_theme_and_guide() {
        let sink = PushSink::start().await;
        let app = spawn_with(&with(&env(), &[CHICAGO])).await;
        let starts = starts();
        let (first, second) = (starts[0].as_str(), starts[1].as_str());
        let (sub, keys) = member(&app, &sink, "london", "Europe/London", "es").await;
        let (status, body) = put_hours(&app, &sub, json!([
            { "day": 5, "start": first }, { "day": 5, "start": first }, { "day": 12, "start": second },
        ])).await;
        assert_eq!((status, &body), (200, &json!({ "hours": 2 })), "the same hour twice is one");

        // Just before the turn: nothing. At its start (21:00 in Chicago, 02:00 in London): one push.
        app.push_pass(at("2027-03-14T20:59", "America/Chicago")).await;
        assert!(watch_pushes(&sink, "london", &keys).is_empty());
        let (_, _, report) = app.push_pass(at(&format!("2027-03-14T{first}"), "America/Chicago")).await;
        assert_eq!(report.sent, 1, "{report:?}");
        let pushes = watch_pushes(&sink, "london", &keys);
        assert_eq!(pushes.len(), 1);
        let notification = &pushes[0]["notification"];
        let es = catalogue().language("es");
        let london = at(&format!("2027-03-14T{first}"), "America/Chicago").to_zoned(TimeZone::get("Europe/London").unwrap()).time();
        let title = catalogue().message(&es, "watch-reminder-title", &[("time", catalogue().clock(&es, london).into())]);
        assert_eq!(notification["title"], title.as_str(), "the member's clock, in Spanish");
        let hours = catalogue().programme_in(&es).prayer_watch.as_ref().unwrap().hours.as_ref().unwrap();
        let body = notification["body"].as_str().unwrap();
        assert!(body.starts_with(&hours.themes[0]), "{body}");
        assert!(body.contains(&hours.guide[0]), "the guide, in Spanish: {body}");
        assert!(notification["navigate"].as_str().unwrap().ends_with("/es/watch#hour-guide"));
        assert_eq!(notification["tag"], format!("watch-5-{}", first.replace(':', "")));

        // Sent once: not again in a later pass, nor when the device sends the same set again.
        assert_eq!(put_hours(&app, &sub, json!([{ "day": 5, "start": first }, { "day": 12, "start": second }])).await.0, 200);
        app.push_pass(at(&format!("2027-03-14T{second}"), "America/Chicago")).await;
        assert_eq!(watch_pushes(&sink, "london", &keys).len(), 1);
        // An hour taken out of the set is not pushed.
        assert_eq!(put_hours(&app, &sub, json!([])).await, (200, json!({ "hours": 0 })));
        app.push_pass(at(&format!("2027-03-21T{second}"), "America/Chicago")).await;
        assert_eq!(watch_pushes(&sink, "london", &keys).len(), 1);
        assert_eq!(reminders_kept(&app).await, 0, "nothing kept once the hours are over or taken out");
    }

    #[tokio::test]
    async fn a_turn_under_way_is_pushed_at_once_one_over_never_and_a_gone_phone_is_forgotten() {
        let (sink, app, first) = in_chicago().await;
        let (sub, keys) = member(&app, &sink, "late", "America/Chicago", "en").await;
        put_hours(&app, &sub, json!([{ "day": 2, "start": first }, { "day": 3, "start": first }])).await;
        // Night 2's turn ended before this pass: counted late, never sent. Night 3's is under
        // way: sent now.
        let (_, _, report) = app.push_pass(at("2027-03-12T21:30", "America/Chicago")).await;
        assert_eq!((report.sent, report.late), (1, 1), "{report:?}");
        let pushes = watch_pushes(&sink, "late", &keys);
        assert_eq!(pushes.len(), 1);
        assert_eq!(pushes[0]["notification"]["tag"], format!("watch-3-{}", first.replace(':', "")));

        // The push service says the phone is gone: the subscription and its hours go with it.
        let (sub, _) = member(&app, &sink, "gone", "America/Chicago", "en").await;
        put_hours(&app, &sub, json!([{ "day": 4, "start": first }])).await;
        sink.answer(&[(410, &[])]);
        let (_, _, report) = app.push_pass(at("2027-03-13T21:00", "America/Chicago")).await;
        assert_eq!(report.gone, 1, "{report:?}");
        assert_eq!(reminders_kept(&app).await, 0);
    }

    #[tokio::test]
    async fn the_hours_are_refused_in_words_for_a_turn_not_watched_too_many_or_another_members_subscription() {
        let (sink, app, first) = in_chicago().await;
        let (sub, _) = member(&app, &sink, "one", "America/Chicago", "en").await;
        let length = catalogue().programme.length_days;
        for (hours, says) in [
            (json!([{ "day": 3, "start": "12:00" }]), "not an hour"),
            (json!([{ "day": length + 1, "start": first }]), "does not keep watch"),
            (json!((1..=121).map(|n| json!({ "day": 1 + n % 40, "start": first })).collect::<Vec<_>>()), "at most 120"),
        ] {
            let (status, body) = put_hours(&app, &sub, hours).await;
            assert_eq!(status, 400, "{body}");
            assert!(error_message(&body).contains(says), "{body}");
        }
        // A pledge's token is not part of the request: refused, never stored.
        let with_token = json!({ "hours": [{ "day": 3, "start": first, "token": token(1) }] });
        assert_eq!(put_watch(&app, &sub, sub["token"].as_str(), &with_token).await.0, 400);
        // Without the subscription's token, or with another's: not this caller's.
        let other = json!({ "id": sub["id"], "token": "not-the-token" });
        assert_eq!(put_hours(&app, &other, json!([])).await.0, 404);
        assert_eq!(put_watch(&app, &sub, None, &json!({ "hours": [] })).await.0, 401);
        assert_eq!(reminders_kept(&app).await, 0, "a refusal keeps nothing");
    }

    #[tokio::test]
    async fn a_reminder_names_a_subscription_and_a_turn_a_pledge_a_turn_and_a_token_and_nothing_joins_them() {
        let (sink, app, first) = in_chicago().await;
        let (sub, _) = member(&app, &sink, "member", "America/Chicago", "en").await;
        let res = app.post_json("/api/watch/pledges", &json!({ "day": 6, "start": first, "token": token(4), "pledged": true })).await;
        assert_eq!(res.status(), 204);
        put_hours(&app, &sub, json!([{ "day": 6, "start": first }])).await;
        let columns = |table: &'static str| {
            let app = &app;
            async move {
                let rows: Vec<(String,)> = if app.data_dir.postgres_url().is_some() {
                    app.data_dir.fetch_all(&format!("SELECT column_name::text FROM information_schema.columns WHERE table_name = '{table}' ORDER BY column_name")).await
                } else {
                    app.data_dir.fetch_all(&format!("SELECT name FROM pragma_table_info('{table}') ORDER BY name")).await
                };
                rows.into_iter().map(|(c,)| c).collect::<Vec<_>>()
            }
        };
        assert_eq!(columns("watch_reminders").await, ["claimed_by", "claimed_until", "day", "done", "due_at", "ends_at", "subscription_id", "tries", "turn"]);
        assert_eq!(columns("watch_pledges").await, ["day", "token", "turn"]);
        assert_eq!(columns("watch_kept").await, ["day", "token", "turn"]);
        let reminders: Vec<(String,)> = app.data_dir.fetch_all("SELECT subscription_id || ' ' || day || ' ' || turn FROM watch_reminders").await;
        assert!(reminders.iter().all(|(row,)| !row.contains(&token(4))), "{reminders:?}");
    }

    #[tokio::test]
    async fn i_kept_this_hour_counts_once_per_token_from_the_turns_start_until_a_day_after_it_ends() {
        let today = Zoned::now().with_time_zone(TimeZone::UTC).date();
        let app = spawn_with(&env_of(&[
            ("PROGRAMME_START_DATE", (today - 2.days()).to_string()),
            ("CHURCH_TIME_ZONE", "UTC".into()),
        ])).await;
        let starts = starts();
        let last = starts.last().unwrap().as_str();
        // Night 2 (yesterday)'s last turn ended at most a day ago; night 1's, more than a day ago.
        for (n, expected) in [(1, 204), (1, 204), (2, 204)] {
            assert_eq!(kept(&app, 2, last, &token(n)).await.0, expected);
        }
        assert_eq!(kept_count(&plan(&app, "en").await, 2, last), 2, "a token sent again counts once");
        for (day, start, tok, says) in [
            (1, last, token(3), "too long ago"),
            (4, last, token(3), "has not begun"),
            (2, "12:00", token(3), "not an hour"),
            (2, last, "short".to_string(), "22 letters"),
        ] {
            let (status, body) = kept(&app, day, start, &tok).await;
            assert_eq!(status, 422, "{day} {start}: {body}");
            assert!(error_message(&body).contains(says), "{day} {start}: {body}");
        }
        assert_eq!(kept_count(&plan(&app, "en").await, 2, last), 2);
    }

    #[tokio::test]
    async fn the_calendar_feed_holds_the_members_hours_with_their_theme_and_guide() {
        let vars = today_env();
        let app = spawn_with(&env_of(&vars)).await;
        let starts = starts();
        let feed = |query: String| {
            let app = &app;
            async move {
                let res = app.client.get(app.url(&format!("/api/calendar.ics?tz=Europe/London&{query}"))).send().await.unwrap();
                (res.status().as_u16(), res.text().await.unwrap())
            }
        };
        let (status, ics) = feed(format!("lang=es&watch=5-{},7-{}", starts[0], starts[1])).await;
        assert_eq!(status, 200);
        let unfolded = ics.replace("\r\n ", "");
        let es = catalogue().language("es");
        let hours = catalogue().programme_in(&es).prayer_watch.as_ref().unwrap().hours.as_ref().unwrap();
        assert_eq!(unfolded.matches("UID:watch-").count(), 2, "{unfolded}");
        let escaped = |text: &str| text.replace(',', "\\,").replace(';', "\\;");
        assert!(unfolded.contains(&escaped(&hours.themes[1])), "{unfolded}");
        assert!(unfolded.contains(&escaped(&hours.guide[0])), "{unfolded}");
        let (_, plain) = feed(String::new()).await;
        assert!(!plain.contains("UID:watch-"), "no hours asked, none given");
        for (query, says) in [("watch=5", "day-HH:MM"), ("watch=5-12:00", "not an hour")] {
            let (status, body) = feed(query.into()).await;
            assert_eq!(status, 400, "{query}: {body}");
            assert!(body.contains(says), "{query}: {body}");
        }
    }

    #[tokio::test]
    async fn the_kept_hours_and_reminders_are_deleted_with_the_wall_when_the_fast_and_its_grace_are_over() {
        let today = Zoned::now().with_time_zone(TimeZone::UTC).date();
        let start = today - 2.days();
        let sink = PushSink::start().await;
        let app = spawn_with(&with(&env(), &[("PROGRAMME_START_DATE", &start.to_string()), ("CHURCH_TIME_ZONE", "UTC")])).await;
        let starts = starts();
        let last = starts.last().unwrap().as_str();
        assert_eq!(kept(&app, 2, last, &token(1)).await.0, 204);
        let (sub, _) = member(&app, &sink, "m", "UTC", "en").await;
        assert_eq!(put_hours(&app, &sub, json!([{ "day": 9, "start": last }])).await, (200, json!({ "hours": 1 })));
        let catalogue = prayer_fast::content::Catalogue::load(&crate::helpers::repo_root().join("content"), Some(start)).unwrap();
        let end = prayer_fast::app::prayer_wall::deleted_at(&catalogue, &TimeZone::UTC).unwrap();
        let count = |table: &'static str| {
            let app = &app;
            async move { app.data_dir.scalar::<i64>(&format!("SELECT count(*) FROM {table}")).await }
        };
        app.purge((end - 1.minute()).as_millisecond()).await;
        assert_eq!((count("watch_kept").await, count("watch_reminders").await), (1, 1));
        app.purge((end + 1.minute()).as_millisecond()).await;
        assert_eq!((count("watch_kept").await, count("watch_reminders").await), (0, 0));
    }
}

#[tokio::test]
async fn the_hours_are_refused_while_reminders_are_off() {
    let app = spawn_with(&[("PROGRAMME_START_DATE", "2027-03-10")]).await;
    let sub = json!({ "id": "00000000-0000-0000-0000-000000000000", "token": "t" });
    let (status, body) = put_hours(&app, &sub, json!([])).await;
    assert_eq!(status, 503, "{body}");
}
