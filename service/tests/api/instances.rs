//! Two instances of the service on one database, as behind a load balancer: their reminder
//! passes and outbox workers run side by side against real sinks, and every reminder and every
//! e-mail still goes out exactly once; the recipient limit and Idempotency-Keys hold across them.
//! The instances share a SQLite file, or with `TEST_DATABASE_URL` one PostgreSQL database.

use std::collections::{BTreeMap, HashMap, HashSet};
use std::sync::Arc;
use std::time::Duration;

use futures_util::StreamExt;
use mail_parser::MessageParser;
use serde_json::Value;

use crate::helpers::{TestApp, TestData, eventually, spawn_in, with};
use crate::push_sink::{BrowserKeys, PushSink};
use crate::reminders;
use crate::send_summary::day7;
use crate::smtp_sink::{Behaviour, SmtpSink};

const REMINDERS: usize = 600;
const SUMMARIES: usize = 400;
/// The due reminders fall due one after another over this long, while both instances' passes
/// run every 100 ms: each pass claims what fell due since the last one of either instance. Long
/// enough that a busy machine (`npm test` runs four tests a core) cannot starve one instance's
/// passes for all of it: over 3 s, one instance once claimed all 600.
const SPREAD_MS: i64 = 10_000;
const WAIT: Duration = Duration::from_secs(60);

crate::on_both_engines! {
    #[tokio::test]
    async fn two_instances_send_each_due_reminder_and_each_summary_exactly_once() {
        let push = PushSink::start().await;
        let smtp = SmtpSink::start(Behaviour::Accept).await;
        let smtp_url = smtp.url();
        let env = with(
            &reminders::env(),
            &[
                ("SMTP_URL", smtp_url.as_str()),
                ("RATE_LIMITS", "off"),
                // The programme is years away: each subscription's one due reminder is the one set below.
                ("PROGRAMME_START_DATE", "2090-03-01"),
                ("REMINDER_INTERVAL_MS", "100"),
            ],
        );
        let (data, mut instances) = two_instances(&env).await;
        let keys = BrowserKeys::generate();
        store_subscriptions(&data, &push, &keys).await;

        // Reminders fall due while summaries are posted through both instances.
        let (_, accepted) = tokio::join!(make_due(&data), post_summaries(&instances));

        assert!(eventually(WAIT, || async { push.requests().len() >= REMINDERS }).await);
        assert!(eventually(WAIT, || async { smtp.messages().len() >= SUMMARIES }).await);
        // Once both instances' workers have stopped, every send either would make has been made
        // (and counted: a worker counts a mail just after the server took it).
        for app in &mut instances {
            app.stop_workers().await;
        }
        let mut sent_by = Vec::new();
        for app in &instances {
            sent_by.push(app.metric("prayer_fast_summaries_sent_total").await as usize);
        }
        let requests = push.requests();
        let mails = smtp.messages();

        // Each reminder once: one request per subscription, for the reminder it was due.
        let mut per_reminder: HashMap<(String, u64, String), usize> = HashMap::new();
        let mut per_instance: BTreeMap<String, usize> = BTreeMap::new();
        for request in &requests {
            let payload = keys.decrypt(&request.body);
            let data = &payload["notification"]["data"];
            let reminder = (
                request.path.clone(),
                data["day"].as_u64().unwrap(),
                data["slot"].as_str().unwrap().to_string(),
            );
            *per_reminder.entry(reminder).or_default() += 1;
            let navigate = payload["notification"]["navigate"].as_str().unwrap();
            *per_instance.entry(origin(navigate)).or_default() += 1;
        }
        let repeated: Vec<_> = per_reminder.iter().filter(|(_, n)| **n > 1).collect();
        assert!(repeated.is_empty(), "sent more than once: {repeated:?}");
        assert_eq!(
            per_reminder.len(),
            REMINDERS,
            "one reminder per subscription"
        );
        assert!(
            per_reminder
                .keys()
                .all(|(_, day, slot)| *day == 7 && slot == "opening")
        );
        eprintln!("reminders sent per instance: {per_instance:?}");
        assert_eq!(
            per_instance.len(),
            2,
            "both instances' passes sent reminders: {per_instance:?}"
        );

        // Each summary once: one message per accepted id, by Message-ID.
        let mut message_ids: HashMap<String, usize> = HashMap::new();
        for mail in &mails {
            let message = MessageParser::default().parse(&mail.data).unwrap();
            *message_ids
                .entry(message.message_id().unwrap().to_string())
                .or_default() += 1;
        }
        let repeated: Vec<_> = message_ids.iter().filter(|(_, n)| **n > 1).collect();
        assert!(repeated.is_empty(), "e-mailed more than once: {repeated:?}");
        let expected: HashSet<String> = accepted
            .iter()
            .map(|id| format!("{id}@grace.example"))
            .collect();
        assert_eq!(
            message_ids.keys().cloned().collect::<HashSet<_>>(),
            expected
        );
        eprintln!("summaries sent per instance: {sent_by:?}");
        assert_eq!(sent_by.iter().sum::<usize>(), SUMMARIES);
        assert!(
            sent_by.iter().all(|n| *n > 0),
            "both outbox workers sent: {sent_by:?}"
        );

        let statuses: Vec<(String, i64)> = data
            .fetch_all("SELECT status, count(*) FROM push_deliveries GROUP BY status")
            .await;
        assert_eq!(statuses, vec![("sent".to_string(), REMINDERS as i64)]);
        assert!(
            instances[0]
                .outbox_rows()
                .await
                .iter()
                .all(|row| row.1 == "sent")
        );
    }
}

/// Two instances of one deployment: the same settings, data directory and database.
async fn two_instances(env: &[(&str, &str)]) -> (Arc<TestData>, [TestApp; 2]) {
    let data = TestData::new().await;
    let mut first = spawn_in(data.clone(), env).await;
    let mut second = spawn_in(data.clone(), env).await;
    // What is tested is both instances' workers running side by side.
    first.start_workers();
    second.start_workers();
    (data, [first, second])
}

/// Two instances with the recipient limit at 5 a day.
async fn two_limited_instances() -> (Arc<TestData>, [TestApp; 2]) {
    two_instances(&[
        ("SUMMARY_LIMIT_PER_IP_PER_MINUTE", "100000"),
        ("SUMMARY_LIMIT_PER_RECIPIENT_PER_DAY", "5"),
    ])
    .await
}

crate::on_both_engines! {
    #[tokio::test]
    async fn the_recipient_limit_holds_across_instances() {
        let (data, instances) = two_limited_instances().await;
        let instances = &instances;
        // Member after member, 20 summaries each at once, half through each instance.
        for member in 0..20 {
            let summary = &day7(&format!("busy{member}@example.org"));
            let statuses = futures_util::future::join_all(
                (0..20).map(|i| async move { instances[i % 2].summary_status(summary).await }),
            )
            .await;
            let count = |code| statuses.iter().filter(|s| **s == code).count();
            assert_eq!(
                (count(202), count(429)),
                (5, 15),
                "member {member}: {statuses:?}"
            );
        }
        let stored: i64 = data.scalar("SELECT count(*) FROM outbox").await;
        assert_eq!(stored, 100);
    }
}

crate::on_both_engines! {
    #[tokio::test]
    async fn an_idempotency_key_holds_across_instances() {
        let (data, instances) = two_limited_instances().await;
        let (instances, keyed) = (&instances, &day7("keyed@example.org"));
        let ids: HashSet<String> = futures_util::stream::iter(0..20)
            .map(|i| async move {
                accepted_id(instances[i % 2].post_summary(keyed, Some("key-1")).await).await
            })
            .buffer_unordered(20)
            .collect()
            .await;
        assert_eq!(ids.len(), 1, "one summary, one id: {ids:?}");
        let stored: i64 = data.scalar("SELECT count(*) FROM outbox").await;
        assert_eq!(stored, 1);
    }
}

/// `REMINDERS` subscriptions, endpoints at the sink, all with the same browser keys, none due
/// yet (and none finished, which a pass would prune).
async fn store_subscriptions(data: &TestData, push: &PushSink, keys: &BrowserKeys) {
    let later = prayer_fast::storage::now_ms() + 3_600_000;
    data.execute(&format!(
        "WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < {REMINDERS})
         INSERT INTO push_subscriptions
             (id, token_hash, endpoint, p256dh, auth, time_zone, slots, next_due_at, next_day, next_slot, created_at, updated_at)
         SELECT 'sub-' || i, 'h', '{}' || i, '{}', '{}', 'UTC', '[\"opening\"]', {later}, 7, 'opening', 0, 0
         FROM n",
        push.endpoint("m"),
        keys.p256dh,
        keys.auth_b64,
    ))
    .await;
}

/// Day 7's opening reminder falls due for one subscription after another over `SPREAD_MS`.
async fn make_due(data: &TestData) {
    let start = prayer_fast::storage::now_ms();
    let step = SPREAD_MS / REMINDERS as i64;
    data.execute(&format!(
        "UPDATE push_subscriptions
         SET next_due_at = {start} + CAST(substr(id, 5) AS INTEGER) * {step}"
    ))
    .await;
}

/// Posts `SUMMARIES` summaries to distinct members, alternating between the instances; returns
/// the accepted ids.
async fn post_summaries(instances: &[TestApp; 2]) -> Vec<String> {
    futures_util::stream::iter(0..SUMMARIES)
        .map(|i| async move {
            let member = day7(&format!("member{i}@example.org"));
            accepted_id(instances[i % 2].post_summary(&member, None).await).await
        })
        .buffer_unordered(16)
        .collect()
        .await
}

/// The id of an accepted (202) summary.
async fn accepted_id(res: reqwest::Response) -> String {
    assert_eq!(res.status().as_u16(), 202);
    let body: Value = res.json().await.unwrap();
    body["id"].as_str().unwrap().to_string()
}

/// Two instances with `setting` (and confirmation off): the statuses of `count` summaries to
/// `{prefix}{n}@church.org`, posted to one instance and the other in turn.
async fn across_instances(setting: (&str, &str), prefix: &str, count: usize) -> Vec<u16> {
    let (_data, instances) = two_instances(&[setting, ("SUMMARY_CONFIRM_RECIPIENTS", "off")]).await;
    let mut statuses = Vec::new();
    for n in 0..count {
        let summary = day7(&format!("{prefix}{n}@church.org"));
        statuses.push(instances[n % 2].summary_status(&summary).await);
    }
    statuses
}

fn origin(url: &str) -> String {
    let after_scheme = url.split_once("://").map_or(url, |(_, rest)| rest);
    after_scheme.split('/').next().unwrap().to_string()
}

crate::on_both_engines! {
    #[tokio::test]
    async fn the_per_client_limit_holds_across_instances() {
        let statuses = across_instances(("SUMMARY_LIMIT_PER_IP_PER_MINUTE", "3"), "m", 4).await;
        assert_eq!(
            statuses,
            vec![202, 202, 202, 429],
            "three a minute from one client, whichever instance"
        );
    }
}

crate::on_both_engines! {
    #[tokio::test]
    async fn the_daily_mail_cap_holds_across_instances() {
        let statuses = across_instances(("MAIL_DAILY_CAP", "3"), "cap", 5).await;
        assert_eq!(
            statuses,
            vec![202, 202, 202, 503, 503],
            "three mails a day in all, whichever instance"
        );
    }
}
