//! What an administrator is told when an announcement is not saved.

use crate::app::announcements::{AnnouncementRefused, PER_DAY};
use crate::content::Arg;
use crate::domain::{ANNOUNCEMENT_BODY_MAX_CHARS, ANNOUNCEMENT_TITLE_MAX_CHARS, AnnouncementError};
use crate::routes::admin::Words;

/// The refusal in the admin area's words.
pub(super) fn told(words: &Words<'_>, refused: &AnnouncementRefused) -> String {
    let most = |n: i64| vec![("most", Arg::from(n))];
    let (id, args) = match refused {
        AnnouncementRefused::Text(error) => return text(words, error),
        AnnouncementRefused::InThePast => ("admin-refused-in-the-past", vec![]),
        AnnouncementRefused::AfterTheProgramme { last_day, until } => (
            "admin-refused-after-programme",
            vec![
                ("last-day", words.date(*last_day).into()),
                ("until", words.date(*until).into()),
            ],
        ),
        AnnouncementRefused::DayIsFull => ("admin-refused-day-full", most(PER_DAY)),
        AnnouncementRefused::TodayIsFull => ("admin-refused-today-full", most(PER_DAY)),
        AnnouncementRefused::NotPending => ("admin-refused-not-pending", vec![]),
        AnnouncementRefused::Storage(_) => ("admin-unavailable", vec![]),
    };
    words.say_with(id, &args)
}

/// Why the words themselves were refused.
fn text(words: &Words<'_>, error: &AnnouncementError) -> String {
    let long =
        |length: usize, most: usize| vec![("length", Arg::from(length)), ("most", Arg::from(most))];
    let (id, args) = match error {
        AnnouncementError::NoTitle => ("admin-refused-no-title", vec![]),
        AnnouncementError::TitleTooLong(length) => (
            "admin-refused-title-too-long",
            long(*length, ANNOUNCEMENT_TITLE_MAX_CHARS),
        ),
        AnnouncementError::NoBody => ("admin-refused-no-text", vec![]),
        AnnouncementError::BodyTooLong(length) => (
            "admin-refused-text-too-long",
            long(*length, ANNOUNCEMENT_BODY_MAX_CHARS),
        ),
        AnnouncementError::ControlCharacters => ("admin-refused-control", vec![]),
        AnnouncementError::Link => ("admin-refused-link", vec![]),
        AnnouncementError::Translation { language, error } => (
            "admin-refused-translation",
            vec![
                ("language", language.as_str().into()),
                ("refused", text(words, error).into()),
            ],
        ),
        AnnouncementError::HalfTranslated(language) => (
            "admin-refused-half-translated",
            vec![("language", language.as_str().into())],
        ),
    };
    words.say_with(id, &args)
}
