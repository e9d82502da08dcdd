//! SSRF: push endpoints that point inside the network are refused when a member subscribes and
//! again when a reminder is sent (a stored row is not trusted, and DNS can change in between).

use std::time::Duration;

use prayer_fast::domain::PushTarget;
use prayer_fast::push::{PushOutcome, PushSender, VapidKeys};
use serde_json::{Value, json};

use crate::helpers::spawn_with;
use crate::push_sink::BrowserKeys;

const SUBJECT: &str = "mailto:office@gracefellowship.church";

/// Every way into the private network the service must refuse, by kind.
const TABLE: &[(&str, &str)] = &[
    ("loopback", "https://127.0.0.1/push"),
    ("loopback, another address", "https://127.8.9.10/push"),
    ("private 10/8", "https://10.1.2.3/push"),
    ("private 172.16/12", "https://172.31.255.254/push"),
    ("private 192.168/16", "https://192.168.1.1/push"),
    ("carrier-grade NAT", "https://100.64.0.1/push"),
    ("link-local", "https://169.254.10.20/push"),
    (
        "cloud metadata",
        "https://169.254.169.254/latest/meta-data/",
    ),
    ("\"this\" network", "https://0.0.0.0/push"),
    ("broadcast", "https://255.255.255.255/push"),
    ("multicast", "https://224.0.0.1/push"),
    ("decimal IP (127.0.0.1)", "https://2130706433/push"),
    ("hex IP (127.0.0.1)", "https://0x7f000001/push"),
    ("octal IP (127.0.0.1)", "https://0177.0.0.1/push"),
    ("short IP (127.0.0.1)", "https://127.1/push"),
    ("hex dotted IP (10.0.0.1)", "https://0xa.0.0.1/push"),
    ("IPv6 loopback", "https://[::1]/push"),
    ("IPv6 unspecified", "https://[::]/push"),
    ("IPv6 unique-local", "https://[fd12:3456:789a::1]/push"),
    ("IPv6 unique-local fc00", "https://[fc00::1]/push"),
    ("IPv6 link-local", "https://[fe80::1]/push"),
    ("IPv6 AWS metadata", "https://[fd00:ec2::254]/push"),
    (
        "IPv4-mapped IPv6 loopback",
        "https://[::ffff:127.0.0.1]/push",
    ),
    ("IPv4-mapped IPv6 private", "https://[::ffff:a00:1]/push"),
    (
        "NAT64 of a private address",
        "https://[64:ff9b::a00:1]/push",
    ),
    ("6to4 of a private address", "https://[2002:a00:1::1]/push"),
    ("name resolving to loopback", "https://localhost/push"),
    (
        "name resolving to loopback, upper case",
        "https://LOCALHOST/push",
    ),
    ("plain http", "http://push.services.mozilla.com/push"),
    (
        "another port",
        "https://push.services.mozilla.com:8443/push",
    ),
    (
        "credentials in the URL",
        "https://user:pw@push.services.mozilla.com/push",
    ),
    ("not https at all", "file:///etc/passwd"),
];

#[tokio::test]
async fn every_private_endpoint_is_refused_at_subscribe() {
    assert!(TABLE.len() >= 25);
    let app = spawn_with(&[("VAPID_SUBJECT", SUBJECT), ("RATE_LIMITS", "off")]).await;
    let keys = BrowserKeys::generate();
    for (kind, endpoint) in TABLE {
        let res = app
            .client
            .post(format!("{}/api/push/subscriptions", app.address))
            .json(&json!({
                "subscription": { "endpoint": endpoint, "keys": { "p256dh": keys.p256dh, "auth": keys.auth_b64 } },
                "timeZone": "UTC",
            }))
            .send()
            .await
            .unwrap();
        assert_eq!(res.status().as_u16(), 400, "{kind}: {endpoint}");
        let body: Value = res.json().await.unwrap();
        let error = body["error"].as_str().unwrap();
        assert!(
            error.starts_with("The push endpoint"),
            "{kind}: {endpoint}: {error}"
        );
    }
}

#[tokio::test]
async fn every_private_endpoint_is_refused_at_send_time() {
    let dir = tempfile::tempdir().unwrap();
    let vapid = VapidKeys::load_or_create(None, dir.path()).unwrap();
    let sender =
        PushSender::new(vapid, SUBJECT.into(), false, None, Duration::from_secs(5)).unwrap();
    let keys = BrowserKeys::generate();
    for (kind, endpoint) in TABLE {
        let stored = PushTarget {
            endpoint: endpoint.to_string(),
            p256dh: keys.p256dh.clone(),
            auth: keys.auth_b64.clone(),
        };
        let message = prayer_fast::push::Message {
            payload: b"{}".to_vec(),
            ttl: Duration::from_secs(60),
            topic: "t".into(),
            urgency: prayer_fast::push::Urgency::High,
        };
        let outcome = match sender.seal(&stored, &message) {
            Err(why) => PushOutcome::Failed(why),
            Ok(sealed) => sender.send(&sealed).await,
        };
        let refused = match &outcome {
            PushOutcome::Failed(why) => why.starts_with("The push endpoint"),
            PushOutcome::Retry(None, why) => why.contains("resolves to a non-public address"),
            _ => false,
        };
        assert!(refused, "{kind}: {endpoint}: {outcome:?}");
    }
}
