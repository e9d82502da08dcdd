//! A member's day summary: the request as sent, and the validated summary that is queued.

use std::collections::{BTreeMap, HashSet};
use std::fmt;

use serde::{Deserialize, Serialize};
use utoipa::ToSchema;
use utoipa::openapi::schema::{ArrayBuilder, ObjectBuilder, Type};

use super::{EMAIL_MAX_CHARS, RecipientEmail};
use crate::content::model::RhythmKey;
use crate::content::{Catalogue, Language, Said, SaidArg};

pub const JOURNAL_MAX_CHARS: usize = 10_000;

/// The body of `POST /api/send-day-summary`, exactly as the PWA sends it.
#[derive(Debug, Clone, Deserialize, Serialize, ToSchema)]
#[cfg_attr(test, derive(ts_rs::TS))]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct SummaryRequest {
    /// Where to send the summary; trimmed, then a deliverable address.
    #[schema(min_length = 1, max_length = 255)]
    pub email: String,
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
    /// The token this device was given for this address by an earlier answer (its request to
    /// confirm the address, and once confirmed its proof); kept on the device only.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[cfg_attr(test, ts(optional))]
    #[schema(max_length = 512)]
    pub recipient_token: Option<String>,
    /// The rhythm the member keeps the day in (every prayer time unless sent): the summary
    /// names it.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[cfg_attr(test, ts(optional))]
    pub rhythm: Option<RhythmKey>,
}

/// The answer when a summary is accepted (202).
#[derive(Debug, Clone, Serialize, Deserialize, ToSchema)]
#[cfg_attr(test, derive(ts_rs::TS))]
#[serde(rename_all = "camelCase")]
pub struct SummaryQueued {
    /// The outbox id; the same for a replay with the same `Idempotency-Key`.
    pub id: String,
    pub delivery: SummaryDelivery,
    /// Keep this for the address and send it with the next summary to it.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[cfg_attr(test, ts(optional))]
    pub recipient_token: Option<String>,
}

/// What happens next to an accepted summary.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
#[cfg_attr(test, derive(ts_rs::TS))]
#[serde(rename_all = "snake_case")]
pub enum SummaryDelivery {
    /// It is on its way ("Email Sent!").
    Sending,
    /// The address was sent a confirmation mail instead, and nothing of the summary was kept:
    /// send it again (with the token) once the link is opened on this device or its code typed.
    AwaitingConfirmation,
}

/// The body of `POST /api/confirm-address`: the code from the confirmation mail, typed on the
/// device that asked for it.
#[derive(Debug, Clone, Deserialize, Serialize, ToSchema)]
#[cfg_attr(test, derive(ts_rs::TS))]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct ConfirmCodeRequest {
    /// The token this device was given when it asked.
    #[schema(max_length = 512)]
    pub recipient_token: String,
    /// The 6-digit code from the mail.
    #[schema(max_length = 16)]
    pub code: String,
}

pub(super) fn distinct_keys() -> ArrayBuilder {
    ArrayBuilder::new()
        .items(ObjectBuilder::new().schema_type(Type::String))
        .unique_items(true)
}

pub(super) fn journal_texts() -> ObjectBuilder {
    let text = ObjectBuilder::new()
        .schema_type(Type::String)
        .max_length(Some(JOURNAL_MAX_CHARS));
    ObjectBuilder::new()
        .schema_type(Type::Object)
        .additional_properties(Some(text))
}

/// What a member kept for one day, checked against its guide: slots and journals in the day's order.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct DayActivity {
    pub day: u16,
    pub completed_slots: Vec<String>,
    /// (journal key, text), only journals with text.
    pub journals: Vec<(String, String)>,
    /// The member's rhythm (left out of the outbox row for every prayer time).
    #[serde(default, skip_serializing_if = "RhythmKey::is_every")]
    pub rhythm: RhythmKey,
}

/// A day summary that passed every rule, ready for the outbox.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct DaySummary {
    pub recipient: RecipientEmail,
    #[serde(flatten)]
    pub activity: DayActivity,
    /// The member's language, the e-mail's (none in rows queued before languages: the first).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub language: Option<Language>,
}

#[derive(Debug, Clone, PartialEq)]
pub enum SummaryError {
    InvalidEmail,
    UnknownDay(i64),
    ThemeMismatch(u16),
    UnknownSlot(String, u16),
    DuplicateSlot(String),
    UnknownJournal(String, u16),
    JournalTooLong(String, u16),
    /// A journey with no day in it.
    NoDays,
    /// A journey that lists a day twice.
    DuplicateDay(i64),
    /// The guide by e-mail's time is not `HH:MM`.
    BadTime,
    /// The guide by e-mail's time zone is not an IANA zone.
    UnknownTimeZone,
}

impl SummaryError {
    /// A short, fixed label for metrics.
    pub fn reason(&self) -> &'static str {
        match self {
            SummaryError::InvalidEmail => "invalid_email",
            SummaryError::UnknownDay(_) => "unknown_day",
            SummaryError::ThemeMismatch(_) => "theme_mismatch",
            SummaryError::UnknownSlot(..) => "unknown_slot",
            SummaryError::DuplicateSlot(_) => "duplicate_slot",
            SummaryError::UnknownJournal(..) => "unknown_journal",
            SummaryError::JournalTooLong(..) => "journal_too_long",
            SummaryError::NoDays => "no_days",
            SummaryError::DuplicateDay(_) => "duplicate_day",
            SummaryError::BadTime => "bad_time",
            SummaryError::UnknownTimeZone => "unknown_time_zone",
        }
    }
}

/// Whether a member-supplied key is echoed back: only when short and plain.
fn shown_as_sent(key: &str) -> bool {
    key.len() <= 40
        && key
            .chars()
            .all(|c| c.is_ascii_alphanumeric() || c == '-' || c == '_')
}

impl SummaryError {
    /// What the member is told, to say in their language.
    pub fn said(&self) -> Said {
        let day = |day: i64| SaidArg::Number(day);
        let key = |key: &str| match shown_as_sent(key) {
            true => SaidArg::Text(format!("'{key}'")),
            false => SaidArg::Message("error-a-key"),
        };
        match self {
            SummaryError::InvalidEmail => Said::new("error-invalid-email"),
            SummaryError::UnknownDay(d) => Said::new("error-unknown-day").with("day", day(*d)),
            SummaryError::ThemeMismatch(d) => {
                Said::new("error-theme-mismatch").with("day", day(i64::from(*d)))
            }
            SummaryError::UnknownSlot(k, d) => Said::new("error-unknown-slot")
                .with("day", day(i64::from(*d)))
                .with("key", key(k)),
            SummaryError::DuplicateSlot(k) => Said::new("error-duplicate-slot").with("key", key(k)),
            SummaryError::UnknownJournal(k, d) => Said::new("error-unknown-journal")
                .with("day", day(i64::from(*d)))
                .with("key", key(k)),
            SummaryError::JournalTooLong(k, d) => Said::new("error-journal-too-long")
                .with("day", day(i64::from(*d)))
                .with("key", key(k))
                .with("max", SaidArg::Number(JOURNAL_MAX_CHARS as i64)),
            SummaryError::NoDays => Said::new("error-no-days"),
            SummaryError::DuplicateDay(d) => Said::new("error-duplicate-day").with("day", day(*d)),
            SummaryError::BadTime => Said::new("error-guide-time"),
            SummaryError::UnknownTimeZone => Said::new("error-guide-time-zone"),
        }
    }
}

/// For logs: the message the member is told ([`Said`]'s `Display`); its words are the catalogue's.
impl fmt::Display for SummaryError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.said().fmt(f)
    }
}

impl SummaryRequest {
    /// Checks every field against the day's content, in the member's `language`.
    pub fn validate(
        self,
        catalogue: &Catalogue,
        language: &Language,
    ) -> Result<DaySummary, SummaryError> {
        let recipient = recipient(&self.email)?;
        let activity = DayActivity::check(
            catalogue,
            language,
            self.day_number,
            &self.theme,
            &self.completed_slots,
            &self.journals,
        )?;
        Ok(DaySummary {
            recipient,
            activity: DayActivity {
                rhythm: self.rhythm.unwrap_or_default(),
                ..activity
            },
            language: Some(language.clone()),
        })
    }
}

/// The address to send to; the limit holds before trimming too, as the API document says.
pub(super) fn recipient(email: &str) -> Result<RecipientEmail, SummaryError> {
    Some(email)
        .filter(|raw| raw.chars().count() <= EMAIL_MAX_CHARS)
        .and_then(RecipientEmail::parse)
        .ok_or(SummaryError::InvalidEmail)
}

impl DayActivity {
    /// Checks one day's theme (as the member's `language` or the first writes it), slots and
    /// journals against its guide.
    pub(super) fn check(
        catalogue: &Catalogue,
        language: &Language,
        day_number: i64,
        theme: &str,
        completed_slots: &[String],
        journals: &BTreeMap<String, String>,
    ) -> Result<DayActivity, SummaryError> {
        let guide = u16::try_from(day_number)
            .ok()
            .and_then(|day| catalogue.day(day))
            .ok_or(SummaryError::UnknownDay(day_number))?;
        let translated = catalogue
            .day_in(language, guide.day)
            .map(|g| g.theme.as_str());
        if theme != guide.theme && Some(theme) != translated {
            return Err(SummaryError::ThemeMismatch(guide.day));
        }

        let mut seen = HashSet::new();
        for key in completed_slots {
            if !seen.insert(key.as_str()) {
                return Err(SummaryError::DuplicateSlot(key.clone()));
            }
            if !guide.checkable_slots().any(|s| &s.key == key) {
                return Err(SummaryError::UnknownSlot(key.clone(), guide.day));
            }
        }
        let completed_slots = guide
            .checkable_slots()
            .filter(|s| seen.contains(s.key.as_str()))
            .map(|s| s.key.clone())
            .collect();

        let day_journals: Vec<&str> = guide
            .timed_slots()
            .filter_map(|s| s.journal.as_ref())
            .map(|j| j.key.as_str())
            .collect();
        for (key, text) in journals {
            if !day_journals.contains(&key.as_str()) {
                return Err(SummaryError::UnknownJournal(key.clone(), guide.day));
            }
            if text.chars().count() > JOURNAL_MAX_CHARS {
                return Err(SummaryError::JournalTooLong(key.clone(), guide.day));
            }
        }
        let journals = day_journals
            .iter()
            .filter_map(|key| {
                let text = clean_text(journals.get(*key)?);
                (!text.trim().is_empty()).then(|| (key.to_string(), text))
            })
            .collect();

        Ok(DayActivity {
            day: guide.day,
            completed_slots,
            journals,
            rhythm: RhythmKey::Every,
        })
    }
}

/// Keeps line breaks and tabs, drops other control characters.
fn clean_text(text: &str) -> String {
    text.replace("\r\n", "\n")
        .chars()
        .filter(|c| !c.is_control() || matches!(c, '\n' | '\t'))
        .collect()
}
