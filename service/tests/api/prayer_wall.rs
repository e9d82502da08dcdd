//! The church's prayer wall (issue 43): a member asks (the text, its language, the hash of a key
//! only their device holds for that request); an administrator reads it (edits it for privacy,
//! approves or declines it) before members see it; members tap "I prayed", once per token (fresh
//! for each request and day); the author's device alone learns how its requests stand, marks one
//! answered, withdraws it. Reports take a request off the wall until the church reads it again.
//! Every refusal is answered in words; a client's daily budgets bound what a flood can move;
//! the wall is deleted when the fast and its grace are over; and no table keeps an address, a
//! subscription or a device's key beside a request, a count or a tap.

use jiff::tz::TimeZone;
use jiff::{Timestamp, ToSpan, Zoned};
use prayer_fast::app::prayer_wall::{ASKS_PER_CLIENT_PER_DAY, TAPS_PER_CLIENT_PER_DAY, deleted_at};
use prayer_fast::domain::{MINE_MAX_REQUESTS, PRAYER_REQUEST_MAX_CHARS};
use prayer_fast::storage::prayer_wall::REPORTS_TO_HIDE;
use serde_json::{Value, json};

use crate::admin::{app_with_admin, signed_in_page, signed_in_post, signed_in_with_code};
use crate::helpers::{TestApp, catalogue, error_message, with};

/// The settings under which today (UTC) is day 1 of the fast.
fn day_one_today() -> Vec<(&'static str, String)> {
    let today = Zoned::now().with_time_zone(TimeZone::UTC).date();
    vec![
        ("PROGRAMME_START_DATE", today.to_string()),
        ("CHURCH_TIME_ZONE", "UTC".to_string()),
    ]
}

/// An administrator's session on a fresh service whose day 1 is today (and `extra` settings).
async fn wall_app(extra: &[(&str, &str)]) -> (TestApp, String) {
    let clock = day_one_today();
    let mut env: Vec<(&str, &str)> = clock.iter().map(|(k, v)| (*k, v.as_str())).collect();
    env.extend_from_slice(extra);
    let (sink, app) = app_with_admin(&with(&env, &[])).await;
    let cookie = signed_in_with_code(&app, &sink).await;
    (app, cookie)
}

/// A device's key for one request, from a number: 43 base64url characters.
fn key(n: usize) -> String {
    format!("{n:0>43}")
}

/// A tap's token, from a number: 22 base64url characters.
fn token(n: usize) -> String {
    format!("{n:0>22}")
}

async fn ask(app: &TestApp, text: &str, key: &str) -> (u16, Value) {
    let body = json!({ "text": text, "authorKey": key });
    app.post_answer("/api/prayer-wall/requests", &body).await
}

async fn asked(app: &TestApp, text: &str, key: &str) -> String {
    let (status, body) = ask(app, text, key).await;
    assert_eq!(status, 201, "{body}");
    body["id"].as_str().unwrap().to_string()
}

async fn wall(app: &TestApp, lang: &str) -> Vec<Value> {
    let body = app.json_in("/api/prayer-wall", lang).await;
    body["requests"].as_array().unwrap().clone()
}

async fn post(app: &TestApp, path: &str, body: Value) -> (u16, Value) {
    app.post_answer(path, &body).await
}

async fn prayed(app: &TestApp, id: &str, day: u16, token: &str) -> u16 {
    post(
        app,
        "/api/prayer-wall/prayed",
        json!({ "id": id, "day": day, "token": token }),
    )
    .await
    .0
}

async fn mine(app: &TestApp, own: &[(&str, &str)]) -> Vec<Value> {
    let requests: Vec<Value> = own
        .iter()
        .map(|(id, key)| json!({ "id": id, "authorKey": key }))
        .collect();
    let (status, body) = post(
        app,
        "/api/prayer-wall/mine",
        json!({ "requests": requests }),
    )
    .await;
    assert_eq!(status, 200, "{body}");
    body["requests"].as_array().unwrap().clone()
}

/// An administrator's decision, from the admin page (its `Origin`, the session cookie).
async fn decide(app: &TestApp, cookie: &str, id: &str, form: &[(&str, &str)]) -> (u16, String) {
    let mut form = form.to_vec();
    form.push(("id", id));
    signed_in_post(app, cookie, "/admin/prayer-wall", &form).await
}

/// A request asked with `key` and approved as written: its id.
async fn approved(app: &TestApp, cookie: &str, text: &str, key: &str) -> String {
    let id = asked(app, text, key).await;
    decide(app, cookie, &id, &[("action", "approve"), ("text", text)]).await;
    id
}

async fn review_page(app: &TestApp, cookie: &str) -> String {
    signed_in_page(app, cookie, "/admin/prayer-wall").await
}

/// Every (table, column) of the database.
async fn table_columns(app: &TestApp) -> Vec<(String, String)> {
    let sql = if app.data_dir.postgres_url().is_some() {
        "SELECT table_name::text, column_name::text FROM information_schema.columns WHERE table_schema = current_schema()"
    } else {
        "SELECT m.name, p.name FROM sqlite_master m JOIN pragma_table_info(m.name) p WHERE m.type = 'table'"
    };
    app.data_dir.fetch_all(sql).await
}

crate::on_both_engines! {
    #[tokio::test]
    async fn a_request_is_shown_once_approved_as_edited_and_each_prayer_counts_once_per_token() {
        let (app, cookie) = wall_app(&[]).await;
        let text = "Please pray for my brother Luis, who is in hospital (Maria Lopez asked).";
        let id = asked(&app, text, &key(1)).await;
        // Sent again (its answer lost on the way): the same request.
        assert_eq!(asked(&app, text, &key(1)).await, id);
        let kept: i64 = app.data_dir.scalar("SELECT count(*) FROM prayer_requests").await;
        assert_eq!(kept, 1);
        assert!(wall(&app, "en").await.is_empty(), "not shown before the church reads it");
        assert_eq!(prayed(&app, &id, 1, &token(1)).await, 404, "not on the wall yet");
        let own = mine(&app, &[(&id, &key(1))]).await;
        assert_eq!(own[0]["status"], "waiting");

        // The administrator sees the text alone, and edits it for privacy.
        let page = review_page(&app, &cookie).await;
        assert!(page.contains("who is in hospital"), "{page}");
        let edited = "Please pray for my brother, who is in hospital.";
        let (status, _) = decide(&app, &cookie, &id, &[("action", "approve"), ("kind", "request"), ("text", edited)]).await;
        assert_eq!(status, 303);
        assert!(!review_page(&app, &cookie).await.contains("in hospital"));

        let shown = wall(&app, "en").await;
        assert_eq!(shown.len(), 1);
        assert_eq!(shown[0]["text"], edited);
        assert_eq!(shown[0]["lang"], "en");
        assert_eq!(shown[0]["prayed"], 0);

        // Two members pray; one of them sends its tap again (an offline replay): two prayers.
        assert_eq!(prayed(&app, &id, 1, &token(1)).await, 204);
        assert_eq!(prayed(&app, &id, 1, &token(1)).await, 204);
        assert_eq!(prayed(&app, &id, 1, &token(2)).await, 204);
        assert_eq!(wall(&app, "en").await[0]["prayed"], 2);
        let own = mine(&app, &[(&id, &key(1))]).await;
        assert_eq!((own[0]["status"].as_str(), own[0]["prayed"].as_i64()), (Some("shown"), Some(2)));
        // Another key learns nothing of it.
        assert!(mine(&app, &[(&id, &key(2))]).await.is_empty());

        let audit: Vec<(String,)> = app.data_dir.fetch_all("SELECT action FROM admin_audit").await;
        assert!(audit.iter().any(|(a,)| a == &format!("approved prayer request {id}")), "{audit:?}");
    }

    #[tokio::test]
    async fn every_refusal_is_told_in_words_and_keeps_nothing() {
        let (app, cookie) = wall_app(&[]).await;
        let long = "a".repeat(PRAYER_REQUEST_MAX_CHARS + 1);
        for (text, says) in [
            (long.as_str(), "280 characters"),
            ("  ", "Write your request"),
            ("Pray for us, see https://evil.example/x", "links"),
            ("Pray for my job, mychurch.org has it", "links"),
            ("Pray for Ana, call her on 555-123-4567", "phone numbers"),
            ("Write to ana@example.org to pray with her", "e-mail addresses"),
            ("Pray\u{1b}[31m for us", "cannot be shown"),
        ] {
            let (status, body) = ask(&app, text, &key(1)).await;
            assert_eq!(status, 422, "{text}: {body}");
            assert!(error_message(&body).contains(says), "{text}: {body}");
        }
        // In Spanish, in Spanish.
        let res = app
            .client
            .post(app.url("/api/prayer-wall/requests"))
            .header("accept-language", "es")
            .json(&json!({ "text": "llama al 55 1234 5678", "authorKey": key(1) }))
            .send()
            .await
            .unwrap();
        assert_eq!(res.status(), 422);
        let body: Value = res.json().await.unwrap();
        assert!(error_message(&body).contains("números de teléfono"), "{body}");

        let (status, body) = ask(&app, "Pray for my family", "short-key").await;
        assert_eq!(status, 422, "{body}");
        let kept: i64 = app.data_dir.scalar("SELECT count(*) FROM prayer_requests").await;
        assert_eq!(kept, 0, "nothing refused is kept");

        let id = approved(&app, &cookie, "Pray for my family this week", &key(1)).await;
        let length = catalogue().programme.length_days;
        for (day, tok) in [(1, "too-short"), (0, token(1).as_str()), (length + 1, token(1).as_str()), (3, token(1).as_str())] {
            let status = prayed(&app, &id, day, tok).await;
            assert_eq!(status, 422, "day {day}, token {tok}");
        }
        assert_eq!(prayed(&app, "AAAAAAAAAAAAAAAAAAAAAA", 1, &token(1)).await, 404);
        let too_many: Vec<(String, String)> = (0..=MINE_MAX_REQUESTS).map(|n| (token(n), key(n))).collect();
        let own: Vec<(&str, &str)> = too_many.iter().map(|(i, k)| (i.as_str(), k.as_str())).collect();
        let requests: Vec<Value> = own.iter().map(|(id, key)| json!({ "id": id, "authorKey": key })).collect();
        let (status, body) = post(&app, "/api/prayer-wall/mine", json!({ "requests": requests })).await;
        assert_eq!(status, 422, "{body}");
        assert_eq!(wall(&app, "en").await[0]["prayed"], 0, "no refused tap counted");

        // An administrator's edit is checked too.
        let other = asked(&app, "Pray for my neighbour", &key(2)).await;
        let (status, page) = decide(&app, &cookie, &other, &[("action", "approve"), ("text", "Call 555 123 4567")]).await;
        assert_eq!(status, 422);
        assert!(page.contains("phone number"), "{page}");
        assert_eq!(wall(&app, "en").await.len(), 1);
    }

    #[tokio::test]
    async fn a_flood_from_one_client_moves_nothing_past_its_daily_budgets() {
        let (app, cookie) = wall_app(&[]).await;
        let asks = ASKS_PER_CLIENT_PER_DAY as usize;
        let mut ids = Vec::new();
        for n in 0..asks {
            ids.push(asked(&app, &format!("Pray for our street, number {n}"), &key(n)).await);
        }
        let (status, body) = ask(&app, "One more", &key(99)).await;
        assert_eq!(status, 429, "{body}");
        assert!(error_message(&body).contains("kept on your device"), "{body}");

        let id = &ids[0];
        decide(&app, &cookie, id, &[("action", "approve"), ("text", "Pray for our street")]).await;
        let budget = TAPS_PER_CLIENT_PER_DAY as usize;
        let (mut counted, mut refused) = (0, 0);
        for n in 0..budget + 20 {
            match prayed(&app, id, 1, &token(n)).await {
                204 => counted += 1,
                429 => refused += 1,
                other => panic!("tap {n}: {other}"),
            }
        }
        assert_eq!((counted, refused), (budget, 20));
        assert_eq!(wall(&app, "en").await[0]["prayed"], budget as i64);
    }

    #[tokio::test]
    async fn reports_take_a_request_off_the_wall_until_the_church_reads_it_again() {
        let (app, cookie) = wall_app(&[]).await;
        let id = approved(&app, &cookie, "Pray for peace in our town", &key(1)).await;
        for n in 0..REPORTS_TO_HIDE as usize - 1 {
            let (status, _) = post(&app, "/api/prayer-wall/reports", json!({ "id": id, "token": token(n) })).await;
            assert_eq!(status, 204);
        }
        // The same report sent again counts once.
        post(&app, "/api/prayer-wall/reports", json!({ "id": id, "token": token(0) })).await;
        assert_eq!(wall(&app, "en").await.len(), 1, "not yet hidden");
        post(&app, "/api/prayer-wall/reports", json!({ "id": id, "token": token(50) })).await;
        assert!(wall(&app, "en").await.is_empty(), "hidden after {REPORTS_TO_HIDE} reports");
        assert_eq!(mine(&app, &[(&id, &key(1))]).await[0]["status"], "hidden");
        assert!(review_page(&app, &cookie).await.contains("Reported by members"));

        decide(&app, &cookie, &id, &[("action", "approve"), ("text", "Pray for peace in our town")]).await;
        assert_eq!(wall(&app, "en").await.len(), 1, "back once read again");
    }

    #[tokio::test]
    async fn the_author_alone_marks_answered_with_thanks_read_first_or_withdraws_and_it_is_gone() {
        let (app, cookie) = wall_app(&[]).await;
        let id = approved(&app, &cookie, "Pray for my exam on Friday", &key(1)).await;
        prayed(&app, &id, 1, &token(1)).await;

        let wrong = post(&app, "/api/prayer-wall/answered", json!({ "id": id, "authorKey": key(2), "thanks": "Passed!" })).await;
        assert_eq!(wrong.0, 404, "only its author");
        let (status, _) = post(&app, "/api/prayer-wall/answered", json!({ "id": id, "authorKey": key(1), "thanks": "I passed, thank you all!" })).await;
        assert_eq!(status, 204);
        let shown = wall(&app, "en").await;
        assert_eq!((shown[0]["answered"].as_bool(), &shown[0]["thanks"]), (Some(true), &Value::Null), "thanks not read yet");
        assert!(review_page(&app, &cookie).await.contains("I passed, thank you all!"));
        decide(&app, &cookie, &id, &[("action", "approve"), ("kind", "thanks"), ("text", "I passed, thank you all!")]).await;
        assert_eq!(wall(&app, "en").await[0]["thanks"], "I passed, thank you all!");

        assert_eq!(post(&app, "/api/prayer-wall/withdraw", json!({ "id": id, "authorKey": key(2) })).await.0, 404);
        assert_eq!(post(&app, "/api/prayer-wall/withdraw", json!({ "id": id, "authorKey": key(1) })).await.0, 204);
        assert!(wall(&app, "en").await.is_empty());
        assert!(mine(&app, &[(&id, &key(1))]).await.is_empty());
        let left: i64 = app.data_dir.scalar("SELECT count(*) FROM prayer_taps").await;
        assert_eq!(left, 0, "its taps went with it");
    }

    #[tokio::test]
    async fn a_church_that_approves_automatically_shows_a_request_at_once() {
        let content = crate::helpers::copy_content();
        crate::helpers::edit_json(&content.path().join("programme.json"), |programme| {
            programme["prayerWall"] = json!({ "autoApprove": true, "keepDaysAfter": 3 });
        });
        let dir = content.path().to_str().unwrap().to_string();
        let (app, _) = wall_app(&[("CONTENT_DIR", dir.as_str())]).await;
        let (status, body) = ask(&app, "Pray for the youth camp", &key(1)).await;
        assert_eq!((status, body["status"].as_str()), (201, Some("shown")));
        assert_eq!(wall(&app, "es").await.len(), 1);
    }

    #[tokio::test]
    async fn the_wall_is_deleted_when_the_fast_and_its_grace_are_over_and_past_days_tokens_before() {
        let (app, cookie) = wall_app(&[]).await;
        let id = approved(&app, &cookie, "Pray for our church's forty days", &key(1)).await;
        asked(&app, "Pray for my mother", &key(2)).await;
        prayed(&app, &id, 1, &token(1)).await;

        // Three days on, day 1's tokens are forgotten; its count stays.
        let now = Timestamp::now();
        app.purge((now + 72.hours()).as_millisecond()).await;
        let tokens: i64 = app.data_dir.scalar("SELECT count(*) FROM prayer_taps").await;
        assert_eq!(tokens, 0);
        assert_eq!(wall(&app, "en").await[0]["prayed"], 1);

        // The fast (40 days) and the grace (7) are over: everything goes.
        let today = Zoned::now().with_time_zone(TimeZone::UTC).date();
        let catalogue = prayer_fast::content::Catalogue::load(&crate::helpers::repo_root().join("content"), Some(today)).unwrap();
        let end = deleted_at(&catalogue, &TimeZone::UTC).unwrap();
        app.purge((end - 1.minute()).as_millisecond()).await;
        let kept: i64 = app.data_dir.scalar("SELECT count(*) FROM prayer_requests").await;
        assert_eq!(kept, 2, "kept through the grace");
        app.purge((end + 1.minute()).as_millisecond()).await;
        let kept: i64 = app.data_dir.scalar("SELECT count(*) FROM prayer_requests").await;
        assert_eq!(kept, 0);
    }

    #[tokio::test]
    async fn no_table_keeps_an_address_a_subscription_or_a_key_beside_a_request_a_count_or_a_tap() {
        let (app, cookie) = wall_app(&[]).await;
        // A member with reminders on (a subscription) asks, prays and reports, like every member.
        let id = approved(&app, &cookie, "Pray for my grandmother Rosa", &key(7)).await;
        prayed(&app, &id, 1, &token(7)).await;
        post(&app, "/api/prayer-wall/reports", json!({ "id": id, "token": token(8) })).await;
        post(&app, "/api/prayer-wall/answered", json!({ "id": id, "authorKey": key(7) })).await;

        let columns: Vec<(String, String)> = table_columns(&app).await;
        let wall_columns: Vec<&str> = columns
            .iter()
            .filter(|(table, _)| table.starts_with("prayer_"))
            .map(|(_, column)| column.as_str())
            .collect();
        assert!(!wall_columns.is_empty());
        for column in &wall_columns {
            for named in ["ip", "addr", "client", "subscription", "endpoint", "device", "email", "session"] {
                assert!(!column.contains(named), "prayer wall column {column}");
            }
        }
        let rows: Vec<(String,)> = app
            .data_dir
            .fetch_all("SELECT id || ' ' || text || ' ' || lang || ' ' || author_hash || ' ' || status FROM prayer_requests")
            .await;
        let taps: Vec<(String,)> = app.data_dir.fetch_all("SELECT request_id || ' ' || kind || ' ' || token FROM prayer_taps").await;
        for (row,) in rows.iter().chain(taps.iter()) {
            assert!(!row.contains("127.0.0.1"), "{row}");
            assert!(!row.contains(&key(7)), "the key itself is never kept: {row}");
        }
    }
}
