//! Background jobs, one module each.

pub mod outbox_worker;
