//! Announcements as web push (issue 30), at a real (loopback) push service that decrypts each
//! message (RFC 8291): every subscription that keeps church announcements on gets it once, at
//! once outside its member's quiet hours (21:30 to 06:00 on the member's clock) and at 06:00
//! there otherwise; a member who turned announcements off gets none; a gone subscription is
//! counted and removed; two passes (or two instances) never push it twice.

use jiff::tz::TimeZone;
use jiff::{Timestamp, ToSpan, Zoned};
use reqwest::header::{COOKIE, ORIGIN};

use crate::admin::signed_in_with_code;
use crate::helpers::{TestApp, spawn_in, spawn_with, with};
use crate::push_sink::{BrowserKeys, PushSink};
use crate::reminders::{env, subscribe};
use crate::smtp_sink::{Behaviour, SmtpSink};

/// The next instant at or after `from` that reads `hour`:00 in `zone`.
fn next_local(from: Timestamp, zone: &str, hour: i8) -> Timestamp {
    let zone = TimeZone::get(zone).unwrap();
    let local = from.to_zoned(zone.clone());
    let mut at = local.date().at(hour, 0, 0, 0).to_zoned(zone).unwrap();
    if at.timestamp() < from {
        at = at.checked_add(1.day()).unwrap();
    }
    at.timestamp()
}

struct Church {
    push: PushSink,
    app: TestApp,
    settings: Vec<(String, String)>,
    cookie: String,
    keys: Vec<BrowserKeys>,
}

/// The app with push on and an administrator signed in; browsers subscribed in Tokyo, Los
/// Angeles, and Chicago (this last one with church announcements turned off).
async fn church() -> Church {
    church_with(&[]).await
}

/// [`church`] with `more` settings.
async fn church_with(more: &[(&str, &str)]) -> Church {
    let push = PushSink::start().await;
    let smtp = SmtpSink::start(Behaviour::Accept).await;
    let today = Zoned::now()
        .with_time_zone(TimeZone::UTC)
        .date()
        .to_string();
    let smtp_url = smtp.url();
    let mut settings = env();
    settings.retain(|(name, _)| *name != "PROGRAMME_START_DATE");
    let settings = with(
        &settings,
        &[
            ("PROGRAMME_START_DATE", today.as_str()),
            ("SMTP_URL", smtp_url.as_str()),
            ("ADMIN_EMAILS", "pastor@grace.example"),
        ],
    );
    let settings = with(&settings, more);
    let app = spawn_with(&settings).await;
    let settings = settings
        .iter()
        .map(|(k, v)| (k.to_string(), v.to_string()))
        .collect();
    let cookie = signed_in_with_code(&app, &smtp).await;
    let mut keys = Vec::new();
    for zone in ["Asia/Tokyo", "America/Los_Angeles", "America/Chicago"] {
        let browser = BrowserKeys::generate();
        let res = subscribe(
            &app,
            &push.endpoint(zone),
            &browser,
            zone,
            Some(vec!["opening"]),
        )
        .await;
        assert_eq!(res.status(), 201, "{zone}");
        keys.push(browser);
    }
    app.data_dir
        .execute(
            "UPDATE push_subscriptions SET announcements = 0 WHERE time_zone = 'America/Chicago'",
        )
        .await;
    Church {
        push,
        app,
        settings,
        cookie,
        keys,
    }
}

impl Church {
    async fn announce(&self, form: &[(&str, &str)]) {
        let res = self
            .app
            .client
            .post(self.app.url("/admin/announcements"))
            .header(ORIGIN, &self.app.address)
            .header(COOKIE, &self.cookie)
            .form(form)
            .send()
            .await
            .unwrap();
        assert_eq!(res.status(), 303);
    }

    /// The decrypted messages the push service got for `zone`'s browser.
    fn received(&self, zone: &str, keys: &BrowserKeys) -> Vec<serde_json::Value> {
        self.push
            .requests()
            .iter()
            .filter(|r| r.path.ends_with(&format!("/push/{zone}")))
            .map(|r| keys.decrypt(&r.body))
            .collect()
    }

    async fn admin_page(&self) -> String {
        let res = self
            .app
            .client
            .get(self.app.url("/admin"))
            .header(COOKIE, &self.cookie)
            .send()
            .await
            .unwrap();
        res.text().await.unwrap()
    }
}

const NOW: [(&str, &str); 5] = [
    ("title", "Prayer walk on Saturday"),
    ("body", "Meet at the church gate at 8 AM."),
    ("link", "/days"),
    ("when", "now"),
    ("action", "save"),
];

crate::on_both_engines! {
    #[tokio::test]
    async fn each_member_gets_it_once_outside_their_quiet_hours_and_none_with_announcements_off() {
        let church = church().await;
        church.announce(&NOW).await;
        // 15:00 in Tokyo is 22:00 or 23:00 the day before in Los Angeles: quiet there.
        let tokyo_afternoon = next_local(Timestamp::now(), "Asia/Tokyo", 15);
        let report = church.app.announcement_pass(tokyo_afternoon).await;
        assert_eq!((report.fanned_out, report.sent, report.failed, report.gone), (1, 1, 0, 0));
        let tokyo = church.received("Asia/Tokyo", &church.keys[0]);
        assert_eq!(tokyo.len(), 1);
        let note = &tokyo[0]["notification"];
        assert_eq!(note["title"], "Prayer walk on Saturday");
        assert_eq!(note["body"], "Meet at the church gate at 8 AM.");
        assert_eq!(note["navigate"], format!("{}/days", church.app.address));
        assert!(church.received("America/Los_Angeles", &church.keys[1]).is_empty(), "quiet hours");

        // Again at the same instant, or later the same night: nothing more.
        assert_eq!(church.app.announcement_pass(tokyo_afternoon).await.sent, 0);
        let la_morning = next_local(tokyo_afternoon, "America/Los_Angeles", 6);
        let before = la_morning.checked_sub(1.minute()).unwrap();
        assert_eq!(church.app.announcement_pass(before).await.sent, 0);
        let report = church.app.announcement_pass(la_morning).await;
        assert_eq!(report.sent, 1);
        assert_eq!(church.received("America/Los_Angeles", &church.keys[1]).len(), 1);
        assert_eq!(church.app.announcement_pass(la_morning.checked_add(1.hour()).unwrap()).await.sent, 0);
        assert_eq!(church.received("Asia/Tokyo", &church.keys[0]).len(), 1, "once only");
        assert!(church.received("America/Chicago", &church.keys[2]).is_empty(), "announcements off");
        assert!(church.admin_page().await.contains("sent 2, failed 0, gone 0"));
    }

    #[tokio::test]
    async fn a_member_in_spanish_gets_the_churchs_spanish_words_and_else_its_own_opening_the_spanish_page() {
        let church = church().await;
        church.app.data_dir
            .execute("UPDATE push_subscriptions SET language = 'es' WHERE time_zone = 'Asia/Tokyo'")
            .await;
        let mut spanish = NOW.to_vec();
        spanish.extend([("title_es", "Caminata de oración el sábado"), ("body_es", "Nos vemos en la puerta a las 8 a. m.")]);
        church.announce(&spanish).await;
        let tokyo_afternoon = next_local(Timestamp::now(), "Asia/Tokyo", 15);
        assert_eq!(church.app.announcement_pass(tokyo_afternoon).await.sent, 1);
        church.announce(&NOW).await;
        assert_eq!(church.app.announcement_pass(tokyo_afternoon.checked_add(1.minute()).unwrap()).await.sent, 1);

        let notes: Vec<_> = church.received("Asia/Tokyo", &church.keys[0]).into_iter().map(|m| m["notification"].clone()).collect();
        let seen: Vec<_> = notes.iter().map(|n| (n["title"].as_str().unwrap(), n["lang"].as_str().unwrap())).collect();
        assert_eq!(seen, [("Caminata de oración el sábado", "es"), ("Prayer walk on Saturday", "en")]);
        assert_eq!(notes[0]["body"], "Nos vemos en la puerta a las 8 a. m.");
        // Either way it opens the member's own copy of the app.
        for note in &notes {
            assert_eq!(note["navigate"], format!("{}/es/days", church.app.address));
        }
    }

    #[tokio::test]
    async fn a_gone_subscription_is_counted_and_removed_and_a_watch_notice_is_never_pushed_late() {
        let church = church().await;
        church.announce(&NOW).await;
        church.announce(&[
            ("title", "The watch starts soon"), ("body", "Join us at 9 PM."), ("when", "now"),
            ("about_watch", "on"), ("action", "save"),
        ]).await;
        let tokyo_afternoon = next_local(Timestamp::now(), "Asia/Tokyo", 15);
        // Tokyo's push service says its subscription is gone.
        church.push.answer(&[(410, &[]), (410, &[])]);
        let report = church.app.announcement_pass(tokyo_afternoon).await;
        assert_eq!((report.fanned_out, report.sent, report.gone), (2, 0, 2));
        let left: i64 = church.app.data_dir.scalar("SELECT count(*) FROM push_subscriptions WHERE time_zone = 'Asia/Tokyo'").await;
        assert_eq!(left, 0);
        // Los Angeles was in quiet hours: the walk at 06:00, the watch notice never.
        let la_morning = next_local(tokyo_afternoon, "America/Los_Angeles", 6);
        assert_eq!(church.app.announcement_pass(la_morning).await.sent, 1);
        let la = church.received("America/Los_Angeles", &church.keys[1]);
        assert_eq!(la.len(), 1);
        assert_eq!(la[0]["notification"]["title"], "Prayer walk on Saturday");
        let page = church.admin_page().await;
        assert!(page.contains("sent 1, failed 0, gone 1"), "{page}");
        assert!(page.contains("sent 0, failed 0, gone 1"), "{page}");
    }

    #[tokio::test]
    async fn two_instances_passing_at_once_push_each_announcement_once() {
        let church = church().await;
        let settings: Vec<(&str, &str)> = church.settings.iter().map(|(k, v)| (k.as_str(), v.as_str())).collect();
        let other = spawn_in(church.app.data_dir.clone(), &settings).await;
        church.announce(&NOW).await;
        // Noon in Tokyo is evening in Los Angeles (not yet 21:30): both are due at once.
        let at = next_local(Timestamp::now(), "Asia/Tokyo", 12);
        let (a, b) = tokio::join!(church.app.announcement_pass(at), other.announcement_pass(at));
        assert_eq!(a.sent + b.sent, 2, "{a:?} {b:?}");
        assert_eq!(church.received("Asia/Tokyo", &church.keys[0]).len(), 1);
        assert_eq!(church.received("America/Los_Angeles", &church.keys[1]).len(), 1);
        assert!(church.admin_page().await.contains("sent 2, failed 0, gone 0"));
    }

    #[tokio::test]
    async fn a_member_turns_announcements_off_and_on_again_with_their_token() {
        let church = church().await;
        let tokyo = BrowserKeys::generate();
        let endpoint = church.push.endpoint("Asia/Tokyo/again");
        let res = subscribe(&church.app, &endpoint, &tokyo, "Asia/Tokyo", None).await;
        let made: serde_json::Value = res.json().await.unwrap();
        let url = church.app.url(&format!("/api/push/subscriptions/{}", made["id"].as_str().unwrap()));
        let change = |on: bool| {
            church.app.client.patch(&url).bearer_auth(made["token"].as_str().unwrap())
                .json(&serde_json::json!({ "announcements": on })).send()
        };
        let answer: serde_json::Value = change(false).await.unwrap().json().await.unwrap();
        assert_eq!(answer["announcements"], false);
        church.announce(&NOW).await;
        let at = next_local(Timestamp::now(), "Asia/Tokyo", 12);
        church.app.announcement_pass(at).await;
        let again: Vec<_> = church.push.requests().into_iter().filter(|r| r.path.ends_with("/push/Asia/Tokyo/again")).collect();
        assert!(again.is_empty(), "off: no push");
        let answer: serde_json::Value = change(true).await.unwrap().json().await.unwrap();
        assert_eq!(answer["announcements"], true);
        // A PATCH without it leaves it as it is.
        let kept: serde_json::Value = church.app.client.patch(&url).bearer_auth(made["token"].as_str().unwrap())
            .json(&serde_json::json!({ "timeZone": "Asia/Tokyo" })).send().await.unwrap().json().await.unwrap();
        assert_eq!(kept["announcements"], true);
    }
}

crate::on_both_engines! {
    /// The push engine's retries (issue 42): a push service that answers the first try of each
    /// message 429 (with `Retry-After`) or 503 still gets the announcement to every phone, once,
    /// and the church sees them counted as sent and retried.
    #[tokio::test]
    async fn a_busy_push_service_gets_the_announcement_to_every_phone_after_a_retry() {
        let church = church().await;
        church.announce(&NOW).await;
        church.push.answer(&[(429, &[("retry-after", "1")]), (503, &[])]);
        // Noon in Tokyo is evening in Los Angeles (not yet 21:30): both are due at once.
        let at = next_local(Timestamp::now(), "Asia/Tokyo", 12);
        let report = church.app.announcement_pass(at).await;
        assert_eq!((report.sent, report.retried, report.failed), (2, 2, 0), "{report:?}");
        // Each phone: the refused try, then the one that was taken.
        let requests = church.push.requests();
        assert_eq!(requests.len(), 4);
        for (zone, keys) in [("Asia/Tokyo", &church.keys[0]), ("America/Los_Angeles", &church.keys[1])] {
            let seen = church.received(zone, keys);
            assert_eq!(seen.len(), 2, "{zone}");
            assert_eq!(seen[0], seen[1], "the same message tried again");
        }
        let page = church.admin_page().await;
        assert!(page.contains("sent 2, failed 0, gone 0 · retried 2"), "{page}");
        assert_eq!(church.app.announcement_pass(at.checked_add(1.hour()).unwrap()).await.sent, 0);
    }

    /// Claims are leased from the moment they are made and renewed while their sends are in
    /// flight: a second instance passing while the first waits on a slow push service (longer
    /// than a lease) takes nothing, and no phone gets the announcement twice.
    #[tokio::test]
    async fn a_second_instance_never_pushes_what_a_slow_pass_still_holds() {
        let church = church_with(&[("REMINDER_RESEND_AFTER_MS", "600")]).await;
        let settings: Vec<(&str, &str)> = church.settings.iter().map(|(k, v)| (k.as_str(), v.as_str())).collect();
        let other = spawn_in(church.app.data_dir.clone(), &settings).await;
        church.announce(&NOW).await;
        church.push.answer_after(std::time::Duration::from_millis(2_500));
        let at = next_local(Timestamp::now(), "Asia/Tokyo", 12);
        let started = std::time::Instant::now();
        let first = church.app.announcement_pass(at);
        let second = async {
            // Starts once the first pass holds its claims, and passes three times, on the same
            // clock, while the slow push service keeps it waiting for longer than three leases.
            let claimed = "SELECT count(*) FROM announcement_deliveries WHERE claimed_by IS NOT NULL";
            while church.app.data_dir.scalar::<i64>(claimed).await < 2 {
                tokio::task::yield_now().await;
            }
            let mut sent = 0;
            for _ in 0..3 {
                tokio::time::sleep(std::time::Duration::from_millis(700)).await;
                let now = at.checked_add(jiff::SignedDuration::try_from(started.elapsed()).unwrap()).unwrap();
                sent += other.announcement_pass(now).await.sent;
            }
            sent
        };
        let (first, second) = tokio::join!(first, second);
        assert_eq!((first.sent, second), (2, 0), "{first:?}");
        assert_eq!(church.push.requests().len(), 2, "each phone once");
        assert!(church.admin_page().await.contains("sent 2, failed 0, gone 0"));
    }
}

crate::on_both_engines! {
    /// No road starves another (issue 42): in one pass, as the server runs it, a member's 6:00
    /// reminder leaves before a slow push service has answered anything, and that service takes
    /// only its share of the announcement (64 send slots, then 32 in its slow lane); the rest wait
    /// for a later pass, so the pass, and the next one's reminders, never wait on all of it.
    #[tokio::test]
    async fn a_slow_push_service_and_a_large_announcement_hold_no_reminder_back() {
        let church = church_with(&[("RATE_LIMITS", "off")]).await;
        let slow = PushSink::start().await;
        slow.answer_after(std::time::Duration::from_secs(3));
        for n in 0..160 {
            let endpoint = slow.endpoint(&format!("slow/{n}"));
            let res = subscribe(&church.app, &endpoint, &BrowserKeys::generate(), "UTC", Some(vec!["opening"])).await;
            assert_eq!(res.status(), 201);
        }
        church.announce(&NOW).await;
        // 6:00 in Tokyo: the Tokyo member's reminder is due; 21:00 in UTC, not yet quiet there.
        let at = next_local(Timestamp::now(), "Asia/Tokyo", 6);
        let pass = church.app.push_pass(at);
        let watch = async {
            let reminded = |r: &crate::push_sink::Captured| r.path.ends_with("/push/Asia/Tokyo") && r.header("topic").is_some_and(|t| t.starts_with("day-"));
            while !church.push.requests().iter().any(reminded) {
                tokio::task::yield_now().await;
            }
            slow.requests().len()
        };
        let ((reminders, announcements, _), answered_by_slow) = tokio::join!(pass, watch);
        assert_eq!(answered_by_slow, 0, "the reminder left before the slow service answered anything");
        assert_eq!(reminders.sent, 1, "{reminders:?}");
        let tried = slow.requests().len();
        assert!(tried <= 64 + 32, "{tried} requests to the slow service in one pass");
        let waiting: i64 = church.app.data_dir.scalar("SELECT count(*) FROM announcement_deliveries").await;
        assert!(waiting >= 160 - 96, "{waiting} left for a later pass; {announcements:?}");
    }
}
