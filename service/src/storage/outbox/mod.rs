//! The durable outbox of day summaries: enqueue (idempotent, limited per recipient), claim with a
//! lease, then mark sent, reschedule or dead-letter. Every function takes `now` so tests can move time.

mod delivery;
mod enqueue;

pub use delivery::{
    Claimed, Depth, claim_due, depth, mark_dead, mark_sent, mark_sent_batch, next_due_at, release,
    reschedule,
};
pub(crate) use enqueue::{DAILY_CAP_LOCK, MAILS_LAST_DAY};
pub use enqueue::{DAY_MS, Enqueued, NewSummary, enqueue, enqueue_batch};
