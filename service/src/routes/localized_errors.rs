//! Says the API's refusals in the request's language: an [`ApiError`] that carries its message
//! as a [`crate::content::Said`] is answered, for a language after the first, with that message in
//! the language the request asks for (`Accept-Language`); everything else of the answer (status,
//! `Retry-After`, `Cache-Control`) stays. The first language's answers are left as they are.

use actix_web::body::{BoxBody, MessageBody};
use actix_web::dev::{ServiceRequest, ServiceResponse};
use actix_web::http::header;
use actix_web::middleware::Next;
use actix_web::{HttpResponse, web};

use super::api_error::{ApiError, ErrorBody};
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
        .error()
        .and_then(|err| err.as_error::<ApiError>())
        .and_then(|err| err.said.clone());
    let (Some(state), Some(said)) = (state, said) else {
        return Ok(res.map_into_boxed_body());
    };
    if lang.is_first(state.catalogue.languages()) {
        return Ok(res.map_into_boxed_body());
    }
    let error = state.catalogue.say(&lang, &said);
    let (req, old) = res.into_parts();
    let mut answer = HttpResponse::build(old.status());
    for (name, value) in old.headers() {
        if name != header::CONTENT_TYPE && name != header::CONTENT_LENGTH {
            answer.append_header((name.clone(), value.clone()));
        }
    }
    answer.insert_header((header::CONTENT_LANGUAGE, lang.code()));
    let res = ServiceResponse::new(req, answer.json(ErrorBody { error }));
    Ok(res.map_into_boxed_body())
}

#[cfg(test)]
mod tests {
    use std::time::Duration;

    use crate::app::confirmations::CodeRefused;
    use crate::app::subscriptions::ReminderError;
    use crate::app::summaries::SummaryRefused;
    use crate::app::tally::TallyRefused;
    use crate::content::Catalogue;
    use crate::domain::{SubscriptionError, SummaryError};

    /// The first language's catalogue says each refusal exactly as its `Display` (the English
    /// the API answered with before there was a catalogue), and another language says it in its
    /// own words.
    #[test]
    fn every_refusal_is_said_in_english_as_before_and_in_spanish_in_other_words() {
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
        let mut said: Vec<(String, crate::content::Said)> = Vec::new();
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
        assert!(
            ReminderError::Invalid("as sent".into(), None)
                .said()
                .is_none()
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
        for (english, said) in said {
            assert_eq!(catalogue.say(&en, &said), english, "{said:?}");
            let spanish = catalogue.say(&es, &said);
            assert_ne!(spanish, english, "{said:?}");
            assert_ne!(spanish, said.id, "the message exists: {said:?}");
        }
    }
}
