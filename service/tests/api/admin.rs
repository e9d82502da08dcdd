//! The church's admin area (issue 30): administrators named in `ADMIN_EMAILS` sign in with a
//! one-time code or link mailed through the outbox (to a real SMTP server), get a 12-hour
//! session cookie, and every action is in the audit log. Nobody else learns who the
//! administrators are, and no other site can act for them.

use reqwest::header::{COOKIE, LOCATION, ORIGIN, SET_COOKIE};

use crate::helpers::{TestApp, spawn_with, with};
use crate::recipients::body_text;
use crate::smtp_sink::{Behaviour, SmtpSink};

pub const ADMIN: &str = "pastor@grace.example";
/// What every code that does not sign in is told, whatever the reason and the address.
pub const CODE_REFUSED: &str = "That code did not sign you in.";

/// A mail sink and the app with one administrator (and `extra` settings).
pub async fn app_with_admin(extra: &[(&str, &str)]) -> (SmtpSink, TestApp) {
    let sink = SmtpSink::start(Behaviour::Accept).await;
    let url = sink.url();
    let app = spawn_with(&with(
        &[
            ("SMTP_URL", url.as_str()),
            ("ADMIN_EMAILS", "Pastor@Grace.example, elder@grace.example"),
            ("TRUSTED_PROXIES", "127.0.0.1"),
        ],
        extra,
    ))
    .await;
    (sink, app)
}

/// A POST from the admin page itself (its `Origin`).
fn from_admin_page(app: &TestApp, path: &str) -> reqwest::RequestBuilder {
    app.client.post(app.url(path)).header(ORIGIN, &app.address)
}

/// A form POST from the admin page itself.
pub async fn post_form(app: &TestApp, path: &str, form: &[(&str, &str)]) -> reqwest::Response {
    from_admin_page(app, path).form(form).send().await.unwrap()
}

/// A signed-in administrator's POST from the admin page.
pub fn signed_in_request(app: &TestApp, cookie: &str, path: &str) -> reqwest::RequestBuilder {
    from_admin_page(app, path).header(COOKIE, cookie)
}

/// A signed-in administrator's form POST from the admin page: its status and body.
pub async fn signed_in_post(
    app: &TestApp,
    cookie: &str,
    path: &str,
    form: &[(&str, &str)],
) -> (u16, String) {
    let res = signed_in_request(app, cookie, path).form(form).send().await;
    let res = res.unwrap();
    (res.status().as_u16(), res.text().await.unwrap())
}

/// A signed-in administrator's page at `path` (answered 200).
pub async fn signed_in_page(app: &TestApp, cookie: &str, path: &str) -> String {
    let res = app
        .client
        .get(app.url(path))
        .header(COOKIE, cookie)
        .send()
        .await
        .unwrap();
    assert_eq!(res.status(), 200);
    res.text().await.unwrap()
}

/// The code and the link in the newest sign-in mail to `to`.
pub async fn sign_in_mail(app: &TestApp, sink: &SmtpSink, to: &str) -> (String, String) {
    let mails = app.mails(sink).await;
    let mail = mails
        .iter()
        .rev()
        .find(|m| m.rcpt_to.iter().any(|r| r.contains(to)))
        .expect("a sign-in mail reached the administrator");
    let text = body_text(&mail.data);
    let code = text
        .lines()
        .find_map(|l| l.strip_prefix("Or type this code on the sign-in page: "))
        .expect("the mail carries a code")
        .trim()
        .to_string();
    let link = text
        .split_whitespace()
        .find(|w| w.contains("/admin/sign-in/"))
        .expect("the mail carries a link")
        .to_string();
    (code, link)
}

/// The session cookie a sign-in set (`name=value`), after checking its attributes.
pub fn session_cookie(res: &reqwest::Response) -> String {
    assert_eq!(res.status(), 303, "a sign-in goes on to the admin page");
    assert_eq!(res.headers()[LOCATION], "/admin");
    let cookie = res.headers()[SET_COOKIE].to_str().unwrap().to_string();
    for attribute in [
        "HttpOnly",
        "SameSite=Strict",
        "Path=/admin",
        "Max-Age=43200",
    ] {
        assert!(cookie.contains(attribute), "{attribute} in {cookie}");
    }
    assert!(!cookie.contains("Secure"), "not on plain http: {cookie}");
    cookie.split(';').next().unwrap().to_string()
}

pub async fn admin_page(app: &TestApp, cookie: Option<&str>) -> (u16, String) {
    let mut req = app.client.get(app.url("/admin"));
    if let Some(cookie) = cookie {
        req = req.header(COOKIE, cookie);
    }
    let res = req.send().await.unwrap();
    (res.status().as_u16(), res.text().await.unwrap())
}

pub async fn signed_in_with_code(app: &TestApp, sink: &SmtpSink) -> String {
    assert_eq!(
        post_form(app, "/admin/sign-in", &[("email", ADMIN)])
            .await
            .status(),
        200
    );
    let (code, _) = sign_in_mail(app, sink, ADMIN).await;
    session_cookie(&post_form(app, "/admin/code", &[("email", ADMIN), ("code", &code)]).await)
}

crate::on_both_engines! {
    #[tokio::test]
    async fn an_administrator_signs_in_with_the_mailed_code_and_the_audit_log_says_so() {
        let (sink, app) = app_with_admin(&[]).await;
        let (status, page) = admin_page(&app, None).await;
        assert_eq!(status, 200);
        assert!(page.contains("Sign in to the admin area"), "{page}");
        assert!(!page.contains("Audit log"));

        // Any spelling of the address named in ADMIN_EMAILS.
        let res = post_form(&app, "/admin/sign-in", &[("email", "PASTOR@grace.example")]).await;
        assert_eq!(res.status(), 200);
        assert!(res.text().await.unwrap().contains("Check your e-mail"));
        let (code, _) = sign_in_mail(&app, &sink, ADMIN).await;
        assert_eq!(code.len(), 6);
        let cookie = session_cookie(
            &post_form(&app, "/admin/code", &[("email", ADMIN), ("code", &code)]).await,
        );

        let (status, page) = admin_page(&app, Some(&cookie)).await;
        assert_eq!(status, 200);
        assert!(page.contains("Signed in as pastor@grace.example"), "{page}");
        assert!(page.contains("Audit log"));
        assert!(page.contains("signed in with a code"));
        // The cookie is the session; the database keeps only its hash.
        let value = cookie.split_once('=').unwrap().1.to_string();
        let stored: i64 = app
            .data_dir
            .scalar(&format!("SELECT count(*) FROM admin_sessions WHERE token_hash = '{value}'"))
            .await;
        assert_eq!(stored, 0);
    }

    #[tokio::test]
    async fn the_mailed_link_signs_in_once_and_a_replay_is_told_it_was_used() {
        let (sink, app) = app_with_admin(&[]).await;
        post_form(&app, "/admin/sign-in", &[("email", ADMIN)]).await;
        let (code, link) = sign_in_mail(&app, &sink, ADMIN).await;
        let path = link.strip_prefix(&app.address).expect("the link is to this service");
        // Opening the link (or a mail scanner following it) signs nobody in.
        let opened = app.client.get(app.url(path)).send().await.unwrap();
        assert_eq!(opened.status(), 200);
        assert!(opened.headers().get(SET_COOKIE).is_none());
        let cookie = session_cookie(&post_form(&app, path, &[]).await);
        assert_eq!(admin_page(&app, Some(&cookie)).await.0, 200);

        let again = post_form(&app, path, &[]).await;
        assert_eq!(again.status(), 410);
        assert!(again.text().await.unwrap().contains("used already"));
        // The link and the code are one sign-in: the code is spent too (and says no more).
        let code_after = post_form(&app, "/admin/code", &[("email", ADMIN), ("code", &code)]).await;
        assert_eq!(code_after.status(), 400);
        assert!(code_after.text().await.unwrap().contains(CODE_REFUSED));
    }

    #[tokio::test]
    async fn wrong_codes_are_refused_and_the_sixth_try_ends_the_code_and_its_link() {
        let (sink, app) = app_with_admin(&[]).await;
        post_form(&app, "/admin/sign-in", &[("email", ADMIN)]).await;
        let (code, link) = sign_in_mail(&app, &sink, ADMIN).await;
        let wrong = if code == "000000" { "111111" } else { "000000" };
        for _ in 0..5 {
            let res = post_form(&app, "/admin/code", &[("email", ADMIN), ("code", wrong)]).await;
            assert_eq!(res.status(), 400);
            let page = res.text().await.unwrap();
            assert!(page.contains(CODE_REFUSED), "{page}");
            assert!(page.contains("name=\"code\""), "the code can be typed again");
        }
        let res = post_form(&app, "/admin/code", &[("email", ADMIN), ("code", &code)]).await;
        assert_eq!(res.status(), 400);
        assert!(res.text().await.unwrap().contains(CODE_REFUSED));
        // The link was that sign-in's too: it ended with its code.
        let path = link.strip_prefix(&app.address).unwrap();
        let res = post_form(&app, path, &[]).await;
        assert_eq!(res.status(), 410);
        assert!(res.text().await.unwrap().contains("That link has expired"));
        assert!(no_session_started(&app).await);
        let attempts: i64 = app.data_dir.scalar("SELECT attempts FROM admin_sign_ins").await;
        assert_eq!(attempts, 5, "the sixth try was not judged");
    }

    #[tokio::test]
    async fn an_expired_code_is_refused_and_a_new_one_works() {
        let (sink, app) = app_with_admin(&[]).await;
        post_form(&app, "/admin/sign-in", &[("email", ADMIN)]).await;
        let (code, _) = sign_in_mail(&app, &sink, ADMIN).await;
        // Its 15 minutes are over (and so is the minute before another mail may go).
        app.data_dir
            .execute("UPDATE admin_sign_ins SET expires_at = created_at - 1")
            .await;
        app.data_dir.execute("UPDATE admin_accounts SET next_mail_at = 0").await;
        let res = post_form(&app, "/admin/code", &[("email", ADMIN), ("code", &code)]).await;
        assert_eq!(res.status(), 400);
        assert!(res.text().await.unwrap().contains(CODE_REFUSED));

        let cookie = signed_in_with_code(&app, &sink).await;
        assert_eq!(admin_page(&app, Some(&cookie)).await.0, 200);
    }

    #[tokio::test]
    async fn another_address_gets_the_same_answer_and_no_mail_and_cannot_sign_in() {
        let (sink, app) = app_with_admin(&[]).await;
        let stranger = "member@grace.example";
        let res = post_form(&app, "/admin/sign-in", &[("email", stranger)]).await;
        assert_eq!(res.status(), 200);
        let page = res.text().await.unwrap();
        assert!(page.contains("Check your e-mail"), "the same answer as an administrator's");
        assert_eq!(app.mails(&sink).await.len(), 0, "nothing is mailed");
        let res = post_form(&app, "/admin/code", &[("email", stranger), ("code", "123456")]).await;
        assert_eq!(res.status(), 400);

        // An administrator's code does not sign in another address.
        post_form(&app, "/admin/sign-in", &[("email", ADMIN)]).await;
        let (code, _) = sign_in_mail(&app, &sink, ADMIN).await;
        let res = post_form(&app, "/admin/code", &[("email", "elder@grace.example"), ("code", &code)]).await;
        assert_eq!(res.status(), 400);
        assert!(res.headers().get(SET_COOKIE).is_none());
    }

    #[tokio::test]
    async fn a_request_from_another_site_is_refused_and_changes_nothing() {
        let (sink, app) = app_with_admin(&[]).await;
        let cookie = signed_in_with_code(&app, &sink).await;
        for origin in [Some("https://evil.example"), None] {
            let mut req = app.client.post(app.url("/admin/sign-out")).header(COOKIE, &cookie);
            if let Some(origin) = origin {
                req = req.header(ORIGIN, origin);
            }
            let res = req.send().await.unwrap();
            assert_eq!(res.status(), 403, "{origin:?}");
            assert!(res.text().await.unwrap().contains("did not come from the admin area"));
        }
        let asked = app
            .client
            .post(app.url("/admin/sign-in"))
            .header(ORIGIN, "https://evil.example")
            .form(&[("email", ADMIN)])
            .send()
            .await
            .unwrap();
        assert_eq!(asked.status(), 403);
        // Still signed in, and only the first sign-in's mail went out.
        assert_eq!(admin_page(&app, Some(&cookie)).await.0, 200);
        assert!(admin_page(&app, Some(&cookie)).await.1.contains("Signed in as"));
        assert_eq!(app.mails(&sink).await.len(), 1);
    }

    #[tokio::test]
    async fn signing_out_ends_the_session_and_is_in_the_audit_log() {
        let (sink, app) = app_with_admin(&[]).await;
        let cookie = signed_in_with_code(&app, &sink).await;
        let res = signed_in_request(&app, &cookie, "/admin/sign-out");
        let res = res.send().await.unwrap();
        assert_eq!(res.status(), 303);
        let cleared = res.headers()[SET_COOKIE].to_str().unwrap();
        assert!(cleared.contains("Max-Age=0"), "{cleared}");
        let (status, page) = admin_page(&app, Some(&cookie)).await;
        assert_eq!(status, 200);
        assert!(page.contains("Sign in to the admin area"), "the old cookie is no session");

        let again = signed_in_with_code(&app, &sink).await;
        let page = admin_page(&app, Some(&again)).await.1;
        assert!(page.contains("signed out"), "{page}");
        assert!(page.find("signed in with a code") < page.find("signed out"), "newest first");
    }

    #[tokio::test]
    async fn the_admin_page_shows_the_programme_at_a_glance() {
        let today = jiff::Zoned::now().with_time_zone(jiff::tz::TimeZone::UTC).date();
        let start = today.checked_sub(jiff::ToSpan::days(2)).unwrap().to_string();
        let (sink, app) = app_with_admin(&[
            ("PROGRAMME_START_DATE", start.as_str()),
            ("CHURCH_TIME_ZONE", "UTC"),
            ("MAIL_DAILY_CAP", "250"),
        ])
        .await;
        let cookie = signed_in_with_code(&app, &sink).await;
        let page = admin_page(&app, Some(&cookie)).await.1;
        let length = crate::helpers::catalogue().programme.length_days;
        for (what, value) in [
            ("Today (church's clock)", format!("Day 3 of {length}")),
            ("Devices with reminders", "0".to_string()),
            // The sign-in mail itself.
            ("Mails in the last 24 hours", "1 of the daily cap of 250".to_string()),
            ("Mails waiting to go out", "0".to_string()),
            ("Reminders", "Off (no VAPID_SUBJECT)".to_string()),
        ] {
            let row = format!("<th scope=\"row\">{what}</th><td>{value}</td>");
            assert!(page.contains(&row), "{row} in {page}");
        }
    }
}

pub async fn no_session_started(app: &TestApp) -> bool {
    let count: i64 = app
        .data_dir
        .scalar("SELECT count(*) FROM admin_sessions")
        .await;
    count == 0
}

#[tokio::test]
async fn without_admin_emails_there_is_no_admin_area() {
    let app = spawn_with(&[]).await;
    let (status, page) = admin_page(&app, None).await;
    assert_eq!(status, 404);
    assert!(page.contains("The admin area is off"), "{page}");
    let res = post_form(&app, "/admin/sign-in", &[("email", ADMIN)]).await;
    assert_eq!(res.status(), 404);
}
