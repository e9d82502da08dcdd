//! Background jobs, one module each.

pub mod guide_mail_worker;
pub mod outbox_worker;
pub mod reminder_worker;
pub mod retention_worker;
