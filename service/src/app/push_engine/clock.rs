//! The one clock a push pass reads: due times, give-up times and leases alike.

use std::time::Instant;

use jiff::Timestamp;

/// A pass's clock: it reads `as_of` when the pass begins and runs on from there. The worker
/// passes the wall clock; a test or `run-once --now` passes the instant it chooses, and the
/// leases its claims write are in that same time.
#[derive(Debug, Clone, Copy)]
pub struct PassClock {
    as_of: Timestamp,
    started: Instant,
}

impl PassClock {
    pub fn starting_at(as_of: Timestamp) -> Self {
        PassClock {
            as_of,
            started: Instant::now(),
        }
    }

    /// The instant the pass runs as of.
    pub fn as_of(&self) -> Timestamp {
        self.as_of
    }

    /// Now, in unix milliseconds.
    pub fn now_ms(&self) -> i64 {
        self.as_of.as_millisecond() + self.started.elapsed().as_millis() as i64
    }
}
