//! Spam relay: with the default limits and recipient confirmation on, one address and many
//! addresses aimed at one mailbox get nothing out but a few confirmation mails (fixed text),
//! counted at a real SMTP server: one client, its daily budget; one mailbox, its three a day.

use std::time::Duration;

use serde_json::json;

use crate::service::{Service, confirming, free_port, report};
use crate::smtp_sink::{Behaviour, SmtpSink};

const CONFIRMATIONS_PER_CLIENT_PER_DAY: usize = 10;
const CONFIRMATIONS_PER_MAILBOX_PER_DAY: usize = 3;

async fn post(client: &reqwest::Client, url: &str, from_ip: &str, email: &str) -> u16 {
    let body = json!({
        "email": email, "dayNumber": 7, "theme": crate::service::theme(7),
        "completedSlots": ["opening"], "journals": { "opening": "Buy now at https://spam.example/x" },
    });
    let req = client
        .post(format!("{url}/api/send-day-summary"))
        .header("X-Forwarded-For", from_ip);
    req.json(&body).send().await.unwrap().status().as_u16()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn neither_one_address_nor_many_can_relay_more_than_the_limits() {
    let root = tempfile::tempdir().unwrap();
    let smtp = SmtpSink::start(Behaviour::Accept).await;
    let smtp_url = smtp.url();
    let env = confirming(&smtp_url);
    let service = Service::start(&root.path().join("data"), free_port(), &env).await;
    let client = reqwest::Client::new();

    // One client address, 500 different recipients as fast as it can.
    let mut one_ip = 0;
    for i in 0..500 {
        one_ip += usize::from(
            post(
                &client,
                &service.url,
                "203.0.113.7",
                &format!("r{i}@example.org"),
            )
            .await
                == 202,
        );
    }
    // 300 client addresses, all aimed at one victim's mailbox under `+tag` variants.
    let mut many_ips = 0;
    for i in 0..300 {
        let ip = format!("198.51.{}.{}", i / 250, i % 250 + 1);
        let email = format!("victim+{i}@example.org");
        many_ips += usize::from(post(&client, &service.url, &ip, &email).await == 202);
    }
    let expected = one_ip + many_ips;
    smtp.wait_for(expected, Duration::from_secs(30)).await;
    tokio::time::sleep(Duration::from_secs(1)).await;
    let mails = smtp.messages();
    let to_victim = mails
        .iter()
        .filter(|m| m.rcpt_to.iter().any(|r| r.contains("victim")))
        .count();
    let carrying_text = mails
        .iter()
        .filter(|m| String::from_utf8_lossy(&m.data).contains("spam.example"))
        .count();
    report(
        "spam_relay",
        json!({
            "one_ip": { "attempts": 500, "accepted": one_ip, "confirmations_per_client_per_day": CONFIRMATIONS_PER_CLIENT_PER_DAY },
            "many_ips_one_mailbox": { "attempts": 300, "addresses": 300, "accepted": many_ips, "confirmations_per_day": CONFIRMATIONS_PER_MAILBOX_PER_DAY, "mails_to_mailbox": to_victim },
            "mails_out": mails.len(),
            "mails_carrying_the_attackers_text": carrying_text,
        }),
    );
    assert_eq!(
        one_ip, CONFIRMATIONS_PER_CLIENT_PER_DAY,
        "one address: {one_ip} accepted"
    );
    assert_eq!(many_ips, CONFIRMATIONS_PER_MAILBOX_PER_DAY);
    assert_eq!(to_victim, CONFIRMATIONS_PER_MAILBOX_PER_DAY);
    assert_eq!(carrying_text, 0, "only confirmation mails go out");
    assert_eq!(
        mails.len(),
        expected,
        "nothing goes out that was not accepted"
    );
    service.stop();
}
