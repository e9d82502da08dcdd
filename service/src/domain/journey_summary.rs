//! A member's journey summary: every day their device holds something for, in one e-mail. Each
//! day is checked by the same rules as a day summary.

use std::collections::{BTreeMap, HashSet};

use serde::{Deserialize, Serialize};
use utoipa::ToSchema;

use super::RecipientEmail;
use super::summary::{DayActivity, SummaryError, distinct_keys, journal_texts, recipient};
use crate::content::{Catalogue, Language};

/// The body of `POST /api/send-journey-summary`, exactly as the PWA sends it.
#[derive(Debug, Clone, Deserialize, Serialize, ToSchema)]
#[cfg_attr(test, derive(ts_rs::TS))]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct JourneySummaryRequest {
    /// Where to send the summary; trimmed, then a deliverable address.
    #[schema(min_length = 1, max_length = 255)]
    pub email: String,
    /// The days to include, each at most once, each checked like a day summary.
    #[schema(min_items = 1)]
    pub days: Vec<JourneyDay>,
    /// As in a day summary: the token this device was given for this address.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[cfg_attr(test, ts(optional))]
    #[schema(max_length = 512)]
    pub recipient_token: Option<String>,
}

/// One day of a journey: the fields of a day summary, without the address.
#[derive(Debug, Clone, Deserialize, Serialize, ToSchema)]
#[cfg_attr(test, derive(ts_rs::TS))]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct JourneyDay {
    /// A day of the programme that has a guide.
    #[cfg_attr(test, ts(type = "number"))]
    pub day_number: i64,
    /// The day's theme, exactly as the guide gives it.
    pub theme: String,
    /// Keys of the day's slots the member ticked, each at most once.
    #[schema(schema_with = distinct_keys)]
    pub completed_slots: Vec<String>,
    /// Journal text by the day's journal key.
    #[schema(schema_with = journal_texts)]
    pub journals: BTreeMap<String, String>,
}

/// A journey that passed every rule, ready for the outbox: its days in programme order.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct JourneySummary {
    pub recipient: RecipientEmail,
    pub days: Vec<DayActivity>,
    /// The member's language, the e-mail's (none in rows queued before languages: the first).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub language: Option<Language>,
}

impl JourneySummaryRequest {
    /// Checks the address, then every day against its content (in the member's `language`); the
    /// first fault is the answer.
    pub fn validate(
        self,
        catalogue: &Catalogue,
        language: &Language,
    ) -> Result<JourneySummary, SummaryError> {
        let recipient = recipient(&self.email)?;
        if self.days.is_empty() {
            return Err(SummaryError::NoDays);
        }
        let mut seen = HashSet::new();
        let mut days = Vec::with_capacity(self.days.len());
        for day in &self.days {
            if !seen.insert(day.day_number) {
                return Err(SummaryError::DuplicateDay(day.day_number));
            }
            days.push(DayActivity::check(
                catalogue,
                language,
                day.day_number,
                &day.theme,
                &day.completed_slots,
                &day.journals,
            )?);
        }
        days.sort_by_key(|d| d.day);
        Ok(JourneySummary {
            recipient,
            days,
            language: Some(language.clone()),
        })
    }
}

impl JourneySummary {
    /// The latest day it covers.
    pub fn last_day(&self) -> u16 {
        self.days.last().map_or(0, |d| d.day)
    }
}
