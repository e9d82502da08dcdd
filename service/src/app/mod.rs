//! Application services: what the handlers and workers ask for, over storage, mail and push.

pub mod admin;
pub mod admin_overview;
pub mod announcement_push;
pub mod announcements;
pub mod confirmations;
pub mod guide_mail;
pub mod prayer_wall;
pub mod push_engine;
pub mod push_pass;
pub mod recordings;
pub mod reminders;
mod sender;
pub mod subscriptions;
pub mod summaries;
mod summary_refused;
pub mod tally;
pub mod test_reminders;
pub mod watch;
pub mod watch_reminders;

use crate::content::Said;

/// For a refusal's `Display` (what logs show of it): the message the member is told ([`Said`]'s
/// `Display`; its words are the catalogue's), or nothing.
pub(crate) fn said_or_nothing(said: Option<Said>) -> String {
    said.map(|said| said.to_string()).unwrap_or_default()
}
