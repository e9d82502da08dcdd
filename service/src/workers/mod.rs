//! Background jobs, one module each.

pub mod outbox_worker;
pub mod reminder_worker;
pub mod retention_worker;
