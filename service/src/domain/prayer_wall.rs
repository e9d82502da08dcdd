//! The prayer wall's requests and answers. Nothing here names a member: a request carries its
//! text and a key only the author's device holds (a fresh one for each request, kept by the
//! service as a hash), and a "prayed" tap or a report a fresh random token, nothing more.

use serde::{Deserialize, Serialize};
use utoipa::ToSchema;

/// The longest prayer request, in characters.
pub const PRAYER_REQUEST_MAX_CHARS: usize = 280;
/// The longest line of thanks for an answered request, in characters.
pub const PRAYER_THANKS_MAX_CHARS: usize = 140;
/// An author's key: 256 random bits in base64url, made on the device for one request.
pub const AUTHOR_KEY_CHARS: usize = 43;
/// A tap's token: 128 random bits in base64url, fresh for each request and day.
pub const WALL_TOKEN_CHARS: usize = 22;
/// What a tap's token of the wrong shape is answered with (as it is: the device got it wrong).
pub const WALL_TOKEN_SHAPE: &str = "The token must be 22 letters, digits, - or _.";
/// The most requests one device asks about at once.
pub const MINE_MAX_REQUESTS: usize = 50;

/// `POST /api/prayer-wall/requests`: a member asks the church to pray.
#[derive(Debug, Clone, Deserialize, Serialize, ToSchema)]
#[cfg_attr(test, derive(ts_rs::TS))]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct AskRequest {
    /// The request, at most 280 characters: first names only, no links, e-mail addresses or
    /// phone numbers.
    #[schema(min_length = 1, max_length = 280)]
    pub text: String,
    /// The device's key for this request (43 base64url characters), never sent with another.
    #[schema(min_length = 43, max_length = 43, pattern = "^[A-Za-z0-9_-]{43}$")]
    pub author_key: String,
}

/// Where a request stands.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
#[cfg_attr(test, derive(ts_rs::TS))]
#[serde(rename_all = "lowercase")]
pub enum RequestStatus {
    /// Waiting for the church to read it.
    Waiting,
    /// On the wall.
    Shown,
    /// The church did not put it on the wall.
    Declined,
    /// Reported by members: off the wall until the church reads it again.
    Hidden,
}

/// `201` to [`AskRequest`]: the request's id, and whether it is on the wall yet.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
#[cfg_attr(test, derive(ts_rs::TS))]
pub struct Asked {
    pub id: String,
    pub status: RequestStatus,
}

/// A request as every member sees it on the wall.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
#[cfg_attr(test, derive(ts_rs::TS))]
#[serde(rename_all = "camelCase")]
pub struct WallRequest {
    pub id: String,
    pub text: String,
    /// The language it was written in.
    pub lang: String,
    /// How many times members prayed for it (one device once a day).
    #[cfg_attr(test, ts(type = "number"))]
    pub prayed: i64,
    /// Its author marked it answered.
    pub answered: bool,
    /// The author's line of thanks, once the church has read it.
    #[cfg_attr(test, ts(type = "string | null"))]
    pub thanks: Option<String>,
}

/// `GET /api/prayer-wall`: the requests on the wall, newest first.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
#[cfg_attr(test, derive(ts_rs::TS))]
pub struct PrayerWall {
    pub requests: Vec<WallRequest>,
}

/// `POST /api/prayer-wall/prayed`: a member prayed for a request. The token is fresh for this
/// request and day; sent again, it counts once.
#[derive(Debug, Clone, Deserialize, Serialize, ToSchema)]
#[cfg_attr(test, derive(ts_rs::TS))]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct PrayedRequest {
    #[schema(max_length = 64)]
    pub id: String,
    /// The programme day the member prayed on.
    #[schema(minimum = 1, maximum = 366)]
    pub day: u16,
    #[schema(min_length = 22, max_length = 22, pattern = "^[A-Za-z0-9_-]{22}$")]
    pub token: String,
}

/// `POST /api/prayer-wall/reports`: a member thinks a request should not be on the wall. The
/// token is fresh for this request; sent again, it counts once.
#[derive(Debug, Clone, Deserialize, Serialize, ToSchema)]
#[cfg_attr(test, derive(ts_rs::TS))]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct ReportRequest {
    #[schema(max_length = 64)]
    pub id: String,
    #[schema(min_length = 22, max_length = 22, pattern = "^[A-Za-z0-9_-]{22}$")]
    pub token: String,
}

/// One of the author's requests, proven by its key.
#[derive(Debug, Clone, Deserialize, Serialize, ToSchema)]
#[cfg_attr(test, derive(ts_rs::TS))]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct OwnRequest {
    #[schema(max_length = 64)]
    pub id: String,
    #[schema(min_length = 43, max_length = 43, pattern = "^[A-Za-z0-9_-]{43}$")]
    pub author_key: String,
}

/// `POST /api/prayer-wall/mine`: how the device's own requests stand.
#[derive(Debug, Clone, Deserialize, Serialize, ToSchema)]
#[cfg_attr(test, derive(ts_rs::TS))]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct MineRequest {
    /// At most 50.
    pub requests: Vec<OwnRequest>,
}

/// How one of the author's requests stands (only its author's device is told its count before
/// it is on the wall).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
#[cfg_attr(test, derive(ts_rs::TS))]
#[serde(rename_all = "camelCase")]
pub struct MyRequest {
    pub id: String,
    pub status: RequestStatus,
    #[cfg_attr(test, ts(type = "number"))]
    pub prayed: i64,
    pub answered: bool,
    /// The line of thanks as the church put it on the wall (`null`: none, or not read yet).
    #[cfg_attr(test, ts(type = "string | null"))]
    pub thanks: Option<String>,
}

/// `200` to [`MineRequest`]: the requests found (a withdrawn or deleted one is absent).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
#[cfg_attr(test, derive(ts_rs::TS))]
pub struct Mine {
    pub requests: Vec<MyRequest>,
}

/// `POST /api/prayer-wall/answered`: the author marks a request answered, with an optional
/// line of thanks (read by the church before it is shown).
#[derive(Debug, Clone, Deserialize, Serialize, ToSchema)]
#[cfg_attr(test, derive(ts_rs::TS))]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct AnsweredRequest {
    #[schema(max_length = 64)]
    pub id: String,
    #[schema(min_length = 43, max_length = 43, pattern = "^[A-Za-z0-9_-]{43}$")]
    pub author_key: String,
    #[schema(max_length = 140)]
    #[cfg_attr(test, ts(optional))]
    #[serde(default)]
    pub thanks: Option<String>,
}

/// `POST /api/prayer-wall/withdraw`: the author takes a request back; it is deleted at once,
/// with its count.
#[derive(Debug, Clone, Deserialize, Serialize, ToSchema)]
#[cfg_attr(test, derive(ts_rs::TS))]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct WithdrawRequest {
    #[schema(max_length = 64)]
    pub id: String,
    #[schema(min_length = 43, max_length = 43, pattern = "^[A-Za-z0-9_-]{43}$")]
    pub author_key: String,
}

/// Whether `value` is `chars` base64url characters (a key or a token the device made).
pub fn is_base64url(value: &str, chars: usize) -> bool {
    value.len() == chars
        && value
            .bytes()
            .all(|b| b.is_ascii_alphanumeric() || b == b'-' || b == b'_')
}

/// Why a request's (or a line of thanks') text was refused.
#[derive(Debug, Clone, Copy, PartialEq, Eq, thiserror::Error)]
pub enum TextRefused {
    #[error("the text is empty")]
    Empty,
    #[error("the text is longer than its limit")]
    TooLong,
    #[error("the text has a control character")]
    Control,
    #[error("the text has a link")]
    Link,
    #[error("the text has an e-mail address")]
    Email,
    #[error("the text has a phone number")]
    Phone,
}

/// A request's text, checked: trimmed, within `max` characters, no control character (a line
/// break aside), and no link, e-mail address or phone number (a wall is no place to be reached).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct WallText(String);

impl WallText {
    pub fn parse(raw: &str, max: usize) -> Result<Self, TextRefused> {
        static EMAIL: std::sync::LazyLock<regex::Regex> =
            std::sync::LazyLock::new(|| regex::Regex::new(r"[^\s@]+@[^\s@]+\.[^\s@]{2,}").unwrap());
        static LINK: std::sync::LazyLock<regex::Regex> = std::sync::LazyLock::new(|| {
            regex::Regex::new(
                r"(?i)[a-z][a-z0-9+.-]*://|\bwww\.|\b[a-z0-9-]+\.(com|org|net|info|biz|io|co|me|ly|app|church|page|site|online|link|xyz|tv|us|uk|ca|mx|es|ar|co|cl|pe|ve|de|fr)\b",
            )
            .unwrap()
        });
        // Seven digits or more, with the spaces, dots, dashes and brackets numbers are written with.
        static PHONE: std::sync::LazyLock<regex::Regex> = std::sync::LazyLock::new(|| {
            regex::Regex::new(r"\+?\(?\d(?:[\s().-]{0,3}\d){6,}").unwrap()
        });
        let text = raw.trim();
        if text.is_empty() {
            return Err(TextRefused::Empty);
        }
        if text.chars().count() > max {
            return Err(TextRefused::TooLong);
        }
        if text.chars().any(|c| c.is_control() && c != '\n') {
            return Err(TextRefused::Control);
        }
        if EMAIL.is_match(text) {
            return Err(TextRefused::Email);
        }
        if LINK.is_match(text) {
            return Err(TextRefused::Link);
        }
        if PHONE.is_match(text) {
            return Err(TextRefused::Phone);
        }
        Ok(WallText(text.to_string()))
    }

    pub fn as_str(&self) -> &str {
        &self.0
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_request_is_refused_for_what_would_name_or_reach_someone() {
        let parse = |t: &str| WallText::parse(t, PRAYER_REQUEST_MAX_CHARS);
        assert!(parse("Please pray for my sister Ana, starting a new job on Monday.").is_ok());
        assert!(parse("Pray for John 3:16 to be real for my dad; 2 Corinthians 5:17.").is_ok());
        assert!(parse("Oremos por mi familia, 40 días de ayuno.").is_ok());
        assert_eq!(parse("   "), Err(TextRefused::Empty));
        assert_eq!(parse(&"a".repeat(281)), Err(TextRefused::TooLong));
        assert!(parse(&"á".repeat(280)).is_ok());
        assert_eq!(parse("pray\u{7}now"), Err(TextRefused::Control));
        assert!(parse("line one\nline two").is_ok());
        for link in [
            "see https://x.example/a",
            "go to www.example",
            "visit mychurch.org today",
            "HTTP://A.B",
        ] {
            assert_eq!(parse(link), Err(TextRefused::Link), "{link}");
        }
        assert_eq!(parse("write to ana@example.org"), Err(TextRefused::Email));
        for phone in [
            "call 555-123-4567",
            "+1 (555) 123 4567",
            "llama al 55 1234 5678",
            "5551234",
        ] {
            assert_eq!(parse(phone), Err(TextRefused::Phone), "{phone}");
        }
    }
}
