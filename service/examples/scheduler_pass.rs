//! Benchmark: how long a reminder pass takes when N subscriptions are stored and none is due.
//! `cargo run --release --example scheduler_pass -- 10000 100000 1000000` prints JSON lines.

use std::time::Instant;

use prayer_fast::configuration::Settings;
use prayer_fast::storage;

#[tokio::main]
async fn main() -> anyhow::Result<()> {
    let counts: Vec<u64> = std::env::args()
        .skip(1)
        .map(|a| a.parse())
        .collect::<Result<_, _>>()?;
    let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("..");
    for count in if counts.is_empty() {
        vec![10_000, 100_000, 1_000_000]
    } else {
        counts
    } {
        let dir = tempfile::tempdir()?;
        let vars = |name: &str| match name {
            "DATA_DIR" => Some(dir.path().display().to_string()),
            "CONTENT_DIR" => Some(root.join("content").display().to_string()),
            "VAPID_SUBJECT" => Some("mailto:office@gracefellowship.church".into()),
            "PROGRAMME_START_DATE" => Some("2027-03-10".into()),
            _ => None,
        };
        let settings = Settings::from_lookup(vars)?;
        let storage::Db::Sqlite(db) = storage::open(&settings.database_url).await? else {
            anyhow::bail!("the benchmark fills a SQLite file");
        };
        // Every subscription's next reminder is a day away from the pass instant.
        let due_later = "2027-03-13T06:00:00Z"
            .parse::<jiff::Timestamp>()?
            .as_millisecond();
        sqlx::query(
            "WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < ?1)
             INSERT INTO push_subscriptions
                 (id, token_hash, endpoint, p256dh, auth, time_zone, slots, next_due_at, next_day, next_slot, created_at, updated_at)
             SELECT 'sub-' || i, 'h', 'https://push.example.net/' || i, 'p', 'a', 'UTC', '[\"opening\"]',
                    ?2 + (i % 3600) * 1000, 4, 'opening', 0, 0
             FROM n",
        )
        .bind(count as i64)
        .bind(due_later)
        .execute(&db)
        .await?;
        db.close().await;
        let now = "2027-03-12T06:30:00Z".parse::<jiff::Timestamp>()?;
        let mut times = Vec::new();
        for _ in 0..21 {
            let started = Instant::now();
            let report =
                prayer_fast::startup::reminder_pass_once(Settings::from_lookup(vars)?, now).await?;
            assert_eq!(report.sent + report.failed, 0, "nothing is due");
            times.push(started.elapsed());
        }
        // The whole run-once includes opening the database; time the pass alone as well.
        let pass_ms = pass_only(&settings, now).await?;
        times.sort();
        println!(
            "{{\"subscriptions\":{count},\"run_once_median_ms\":{:.3},\"pass_median_ms\":{pass_ms:.3}}}",
            times[times.len() / 2].as_secs_f64() * 1000.0
        );
    }
    Ok(())
}

/// The median of many passes over an open pool, without start-up costs.
async fn pass_only(settings: &Settings, now: jiff::Timestamp) -> anyhow::Result<f64> {
    let ctx = prayer_fast::startup::standalone_reminder_context(settings).await?;
    let mut times = Vec::new();
    for _ in 0..101 {
        let started = Instant::now();
        prayer_fast::app::reminders::run_pass(&ctx, now).await?;
        times.push(started.elapsed());
    }
    times.sort();
    Ok(times[times.len() / 2].as_secs_f64() * 1000.0)
}
