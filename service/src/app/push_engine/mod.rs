//! The one push engine: everything the service pushes to phones (slot reminders, snoozed and
//! resent reminders, announcements) is claimed once across instances, sent through lanes per
//! push service, tried again after a busy answer until its give-up time, and settled in
//! batches. The kinds of message differ in data ([`Road`], [`crate::push::Message`]), not in
//! how they are sent.

mod attempt;
mod clock;
mod lanes;
mod pipeline;

pub use clock::PassClock;

use std::time::Duration;

use crate::domain::PushTarget;
use crate::push::{Message, PushSender};

/// Pushes one message now, for a member who waits on the answer (a test reminder): the same
/// lanes and retries as a pass, giving up after `patience`.
pub(crate) async fn push_now(
    sender: &PushSender,
    target: &PushTarget,
    message: Message,
    patience: Duration,
) -> Ended {
    let clock = PassClock::starting_at(jiff::Timestamp::now());
    let outgoing = Outgoing {
        target: target.clone(),
        message,
        give_up_at: clock.now_ms() + patience.as_millis() as i64,
        tried: 0,
    };
    match outgoing.seal(sender) {
        Ok(ready) => attempt::push(&Lanes::new(), sender, &clock, None, &ready).await,
        Err(ended) => ended,
    }
}

pub(crate) use attempt::{Ended, Outgoing};
pub(crate) use lanes::Lanes;
pub(crate) use pipeline::{Engine, Road, drain};
