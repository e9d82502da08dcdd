//! Web-push reminders at each slot of each fast day, in each member's time zone.

pub mod calendar;
pub mod pass;
pub mod schedule;

pub use schedule::{PRAYER_WATCH_KEY, Reminder, ReminderPlan, ReminderSlot};
