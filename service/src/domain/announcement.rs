//! An announcement from the church, as an administrator wrote it: checked once, here.

use serde::{Deserialize, Serialize};
use utoipa::ToSchema;

/// The most characters of a title (a notification shows about this many).
pub const ANNOUNCEMENT_TITLE_MAX_CHARS: usize = 60;
/// The most characters of an announcement's text.
pub const ANNOUNCEMENT_BODY_MAX_CHARS: usize = 280;

/// A valid announcement's words and the page of the app it links to, if any.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct AnnouncementText {
    pub title: String,
    pub body: String,
    /// A page of the app: `/`, `/days`, `/journey` or `/day/N` (never another site).
    pub link: Option<String>,
    /// The same announcement in other languages the programme offers, as the church wrote it.
    pub translations: Vec<AnnouncementTranslation>,
}

/// An announcement's words in another language (`lang`: a code of programme.json).
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct AnnouncementTranslation {
    pub lang: String,
    pub title: String,
    pub body: String,
}

/// What is wrong with an announcement; the message is the administrator's.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum AnnouncementError {
    #[error("Please write a title.")]
    NoTitle,
    #[error("The title is {0} characters long; at most 60 fit a notification.")]
    TitleTooLong(usize),
    #[error("Please write the announcement's text.")]
    NoBody,
    #[error("The text is {0} characters long; at most 280 fit.")]
    BodyTooLong(usize),
    #[error("The title and text may not contain control characters.")]
    ControlCharacters,
    #[error(
        "The link must be a page of the app: the cover, the days list, the journey, or a day of the programme."
    )]
    Link,
    /// A translation's words are wrong; `language` names it as the admin page does.
    #[error("In {language}: {error}")]
    Translation {
        language: String,
        error: Box<AnnouncementError>,
    },
    #[error("In {0}, write both the title and the text, or leave both empty.")]
    HalfTranslated(String),
}

impl AnnouncementText {
    /// Checks an administrator's words; `days` is the programme's length (for `/day/N`).
    pub fn parse(
        title: &str,
        body: &str,
        link: Option<&str>,
        days: u16,
    ) -> Result<Self, AnnouncementError> {
        let (title, body) = words(title, body)?;
        let link = match link.map(str::trim).filter(|l| !l.is_empty()) {
            None => None,
            Some(link) if app_page(link, days) => Some(link.to_string()),
            Some(_) => return Err(AnnouncementError::Link),
        };
        Ok(AnnouncementText {
            title,
            body,
            link,
            translations: Vec::new(),
        })
    }

    /// The same announcement with its words in `lang` (named `language` in a refusal), checked as
    /// the first language's are; both left empty: no translation.
    pub fn translated(
        mut self,
        lang: &str,
        language: &str,
        title: &str,
        body: &str,
    ) -> Result<Self, AnnouncementError> {
        match (title.trim().is_empty(), body.trim().is_empty()) {
            (true, true) => return Ok(self),
            (false, false) => {}
            _ => return Err(AnnouncementError::HalfTranslated(language.into())),
        }
        let (title, body) = words(title, body).map_err(|error| AnnouncementError::Translation {
            language: language.into(),
            error: Box::new(error),
        })?;
        self.translations.push(AnnouncementTranslation {
            lang: lang.into(),
            title,
            body,
        });
        Ok(self)
    }
}

/// A title and a text, trimmed (line breaks as `\n`), within their limits and without control
/// characters but a text's line breaks.
fn words(title: &str, body: &str) -> Result<(String, String), AnnouncementError> {
    let title = title.trim();
    let body = body.trim().replace("\r\n", "\n");
    if title.is_empty() {
        return Err(AnnouncementError::NoTitle);
    }
    if body.is_empty() {
        return Err(AnnouncementError::NoBody);
    }
    // A line break is the one control character a text may hold.
    if title.chars().any(char::is_control) || body.chars().any(|c| c.is_control() && c != '\n') {
        return Err(AnnouncementError::ControlCharacters);
    }
    let (title_chars, body_chars) = (title.chars().count(), body.chars().count());
    if title_chars > ANNOUNCEMENT_TITLE_MAX_CHARS {
        return Err(AnnouncementError::TitleTooLong(title_chars));
    }
    if body_chars > ANNOUNCEMENT_BODY_MAX_CHARS {
        return Err(AnnouncementError::BodyTooLong(body_chars));
    }
    Ok((title.to_string(), body))
}

/// Whether `path` is a page of the app: the cover, the days list, the journey, or `/day/N` of
/// the programme.
fn app_page(path: &str, days: u16) -> bool {
    match path {
        "/" | "/days" | "/journey" => true,
        _ => crate::content::day_of_page(path).is_some_and(|n| (1..=days).contains(&n)),
    }
}

/// An announcement as members' app shows it.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
#[cfg_attr(test, derive(ts_rs::TS))]
#[serde(rename_all = "camelCase")]
pub struct PublishedAnnouncement {
    pub id: String,
    pub title: String,
    pub body: String,
    /// A page of the app it opens, if any.
    pub link: Option<String>,
    /// When it went out, unix ms.
    #[cfg_attr(test, ts(type = "number"))]
    pub sent_at: i64,
    /// The language its words are in: the request's where the church wrote it in that language,
    /// else the programme's first.
    pub lang: String,
}

/// The church's recent announcements, newest first.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
#[cfg_attr(test, derive(ts_rs::TS))]
pub struct PublishedAnnouncements {
    pub announcements: Vec<PublishedAnnouncement>,
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn words_within_their_limits_and_a_page_of_the_app_are_an_announcement() {
        let ok = AnnouncementText::parse(
            " Prayer watch tonight ",
            "Join us at 9.\r\nBring a friend.",
            Some("/day/12"),
            40,
        )
        .unwrap();
        assert_eq!(ok.title, "Prayer watch tonight");
        assert_eq!(ok.body, "Join us at 9.\nBring a friend.");
        assert_eq!(ok.link.as_deref(), Some("/day/12"));
        for link in ["/", "/days", "/journey", "/day/1", "/day/40"] {
            assert!(
                AnnouncementText::parse("t", "b", Some(link), 40).is_ok(),
                "{link}"
            );
        }
        assert_eq!(
            AnnouncementText::parse("t", "b", Some(""), 40)
                .unwrap()
                .link,
            None
        );
        let title = "é".repeat(60);
        assert!(AnnouncementText::parse(&title, &"a".repeat(280), None, 40).is_ok());
    }

    #[test]
    fn a_translation_is_checked_as_the_first_language_is_and_both_empty_is_none() {
        let text = AnnouncementText::parse("Watch tonight", "At 9.", Some("/day/12"), 40).unwrap();
        let es = text
            .clone()
            .translated(
                "es",
                "Español",
                " Vigilia esta noche ",
                "A las 9.\r\nTrae a alguien.",
            )
            .unwrap();
        assert_eq!(
            es.translations,
            [AnnouncementTranslation {
                lang: "es".into(),
                title: "Vigilia esta noche".into(),
                body: "A las 9.\nTrae a alguien.".into(),
            }]
        );
        assert_eq!(
            text.clone().translated("es", "Español", " ", "").unwrap(),
            text
        );
        assert_eq!(
            text.clone().translated("es", "Español", "Vigilia", " "),
            Err(AnnouncementError::HalfTranslated("Español".into()))
        );
        let too_long = text
            .translated("es", "Español", &"t".repeat(61), "b")
            .unwrap_err();
        assert_eq!(
            too_long.to_string(),
            "In Español: The title is 61 characters long; at most 60 fit a notification."
        );
    }

    #[test]
    fn everything_else_is_refused_with_its_reason() {
        use AnnouncementError::*;
        let parse = |t: &str, b: &str, l: Option<&str>| AnnouncementText::parse(t, b, l, 40);
        assert_eq!(parse(" ", "b", None), Err(NoTitle));
        assert_eq!(parse("t", " ", None), Err(NoBody));
        assert_eq!(parse(&"t".repeat(61), "b", None), Err(TitleTooLong(61)));
        assert_eq!(parse("t", &"b".repeat(281), None), Err(BodyTooLong(281)));
        assert_eq!(parse("a\u{7}b", "b", None), Err(ControlCharacters));
        assert_eq!(parse("a\nb", "b", None), Err(ControlCharacters));
        assert_eq!(parse("t", "b\u{1b}[31m", None), Err(ControlCharacters));
        for link in [
            "https://evil.example/",
            "//evil.example",
            "/day/0",
            "/day/41",
            "/day/07",
            "/day/1x",
            "/admin",
            "javascript:alert(1)",
            "/days/",
            "/day/",
        ] {
            assert_eq!(parse("t", "b", Some(link)), Err(Link), "{link}");
        }
    }
}
