//! The day's guide by e-mail (issue 44): the address is confirmed from the device that asked,
//! then each morning at the member's local time (across a change of clocks) the day's guide goes
//! through the outbox, in the member's language, way and rhythm, with a one-click unsubscribe
//! (RFC 8058) that ends it in one request and keeps no address; a morning is queued once
//! whatever runs the pass; and a DKIM signature an independent verifier accepts.

use jiff::Timestamp;
use mail_parser::MessageParser;
use serde_json::{Value, json};

use crate::helpers::{
    TestApp, catalogue, error_message, spawn_in, spawn_with, status_and_json, succeeded, with,
};
use crate::recipients::{app_confirming, body_text};
use crate::smtp_sink::{Received, SmtpSink};

/// Day 1 is 10 March 2027: Chicago moves its clocks on Day 5 (14 March).
const START: (&str, &str) = ("PROGRAMME_START_DATE", "2027-03-10");

fn ms(text: &str) -> i64 {
    text.parse::<Timestamp>().unwrap().as_millisecond()
}

/// `POST /api/guide-mail` from client `ip` in `lang`.
async fn ask(app: &TestApp, ip: &str, lang: &str, body: &Value) -> (u16, Value) {
    let res = app
        .client
        .post(app.url("/api/guide-mail"))
        .header("X-Forwarded-For", ip)
        .header("Accept-Language", lang)
        .json(body)
        .send()
        .await
        .unwrap();
    status_and_json(res).await
}

/// A member who asks for the guide, confirms with the code from the mail on the same device,
/// and asks again with the device's token: the answer that subscribed, and the token.
async fn subscribed(
    app: &TestApp,
    sink: &SmtpSink,
    ip: &str,
    lang: &str,
    body: Value,
) -> (Value, String) {
    let (status, waiting) = ask(app, ip, lang, &body).await;
    assert_eq!(
        (status, waiting["delivery"].as_str()),
        (202, Some("awaiting_confirmation"))
    );
    let token = waiting["recipientToken"].as_str().unwrap().to_string();
    let mails = app.mails(sink).await;
    let address = format!("<{}>", body["email"].as_str().unwrap());
    let confirmation = mails
        .iter()
        .rev()
        .find(|m| m.rcpt_to.contains(&address))
        .unwrap();
    let code = code_of(&confirmation.data);
    let res = app
        .client
        .post(app.url("/api/confirm-address"))
        .header("X-Forwarded-For", ip)
        .json(&json!({ "recipientToken": token, "code": code }))
        .send()
        .await
        .unwrap();
    assert_eq!(res.status().as_u16(), 204);
    let mut again = body.clone();
    again["recipientToken"] = json!(token);
    let (status, answer) = ask(app, ip, lang, &again).await;
    assert_eq!(
        (status, answer["delivery"].as_str()),
        (202, Some("subscribed")),
        "{answer}"
    );
    (answer, token)
}

/// The code of a confirmation mail, in whichever language it is written ("Your code: 123456").
fn code_of(raw: &[u8]) -> String {
    let text = body_text(raw);
    let line = text
        .lines()
        .find(|l| {
            l.trim_end().len() >= 6
                && l.trim_end()[l.trim_end().len() - 6..]
                    .bytes()
                    .all(|b| b.is_ascii_digit())
        })
        .expect("the mail carries a code");
    let line = line.trim_end();
    line[line.len() - 6..].to_string()
}

fn parsed(raw: &[u8]) -> mail_parser::Message<'_> {
    MessageParser::default().parse(raw).unwrap()
}

fn header(raw: &[u8], name: &str) -> Option<String> {
    parsed(raw)
        .header_raw(name)
        .map(|v| v.split_whitespace().collect::<Vec<_>>().join(" "))
}

fn guides(mails: &[Received]) -> Vec<&Received> {
    mails
        .iter()
        .filter(|m| header(&m.data, "List-Unsubscribe").is_some())
        .collect()
}

/// One morning pass and delivery as of `now`: how many guides were queued.
async fn morning(app: &TestApp, now: i64) -> usize {
    let pass = app.guide_mail_pass(now).await;
    app.deliver_mail_at(now).await;
    pass.queued
}

fn member(email: &str, time: &str, zone: &str) -> Value {
    json!({ "email": email, "time": time, "timeZone": zone })
}

crate::on_both_engines! {
    /// Confirmed on the device that asked, the guide goes at 07:00 Chicago time each morning,
    /// 13:00 UTC before the clocks change and 12:00 UTC from Day 5, never a minute early, once
    /// a morning; it carries the day's scripture, prayer and declarations (read from content/),
    /// its link, the safety line and a one-click unsubscribe.
    #[tokio::test]
    async fn the_guide_goes_each_morning_on_the_members_clock_across_the_change_of_clocks() {
        let (sink, app) = app_confirming(&[START]).await;
        let (answer, _) = subscribed(&app, &sink, "198.51.100.7", "en", member("ruth@church.example", "07:00", "America/Chicago")).await;
        assert_eq!(answer["nextAt"].as_i64(), Some(ms("2027-03-10T13:00:00Z")));
        assert_eq!(answer["nextDay"].as_u64(), Some(1));
        // The confirmation mail said what it was for.
        let confirmation = body_text(&sink.messages()[0].data);
        assert!(confirmation.contains("each morning"), "{confirmation}");

        assert_eq!(morning(&app, ms("2027-03-10T12:59:59Z")).await, 0, "not a second early");
        assert_eq!(morning(&app, ms("2027-03-10T13:00:00Z")).await, 1);
        assert_eq!(morning(&app, ms("2027-03-10T13:00:30Z")).await, 0, "once a morning");
        for (day, at) in [(2, "2027-03-11T13:00:00Z"), (3, "2027-03-12T13:00:00Z"), (4, "2027-03-13T13:00:00Z")] {
            assert_eq!(morning(&app, ms(at)).await, 1, "day {day}");
        }
        // Day 5: the clocks have moved; 07:00 is 12:00 UTC.
        assert_eq!(morning(&app, ms("2027-03-14T11:59:59Z")).await, 0);
        assert_eq!(morning(&app, ms("2027-03-14T12:00:00Z")).await, 1);

        let mails = sink.messages();
        let sent = guides(&mails);
        assert_eq!(sent.len(), 5);
        for (n, mail) in sent.iter().enumerate() {
            let day = n as u16 + 1;
            let guide = catalogue().day(day).unwrap();
            let message = parsed(&mail.data);
            assert_eq!(message.subject(), Some(format!("Day {day}: {}", guide.theme).as_str()));
            assert_eq!(mail.rcpt_to, vec!["<ruth@church.example>".to_string()]);
            let text = body_text(&mail.data);
            assert!(text.contains(&guide.anchor_scripture.reference), "day {day}");
            assert!(text.contains(&guide.daily_prayer), "day {day}");
            for declaration in &guide.declarations {
                assert!(text.contains(declaration.as_str()), "day {day}: {declaration}");
            }
            // Every prayer time (the member keeps every one).
            for slot in guide.timed_slots() {
                assert!(text.contains(&slot.title), "day {day}: {}", slot.title);
            }
            assert!(text.contains(&app.url(&format!("/day/{day}"))), "the day's link");
            assert!(text.contains(&app.url("/safety")), "the safety line");
            let html = message.body_html(0).unwrap();
            assert!(html.contains(&format!("/day/{day}")));
            let unsubscribe = header(&mail.data, "List-Unsubscribe").unwrap();
            assert!(unsubscribe.starts_with(&format!("<{}", app.url("/unsubscribe/"))), "{unsubscribe}");
            assert_eq!(header(&mail.data, "List-Unsubscribe-Post").as_deref(), Some("List-Unsubscribe=One-Click"));
            // A stable Message-ID domain: the sender's.
            let id = message.message_id().unwrap();
            assert!(id.ends_with("@gracefellowship.church") || id.contains('@'), "{id}");
        }
        assert_eq!(app.metric("prayer_fast_guide_mails_sent_total").await, 5.0);
    }

    /// In Spanish, once a day, on a partial fast: the guide is the short path (the day's
    /// scripture, prayer, the one prayer time's focus, the declarations), with the partial
    /// fast's hours, the Spanish pages' links and an unsubscribe page in Spanish.
    #[tokio::test]
    async fn a_spanish_member_once_a_day_gets_the_short_path_in_spanish() {
        let (sink, app) = app_confirming(&[START]).await;
        let mut body = member("ana@iglesia.example", "06:30", "Europe/Madrid");
        body["rhythm"] = json!("once");
        body["way"] = json!("partial");
        subscribed(&app, &sink, "198.51.100.8", "es", body).await;
        assert_eq!(morning(&app, ms("2027-03-10T05:30:00Z")).await, 1);
        let mails = sink.messages();
        let mail = guides(&mails)[0];
        let lang = catalogue().language("es");
        let guide = catalogue().day_in(&lang, 1).unwrap();
        let programme = catalogue().programme_in(&lang);
        let once = programme.rhythms.as_ref().unwrap().get(prayer_fast::content::model::RhythmKey::Once);
        assert_eq!(parsed(&mail.data).subject(), Some(format!("Día 1: {}", guide.theme).as_str()));
        let text = body_text(&mail.data);
        assert!(text.contains(&guide.daily_prayer));
        for slot in guide.timed_slots() {
            let kept = once.keeps(&slot.key);
            assert_eq!(text.contains(&format!("· {}", slot.title)), kept, "{}", slot.key);
            if let (true, Some(focus)) = (kept, &slot.prayer_focus) {
                assert!(text.contains(focus.as_str()));
            }
        }
        let partial = guide.fill_line(programme, &programme.ways_of_fasting.partial.fast_hours);
        assert!(text.contains(&partial), "{partial}");
        assert!(text.contains(&app.url("/es/day/1")));
        let link = header(&mail.data, "List-Unsubscribe").unwrap();
        let link = link.trim_matches(|c| c == '<' || c == '>');
        assert!(link.ends_with("?lang=es"), "{link}");
        let page = app.client.get(link).send().await.unwrap().text().await.unwrap();
        assert!(page.contains("lang=\"es\""), "{page}");
    }

    /// One request stops it: the RFC 8058 one-click POST from a mail provider (no Origin, no
    /// cookie) ends the subscription, deletes the address, and no later morning sends anything;
    /// a GET of the link (a scanner) stops nothing, and a forged link stops nothing.
    #[tokio::test]
    async fn one_click_unsubscribe_ends_it_in_one_request_and_keeps_no_address() {
        let (sink, app) = app_confirming(&[START]).await;
        subscribed(&app, &sink, "198.51.100.7", "en", member("ruth@church.example", "07:00", "America/Chicago")).await;
        assert_eq!(morning(&app, ms("2027-03-10T13:00:00Z")).await, 1);
        let mails = sink.messages();
        let link = header(&guides(&mails)[0].data, "List-Unsubscribe").unwrap();
        let link = link.trim_matches(|c| c == '<' || c == '>').to_string();

        let scanned = app.client.get(&link).send().await.unwrap();
        assert_eq!(scanned.status().as_u16(), 200);
        let forged = link.replace("/unsubscribe/", "/unsubscribe/x");
        let res = app.client.post(&forged).form(&[("List-Unsubscribe", "One-Click")]).send().await.unwrap();
        assert_eq!(res.status().as_u16(), 404);
        assert_eq!(morning(&app, ms("2027-03-11T13:00:00Z")).await, 1, "still on after a scan and a forgery");

        let res = app.client.post(&link).form(&[("List-Unsubscribe", "One-Click")]).send().await.unwrap();
        assert_eq!(res.status().as_u16(), 200);
        let rows: Vec<(i64,)> = app.data_dir.fetch_all("SELECT count(*) FROM guide_mail").await;
        assert_eq!(rows[0].0, 0, "the address is deleted at once");
        let kept: Vec<(i64,)> = app
            .data_dir
            .fetch_all("SELECT count(*) FROM outbox WHERE payload LIKE '%ruth@%'")
            .await;
        assert_eq!(kept[0].0, 0, "no queued mail holds the address");
        assert_eq!(morning(&app, ms("2027-03-12T13:00:00Z")).await, 0);
        assert_eq!(guides(&sink.messages()).len(), 2);
        // Again: nothing to stop, said kindly.
        let again = app.client.post(&link).form(&[("List-Unsubscribe", "One-Click")]).send().await.unwrap();
        assert_eq!(again.status().as_u16(), 200);
    }

    /// An unsubscribe that races a send: a guide already queued when the member stops is never
    /// sent, and stopping while a delivery runs sends at most that one mail and nothing after.
    #[tokio::test]
    async fn an_unsubscribe_racing_a_send_sends_nothing_after_it() {
        let (sink, app) = app_confirming(&[START]).await;
        let (_, token) = subscribed(&app, &sink, "198.51.100.7", "en", member("ruth@church.example", "07:00", "America/Chicago")).await;
        // Queued, not yet delivered; then stopped from the guide.
        let pass = app.guide_mail_pass(ms("2027-03-10T13:00:00Z")).await;
        assert_eq!(pass.queued, 1);
        let stopped = app.client.delete(app.url("/api/guide-mail")).bearer_auth(&token).send().await.unwrap();
        assert_eq!(stopped.status().as_u16(), 204);
        app.deliver_mail_at(ms("2027-03-10T13:00:01Z")).await;
        assert!(guides(&sink.messages()).is_empty(), "a guide queued before the stop is not sent");
        let status: Vec<(String,)> = app.data_dir.fetch_all("SELECT status FROM outbox WHERE kind = 'guide'").await;
        assert_eq!(status, vec![("dead".to_string(),)]);

        // Subscribed again; the stop and the delivery run side by side.
        let (_, token) = subscribed(&app, &sink, "198.51.100.7", "en", member("ruth@church.example", "07:00", "America/Chicago")).await;
        // Day 1's guide was queued once already (and dropped): not again.
        assert_eq!(app.guide_mail_pass(ms("2027-03-10T13:00:00Z")).await.queued, 0);
        assert_eq!(app.guide_mail_pass(ms("2027-03-11T13:00:00Z")).await.queued, 1);
        let stop = app.client.delete(app.url("/api/guide-mail")).bearer_auth(&token).send();
        let (stopped, _) = tokio::join!(stop, app.deliver_mail_at(ms("2027-03-11T13:00:01Z")));
        assert_eq!(stopped.unwrap().status().as_u16(), 204);
        assert!(guides(&sink.messages()).len() <= 1);
        let sent = guides(&sink.messages()).len();
        assert_eq!(morning(&app, ms("2027-03-12T13:00:00Z")).await, 0);
        assert_eq!(guides(&sink.messages()).len(), sent, "nothing after the stop");
        let rows: Vec<(i64,)> = app.data_dir.fetch_all("SELECT count(*) FROM guide_mail").await;
        assert_eq!(rows[0].0, 0);
    }

    /// Two instances on one database run the morning pass at the same instant: each guide is
    /// queued once. A pass after the service was down skips the mornings it missed, never
    /// sending a late guide for a past day.
    #[tokio::test]
    async fn two_instances_queue_each_morning_once_and_a_missed_morning_is_not_sent_late() {
        let (sink, first) = app_confirming(&[START]).await;
        for (n, ip) in ["198.51.100.7", "198.51.100.8", "198.51.100.9"].iter().enumerate() {
            let email = format!("member{n}@church.example");
            subscribed(&first, &sink, ip, "en", member(&email, "07:00", "America/Chicago")).await;
        }
        let env: Vec<(String, String)> = first.env_vars().into_iter().collect();
        let env: Vec<(&str, &str)> = env.iter().map(|(k, v)| (k.as_str(), v.as_str())).collect();
        let second = spawn_in(first.data_dir.clone(), &env).await;
        let now = ms("2027-03-10T13:00:00Z");
        let (a, b) = tokio::join!(first.guide_mail_pass(now), second.guide_mail_pass(now));
        assert_eq!(a.queued + b.queued, 3);
        first.deliver_mail_at(now).await;
        second.deliver_mail_at(now).await;
        assert_eq!(guides(&sink.messages()).len(), 3);
        // Down from Day 2 to Day 4's afternoon: Days 2 to 4 are not sent late; Day 5 is on time.
        assert_eq!(morning(&first, ms("2027-03-13T20:00:00Z")).await, 0);
        assert_eq!(morning(&first, ms("2027-03-14T12:00:00Z")).await, 3);
        let days: Vec<String> = guides(&sink.messages())
            .iter()
            .map(|m| parsed(&m.data).subject().unwrap().to_string())
            .collect();
        assert_eq!(days.iter().filter(|s| s.starts_with("Day 5:")).count(), 3, "{days:?}");
        assert_eq!(days.len(), 6, "{days:?}");
    }

    /// What a stranger and bad input get: an address is confirmed before anything is kept
    /// (a stranger's request keeps no address); bad times and zones are refused with a clear
    /// message; reading or stopping needs the device's confirmed token; a church can switch it
    /// off; and the subscription is deleted seven days after the fast.
    #[tokio::test]
    async fn refusals_and_the_end_of_the_fast() {
        let (sink, app) = app_confirming(&[START]).await;
        let (status, answer) = ask(&app, "203.0.113.9", "en", &member("ruth@church.example", "07:00", "America/Chicago")).await;
        assert_eq!((status, answer["delivery"].as_str()), (202, Some("awaiting_confirmation")));
        let rows: Vec<(i64,)> = app.data_dir.fetch_all("SELECT count(*) FROM guide_mail").await;
        assert_eq!(rows[0].0, 0, "nothing kept before the address is confirmed");
        for (body, message) in [
            (member("ruth@church.example", "7:00", "America/Chicago"), "Please choose a time of day such as 07:00"),
            (member("ruth@church.example", "24:00", "America/Chicago"), "Please choose a time of day such as 07:00"),
            (member("ruth@church.example", "07:00", "Mars/Olympus"), "Your time zone was not recognised. Please check your phone's time zone and try again."),
            (member("not an address", "07:00", "America/Chicago"), "Please enter a valid email address"),
        ] {
            let (status, answer) = ask(&app, "203.0.113.10", "en", &body).await;
            assert_eq!((status, error_message(&answer)), (400, message));
        }
        let mut unknown = member("ruth@church.example", "07:00", "America/Chicago");
        unknown["subscription"] = json!("x");
        assert_eq!(ask(&app, "203.0.113.10", "en", &unknown).await.0, 400);
        // No token, a stranger's waiting token, a made-up one.
        let stranger = answer["recipientToken"].as_str().unwrap();
        for auth in [None, Some(stranger), Some("r2.nothing.here")] {
            let mut req = app.client.get(app.url("/api/guide-mail"));
            if let Some(token) = auth {
                req = req.bearer_auth(token);
            }
            assert_eq!(req.send().await.unwrap().status().as_u16(), 401, "{auth:?}");
        }
        // A member: reads it, stops it, reads "none".
        let (_, token) = subscribed(&app, &sink, "198.51.100.7", "en", member("naomi@church.example", "06:45", "Asia/Tokyo")).await;
        let state: Value = app.client.get(app.url("/api/guide-mail")).bearer_auth(&token).send().await.unwrap().json().await.unwrap();
        assert_eq!((state["time"].as_str(), state["timeZone"].as_str(), state["nextDay"].as_u64()), (Some("06:45"), Some("Asia/Tokyo"), Some(1)));
        // Seven days after the fast, retention deletes it.
        let days = i64::from(catalogue().programme.length_days);
        let end = jiff::civil::date(2027, 3, 10).checked_add(jiff::Span::new().days(days + 7)).unwrap();
        let end = end.to_zoned(jiff::tz::TimeZone::UTC).unwrap().timestamp().as_millisecond();
        app.purge(end - 1).await;
        assert_eq!(app.client.get(app.url("/api/guide-mail")).bearer_auth(&token).send().await.unwrap().status().as_u16(), 200);
        app.purge(end).await;
        let gone = app.client.get(app.url("/api/guide-mail")).bearer_auth(&token).send().await.unwrap();
        assert_eq!(gone.status().as_u16(), 404);

        // Switched off by the church.
        let off = spawn_with(&[("GUIDE_MAIL", "off")]).await;
        let settings: Value = off.get("/api/programme").await.json().await.unwrap();
        assert_eq!(settings["guideMail"], json!(false));
        let (status, answer) = ask(&off, "198.51.100.7", "en", &member("ruth@church.example", "07:00", "UTC")).await;
        assert_eq!((status, error_message(&answer)), (403, "This church does not send the day's guide by e-mail."));
        let on: Value = app.get("/api/programme").await.json().await.unwrap();
        assert_eq!(on["guideMail"], json!(true));
    }
}

/// Every mail is DKIM-signed when the church configures a key, and an independent verifier
/// (dkimpy, given the DNS record docs/e-mail.md tells the church to publish) accepts the
/// guide's signature, which covers its unsubscribe headers; a changed body fails it.
#[tokio::test]
async fn a_dkim_signed_guide_is_accepted_by_a_verifier() {
    let dir = tempfile::tempdir().unwrap();
    let key = dir.path().join("dkim.pem");
    succeeded(
        std::process::Command::new("openssl")
            .args(["genrsa", "-traditional", "-out"])
            .arg(&key)
            .arg("2048"),
    );
    let public = std::process::Command::new("openssl")
        .args(["rsa", "-pubout", "-outform", "DER", "-in"])
        .arg(&key)
        .output()
        .unwrap();
    use base64::Engine;
    let record = format!(
        "v=DKIM1; k=rsa; p={}",
        base64::engine::general_purpose::STANDARD.encode(&public.stdout)
    );
    let key_path = key.display().to_string();
    let (sink, app) = app_confirming(&with(
        &[START],
        &[
            ("MAIL_FROM", "Grace Fellowship <guide@church.example>"),
            ("DKIM_DOMAIN", "church.example"),
            ("DKIM_SELECTOR", "fast2027"),
            ("DKIM_PRIVATE_KEY_FILE", key_path.as_str()),
        ],
    ))
    .await;
    subscribed(
        &app,
        &sink,
        "198.51.100.7",
        "en",
        member("ruth@church.example", "07:00", "America/Chicago"),
    )
    .await;
    assert_eq!(morning(&app, ms("2027-03-10T13:00:00Z")).await, 1);
    let mails = sink.messages();
    let guide = guides(&mails)[0].data.clone();
    let signature = header(&guide, "DKIM-Signature").expect("signed");
    assert!(
        signature.contains("d=church.example") && signature.contains("s=fast2027"),
        "{signature}"
    );
    assert!(
        signature.to_lowercase().contains("list-unsubscribe"),
        "{signature}"
    );
    assert_eq!(dkim_verify(dir.path(), &guide, &record), "True");
    // The confirmation mail before it is signed too.
    assert_eq!(dkim_verify(dir.path(), &mails[0].data, &record), "True");
    let mut changed = guide.clone();
    let at = changed.len() - 40;
    changed[at] = if changed[at] == b'a' { b'b' } else { b'a' };
    assert_eq!(dkim_verify(dir.path(), &changed, &record), "False");
}

/// dkimpy's verdict on `message` with `record` as the selector's DNS TXT record.
fn dkim_verify(dir: &std::path::Path, message: &[u8], record: &str) -> String {
    let python = crate::helpers::repo_root().join(".venv/bin/python");
    assert!(
        python.exists(),
        "the verifier needs .venv (npm test makes it from scripts/requirements.txt)"
    );
    let file = dir.join("message.eml");
    std::fs::write(&file, message).unwrap();
    let script = "import sys, dkim\n\
        record = sys.argv[2].encode()\n\
        def dns(name, timeout=5):\n    return record if name.startswith(b'fast2027._domainkey.church.example') else None\n\
        print(dkim.verify(open(sys.argv[1], 'rb').read(), dnsfunc=dns))";
    let out = succeeded(
        std::process::Command::new(python)
            .args(["-c", script])
            .arg(&file)
            .arg(record),
    );
    String::from_utf8_lossy(&out.stdout).trim().to_string()
}
