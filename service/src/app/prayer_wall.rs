//! The church's prayer wall. A member asks (the text, its language and the hash of a key only
//! their device holds for that request); the church reads each request before it is shown
//! (unless `programme.json` says otherwise); members tap "I prayed", once a day each, by a token
//! made fresh on the device; the author's device alone learns how its requests stand, marks one
//! answered or withdraws it. The whole wall is deleted when the fast and its grace are over.
//! Nothing here can tell who asked, who prayed or who reported: the per-client budgets are
//! counted apart, under a daily keyed hash (`rate_limit::daily_budget`).

use jiff::Timestamp;
use jiff::tz::TimeZone;
use sha2::{Digest, Sha256};

use crate::app::said_or_nothing;
use crate::app::tally::open_days;
use crate::content::{Catalogue, Language, Said, SaidArg};
use crate::domain::{
    AUTHOR_KEY_CHARS, AnsweredRequest, AskRequest, Asked, MINE_MAX_REQUESTS, Mine, MineRequest,
    MyRequest, PRAYER_REQUEST_MAX_CHARS, PRAYER_THANKS_MAX_CHARS, PrayedRequest, PrayerWall,
    ReportRequest, RequestStatus, TextRefused, WALL_TOKEN_CHARS, WALL_TOKEN_SHAPE, WallRequest,
    WallText, WithdrawRequest, is_base64url,
};
use crate::storage::Db;
use crate::storage::prayer_wall::{self as wall, Decision, OwnRow, ReviewRow, Tap, Tapped};

/// Requests one client (address, or IPv6 /48) may send in a UTC day.
pub const ASKS_PER_CLIENT_PER_DAY: u32 = 5;
/// "I prayed" taps and reports one client may send in a UTC day: a member praying through the
/// whole wall fits, and a flood moves the counts by this at most.
pub const TAPS_PER_CLIENT_PER_DAY: u32 = 300;
/// The newest requests the wall shows.
const WALL_SHOWN: i64 = 300;
/// Request ids are 22 base64url characters too (128 random bits).
const ID_CHARS: usize = 22;
/// The longest id a request names (the API's limit).
const ID_MAX_CHARS: usize = 64;

/// Why a prayer wall request was refused. Shown as what the member is told, or the wrong shape
/// or storage failure as it is.
#[derive(Debug, thiserror::Error)]
#[error("{}", said_or_nothing(self.said()))]
pub enum WallRefused {
    /// The text of a request (`thanks`: of a line of thanks).
    Text {
        refused: TextRefused,
        thanks: bool,
    },
    /// A key, token or id the device made of the wrong shape.
    #[error("{0}")]
    Shape(&'static str),
    /// A day outside the days open now.
    DayClosed,
    /// No such request (on the wall, or of this author).
    NotFound,
    TooMany,
    #[error("storage: {0}")]
    Storage(#[from] sqlx::Error),
}

impl WallRefused {
    /// What the member is told, in their language (none for a shape the device got wrong, told
    /// as `Display` says it, or storage).
    pub fn said(&self) -> Option<Said> {
        Some(match self {
            WallRefused::Text { refused, thanks } => {
                let max = if *thanks {
                    PRAYER_THANKS_MAX_CHARS
                } else {
                    PRAYER_REQUEST_MAX_CHARS
                };
                let id = match refused {
                    TextRefused::Empty => "error-wall-empty",
                    TextRefused::TooLong => "error-wall-too-long",
                    TextRefused::Control => "error-wall-control",
                    TextRefused::Link => "error-wall-link",
                    TextRefused::Email => "error-wall-email",
                    TextRefused::Phone => "error-wall-phone",
                };
                Said::new(id).with("max", SaidArg::Number(max as i64))
            }
            WallRefused::DayClosed => Said::new("error-wall-day-closed"),
            WallRefused::NotFound => Said::new("error-wall-not-found"),
            WallRefused::TooMany => Said::new("error-wall-too-many")
                .with("max", SaidArg::Number(MINE_MAX_REQUESTS as i64)),
            WallRefused::Shape(_) | WallRefused::Storage(_) => return None,
        })
    }

    /// The reason metrics count it under.
    pub fn reason(&self) -> &'static str {
        match self {
            WallRefused::Text { .. } => "wall_text",
            WallRefused::Shape(_) => "wall_shape",
            WallRefused::DayClosed => "wall_day_closed",
            WallRefused::NotFound => "wall_not_found",
            WallRefused::TooMany => "wall_too_many",
            WallRefused::Storage(_) => "storage",
        }
    }
}

/// What the service keeps of an author's key: its SHA-256 (the key is 256 random bits).
fn author_hash(key: &str) -> Result<String, WallRefused> {
    if !is_base64url(key, AUTHOR_KEY_CHARS) {
        return Err(WallRefused::Shape(
            "The author key must be 43 letters, digits, - or _.",
        ));
    }
    Ok(Sha256::digest(key.as_bytes())
        .iter()
        .map(|b| format!("{b:02x}"))
        .collect())
}

fn check_id(id: &str) -> Result<(), WallRefused> {
    if is_base64url(id, ID_CHARS) {
        Ok(())
    } else {
        Err(WallRefused::NotFound)
    }
}

fn check_token(token: &str) -> Result<(), WallRefused> {
    if is_base64url(token, WALL_TOKEN_CHARS) {
        Ok(())
    } else {
        Err(WallRefused::Shape(WALL_TOKEN_SHAPE))
    }
}

/// A fresh request id: 128 random bits in base64url.
fn new_id() -> String {
    use base64::Engine;
    let bytes: [u8; 16] = rand::random();
    base64::engine::general_purpose::URL_SAFE_NO_PAD.encode(bytes)
}

/// A member's request, checked: its text, and the hash of its key.
pub struct Ask {
    text: WallText,
    hash: String,
}

/// Checks a member's request (before it spends the client's daily budget: a request refused
/// for a phone number, then mended, counts once).
pub fn read_ask(body: &AskRequest) -> Result<Ask, WallRefused> {
    let hash = author_hash(&body.author_key)?;
    let text = WallText::parse(&body.text, PRAYER_REQUEST_MAX_CHARS).map_err(|refused| {
        WallRefused::Text {
            refused,
            thanks: false,
        }
    })?;
    Ok(Ask { text, hash })
}

/// Keeps a member's request: waiting for the church, or on the wall at once where the church
/// approves automatically.
pub async fn ask(
    catalogue: &Catalogue,
    db: &Db,
    lang: &Language,
    Ask { text, hash }: Ask,
    now: Timestamp,
) -> Result<Asked, WallRefused> {
    let auto = catalogue.programme.prayer_wall.auto_approve;
    let id = new_id();
    let shown_at = auto.then(|| now.as_millisecond());
    let (id, status) = wall::ask(db, &id, text.as_str(), lang.code(), &hash, shown_at).await?;
    Ok(Asked {
        id,
        status: parse_status(&status),
    })
}

/// The wall as a member sees it: newest first, the member's language first.
pub async fn shown(db: &Db, lang: &Language) -> sqlx::Result<PrayerWall> {
    let mut requests: Vec<WallRequest> = wall::wall(db, WALL_SHOWN)
        .await?
        .into_iter()
        .map(|row| WallRequest {
            id: row.id,
            text: row.text,
            lang: row.lang,
            prayed: row.prayed,
            answered: row.answered,
            thanks: row.thanks,
        })
        .collect();
    requests.sort_by_key(|r| r.lang != lang.code());
    Ok(PrayerWall { requests })
}

/// Counts a member's prayer for a request on the wall, once a day per device (by its token).
pub async fn prayed(
    catalogue: &Catalogue,
    db: &Db,
    body: &PrayedRequest,
    now: Timestamp,
) -> Result<(), WallRefused> {
    check_token(&body.token)?;
    check_id(&body.id)?;
    let length = i64::from(catalogue.programme.length_days);
    let day = i64::from(body.day);
    if !open_days(catalogue, now).contains(&day) || !(1..=length).contains(&day) {
        return Err(WallRefused::DayClosed);
    }
    match wall::tap(db, &body.id, Tap::Prayed(body.day), &body.token).await? {
        Tapped::Counted | Tapped::Again => Ok(()),
        Tapped::NotOnWall => Err(WallRefused::NotFound),
    }
}

/// Counts a member's report of a request on the wall (once per token); enough reports take it
/// off the wall until the church reads it again.
pub async fn report(db: &Db, body: &ReportRequest) -> Result<(), WallRefused> {
    check_token(&body.token)?;
    check_id(&body.id)?;
    match wall::tap(db, &body.id, Tap::Report, &body.token).await? {
        Tapped::Counted | Tapped::Again => Ok(()),
        Tapped::NotOnWall => Err(WallRefused::NotFound),
    }
}

fn status_of(row: &OwnRow) -> RequestStatus {
    parse_status(&row.status)
}

fn parse_status(status: &str) -> RequestStatus {
    match status {
        "shown" => RequestStatus::Shown,
        "declined" => RequestStatus::Declined,
        "hidden" => RequestStatus::Hidden,
        _ => RequestStatus::Waiting,
    }
}

/// How the device's own requests stand (those it holds the keys of); a request withdrawn or
/// deleted is absent.
pub async fn mine(db: &Db, body: &MineRequest) -> Result<Mine, WallRefused> {
    if body.requests.len() > MINE_MAX_REQUESTS {
        return Err(WallRefused::TooMany);
    }
    let mut requests = Vec::new();
    for own in &body.requests {
        let hash = author_hash(&own.author_key)?;
        if own.id.len() > ID_MAX_CHARS {
            return Err(WallRefused::Shape(
                "A request's id is at most 64 characters.",
            ));
        }
        if check_id(&own.id).is_err() {
            continue;
        }
        if let Some(row) = wall::own(db, &own.id, &hash).await? {
            requests.push(MyRequest {
                status: status_of(&row),
                id: row.id,
                prayed: row.prayed,
                answered: row.answered,
                thanks: row.thanks,
            });
        }
    }
    Ok(Mine { requests })
}

/// The author marks a request answered, with an optional line of thanks (read by the church
/// first, unless it approves automatically).
pub async fn answered(
    catalogue: &Catalogue,
    db: &Db,
    body: &AnsweredRequest,
) -> Result<(), WallRefused> {
    let hash = author_hash(&body.author_key)?;
    check_id(&body.id)?;
    let thanks = match body.thanks.as_deref().filter(|t| !t.trim().is_empty()) {
        Some(raw) => Some(
            WallText::parse(raw, PRAYER_THANKS_MAX_CHARS)
                .map_err(|refused| WallRefused::Text {
                    refused,
                    thanks: true,
                })?
                .as_str()
                .to_string(),
        ),
        None => None,
    };
    let auto = catalogue.programme.prayer_wall.auto_approve;
    if wall::answer(db, &body.id, &hash, thanks.as_deref(), auto).await? {
        Ok(())
    } else {
        Err(WallRefused::NotFound)
    }
}

/// The author takes a request back: deleted at once, with its count.
pub async fn withdraw(db: &Db, body: &WithdrawRequest) -> Result<(), WallRefused> {
    let hash = author_hash(&body.author_key)?;
    check_id(&body.id)?;
    if wall::withdraw(db, &body.id, &hash).await? {
        Ok(())
    } else {
        Err(WallRefused::NotFound)
    }
}

/// What waits for the church to read.
pub async fn to_review(db: &Db) -> sqlx::Result<Vec<ReviewRow>> {
    wall::to_review(db).await
}

/// What an administrator decided.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Verdict {
    Approve,
    Decline,
}

/// Applies an administrator's verdict on a request (or its line of thanks, `thanks`), with
/// the text as they edited it for privacy, and writes it to the audit log. Whether it was still
/// waiting.
pub async fn decide(
    db: &Db,
    admin: &str,
    id: &str,
    thanks: bool,
    verdict: Verdict,
    text: &str,
    now: Timestamp,
) -> Result<bool, WallRefused> {
    let max = if thanks {
        PRAYER_THANKS_MAX_CHARS
    } else {
        PRAYER_REQUEST_MAX_CHARS
    };
    let text = match verdict {
        Verdict::Approve => Some(
            WallText::parse(text, max).map_err(|refused| WallRefused::Text { refused, thanks })?,
        ),
        Verdict::Decline => None,
    };
    let decision = match (&text, thanks) {
        (Some(text), false) => Decision::Show(text.as_str()),
        (Some(text), true) => Decision::ShowThanks(text.as_str()),
        (None, false) => Decision::Decline,
        (None, true) => Decision::DeclineThanks,
    };
    let now_ms = now.as_millisecond();
    let done = wall::decide(db, id, decision, now_ms).await?;
    if done {
        let what = if thanks {
            "thanks for request"
        } else {
            "prayer request"
        };
        let verb = match verdict {
            Verdict::Approve => "approved",
            Verdict::Decline => "declined",
        };
        crate::storage::admin::audit(db, admin, &format!("{verb} {what} {id}"), now_ms).await?;
    }
    Ok(done)
}

/// When the wall is deleted: the end of the fast's last day on the church's clock, plus the
/// church's grace.
pub fn deleted_at(catalogue: &Catalogue, tz: &TimeZone) -> Option<Timestamp> {
    let programme = &catalogue.programme;
    let days = i64::from(programme.length_days) + i64::from(programme.prayer_wall.keep_days_after);
    let date = programme
        .start_date
        .checked_add(jiff::Span::new().days(days))
        .ok()?;
    date.to_zoned(tz.clone()).ok().map(|z| z.timestamp())
}

/// The retention pass: past the fast and its grace, the whole wall is deleted; before that,
/// the "prayed" tokens of the days no longer open (their counts stay). Rows removed.
pub async fn purge(
    catalogue: &Catalogue,
    tz: &TimeZone,
    db: &Db,
    now: Timestamp,
) -> sqlx::Result<u64> {
    if deleted_at(catalogue, tz).is_some_and(|at| now >= at) {
        return wall::delete_all(db).await;
    }
    let first_open = (*open_days(catalogue, now).start()).clamp(0, i64::from(u16::MAX));
    wall::forget_taps_before(db, u16::try_from(first_open).unwrap_or(0)).await
}
