//! Web-push reminders end to end: subscribe through the API, run passes at chosen instants, and
//! check what a real (loopback) push service receives — decrypted and VAPID-verified.

use base64::Engine;
use base64::engine::general_purpose::URL_SAFE_NO_PAD;
use jwt_simple::prelude::*;
use prayer_fast::app::reminders::PassReport;
use serde_json::{Value, json};

use crate::helpers::{
    TestApp, catalogue, content_type, error_message, spawn_in, spawn_with, succeeded, with,
};
use crate::push_sink::{BrowserKeys, Captured, PushSink};

const SUBJECT: &str = "mailto:office@gracefellowship.church";
/// A fast starting here has day 3 on 12 March 2027 and the US clocks change on day 5 (14 March).
const START: &str = "2027-03-10";
/// Zones on both sides of the US clock change, and one where the seasons are the other way.
const DST_ZONES: [&str; 5] = [
    "America/New_York",
    "America/Chicago",
    "America/Los_Angeles",
    "Europe/London",
    "Australia/Sydney",
];

pub(crate) fn env() -> Vec<(&'static str, &'static str)> {
    vec![
        ("VAPID_SUBJECT", SUBJECT),
        ("PUSH_ALLOW_PRIVATE_ENDPOINTS", "1"),
        ("PROGRAMME_START_DATE", START),
        ("REMINDER_INTERVAL_MS", "3600000"),
    ]
}

pub(crate) async fn subscribe(
    app: &TestApp,
    endpoint: &str,
    keys: &BrowserKeys,
    zone: &str,
    slots: Option<Vec<&str>>,
) -> reqwest::Response {
    let mut body = json!({
        "subscription": { "endpoint": endpoint, "expirationTime": null, "keys": { "p256dh": keys.p256dh, "auth": keys.auth_b64 } },
        "timeZone": zone,
    });
    if let Some(slots) = slots {
        body["slots"] = json!(slots);
    }
    app.post_json("/api/push/subscriptions", &body).await
}

/// Subscribes a new browser (keys of its own) in `zone` to every reminder.
async fn subscribe_new(app: &TestApp, endpoint: &str, zone: &str) -> reqwest::Response {
    subscribe(app, endpoint, &BrowserKeys::generate(), zone, None).await
}

/// The body of a new subscription's answer (its id and token).
async fn subscription(app: &TestApp, endpoint: &str, zone: &str) -> Value {
    subscribe_new(app, endpoint, zone)
        .await
        .json()
        .await
        .unwrap()
}

/// A loopback push service, and the app with reminders on (and `more` settings).
pub(crate) async fn app_with_push(more: &[(&str, &str)]) -> (PushSink, TestApp) {
    let sink = PushSink::start().await;
    let app = spawn_with(&with(&env(), more)).await;
    (sink, app)
}

/// A push sink, the app with reminders on, and one browser (`keys`) subscribed in `zone` at
/// endpoint `name`.
async fn subscribed(name: &str, zone: &str) -> (PushSink, TestApp, BrowserKeys) {
    let (sink, app) = app_with_push(&[]).await;
    let keys = BrowserKeys::generate();
    subscribe(&app, &sink.endpoint(name), &keys, zone, None).await;
    (sink, app, keys)
}

async fn pass_at(app: &TestApp, local: &str) -> PassReport {
    let now = local.parse::<jiff::Zoned>().unwrap().timestamp();
    app.reminder_pass(now).await
}

/// A pass just before the instant a test looks at: the reminders of the days before it (long past
/// for a subscription made now) are skipped as late, so the test sees only its own.
async fn catch_up(app: &TestApp, local: &str) {
    let report = pass_at(app, local).await;
    assert_eq!(report.sent, 0, "catching up sends nothing late");
}

/// Turns a subscription off with the token an earlier answer gave.
async fn delete_with(app: &TestApp, url: &str, token: &Value) -> u16 {
    status(app.client.delete(url).bearer_auth(token.as_str().unwrap())).await
}

async fn status(request: reqwest::RequestBuilder) -> u16 {
    request.send().await.unwrap().status().as_u16()
}

/// Checks the VAPID JWT (ES256) against the key the app publishes, and returns its claims.
async fn verify_vapid(app: &TestApp, sink: &PushSink, request: &Captured) -> JWTClaims<Value> {
    let auth = request
        .header("authorization")
        .expect("a VAPID Authorization header");
    let (token, key) = auth
        .strip_prefix("vapid t=")
        .unwrap()
        .split_once(", k=")
        .unwrap();
    let published: Value = app.get("/api/push/public-key").await.json().await.unwrap();
    assert_eq!(key, published["publicKey"].as_str().unwrap());
    let public = ES256PublicKey::from_bytes(&URL_SAFE_NO_PAD.decode(key).unwrap()).unwrap();
    let options = VerificationOptions {
        allowed_audiences: Some(HashSet::from_strings(&[sink.origin.as_str()])),
        ..Default::default()
    };
    let claims = public
        .verify_token::<Value>(token, Some(options))
        .expect("a valid ES256 JWT for the sink's origin");
    let now = Clock::now_since_epoch();
    let exp = claims.expires_at.unwrap();
    assert!(
        exp > now && exp - now <= Duration::from_hours(24),
        "exp within 24 h"
    );
    assert_eq!(claims.subject.as_deref(), Some(SUBJECT));
    claims
}

crate::on_both_engines! {
    #[tokio::test]
    async fn a_due_slot_is_sent_once_encrypted_and_signed_and_never_again() {
        let (sink, app) = app_with_push(&[]).await;
        let keys = BrowserKeys::generate();
        let res = subscribe(&app, &sink.endpoint("a"), &keys, "America/Chicago", None).await;
        assert_eq!(res.status().as_u16(), 201);
        let created: Value = res.json().await.unwrap();
        assert!(created["id"].is_string() && created["token"].as_str().unwrap().len() >= 40);

        assert_eq!(
            pass_at(&app, "2027-03-12T05:59:00[America/Chicago]")
                .await
                .sent,
            0,
            "not yet due"
        );
        let report = pass_at(&app, "2027-03-12T06:00:05[America/Chicago]").await;
        assert_eq!(report.sent, 1);
        let requests = sink.requests();
        assert_eq!(requests.len(), 1);
        let request = &requests[0];
        assert_eq!(request.path, "/push/a");
        assert_eq!(request.header("content-encoding"), Some("aes128gcm"));
        assert_eq!(request.header("urgency"), Some("high"));
        assert_eq!(request.header("topic"), Some("day-3"));
        let ttl: u64 = request.header("ttl").unwrap().parse().unwrap();
        assert!(
            (60..=3 * 3600 + 60).contains(&ttl),
            "TTL until the next slot: {ttl}"
        );
        verify_vapid(&app, &sink, request).await;

        let payload = keys.decrypt(&request.body);
        assert_eq!(payload["web_push"], 8030);
        let notification = &payload["notification"];
        let day = catalogue().day(3).unwrap();
        let opening = day.timed_slots().find(|s| s.key == "opening").unwrap();
        let time = prayer_fast::content::twelve_hour(opening.time.time());
        assert_eq!(notification["title"], format!("{time} · {}", opening.title));
        assert_eq!(notification["body"], format!("Day 3 · {}", day.theme));
        assert_eq!(
            notification["navigate"],
            format!("{}/day/3#opening", app.address)
        );
        assert_eq!(notification["tag"], "day-3");

        assert_eq!(
            pass_at(&app, "2027-03-12T06:00:30[America/Chicago]").await,
            PassReport::default(),
            "a second pass sends nothing"
        );
        let data_dir = app.stop().await;
        let restarted = spawn_in(data_dir, &env()).await;
        assert_eq!(
            pass_at(&restarted, "2027-03-12T06:01:00[America/Chicago]")
                .await
                .sent,
            0,
            "nor does a restart"
        );
        assert_eq!(sink.requests().len(), 1);

        // The next one is 9:00.
        assert_eq!(
            pass_at(&restarted, "2027-03-12T09:00:00[America/Chicago]")
                .await
                .sent,
            1
        );
        let nine = keys.decrypt(&sink.requests()[1].body);
        assert_eq!(
            nine["notification"]["title"],
            "9:00 AM · Morning Reflection"
        );
    }
}

crate::on_both_engines! {
    #[tokio::test]
    async fn concurrent_passes_send_each_reminder_once() {
        let (sink, app) = app_with_push(&[]).await;
        for n in 0..20 {
            let created = subscribe_new(&app, &sink.endpoint(&n.to_string()), "Africa/Lagos").await;
            assert_eq!(created.status().as_u16(), 201);
        }
        let now = "2027-03-12T06:00:01[Africa/Lagos]"
            .parse::<jiff::Zoned>()
            .unwrap()
            .timestamp();
        let reports = futures_util::future::join_all((0..4).map(|_| app.reminder_pass(now))).await;
        assert_eq!(reports.iter().map(|r| r.sent).sum::<usize>(), 20);
        assert_eq!(sink.requests().len(), 20);
    }
}

crate::on_both_engines! {
    #[tokio::test]
    async fn a_reminder_more_than_15_minutes_late_is_skipped_not_sent() {
        let (sink, app, _) = subscribed("late", "Europe/London").await;
        catch_up(&app, "2027-03-12T05:59:00[Europe/London]").await;
        let report = pass_at(&app, "2027-03-12T06:16:00[Europe/London]").await;
        assert_eq!((report.sent, report.skipped_late), (0, 1));
        assert!(sink.requests().is_empty());
        assert_eq!(
            pass_at(&app, "2027-03-12T09:05:00[Europe/London]")
                .await
                .sent,
            1,
            "the next slot still comes"
        );
    }
}

crate::on_both_engines! {
    #[tokio::test]
    async fn a_pass_after_40_minutes_down_sends_only_what_is_within_the_grace_window() {
        let (sink, app) = app_with_push(&[]).await;
        // 6:00 local on 12 March 2027 fell 40, 25 and 10 minutes before the pass at 00:40 UTC.
        for zone in ["Asia/Dhaka", "Asia/Kathmandu", "Asia/Kolkata"] {
            subscribe_new(&app, &sink.endpoint(zone), zone).await;
        }
        catch_up(&app, "2027-03-11T23:59:00[UTC]").await;
        let report = pass_at(&app, "2027-03-12T00:40:00[UTC]").await;
        assert_eq!((report.sent, report.skipped_late), (1, 2));
        let paths: Vec<String> = sink.requests().iter().map(|r| r.path.clone()).collect();
        assert_eq!(paths, ["/push/Asia/Kolkata"]);
        let next = pass_at(&app, "2027-03-12T03:00:30[UTC]").await;
        assert_eq!(next.sent, 1, "Dhaka's 9:00 still comes");
    }
}

crate::on_both_engines! {
    #[tokio::test]
    async fn a_gone_subscription_is_removed() {
        let (sink, app, _) = subscribed("gone", "Asia/Tokyo").await;
        sink.answer(&[(410, &[])]);
        let report = pass_at(&app, "2027-03-12T06:00:00[Asia/Tokyo]").await;
        assert_eq!(report.gone, 1);
        let count: i64 = app
            .data_dir
            .scalar("SELECT count(*) FROM push_subscriptions")
            .await;
        assert_eq!(count, 0);
        assert_eq!(
            pass_at(&app, "2027-03-12T09:00:00[Asia/Tokyo]").await,
            PassReport::default()
        );
    }
}

crate::on_both_engines! {
    #[tokio::test]
    async fn a_busy_push_service_is_retried_after_its_retry_after() {
        let (sink, app, keys) = subscribed("busy", "America/New_York").await;
        sink.answer(&[(429, &[("Retry-After", "1")]), (503, &[])]);
        let started = std::time::Instant::now();
        let report = pass_at(&app, "2027-03-12T06:00:00[America/New_York]").await;
        assert_eq!(report.sent, 1);
        assert!(
            started.elapsed() >= std::time::Duration::from_secs(1),
            "waited for Retry-After"
        );
        let requests = sink.requests();
        assert_eq!(requests.len(), 3);
        for request in &requests {
            assert_eq!(keys.decrypt(&request.body)["notification"]["tag"], "day-3");
        }
        // The JWT signed for this push service is reused (a fresh one would carry a later `exp`).
        assert_eq!(
            requests[0].header("authorization"),
            requests[2].header("authorization")
        );
    }
}

crate::on_both_engines! {
    #[tokio::test]
    async fn redirects_are_not_followed() {
        let (sink, app) = app_with_push(&[]).await;
        let elsewhere = PushSink::start().await;
        subscribe_new(&app, &sink.endpoint("redirect"), "UTC").await;
        sink.answer(&[(307, &[("Location", &elsewhere.endpoint("x"))])]);
        let report = pass_at(&app, "2027-03-12T06:00:00[UTC]").await;
        assert_eq!((report.sent, report.failed), (0, 1));
        assert!(elsewhere.requests().is_empty());
    }
}

crate::on_both_engines! {
    #[tokio::test]
    async fn five_time_zones_across_a_dst_change_get_six_am_local() {
        let (sink, app) = app_with_push(&[]).await;
        let zones = DST_ZONES;
        let keys: Vec<BrowserKeys> = zones.iter().map(|_| BrowserKeys::generate()).collect();
        for (zone, keys) in zones.iter().zip(&keys) {
            let res = subscribe(
                &app,
                &sink.endpoint(&zone.replace('/', "-")),
                keys,
                zone,
                Some(vec!["opening"]),
            )
            .await;
            assert_eq!(res.status().as_u16(), 201);
        }
        // Days 3 to 6 (US clocks spring forward on day 5), at each zone's 06:00, in the order they happen.
        let mut moments: Vec<(jiff::Timestamp, &str, &str)> = Vec::new();
        for date in ["2027-03-12", "2027-03-13", "2027-03-14", "2027-03-15"] {
            for zone in zones {
                let at = format!("{date}T06:00:00[{zone}]")
                    .parse::<jiff::Zoned>()
                    .unwrap()
                    .timestamp();
                moments.push((at, zone, date));
            }
        }
        moments.sort();
        for (at, zone, date) in moments {
            let before = sink.requests().len();
            assert_eq!(
                app.reminder_pass(at - jiff::SignedDuration::from_secs(1))
                    .await
                    .sent,
                0,
                "{zone} {date} early"
            );
            assert_eq!(app.reminder_pass(at).await.sent, 1, "{zone} {date}");
            let request = sink.requests()[before].clone();
            let key = &keys[zones.iter().position(|z| *z == zone).unwrap()];
            assert!(request.path.ends_with(&zone.replace('/', "-")));
            assert_eq!(
                key.decrypt(&request.body)["notification"]["title"],
                "6:00 AM · Opening Consecration"
            );
        }
    }
}

crate::on_both_engines! {
    #[tokio::test]
    async fn the_subscription_ends_with_the_last_day_with_a_guide() {
        let catalogue =
            prayer_fast::content::Catalogue::load(&crate::helpers::repo_root().join("content"), None)
                .unwrap();
        let last = *catalogue.days.keys().last().unwrap();
        let date =
            START.parse::<jiff::civil::Date>().unwrap() + jiff::Span::new().days(i64::from(last) - 1);
        let (sink, app) = app_with_push(&[]).await;
        let keys = BrowserKeys::generate();
        subscribe(
            &app,
            &sink.endpoint("end"),
            &keys,
            "UTC",
            Some(vec!["prayer-watch"]),
        )
        .await;
        let watch = date
            .to_datetime(jiff::civil::time(21, 0, 0, 0))
            .in_tz("UTC")
            .unwrap()
            .timestamp();
        app.data_dir
            .execute(&format!(
                "UPDATE push_subscriptions SET next_due_at = {}, next_day = {last}",
                watch.as_millisecond()
            ))
            .await;
        let report = app.reminder_pass(watch).await;
        assert_eq!(
            (report.sent, report.finished),
            (1, 1),
            "the last day's watch, then nothing left"
        );
        assert_eq!(
            app.reminder_pass(watch + jiff::Span::new().hours(24)).await,
            PassReport::default()
        );
        assert_eq!(sink.requests().len(), 1);
        let sent = keys.decrypt(&sink.requests()[0].body);
        assert_eq!(
            sent["notification"]["navigate"],
            format!("{}/day/{last}#prayer-watch", app.address)
        );
    }
}

crate::on_both_engines! {
    #[tokio::test]
    async fn the_run_once_command_runs_a_pass_as_of_the_given_instant() {
        let (sink, app, _) = subscribed("cli", "America/Chicago").await;
        let output = succeeded(
            std::process::Command::new(env!("CARGO_BIN_EXE_prayer-fast"))
                .args(["reminders", "run-once", "--now", "2027-03-12T12:00:10Z"])
                .envs(app.env_vars()),
        );
        assert!(
            String::from_utf8_lossy(&output.stdout).contains("1 sent"),
            "{}",
            String::from_utf8_lossy(&output.stdout)
        );
        assert_eq!(sink.requests().len(), 1);
    }
}

crate::on_both_engines! {
    #[tokio::test]
    async fn the_subscription_api_refuses_bad_input_clearly() {
        let app = spawn_with(&[("VAPID_SUBJECT", SUBJECT), ("PROGRAMME_START_DATE", START)]).await;
        let keys = BrowserKeys::generate();
        let post = |body: Value| {
            app.client
                .post(format!("{}/api/push/subscriptions", app.address))
                .json(&body)
                .send()
        };
        let good_keys = json!({ "p256dh": keys.p256dh, "auth": keys.auth_b64 });
        let ssrf = [
            "https://127.0.0.1/p",
            "https://10.0.0.8/p",
            "https://172.20.1.1/p",
            "https://192.168.0.10/p",
            "https://169.254.169.254/latest",
            "https://[::1]/p",
            "https://[fd00::1]/p",
            "https://100.100.0.1/p",
            "http://push.services.mozilla.com/p",
            "https://user:pw@push.services.mozilla.com/p",
            "https://localhost/p",
        ];
        for endpoint in ssrf {
            let res = post(json!({ "subscription": { "endpoint": endpoint, "keys": good_keys }, "timeZone": "UTC" })).await.unwrap();
            assert_eq!(res.status().as_u16(), 400, "{endpoint}");
            let error: Value = res.json().await.unwrap();
            assert!(
                error_message(&error).starts_with("The push endpoint"),
                "{endpoint}: {error}"
            );
        }
        let endpoint = "https://fcm.googleapis.com/fcm/send/abc";
        let cases = [
            (
                json!({ "subscription": { "endpoint": endpoint, "keys": { "p256dh": "AAAA", "auth": keys.auth_b64 } }, "timeZone": "UTC" }),
                "p256dh",
            ),
            (
                json!({ "subscription": { "endpoint": endpoint, "keys": { "p256dh": keys.p256dh, "auth": "AAAA" } }, "timeZone": "UTC" }),
                "auth",
            ),
            (
                json!({ "subscription": { "endpoint": endpoint, "keys": good_keys }, "timeZone": "Mars/Olympus" }),
                "Unknown time zone",
            ),
            (
                json!({ "subscription": { "endpoint": endpoint, "keys": good_keys }, "timeZone": "UTC", "slots": ["lunch"] }),
                "Unknown reminder slot",
            ),
            (
                json!({ "subscription": { "endpoint": endpoint, "keys": good_keys }, "timeZone": "UTC", "slots": [] }),
                "Choose at least one",
            ),
        ];
        for (body, expected) in cases {
            let res = post(body).await.unwrap();
            assert_eq!(res.status().as_u16(), 400);
            let error: Value = res.json().await.unwrap();
            assert!(error_message(&error).contains(expected), "{error}");
        }
        let big = json!({ "subscription": { "endpoint": endpoint, "keys": good_keys }, "timeZone": "x".repeat(9000) });
        assert_eq!(post(big).await.unwrap().status().as_u16(), 413);
    }
}

crate::on_both_engines! {
    #[tokio::test]
    async fn members_can_change_resubscribe_and_unsubscribe_with_their_token() {
        let (sink, app) = app_with_push(&[]).await;
        let keys = BrowserKeys::generate();
        let first: Value = subscribe(&app, &sink.endpoint("me"), &keys, "UTC", None)
            .await
            .json()
            .await
            .unwrap();
        let again: Value = subscribe(&app, &sink.endpoint("me"), &keys, "Europe/Berlin", None)
            .await
            .json()
            .await
            .unwrap();
        // Subscribing again makes a new subscription: knowing an endpoint never hands over the
        // existing one, and the old id and token stop working.
        assert_ne!(first["id"], again["id"]);
        let kept: i64 = app
            .data_dir
            .scalar("SELECT count(*) FROM push_subscriptions")
            .await;
        assert_eq!(kept, 1, "one subscription per endpoint");
        let old_url = format!(
            "{}/api/push/subscriptions/{}",
            app.address,
            first["id"].as_str().unwrap()
        );
        assert_eq!(
            delete_with(&app, &old_url, &first["token"]).await,
            404,
            "the old subscription is gone with its token"
        );
        let id = again["id"].as_str().unwrap();
        let url = format!("{}/api/push/subscriptions/{id}", app.address);
        let token = again["token"].as_str().unwrap();

        let changed = app
            .client
            .patch(&url)
            .bearer_auth(token)
            .json(&json!({ "slots": ["prayer-watch"] }))
            .send()
            .await
            .unwrap();
        assert_eq!(changed.status().as_u16(), 200);
        let changed: Value = changed.json().await.unwrap();
        assert_eq!(changed["slots"], json!(["prayer-watch"]));
        assert_eq!(changed["timeZone"], "Europe/Berlin");
        assert_eq!(
            pass_at(&app, "2027-03-12T06:00:00[Europe/Berlin]")
                .await
                .sent,
            0,
            "only the watch now"
        );
        assert_eq!(
            pass_at(&app, "2027-03-12T21:00:00[Europe/Berlin]")
                .await
                .sent,
            1
        );

        assert_eq!(status(app.client.delete(&url)).await, 401);
        assert_eq!(
            delete_with(&app, &url, &first["token"]).await,
            404,
            "the old token was replaced"
        );
        assert_eq!(
            status(app.client.delete(&url).bearer_auth(token)).await,
            204
        );
        assert_eq!(
            status(app.client.delete(&url).bearer_auth(token)).await,
            404
        );
    }
}

// The app turning reminders off while a change is still on its way (or a retried turn-off):
// each request finds the subscription or answers 404, never a server error.
crate::on_both_engines! {
    #[tokio::test]
    async fn changes_racing_a_turn_off_answer_404_never_a_server_error() {
        let (sink, app) = app_with_push(&[("RATE_LIMITS", "off")]).await;
        for round in 0..40 {
            let created = subscription(&app, &sink.endpoint(&format!("race-{round}")), "UTC").await;
            let url = format!(
                "{}/api/push/subscriptions/{}",
                app.address,
                created["id"].as_str().unwrap()
            );
            let token = created["token"].as_str().unwrap();
            let turn_off = || status(app.client.delete(&url).bearer_auth(token));
            let body = json!({ "slots": ["prayer-watch"] });
            let change = || status(app.client.patch(&url).bearer_auth(token).json(&body));
            let (first, second, changed, changed_again) =
                tokio::join!(turn_off(), turn_off(), change(), change());
            let mut turned_off = [first, second];
            turned_off.sort_unstable();
            assert_eq!(
                turned_off,
                [204, 404],
                "round {round}: one turn-off removes it, the other finds nothing"
            );
            for status in [changed, changed_again] {
                assert!(
                    status == 200 || status == 404,
                    "round {round}: a change answered {status}"
                );
            }
            assert_eq!(turn_off().await, 404, "round {round}: gone");
        }
    }
}

crate::on_both_engines! {
    #[tokio::test]
    async fn without_a_vapid_subject_reminders_are_off_and_say_so() {
        let app = spawn_with(&[]).await;
        let res = app.get("/api/push/public-key").await;
        assert_eq!(res.status().as_u16(), 503);
        // Members read the error: no administrator's setting in it.
        let error: Value = res.json().await.unwrap();
        let message = error_message(&error);
        assert!(message.contains("calendar"), "{message}");
        assert!(!message.contains("VAPID"), "{message}");
        // The app learns that push is off (and offers the calendar only)…
        let settings: Value = app.get("/api/programme").await.json().await.unwrap();
        assert_eq!(settings["pushReminders"], false);
        // …and the administrator reads why in /readyz.
        let ready = app.get("/readyz").await.text().await.unwrap();
        assert!(ready.starts_with("ready\nreminders: off"), "{ready}");
        assert!(ready.contains("VAPID_SUBJECT"), "{ready}");
    }
}

crate::on_both_engines! {
    #[tokio::test]
    async fn the_programme_settings_carry_the_start_date_override_and_push_on() {
        let app = spawn_with(&[("PROGRAMME_START_DATE", START), ("VAPID_SUBJECT", SUBJECT)]).await;
        let settings: Value = app.get("/api/programme").await.json().await.unwrap();
        assert_eq!(settings["startDate"], START);
        assert_eq!(settings["pushReminders"], true);
        let ready = app.get("/readyz").await.text().await.unwrap();
        assert_eq!(ready, "ready\nreminders: on\n");
    }
}

crate::on_both_engines! {
    #[tokio::test]
    async fn the_calendar_has_every_reminder_with_an_alarm_as_valid_icalendar() {
        let app = spawn_with(&[("PROGRAMME_START_DATE", START)]).await;
        let res = app
            .client
            .get(format!(
                "{}/api/calendar.ics?tz=America/Chicago",
                app.address
            ))
            .send()
            .await
            .unwrap();
        assert_eq!(res.status().as_u16(), 200);
        assert!(content_type(&res).starts_with("text/calendar"));
        let text = res.text().await.unwrap();
        assert!(text.starts_with("BEGIN:VCALENDAR\r\n") && text.trim_end().ends_with("END:VCALENDAR"));
        assert!(text.contains("VERSION:2.0\r\n") && text.contains("PRODID:"));
        for line in text.split("\r\n") {
            assert!(line.len() <= 75, "folded at 75 octets: {line:?}");
            assert!(!line.contains('\n'), "CRLF line endings only");
        }
        let calendar: icalendar::Calendar = text.parse().expect("parses as iCalendar");
        let events: Vec<_> = calendar
            .components
            .iter()
            .filter_map(|c| c.as_event())
            .collect();
        // Each day with a guide: its timed slots and the prayer watch.
        // The suite's catalogue, loaded once: loading it again here (seconds in a debug build under
        // load) let the server close the idle keep-alive connection the next request reuses.
        let expected: usize = crate::helpers::catalogue()
            .days
            .values()
            .map(|g| g.timed_slots().count() + 1)
            .sum();
        assert_eq!(
            events.len(),
            expected,
            "every reminder of every day with a guide"
        );
        assert_eq!(text.matches("BEGIN:VALARM").count(), expected);
        assert!(
            text.contains("DTSTART:20270312T120000Z"),
            "day 3 6:00 AM Chicago (CST) is 12:00 UTC"
        );
        assert!(
            text.contains("DTSTART:20270315T110000Z"),
            "day 6 6:00 AM Chicago (CDT) is 11:00 UTC"
        );
        assert!(text.contains("UID:day-3-opening@127.0.0.1"));

        let bad = app.get("/api/calendar.ics?tz=Nowhere/Land").await;
        assert_eq!(bad.status().as_u16(), 400);
    }
}

crate::on_both_engines! {
    #[tokio::test]
    async fn snooze_from_the_notification_sends_the_reminder_again_15_minutes_later() {
        let (sink, app, keys) = subscribed("snooze", "America/Chicago").await;
        assert_eq!(
            pass_at(&app, "2027-03-12T06:00:00[America/Chicago]")
                .await
                .sent,
            1
        );
        let first = keys.decrypt(&sink.requests()[0].body);
        let capability = first["notification"]["data"]["snooze"].clone();
        assert_eq!(capability["day"], 3);
        assert_eq!(capability["slot"], "opening");

        let snooze = |body| app.post_json("/api/push/snooze", body);
        let mut forged = capability.clone();
        forged["slot"] = json!("morning");
        assert_eq!(snooze(&forged).await.status().as_u16(), 403);
        assert_eq!(snooze(&capability).await.status().as_u16(), 202);

        // Snoozing runs on the real clock.
        let now = jiff::Timestamp::now();
        let report = app
            .reminder_pass(now + jiff::SignedDuration::from_mins(14))
            .await;
        assert_eq!(report.snoozed_sent, 0, "not before 15 minutes");
        let report = app
            .reminder_pass(now + jiff::SignedDuration::from_secs(15 * 60 + 5))
            .await;
        assert_eq!(report.snoozed_sent, 1);
        let again = keys.decrypt(&sink.requests()[1].body);
        assert_eq!(
            again["notification"]["title"],
            "6:00 AM · Opening Consecration"
        );
        assert_eq!(
            app.reminder_pass(now + jiff::SignedDuration::from_secs(15 * 60 + 10))
                .await
                .snoozed_sent,
            0,
            "once"
        );
    }
}

/// Every claim's lease runs out, as `REMINDER_RESEND_AFTER_MS` without renewal would make it.
async fn claims_run_out(app: &TestApp) {
    app.data_dir
        .execute("UPDATE push_deliveries SET lease_until = 0 WHERE lease_until IS NOT NULL")
        .await;
}

/// A pass that claims the 6:00 reminder and dies before sending it (as a SIGKILL would leave it).
async fn claim_and_die(app: &TestApp, local: &str, lease_ms: i64) {
    use prayer_fast::content::Reminder;
    use prayer_fast::storage::reminder_claims as claims;
    let db = app.data_dir.db().await.clone();
    let at = local.parse::<jiff::Zoned>().unwrap().timestamp();
    let later = Reminder {
        day: 40,
        key: "prayer-watch".into(),
        at: at + jiff::SignedDuration::from_hours(24 * 30),
    };
    // The lease is on the pass's clock, which reads `at`.
    let claim = prayer_fast::storage::ClaimAt {
        now: at.as_millisecond(),
        lease_until: at.as_millisecond() + lease_ms,
        pass: "a pass that dies",
        skip_hosts: &[],
        limit: 64,
    };
    let claimed = claims::claim_due(&db, claim, |_, _| Some(later.clone()))
        .await
        .unwrap();
    assert_eq!(claimed.iter().filter(|c| c.claimed).count(), 1);
}

crate::on_both_engines! {
    #[tokio::test]
    async fn a_reminder_a_killed_pass_claimed_is_sent_again_within_the_grace_with_the_same_topic_and_tag()
     {
        let (sink, app) = app_with_push(&[("REMINDER_RESEND_AFTER_MS", "60000")]).await;
        let keys = BrowserKeys::generate();
        subscribe(&app, &sink.endpoint("killed"), &keys, "Europe/London", None).await;
        catch_up(&app, "2027-03-12T05:59:00[Europe/London]").await;
        claim_and_die(&app, "2027-03-12T06:00:05[Europe/London]", 60_000).await;

        // While its claim holds, the reminder is left to the pass that took it.
        let report = pass_at(&app, "2027-03-12T06:00:10[Europe/London]").await;
        assert_eq!(report.sent, 0);
        assert!(sink.requests().is_empty());
        claims_run_out(&app).await;
        let report = pass_at(&app, "2027-03-12T06:05:00[Europe/London]").await;
        assert_eq!(report.sent, 1, "the lost reminder goes out");
        let requests = sink.requests();
        assert_eq!(requests.len(), 1);
        assert_eq!(requests[0].header("topic"), Some("day-3"));
        let payload = keys.decrypt(&requests[0].body);
        assert_eq!(payload["notification"]["tag"], "day-3");
        // Once, not again.
        claims_run_out(&app).await;
        assert_eq!(
            pass_at(&app, "2027-03-12T06:06:00[Europe/London]")
                .await
                .sent,
            0
        );
        assert_eq!(sink.requests().len(), 1);
    }
}

crate::on_both_engines! {
    #[tokio::test]
    async fn a_lost_reminder_found_after_its_grace_is_skipped_not_sent_late() {
        let (sink, app) = app_with_push(&[("REMINDER_RESEND_AFTER_MS", "60000")]).await;
        subscribe_new(&app, &sink.endpoint("late"), "Europe/London").await;
        catch_up(&app, "2027-03-12T05:59:00[Europe/London]").await;
        claim_and_die(&app, "2027-03-12T06:00:05[Europe/London]", 60_000).await;
        claims_run_out(&app).await;
        let report = pass_at(&app, "2027-03-12T06:16:00[Europe/London]").await;
        assert_eq!(report.sent, 0);
        assert!(sink.requests().is_empty());
    }
}

crate::on_both_engines! {
    #[tokio::test]
    async fn a_snooze_link_works_three_times_and_only_until_its_day_is_over() {
        let (sink, app, keys) = subscribed("replay", "UTC").await;
        assert_eq!(pass_at(&app, "2027-03-12T06:00:00[UTC]").await.sent, 1);
        let capability =
            keys.decrypt(&sink.requests()[0].body)["notification"]["data"]["snooze"].clone();
        let snooze = || app.post_json("/api/push/snooze", &capability);
        for _ in 0..3 {
            assert_eq!(snooze().await.status().as_u16(), 202);
        }
        let replayed = snooze().await;
        assert_eq!(
            replayed.status().as_u16(),
            429,
            "replaying the link cannot make a push every 15 minutes forever"
        );

        // A fast whose day 3 ended yesterday (in the member's zone): its links are spent.
        let start = (jiff::Zoned::now().date() - jiff::Span::new().days(4)).to_string();
        let old = spawn_with(&with(&env(), &[("PROGRAMME_START_DATE", &start)])).await;
        let subscribed = subscription(&old, &sink.endpoint("old"), "UTC").await;
        // The capability the service signed for day 3's first reminder (its key is in DATA_DIR).
        let vapid = prayer_fast::push::VapidKeys::load_or_create(None, old.data_dir.path()).unwrap();
        let signer = prayer_fast::push::SnoozeSigner::new(&vapid);
        let capability = signer.request(subscribed["id"].as_str().unwrap(), 3, "opening");
        let res = old.post_json("/api/push/snooze", &capability).await;
        assert_eq!(res.status().as_u16(), 410);
    }
}

crate::on_both_engines! {
    /// A subscription two days behind (the service was down, or the fast began before it was
    /// made) is moved past every reminder it is too late for in one step: one skipped record,
    /// then the reminder due now, not a claim for each of the dozen it missed.
    #[tokio::test]
    async fn a_subscription_days_behind_catches_up_in_one_step() {
        let (sink, app, _) = subscribed("behind", "UTC").await;
        let report = pass_at(&app, "2027-03-12T06:00:30[UTC]").await;
        assert_eq!(report.skipped_late, 1, "{report:?}");
        assert_eq!(report.sent, 1, "{report:?}");
        let requests = sink.requests();
        assert_eq!(requests.len(), 1);
        assert_eq!(requests[0].header("topic"), Some("day-3"));
    }
}

crate::on_both_engines! {
    /// A push service refusing our VAPID keys (401/403) raises the operator's alert: a metric to
    /// alert on, beside the engine's count of every message by kind and outcome.
    #[tokio::test]
    async fn a_push_service_refusing_our_keys_raises_the_operators_alert() {
        let (sink, app, _) = subscribed("refused", "UTC").await;
        sink.answer(&[(403, &[])]);
        let report = pass_at(&app, "2027-03-12T06:00:30[UTC]").await;
        assert_eq!((report.failed, report.skipped_late), (1, 1), "{report:?}");
        assert_eq!(app.metric("prayer_fast_push_credentials_refused_total").await, 1.0);
        let failed = r#"prayer_fast_pushes_total{kind="reminder",outcome="failed"}"#;
        assert_eq!(app.metric(failed).await, 1.0);
        let late = r#"prayer_fast_pushes_total{kind="reminder",outcome="late"}"#;
        assert_eq!(app.metric(late).await, 1.0);
    }
}
