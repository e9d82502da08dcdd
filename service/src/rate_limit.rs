//! Per-client token bucket for the POST endpoints (`governor`, keyed by client address).

use std::net::IpAddr;
use std::num::NonZeroU32;
use std::time::Duration;

use governor::clock::{Clock, DefaultClock};
use governor::{DefaultKeyedRateLimiter, Quota, RateLimiter};

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
