//! The durable outbox of mails (summaries and confirmations): enqueue (idempotent, limited), claim with a
//! lease, then mark sent, reschedule or dead-letter. Every function takes `now` so tests can move time.

mod admission;
mod delivery;
mod enqueue;

pub use admission::{DAY_MS, Enqueued, NewMail};
pub use delivery::{
    Claimed, Depth, claim_due, depth, mark_dead, mark_sent, mark_sent_batch, next_due_at,
    queued_in_last_day, release, reschedule,
};
pub use enqueue::{enqueue, enqueue_batch};
