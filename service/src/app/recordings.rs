//! The pastor's recordings of the day guides: an administrator uploads one per day and
//! language (its format and length read from the file, [`Recording::read`]), replaces or
//! deletes it; each decision is in the audit log. Members' copies of the app list and play them.

use crate::app::admin;
use crate::content::Catalogue;
use crate::domain::{Recording, RecordingRefused};
use crate::state::AdminDesk;
use crate::storage::recordings::{self, Kept};

/// Why an upload or a deletion was refused; `Display` is what the administrator reads.
#[derive(Debug, thiserror::Error)]
pub enum RecordingError {
    #[error("Choose a day of the programme that has a guide.")]
    Day,
    #[error("Choose one of the programme's languages.")]
    Language,
    #[error("{0}")]
    Refused(#[from] RecordingRefused),
    #[error("There is no recording of that day in that language.")]
    NotFound,
    #[error("storage: {0}")]
    Storage(#[from] sqlx::Error),
}

/// The day and language named, if the programme has a guide for them.
fn checked<'a>(
    catalogue: &Catalogue,
    day: &str,
    lang: &'a str,
) -> Result<(u16, &'a str), RecordingError> {
    let day: u16 = day.trim().parse().map_err(|_| RecordingError::Day)?;
    catalogue.day(day).ok_or(RecordingError::Day)?;
    if !catalogue.languages().iter().any(|l| l == lang) {
        return Err(RecordingError::Language);
    }
    Ok((day, lang))
}

/// Keeps `bytes` as day `day`'s recording in `lang`, replacing any before it.
pub async fn upload(
    desk: &AdminDesk,
    catalogue: &Catalogue,
    email: &str,
    (day, lang): (&str, &str),
    bytes: Vec<u8>,
    now: i64,
) -> Result<Recording, RecordingError> {
    let (day, lang) = checked(catalogue, day, lang)?;
    let recording = Recording::read(bytes)?;
    recordings::put(&desk.db, day, lang, &recording, now).await?;
    let seconds = recording.duration_ms / 1000;
    let action = format!("uploaded the recording of day {day} ({lang}, {seconds} s)");
    admin::note(desk, email, &action, now).await?;
    Ok(recording)
}

/// Deletes day `day`'s recording in `lang`.
pub async fn delete(
    desk: &AdminDesk,
    catalogue: &Catalogue,
    email: &str,
    (day, lang): (&str, &str),
    now: i64,
) -> Result<(), RecordingError> {
    let (day, lang) = checked(catalogue, day, lang)?;
    if !recordings::delete(&desk.db, day, lang).await? {
        return Err(RecordingError::NotFound);
    }
    admin::note(
        desk,
        email,
        &format!("deleted the recording of day {day} ({lang})"),
        now,
    )
    .await?;
    Ok(())
}

/// Every recording kept.
pub async fn list(desk: &AdminDesk) -> sqlx::Result<Vec<Kept>> {
    recordings::list(&desk.db).await
}
