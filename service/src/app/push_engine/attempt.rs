//! One message's push and its retries: the policy every kind of message shares.

use std::time::Duration;

use tokio::sync::OwnedSemaphorePermit as SendSlot;

use super::PassClock;
use super::lanes::Lanes;
use crate::domain::PushTarget;
use crate::push::{Message, PushOutcome, PushSender, Sealed};

/// Tries of one message within a pass; a message still busy after them waits for a later pass.
const TRIES_IN_A_PASS: u32 = 4;
/// The longest a pass waits to try a message again; a longer wait is left to a later pass.
const LONGEST_WAIT_IN_A_PASS: Duration = Duration::from_secs(10);
/// The bounded backoff when a busy push service names no `Retry-After`: 0.5 s, 1 s, 2 s, …,
/// at most this.
const LONGEST_BACKOFF: Duration = Duration::from_secs(15 * 60);

/// A message to push: to whom, what, and until when it is of any use.
pub(crate) struct Outgoing {
    pub target: PushTarget,
    pub message: Message,
    /// After this (unix ms on the pass clock) the message is neither sent nor tried again.
    pub give_up_at: i64,
    /// Tries made by earlier passes (they count towards the backoff).
    pub tried: u32,
}

/// An outgoing message sealed for its subscription: what its tries send.
pub(crate) struct Ready {
    pub sealed: Sealed,
    pub give_up_at: i64,
    pub tried: u32,
}

impl Outgoing {
    /// Encrypts and signs the message ([`PushSender::seal`]); a message that cannot be sealed
    /// (a stored endpoint or key no longer valid) fails for good.
    pub(crate) fn seal(self, sender: &PushSender) -> Result<Ready, Ended> {
        match sender.seal(&self.target, &self.message) {
            Ok(sealed) => Ok(Ready {
                sealed,
                give_up_at: self.give_up_at,
                tried: self.tried,
            }),
            Err(err) => {
                tracing::warn!(error = %err, "push not delivered");
                Err(Ended::Failed {
                    tries: self.tried + 1,
                    credentials: false,
                })
            }
        }
    }
}

/// How a claimed message ended in this pass.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Ended {
    Sent {
        tries: u32,
    },
    /// Past its give-up time before it could be sent.
    Late,
    /// 404/410: the subscription is gone for good (it is removed).
    Gone,
    /// Refused for good (or given up on after its tries): `tries` made in all; `credentials`
    /// when the push service refused our VAPID keys (401/403).
    Failed {
        tries: u32,
        credentials: bool,
    },
    /// Not finished in this pass: its push service is slow or asked for a wait. The claim is kept
    /// until `until` (pass clock), when a later pass takes it again with `tries` made so far.
    Later {
        until: i64,
        tries: u32,
    },
    /// Another pass (or an earlier run) claimed it already: nothing was sent.
    NotOurs,
}

impl Ended {
    /// Tries beyond the first (a message that needed them counts as retried).
    pub(crate) fn retries(self) -> u32 {
        match self {
            Ended::Sent { tries } | Ended::Failed { tries, .. } => tries.saturating_sub(1),
            _ => 0,
        }
    }

    /// The outcome as the metrics name it; none for a message another pass had claimed.
    pub(crate) fn outcome(self) -> Option<&'static str> {
        Some(match self {
            Ended::Sent { .. } => "sent",
            Ended::Late => "late",
            Ended::Gone => "gone",
            Ended::Failed { .. } => "failed",
            Ended::Later { .. } => "later",
            Ended::NotOurs => return None,
        })
    }

    pub(crate) fn credentials_refused(self) -> bool {
        matches!(
            self,
            Ended::Failed {
                credentials: true,
                ..
            }
        )
    }
}

/// Pushes `ready` through the lanes, trying again after a busy answer (`Retry-After` in
/// seconds or as a date, else a bounded backoff) until its give-up time.
pub(crate) async fn push(
    lanes: &Lanes,
    sender: &PushSender,
    clock: &PassClock,
    mut slot: Option<SendSlot>,
    outgoing: &Ready,
) -> Ended {
    let mut tries = outgoing.tried;
    for _ in 0..TRIES_IN_A_PASS {
        if clock.now_ms() > outgoing.give_up_at {
            return Ended::Late;
        }
        let Some(outcome) = lanes.send(slot.take(), sender, &outgoing.sealed).await else {
            let until = clock.now_ms() + super::lanes::HELD_BACK_FOR.as_millis() as i64;
            return Ended::Later { until, tries };
        };
        tries += 1;
        match outcome {
            PushOutcome::Delivered => return Ended::Sent { tries },
            PushOutcome::Gone => {
                tracing::info!("push subscription gone (404/410): removed");
                return Ended::Gone;
            }
            PushOutcome::Unauthorized(err) => {
                tracing::error!(error = %err, "ALERT: the push service refused our VAPID credentials: check VAPID_PRIVATE_KEY and VAPID_SUBJECT");
                return Ended::Failed {
                    tries,
                    credentials: true,
                };
            }
            PushOutcome::Failed(err) => {
                tracing::warn!(error = %err, "push not delivered");
                return Ended::Failed {
                    tries,
                    credentials: false,
                };
            }
            PushOutcome::Retry(after, err) => {
                let wait = after.unwrap_or_else(|| backoff(tries));
                let at = clock.now_ms() + wait.as_millis() as i64;
                if at > outgoing.give_up_at {
                    tracing::warn!(error = %err, tries, "push not delivered before its give-up time");
                    return Ended::Failed {
                        tries,
                        credentials: false,
                    };
                }
                if wait > LONGEST_WAIT_IN_A_PASS {
                    return Ended::Later { until: at, tries };
                }
                tracing::info!(error = %err, retry_in_ms = wait.as_millis() as u64, "push service busy; retrying");
                tokio::time::sleep(wait).await;
            }
        }
    }
    let until = clock.now_ms() + backoff(tries).as_millis() as i64;
    if until > outgoing.give_up_at {
        return Ended::Failed {
            tries,
            credentials: false,
        };
    }
    Ended::Later { until, tries }
}

/// The wait before try `tries + 1` when the push service named none.
fn backoff(tries: u32) -> Duration {
    Duration::from_millis(500u64.saturating_mul(1 << tries.min(20))).min(LONGEST_BACKOFF)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_backoff_doubles_and_is_bounded() {
        assert_eq!(backoff(0), Duration::from_millis(500));
        assert_eq!(backoff(1), Duration::from_secs(1));
        assert_eq!(backoff(3), Duration::from_secs(4));
        assert_eq!(backoff(40), LONGEST_BACKOFF);
    }
}
