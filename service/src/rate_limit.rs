//! Per-client limits for the POST endpoints, keyed by client address. Each request is checked
//! first against a token bucket in this instance's memory (`governor`: a flood is refused without
//! touching the database), then counted per minute in the database, which every instance shares.

use std::net::IpAddr;
use std::num::NonZeroU32;
use std::time::Duration;

use governor::clock::{Clock, DefaultClock};
use governor::{DefaultKeyedRateLimiter, Quota, RateLimiter};

use crate::storage::{Db, client_limits};

/// A per-minute limit per client that holds across instances.
pub struct SharedLimiter {
    memory: ClientLimiter,
    /// The database, the limit's name there, and the limit; `None` when limits are off.
    shared: Option<(Db, &'static str, u32)>,
}

impl SharedLimiter {
    /// `per_minute` requests a minute per client; `None` disables.
    pub fn new(db: &Db, scope: &'static str, per_minute: Option<u32>) -> Self {
        SharedLimiter {
            memory: ClientLimiter::per_minute(per_minute),
            shared: per_minute.map(|n| (db.clone(), scope, n)),
        }
    }

    /// A daily budget per client kept in this instance's memory only (no client address is
    /// written anywhere); `None` disables.
    pub fn in_memory_per_day(per_day: Option<u32>) -> Self {
        SharedLimiter {
            memory: ClientLimiter::per_day(per_day),
            shared: None,
        }
    }

    /// `Err(wait)` when the client must wait before its next request. A database error lets
    /// the request through (a limit must not take the service down with the database).
    pub async fn check(&self, key: IpAddr) -> Result<(), Duration> {
        self.memory.check(key)?;
        let Some((db, scope, per_minute)) = &self.shared else {
            return Ok(());
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

    /// `per_day` requests a day, in a burst of up to the same number; `None` disables.
    pub fn per_day(per_day: Option<u32>) -> Self {
        let limiter = per_day.and_then(NonZeroU32::new).and_then(|n| {
            Quota::with_period(Duration::from_secs(24 * 60 * 60) / n.get())
                .map(|quota| RateLimiter::keyed(quota.allow_burst(n)))
        });
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
