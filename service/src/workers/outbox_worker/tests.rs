use super::*;

fn settings() -> OutboxSettings {
    OutboxSettings {
        retry_base: Duration::from_secs(5),
        retry_max: Duration::from_secs(900),
        lease: Duration::from_secs(60),
        send_timeout: Duration::from_secs(30),
        max_attempts: 40,
        max_permanent_attempts: 3,
        batch: 16,
        poll_interval: Duration::from_secs(1),
        shutdown_grace: Duration::from_secs(10),
        mail_files_kept: Duration::from_secs(7 * 86_400),
    }
}

#[test]
fn backoff_doubles_with_jitter_and_is_capped() {
    let s = settings();
    for _ in 0..50 {
        let first = backoff(&s, 1);
        assert!(
            first >= Duration::from_millis(2500) && first <= Duration::from_secs(5),
            "{first:?}"
        );
        let fourth = backoff(&s, 4);
        assert!(
            fourth >= Duration::from_secs(20) && fourth <= Duration::from_secs(40),
            "{fourth:?}"
        );
        let late = backoff(&s, 30);
        assert!(
            late >= Duration::from_secs(450) && late <= Duration::from_secs(900),
            "{late:?}"
        );
    }
}
