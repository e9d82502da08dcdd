//! How a pass shares the push services between reminders.

use std::sync::Arc;
use std::time::Duration;

use tokio::sync::{OwnedSemaphorePermit as SendSlot, Semaphore};

use crate::push::{PushOutcome, PushSender, Sealed};

/// Requests to push services in progress at once, not counting slow ones.
const SEND_SLOTS: usize = 64;
/// A request still unanswered after this gives its send slot up (it goes on, in the slow lane).
const SLOW_AFTER: Duration = Duration::from_secs(1);

pub(crate) async fn next_slot(slots: Arc<Semaphore>) -> SendSlot {
    slots
        .acquire_owned()
        .await
        .expect("the semaphore is never closed")
}

/// Requests a mostly slow push service may have in the slow lane at once. Past it, that
/// service's other reminders wait for a later pass (within their grace), so a host that answers
/// slowly, for however many subscriptions, takes only this share of a pass and never holds up
/// the others. A host that answers most requests promptly is never held back for a few slow ones.
const SLOW_PER_HOST: usize = 32;
/// How long a reminder held back from a slow host waits before a pass takes it again.
pub(crate) const HELD_BACK_FOR: Duration = Duration::from_secs(10);

/// How a pass shares the push services: a few fast send slots, with slow requests and retry
/// waits outside them, so one slow or busy push service holds up only its own messages; and a
/// bound on each service's slow requests ([`SLOW_PER_HOST`]).
pub(crate) struct Lanes {
    pub(crate) slots: Arc<Semaphore>,
    /// How each push service (by origin) has answered in this pass.
    hosts: std::sync::Mutex<std::collections::HashMap<String, HostPace>>,
}

/// One push service's pace in a pass.
#[derive(Default)]
struct HostPace {
    /// Requests in the slow lane now.
    slow_now: usize,
    /// Requests that turned slow, and requests answered promptly, in this pass.
    slow: usize,
    prompt: usize,
}

impl HostPace {
    /// Mostly slow, and already holding its share of the slow lane.
    fn over_budget(&self) -> bool {
        self.slow_now >= SLOW_PER_HOST && self.slow > self.prompt
    }
}

impl Lanes {
    pub(crate) fn new() -> Self {
        Lanes {
            slots: Arc::new(Semaphore::new(SEND_SLOTS)),
            hosts: Default::default(),
        }
    }

    /// Sends in `slot`, or in the next free one; `None` when the subscription's push service
    /// already has its share of slow requests (nothing was sent).
    pub(super) async fn send(
        &self,
        slot: Option<SendSlot>,
        sender: &PushSender,
        sealed: &Sealed,
    ) -> Option<PushOutcome> {
        let host = &sealed.origin;
        if self
            .hosts
            .lock()
            .unwrap()
            .get(host)
            .is_some_and(HostPace::over_budget)
        {
            return None;
        }
        let slot = match slot {
            Some(slot) => slot,
            None => next_slot(self.slots.clone()).await,
        };
        let send = sender.send(sealed);
        tokio::pin!(send);
        tokio::select! {
            outcome = &mut send => {
                let mut hosts = self.hosts.lock().unwrap();
                match hosts.get_mut(host) {
                    Some(pace) => pace.prompt += 1,
                    None => { hosts.entry(host.clone()).or_default().prompt += 1; }
                }
                Some(outcome)
            }
            () = tokio::time::sleep(SLOW_AFTER) => {
                drop(slot);
                {
                    let mut hosts = self.hosts.lock().unwrap();
                    let pace = hosts.entry(host.clone()).or_default();
                    pace.slow_now += 1;
                    pace.slow += 1;
                }
                let outcome = send.await;
                if let Some(pace) = self.hosts.lock().unwrap().get_mut(host) {
                    pace.slow_now -= 1;
                }
                Some(outcome)
            }
        }
    }
}

impl Lanes {
    /// The push services (origins) holding their share of slow requests now: a claim leaves
    /// their messages for a later pass rather than claiming them only to hold them back.
    pub(crate) fn saturated(&self) -> Vec<String> {
        self.hosts
            .lock()
            .unwrap()
            .iter()
            .filter(|(_, pace)| pace.over_budget())
            .map(|(host, _)| host.clone())
            .collect()
    }
}
