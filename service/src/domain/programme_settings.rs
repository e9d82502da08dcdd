//! What the PWA learns from the service when it starts (and keeps for offline use).

use serde::{Deserialize, Serialize};
use utoipa::ToSchema;

use crate::content::Catalogue;

/// The programme as this service runs it: one start date for pages, e-mails and reminders.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, ToSchema)]
#[cfg_attr(test, derive(ts_rs::TS))]
#[serde(rename_all = "camelCase")]
pub struct ProgrammeSettings {
    /// Day 1 of the fast, `YYYY-MM-DD` (`PROGRAMME_START_DATE`, else the content's `startDate`).
    #[schema(format = Date)]
    pub start_date: String,
    /// Whether this server sends push reminders (`VAPID_SUBJECT` set); the calendar file always works.
    pub push_reminders: bool,
    /// Whether the church sends the day's guide by e-mail (`GUIDE_MAIL`, on unless `off`).
    pub guide_mail: bool,
}

impl ProgrammeSettings {
    pub fn new(catalogue: &Catalogue, push_reminders: bool, guide_mail: bool) -> Self {
        ProgrammeSettings {
            start_date: catalogue.programme.start_date.to_string(),
            push_reminders,
            guide_mail,
        }
    }
}
