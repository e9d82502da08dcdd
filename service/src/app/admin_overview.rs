//! What the admin pages read: the admin page's overview (the service's figures, the audit log,
//! the announcements, the tally, the prayer wall's queue) and one announcement to edit; and the
//! rows they show, as the storage keeps them.

use std::collections::BTreeMap;

use crate::app::{prayer_wall, tally};
use crate::domain::AnnouncementTranslation;
use crate::state::AdminDesk;
use crate::storage::{admin, announcements, outbox, push_subscriptions};

pub use crate::storage::admin::AuditEntry;
pub use crate::storage::announcements::Announcement;
pub use crate::storage::now_ms;
pub use crate::storage::prayer_wall::ReviewRow;
pub use crate::storage::recordings::Kept;
pub use crate::storage::tally::DEVICES;

/// The tally's published figures: day → slot (or [`DEVICES`]) → count.
pub type Days = BTreeMap<u16, BTreeMap<String, i64>>;

/// How many of the audit log's entries, and of the announcements, the admin page shows.
const AUDIT_SHOWN: i64 = 50;
const ANNOUNCEMENTS_SHOWN: i64 = 100;

/// Everything the admin page shows that is read from the database.
pub struct Overview {
    /// Devices with reminders on.
    pub devices: i64,
    /// Mails queued in the last 24 hours.
    pub mails_last_day: i64,
    /// Mails not delivered yet.
    pub mails_waiting: i64,
    /// The newest entries of the audit log, newest first.
    pub audit: Vec<AuditEntry>,
    /// The newest announcements, latest first.
    pub announcements: Vec<Announcement>,
    /// The tally's published figures.
    pub days: Days,
    /// Requests and lines of thanks waiting for an administrator.
    pub to_review: usize,
}

/// The admin page's figures as they stand at `now`.
pub async fn overview(desk: &AdminDesk, now: i64) -> sqlx::Result<Overview> {
    let db = &desk.db;
    Ok(Overview {
        devices: push_subscriptions::count(db).await?,
        mails_last_day: outbox::queued_in_last_day(db, now).await?,
        mails_waiting: outbox::depth(db).await?.undelivered,
        audit: admin::audit_log(db, AUDIT_SHOWN).await?,
        announcements: announcements::all(db, ANNOUNCEMENTS_SHOWN).await?,
        days: tally::all_days(db).await?,
        to_review: prayer_wall::to_review(db).await?.len(),
    })
}

/// Announcement `id` with its words in other languages, if there is one.
pub async fn announcement(
    desk: &AdminDesk,
    id: &str,
) -> sqlx::Result<Option<(Announcement, Vec<AnnouncementTranslation>)>> {
    let Some(found) = announcements::find(&desk.db, id).await? else {
        return Ok(None);
    };
    let translations = announcements::translations(&desk.db, id).await?;
    Ok(Some((found, translations)))
}
