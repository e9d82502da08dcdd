//! Says the API's refusals in the request's language: an answer made from an [`ApiError`] that
//! tells a [`crate::content::Said`] message (whether returned as an error or not) gets that
//! message in the language the request asks for (`Accept-Language`), the first language too, and
//! `Content-Language`; everything else of the answer (status, `Retry-After`, `Cache-Control`, the
//! error itself for the request's span) stays. An answer that tells a text is left as it is.

use actix_web::body::{BoxBody, MessageBody};
use actix_web::dev::{ServiceRequest, ServiceResponse};
use actix_web::http::header::{self, HeaderValue};
use actix_web::middleware::Next;
use actix_web::web;

use super::api_error::{ErrorBody, ToSay};
use super::member_language::MemberLanguage;
use crate::state::AppState;

pub async fn localized_errors(
    req: ServiceRequest,
    next: Next<impl MessageBody + 'static>,
) -> Result<ServiceResponse<BoxBody>, actix_web::Error> {
    let lang = MemberLanguage::of(req.request());
    let res = next.call(req).await?;
    let state = res.request().app_data::<web::Data<AppState>>().cloned();
    let said = res
        .response()
        .extensions()
        .get::<ToSay>()
        .map(|to| to.0.clone());
    let (Some(state), Some(said)) = (state, said) else {
        return Ok(res.map_into_boxed_body());
    };
    let body = ErrorBody {
        error: state.catalogue.say(&lang, &said),
    };
    let body = serde_json::to_vec(&body).expect("an error body serializes");
    let res = res.map_body(|head, _| {
        head.headers.remove(header::CONTENT_LENGTH);
        if let Ok(code) = HeaderValue::from_str(lang.code()) {
            head.headers.insert(header::CONTENT_LANGUAGE, code);
        }
        BoxBody::new(body)
    });
    Ok(res)
}

#[cfg(test)]
mod tests {
    use std::time::Duration;

    use super::super::api_error::{ApiError, Told};
    use crate::app::confirmations::CodeRefused;
    use crate::app::subscriptions::ReminderError;
    use crate::app::summaries::SummaryRefused;
    use crate::app::tally::TallyRefused;
    use crate::content::{Catalogue, Said};
    use crate::domain::{SubscriptionError, SummaryError};

    /// Each refusal's words are the catalogue's alone: its English is a whole sentence (no
    /// variable left unfilled), Spanish says it in other words, and its `Display` (for logs)
    /// names the message rather than writing a second English copy.
    #[test]
    fn every_refusal_is_said_by_the_catalogue_and_logged_by_its_message_id() {
        let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../content");
        let catalogue = Catalogue::load(&dir, None).unwrap();
        let (en, es) = (catalogue.first_language(), catalogue.language("es"));
        let wait = Duration::from_secs(1);
        let summary = [
            SummaryError::InvalidEmail,
            SummaryError::UnknownDay(99),
            SummaryError::ThemeMismatch(3),
            SummaryError::UnknownSlot("dawn".into(), 3),
            SummaryError::DuplicateSlot("<b>".into()),
            SummaryError::UnknownJournal("6am".into(), 4),
            SummaryError::JournalTooLong("6am".into(), 4),
            SummaryError::NoDays,
            SummaryError::DuplicateDay(7),
        ];
        let mut said: Vec<(String, Said)> = Vec::new();
        for err in summary {
            said.push((err.to_string(), err.said()));
            let refused = SummaryRefused::Invalid(err);
            said.push((refused.to_string(), refused.said()));
        }
        let refusals = [
            SummaryRefused::BadRecipientToken,
            SummaryRefused::RecipientLimited {
                limit: 3,
                retry_after: wait,
            },
            SummaryRefused::ConfirmationsLimited {
                limit: 2,
                retry_after: wait,
            },
            SummaryRefused::ClientLimited {
                limit: 5,
                retry_after: wait,
            },
            SummaryRefused::DailyCap { retry_after: wait },
            SummaryRefused::KeyReused,
            SummaryRefused::Storage("disk full".into()),
        ];
        said.extend(refusals.iter().map(|r| (r.to_string(), r.said())));
        let codes = [
            CodeRefused::Malformed,
            CodeRefused::Wrong { left: 2 },
            CodeRefused::Ended,
            CodeRefused::Storage(sqlx::Error::PoolClosed),
        ];
        said.extend(codes.iter().map(|c| (c.to_string(), c.said())));
        let reminders = [
            ReminderError::Off,
            ReminderError::FastOver,
            ReminderError::Full,
            ReminderError::TooManySignUps { retry_after: wait },
            ReminderError::NoToken,
            ReminderError::NotFound,
            ReminderError::NotSnoozable,
            ReminderError::DayOver,
            ReminderError::SnoozedOut,
            ReminderError::TooManyTests { retry_after: wait },
            ReminderError::PushGone,
            ReminderError::PushRefused,
            ReminderError::Storage(sqlx::Error::PoolClosed),
        ];
        for err in &reminders {
            said.push((err.to_string(), err.said().expect("a fixed text")));
        }
        let as_sent = ReminderError::Invalid("as sent".into(), None);
        assert_eq!(
            (as_sent.said(), as_sent.to_string()),
            (None, "as sent".into())
        );
        let subscriptions = [
            SubscriptionError::UnknownTimeZone,
            SubscriptionError::NoSlots,
            SubscriptionError::UnknownSlot("opening, close".into()),
        ];
        for err in &subscriptions {
            said.push((err.to_string(), err.said().expect("a fixed text")));
        }
        for err in [TallyRefused::DayClosed, TallyRefused::Slot] {
            said.push((err.to_string(), err.said().expect("a fixed text")));
        }
        let storage = ApiError::storage_unavailable();
        let Told::Said(told) = storage.told.clone() else {
            panic!("the storage failure is a message: {storage}");
        };
        said.push((storage.to_string(), told));
        for (logged, said) in said {
            let english = catalogue.say(&en, &said);
            assert!(
                !english.is_empty() && english != said.id,
                "{said}: {english}"
            );
            assert!(
                !english.contains('{'),
                "{said}: a variable unfilled: {english}"
            );
            let spanish = catalogue.say(&es, &said);
            assert!(
                !spanish.contains('{'),
                "{said}: a variable unfilled: {spanish}"
            );
            assert_ne!(spanish, english, "{said}");
            assert!(logged.contains(said.id), "{said}: logged as {logged}");
        }
    }
}
