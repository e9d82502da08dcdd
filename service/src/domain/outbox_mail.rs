//! What an outbox row delivers: its kind and its payload, written and read here only.

use serde::{Deserialize, Serialize};

use super::{DaySummary, JourneySummary, RecipientEmail};
use crate::content::Language;

/// The kind of an outbox row.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, sqlx::Type, Serialize)]
#[sqlx(type_name = "TEXT", rename_all = "lowercase")]
#[serde(rename_all = "lowercase")]
pub enum MailKind {
    /// A member's summary ([`SummaryMail`]): these count towards the per-recipient limit.
    Summary,
    /// A confirmation link for a recipient ([`ConfirmationMail`]).
    Confirmation,
    /// An administrator's sign-in code and link ([`AdminSignInMail`]).
    #[sqlx(rename = "admin_sign_in")]
    #[serde(rename = "admin_sign_in")]
    AdminSignIn,
    /// A morning's guide ([`GuideMail`]).
    Guide,
}

/// A morning's guide: the subscription it goes to (whose row holds the address, so an
/// unsubscribe reaches a guide already queued) and the day it carries.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct GuideMail {
    pub subscription: String,
    pub day: u16,
}

/// What a confirmation mail asks the address to confirm.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum ConfirmPurpose {
    /// A summary the member asked for.
    #[default]
    Summary,
    /// The day's guide each morning.
    Guide,
}

/// A sign-in mail to an administrator: the single-use link and the code to type instead.
#[derive(Debug, Clone, Serialize, Deserialize)]
pub struct AdminSignInMail {
    pub to: String,
    pub link: String,
    pub code: String,
}

/// A confirmation mail: where it goes, the link it carries, and the code to type into the app
/// instead (on a phone whose mail opens links in another browser).
#[derive(Debug, Clone, Serialize, Deserialize)]
pub struct ConfirmationMail {
    pub to: String,
    pub link: String,
    #[serde(default)]
    pub code: String,
    /// The language of the member who asked (none in rows queued before languages: the first).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub language: Option<Language>,
    /// What it confirms the address for (a summary unless said).
    #[serde(default, skip_serializing_if = "is_summary")]
    pub purpose: ConfirmPurpose,
}

fn is_summary(purpose: &ConfirmPurpose) -> bool {
    *purpose == ConfirmPurpose::Summary
}

/// A member's summary, of one day or of the journey so far. Stored untagged: a day summary's
/// payload is the same as before journeys existed, and a journey's is told apart by its `days`.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(untagged)]
pub enum SummaryMail {
    Day(DaySummary),
    Journey(JourneySummary),
}

impl SummaryMail {
    /// The member's language, as stored (none: the first).
    pub fn language(&self) -> Option<&Language> {
        match self {
            SummaryMail::Day(summary) => summary.language.as_ref(),
            SummaryMail::Journey(journey) => journey.language.as_ref(),
        }
    }

    pub fn recipient(&self) -> &RecipientEmail {
        match self {
            SummaryMail::Day(summary) => &summary.recipient,
            SummaryMail::Journey(journey) => &journey.recipient,
        }
    }

    /// The day it is filed under: its day, or a journey's latest.
    pub fn day(&self) -> u16 {
        match self {
            SummaryMail::Day(summary) => summary.activity.day,
            SummaryMail::Journey(journey) => journey.last_day(),
        }
    }
}

/// An outbox row's mail, read back from its kind and payload.
#[derive(Debug, Clone)]
pub enum OutboxMail {
    Summary(SummaryMail),
    Confirmation(ConfirmationMail),
    AdminSignIn(AdminSignInMail),
    Guide(GuideMail),
}

impl OutboxMail {
    /// The stored payload of a summary.
    pub fn summary_payload(summary: &SummaryMail) -> String {
        serde_json::to_string(summary).expect("a summary always serialises")
    }

    /// The stored payload of a confirmation mail.
    pub fn confirmation_payload(mail: &ConfirmationMail) -> String {
        serde_json::to_string(mail).expect("plain data serialises")
    }

    /// The stored payload of an administrator's sign-in mail.
    pub fn admin_sign_in_payload(mail: &AdminSignInMail) -> String {
        serde_json::to_string(mail).expect("plain data serialises")
    }

    /// The stored payload of a morning's guide.
    pub fn guide_payload(mail: &GuideMail) -> String {
        serde_json::to_string(mail).expect("plain data serialises")
    }

    /// Reads a stored row back; an error means the payload no longer fits its kind.
    pub fn read(kind: MailKind, payload: &str) -> serde_json::Result<Self> {
        Ok(match kind {
            MailKind::Summary => OutboxMail::Summary(serde_json::from_str(payload)?),
            MailKind::Confirmation => OutboxMail::Confirmation(serde_json::from_str(payload)?),
            MailKind::AdminSignIn => OutboxMail::AdminSignIn(serde_json::from_str(payload)?),
            MailKind::Guide => OutboxMail::Guide(serde_json::from_str(payload)?),
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::domain::summary::DayActivity;

    fn activity(day: u16) -> DayActivity {
        DayActivity {
            day,
            completed_slots: vec!["opening".into()],
            journals: vec![("opening".into(), "Thank you".into())],
            rhythm: Default::default(),
        }
    }

    #[test]
    fn a_day_summary_is_stored_as_before_journeys_and_each_kind_reads_back_as_itself() {
        let recipient = RecipientEmail::parse("member@example.org").unwrap();
        let day = SummaryMail::Day(DaySummary {
            recipient: recipient.clone(),
            activity: activity(7),
            language: None,
        });
        // The payload rows written before journeys existed.
        let before = r#"{"recipient":"member@example.org","day":7,"completed_slots":["opening"],"journals":[["opening","Thank you"]]}"#;
        assert_eq!(OutboxMail::summary_payload(&day), before);
        let journey = SummaryMail::Journey(JourneySummary {
            recipient,
            days: vec![activity(3), activity(7)],
            language: None,
        });
        // A member's language travels with the summary.
        let mut spanish = day.clone();
        if let SummaryMail::Day(summary) = &mut spanish {
            summary.language = serde_json::from_str("\"es\"").unwrap();
        }
        assert!(OutboxMail::summary_payload(&spanish).contains(r#""language":"es""#));
        for mail in [day, journey, spanish] {
            let payload = OutboxMail::summary_payload(&mail);
            match OutboxMail::read(MailKind::Summary, &payload).unwrap() {
                OutboxMail::Summary(read) => assert_eq!(read, mail),
                other => panic!("{other:?}"),
            }
        }
    }
}
