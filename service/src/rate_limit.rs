//! Per-client limits for the POST endpoints, keyed by client address. Each request is checked
//! first against a token bucket in this instance's memory (`governor`: a flood is refused without
//! touching the database), then counted per minute in the database, which every instance shares;
//! or, for a daily budget, spent in the database under a keyed hash of the client
//! ([`daily_budget`]).

mod daily_budget;

use std::net::IpAddr;
use std::num::NonZeroU32;
use std::time::Duration;

use governor::clock::{Clock, DefaultClock};
use governor::{DefaultKeyedRateLimiter, Quota, RateLimiter};

use crate::storage::{Db, client_limits};
use daily_budget::DailyBudget;

/// A per-client limit that holds across instances.
pub struct SharedLimiter {
    memory: ClientLimiter,
    /// What is counted in the database; `None` when limits are off.
    shared: Option<Shared>,
}

enum Shared {
    /// The database, the limit's name there, and the requests a minute.
    PerMinute(Db, &'static str, u32),
    PerDay(DailyBudget),
}

impl SharedLimiter {
    /// `per_minute` requests a minute per client; `None` disables.
    pub fn new(db: &Db, scope: &'static str, per_minute: Option<u32>) -> Self {
        SharedLimiter {
            memory: ClientLimiter::per_minute(per_minute),
            shared: per_minute.map(|n| Shared::PerMinute(db.clone(), scope, n)),
        }
    }

    /// `per_day` requests a UTC day per client, counted in the database under a keyed hash of
    /// the client (no address is written anywhere); `None` disables.
    pub fn per_day(db: &Db, scope: &'static str, per_day: Option<u32>) -> Self {
        SharedLimiter {
            memory: ClientLimiter::per_minute(None),
            shared: per_day.map(|n| Shared::PerDay(DailyBudget::new(db, scope, n))),
        }
    }

    /// `Err(wait)` when the client must wait before its next request. A database error lets
    /// the request through (a limit must not take the service down with the database).
    pub async fn check(&self, key: IpAddr) -> Result<(), Duration> {
        self.memory.check(key)?;
        let (db, scope, per_minute) = match &self.shared {
            None => return Ok(()),
            Some(Shared::PerDay(budget)) => return budget.check(key).await,
            Some(Shared::PerMinute(db, scope, per_minute)) => (db, scope, per_minute),
        };
        let now = crate::storage::now_ms();
        match client_limits::count(db, &format!("{scope}:{key}"), now, 60_000).await {
            Ok((count, window_end)) if count > i64::from(*per_minute) => {
                Err(Duration::from_millis((window_end - now).max(1) as u64))
            }
            Ok(_) => Ok(()),
            Err(err) => {
                tracing::warn!(error = %err, "client limit: could not count (request let through)");
                Ok(())
            }
        }
    }
}

pub struct ClientLimiter {
    limiter: Option<DefaultKeyedRateLimiter<IpAddr>>,
    clock: DefaultClock,
}

impl ClientLimiter {
    /// `per_minute` requests a minute, in a burst of up to the same number; `None` disables.
    pub fn per_minute(per_minute: Option<u32>) -> Self {
        let limiter = per_minute
            .and_then(NonZeroU32::new)
            .map(|n| RateLimiter::keyed(Quota::per_minute(n).allow_burst(n)));
        ClientLimiter {
            limiter,
            clock: DefaultClock::default(),
        }
    }

    /// `Err(wait)` when the client must wait before its next request.
    pub fn check(&self, key: IpAddr) -> Result<(), Duration> {
        let Some(limiter) = &self.limiter else {
            return Ok(());
        };
        if limiter.len() > 50_000 {
            limiter.retain_recent();
        }
        limiter
            .check_key(&key)
            .map_err(|not_until| not_until.wait_time_from(self.clock.now()))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_client_over_its_quota_waits_others_do_not() {
        let limiter = ClientLimiter::per_minute(Some(2));
        let a: IpAddr = "192.0.2.1".parse().unwrap();
        let b: IpAddr = "192.0.2.2".parse().unwrap();
        assert!(limiter.check(a).is_ok());
        assert!(limiter.check(a).is_ok());
        let wait = limiter.check(a).unwrap_err();
        assert!(
            wait > Duration::ZERO && wait <= Duration::from_secs(30),
            "{wait:?}"
        );
        assert!(limiter.check(b).is_ok());
        assert!(ClientLimiter::per_minute(None).check(a).is_ok());
    }
}
