//! The pastor's recordings (issue 44): an administrator uploads one per day and language at
//! `/admin/recordings` (multipart), whose format and length the service reads from the file
//! itself and refuses in words otherwise (a renamed file, another format, too large, a day
//! without a guide, not an administrator, another site); members list them and play them with
//! range requests (206, 416), each version cached for good.

use reqwest::header::{CACHE_CONTROL, CONTENT_RANGE, CONTENT_TYPE, COOKIE, ORIGIN};
use serde_json::Value;

use crate::admin::{app_with_admin, signed_in_request, signed_in_with_code};
use crate::helpers::TestApp;
use prayer_fast::domain::RECORDING_MAX_BYTES;
use prayer_fast_test_support::audio::{AAC_3S, OPUS_3S, mp3};

/// A `multipart/form-data` body of `fields` and a file named `name`.
fn multipart(fields: &[(&str, &str)], file: Option<(&str, &[u8])>) -> (String, Vec<u8>) {
    let boundary = "----prayer-fast-test-boundary";
    let mut body = Vec::new();
    for (name, value) in fields {
        body.extend(
            format!(
                "--{boundary}\r\nContent-Disposition: form-data; name=\"{name}\"\r\n\r\n{value}\r\n"
            )
            .as_bytes(),
        );
    }
    if let Some((name, bytes)) = file {
        body.extend(format!("--{boundary}\r\nContent-Disposition: form-data; name=\"file\"; filename=\"{name}\"\r\nContent-Type: audio/mpeg\r\n\r\n").as_bytes());
        body.extend(bytes);
        body.extend(b"\r\n");
    }
    body.extend(format!("--{boundary}--\r\n").as_bytes());
    (format!("multipart/form-data; boundary={boundary}"), body)
}

async fn upload(
    app: &TestApp,
    cookie: &str,
    day: &str,
    lang: &str,
    file: (&str, &[u8]),
) -> (u16, String) {
    let (kind, body) = multipart(
        &[("day", day), ("lang", lang), ("action", "upload")],
        Some(file),
    );
    let res = signed_in_request(app, cookie, "/admin/recordings")
        .header(CONTENT_TYPE, kind)
        .body(body)
        .send()
        .await
        .unwrap();
    (res.status().as_u16(), res.text().await.unwrap())
}

async fn listed(app: &TestApp) -> Vec<Value> {
    let res = app.get("/api/recordings").await;
    assert_eq!(res.status(), 200);
    let body: Value = res.json().await.unwrap();
    body["recordings"].as_array().unwrap().clone()
}

crate::on_both_engines! {
    #[tokio::test]
    async fn an_uploaded_recording_is_listed_and_played_in_ranges_each_version_cached_for_good() {
        let (sink, app) = app_with_admin(&[]).await;
        let cookie = signed_in_with_code(&app, &sink).await;
        let audio = mp3(383);
        let (status, page) = upload(&app, &cookie, "3", "es", ("dia-3.mp3", &audio)).await;
        assert_eq!(status, 303, "{page}");

        let list = listed(&app).await;
        assert_eq!(list.len(), 1);
        assert_eq!((list[0]["day"].as_u64(), list[0]["lang"].as_str()), (Some(3), Some("es")));
        let ms = list[0]["durationMs"].as_i64().unwrap();
        assert!((9_900..=10_100).contains(&ms), "383 frames of 1,152 samples at 44.1 kHz: {ms}");
        assert_eq!(list[0]["size"].as_u64(), Some(audio.len() as u64));
        let url = list[0]["url"].as_str().unwrap().to_string();
        assert!(url.starts_with("/api/recordings/es/3?v="), "{url}");

        let get = |range: Option<&'static str>, url: String| {
            let app = &app;
            async move {
                let mut req = app.client.get(app.url(&url));
                if let Some(range) = range { req = req.header("range", range); }
                req.send().await.unwrap()
            }
        };
        let whole = get(None, url.clone()).await;
        assert_eq!(whole.status(), 200);
        assert_eq!(whole.headers()[CONTENT_TYPE], "audio/mpeg");
        assert_eq!(whole.headers()["accept-ranges"], "bytes");
        assert_eq!(whole.headers()[CACHE_CONTROL], "public, max-age=31536000, immutable");
        let etag = whole.headers()["etag"].to_str().unwrap().to_string();
        assert_eq!(whole.bytes().await.unwrap().as_ref(), audio.as_slice());

        let part = get(Some("bytes=417-833"), url.clone()).await;
        assert_eq!(part.status(), 206);
        assert_eq!(part.headers()[CONTENT_RANGE], format!("bytes 417-833/{}", audio.len()));
        assert_eq!(part.bytes().await.unwrap().as_ref(), &audio[417..834]);
        let tail = get(Some("bytes=-100"), url.clone()).await;
        assert_eq!(tail.status(), 206);
        assert_eq!(tail.bytes().await.unwrap().as_ref(), &audio[audio.len() - 100..]);
        let beyond = get(Some("bytes=99999999-"), url.clone()).await;
        assert_eq!(beyond.status(), 416);
        assert_eq!(beyond.headers()[CONTENT_RANGE], format!("bytes */{}", audio.len()));
        let same = app.client.get(app.url(&url)).header("if-none-match", &etag).send().await.unwrap();
        assert_eq!(same.status(), 304);
        let unversioned = get(None, "/api/recordings/es/3".into()).await;
        assert_eq!(unversioned.headers()[CACHE_CONTROL], "no-cache");
        assert_eq!(get(None, "/api/recordings/en/3".into()).await.status(), 404);

        // A new upload is a new version at a new address; deleting it is in the audit log too.
        let (status, _) = upload(&app, &cookie, "3", "es", ("dia-3.mp3", &mp3(100))).await;
        assert_eq!(status, 303);
        assert_ne!(listed(&app).await[0]["url"].as_str().unwrap(), url);
        let (kind, body) = multipart(&[("day", "3"), ("lang", "es"), ("action", "delete")], None);
        let res = signed_in_request(&app, &cookie, "/admin/recordings")
            .header(CONTENT_TYPE, kind).body(body).send().await.unwrap();
        assert_eq!(res.status(), 303);
        assert!(listed(&app).await.is_empty());
        let admin = app.client.get(app.url("/admin")).header(COOKIE, &cookie).send().await.unwrap().text().await.unwrap();
        assert!(admin.contains("uploaded the recording of day 3 (es, 10 s)"), "{admin}");
        assert!(admin.contains("deleted the recording of day 3 (es)"), "{admin}");

        // Real encoders' Opus and AAC (M4A), named as anything: read for what they are.
        for (day, name, bytes, mime) in [("4", "day-4.mp3", OPUS_3S, "audio/ogg; codecs=opus"), ("5", "day-5", AAC_3S, "audio/mp4")] {
            let (status, page) = upload(&app, &cookie, day, "en", (name, bytes)).await;
            assert_eq!(status, 303, "{page}");
            let list = listed(&app).await;
            let kept = list.iter().find(|r| r["day"].as_u64() == day.parse().ok()).unwrap();
            let ms = kept["durationMs"].as_i64().unwrap();
            assert!((2_950..=3_100).contains(&ms), "{mime}: {ms}");
            let res = get(None, kept["url"].as_str().unwrap().to_string()).await;
            assert_eq!(res.headers()[CONTENT_TYPE], mime);
            assert_eq!(res.bytes().await.unwrap().as_ref(), bytes);
        }
    }

    #[tokio::test]
    async fn anything_but_an_administrators_opus_aac_or_mp3_is_refused_in_words_and_nothing_is_kept() {
        let (sink, app) = app_with_admin(&[]).await;
        let cookie = signed_in_with_code(&app, &sink).await;
        let png = [&[0x89, b'P', b'N', b'G', 0x0D, 0x0A, 0x1A, 0x0A][..], &[0; 256]].concat();
        let too_large = vec![0u8; RECORDING_MAX_BYTES + 1];
        let audio = mp3(50);
        for (day, lang, file, status, says) in [
            ("3", "en", ("day-3.mp3", b"Day 3, read aloud: a text file renamed".as_slice()), 422, "not an audio recording"),
            ("3", "en", ("day-3.png", png.as_slice()), 422, "not an audio recording"),
            ("3", "en", ("day-3.mp3", too_large.as_slice()), 413, "larger than 25 MB"),
            ("3", "en", ("day-3.mp3", b"".as_slice()), 422, "file was empty"),
            ("0", "en", ("day-0.mp3", audio.as_slice()), 422, "Choose a day"),
            ("3", "fr", ("day-3.mp3", audio.as_slice()), 422, "Choose one of the programme's languages"),
        ] {
            let (got, page) = upload(&app, &cookie, day, lang, file).await;
            assert_eq!(got, status, "{says}: {page}");
            assert!(page.contains(says), "{says}: {page}");
        }
        // Not signed in: on to the sign-in page. From another site, or without an Origin: refused.
        let (kind, body) = multipart(&[("day", "3"), ("lang", "en")], Some(("day-3.mp3", &audio)));
        let stranger = app.client.post(app.url("/admin/recordings")).header(ORIGIN, &app.address)
            .header(CONTENT_TYPE, &kind).body(body.clone()).send().await.unwrap();
        assert_eq!(stranger.status(), 303);
        for origin in [Some("https://evil.example"), None] {
            let mut req = app.client.post(app.url("/admin/recordings")).header(COOKIE, &cookie).header(CONTENT_TYPE, &kind);
            if let Some(origin) = origin { req = req.header(ORIGIN, origin); }
            assert_eq!(req.body(body.clone()).send().await.unwrap().status(), 403, "{origin:?}");
        }
        assert!(listed(&app).await.is_empty(), "a refusal keeps nothing");
    }
}
