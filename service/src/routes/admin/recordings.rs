//! `/admin/recordings`: the pastor's recordings of the day guides, one per day and language.
//! An administrator uploads one (a form, `multipart/form-data`: the day, the language, the
//! file), replaces or deletes it; the service reads the file's format and length and refuses
//! anything else in words. Every upload and deletion is in the audit log.

use actix_multipart::Multipart;
use actix_web::http::StatusCode;
use actix_web::{HttpResponse, get, post, web};
use futures_util::StreamExt;
use maud::{Markup, html};

use super::{AdminPages, Administrator, Opened, Posted, Words, page, see_other, unavailable};
use crate::app::admin_overview::{Kept, now_ms};
use crate::app::recordings::{self, RecordingError};
use crate::domain::{RECORDING_MAX_BYTES, RecordingRefused};
use crate::state::AppState;

/// The recordings kept, and the form to upload one.
#[utoipa::path(tag = "admin", responses(AdminPages))]
#[get("/admin/recordings")]
pub async fn recordings_page(_: Administrator<Opened>, state: web::Data<AppState>) -> HttpResponse {
    listing(&state, StatusCode::OK, None).await
}

/// What a form sent: its text fields, and the file (`None`: larger than the limit).
#[derive(Default)]
struct Sent {
    day: String,
    lang: String,
    action: String,
    file: Option<Vec<u8>>,
}

/// Reads the form, keeping at most [`RECORDING_MAX_BYTES`] of the file (one byte more marks it
/// too large) and a few bytes of each text field.
async fn read_form(mut form: Multipart) -> Result<Sent, actix_multipart::MultipartError> {
    let mut sent = Sent {
        file: Some(Vec::new()),
        ..Sent::default()
    };
    while let Some(field) = form.next().await {
        let mut field = field?;
        let name = field.name().unwrap_or_default().to_string();
        let limit = if name == "file" {
            RECORDING_MAX_BYTES + 1
        } else {
            64
        };
        let mut value = Vec::new();
        while let Some(chunk) = field.next().await {
            let chunk = chunk?;
            if value.len() < limit {
                value.extend_from_slice(&chunk[..chunk.len().min(limit - value.len())]);
            }
        }
        let text = || String::from_utf8_lossy(&value).into_owned();
        match name.as_str() {
            "day" => sent.day = text(),
            "lang" => sent.lang = text(),
            "action" => sent.action = text(),
            "file" => sent.file = Some(value),
            _ => {}
        }
    }
    Ok(sent)
}

/// Uploads (or replaces) a recording, or deletes one (`action=delete`).
#[utoipa::path(tag = "admin", request_body(content = String, content_type = "multipart/form-data", description = "day, lang, action (`upload` or `delete`) and file (Opus, AAC/M4A or MP3, at most 25 MB)"), responses(AdminPages))]
#[post("/admin/recordings")]
pub async fn save_recording(
    signed_in: Administrator<Posted>,
    state: web::Data<AppState>,
    form: Option<Multipart>,
) -> HttpResponse {
    let email = signed_in.email;
    let sent = match form {
        Some(form) => read_form(form).await,
        None => Ok(Sent::default()),
    };
    let Ok(sent) = sent else {
        let told = Words::of(&state).say("admin-recordings-unread");
        return listing(&state, StatusCode::BAD_REQUEST, Some(&told)).await;
    };
    let (desk, catalogue, now) = (&state.admin, &state.catalogue, now_ms());
    let named = (sent.day.as_str(), sent.lang.as_str());
    let done = if sent.action == "delete" {
        recordings::delete(desk, catalogue, &email, named, now).await
    } else {
        let bytes = sent.file.unwrap_or_default();
        recordings::upload(desk, catalogue, &email, named, bytes, now)
            .await
            .map(|_| ())
    };
    match done {
        Ok(()) => see_other("/admin/recordings").finish(),
        Err(RecordingError::Storage(err)) => unavailable(&state, &err),
        Err(refused) => {
            let status = match refused {
                RecordingError::Refused(RecordingRefused::TooLarge) => {
                    StatusCode::PAYLOAD_TOO_LARGE
                }
                RecordingError::NotFound => StatusCode::NOT_FOUND,
                _ => StatusCode::UNPROCESSABLE_ENTITY,
            };
            let told = Words::of(&state).say(told(&refused));
            listing(&state, status, Some(&told)).await
        }
    }
}

/// The message a refused upload or deletion is told with.
fn told(refused: &RecordingError) -> &'static str {
    match refused {
        RecordingError::Day => "admin-recording-refused-day",
        RecordingError::Language => "admin-recording-refused-language",
        RecordingError::NotFound => "admin-recording-refused-not-found",
        RecordingError::Refused(refused) => match refused {
            RecordingRefused::Empty => "admin-recording-refused-empty",
            RecordingRefused::TooLarge => "admin-recording-refused-too-large",
            RecordingRefused::NotAudio => "admin-recording-refused-not-audio",
            RecordingRefused::OtherCodec => "admin-recording-refused-other-codec",
            RecordingRefused::Length => "admin-recording-refused-length",
        },
        RecordingError::Storage(_) => "admin-unavailable",
    }
}

async fn listing(state: &AppState, status: StatusCode, error: Option<&str>) -> HttpResponse {
    match recordings::list(&state.admin).await {
        Ok(kept) => page(state, status, view(state, &kept, error)),
        Err(err) => unavailable(state, &err),
    }
}

fn minutes(ms: i64) -> String {
    let seconds = ms / 1000;
    format!("{}:{:02}", seconds / 60, seconds % 60)
}

fn view(state: &AppState, kept: &[Kept], error: Option<&str>) -> Markup {
    let catalogue = &state.catalogue;
    let words = Words::of(state);
    let columns = [
        "admin-day",
        "admin-language",
        "admin-length",
        "admin-size",
        "admin-delete",
    ];
    html! {
        header {
            h1 { (words.say("admin-recordings-heading")) }
            a href="/admin" { (words.say("admin-back")) }
        }
        p class="muted" { (words.say("admin-recordings-intro")) }
        @if let Some(error) = error { p class="error" role="alert" { (error) } }
        form method="post" action="/admin/recordings" enctype="multipart/form-data" class="preview" {
            fieldset {
                legend { (words.say("admin-recordings-upload")) }
                label for="recording-day" { (words.say("admin-day")) }
                select id="recording-day" name="day" {
                    @for (day, guide) in &catalogue.days {
                        @let named = [("day", (*day).into()), ("theme", guide.theme.as_str().into())];
                        option value=(day) { (words.say_with("admin-recordings-day", &named)) }
                    }
                }
                label for="recording-lang" { (words.say("admin-language")) }
                select id="recording-lang" name="lang" {
                    @for lang in catalogue.languages() { option value=(lang) { (lang) } }
                }
                label for="recording-file" { (words.say("admin-recording")) }
                input id="recording-file" type="file" name="file" required
                    accept="audio/ogg,audio/opus,audio/mp4,audio/x-m4a,audio/aac,audio/mpeg,.opus,.ogg,.m4a,.mp3";
                button type="submit" name="action" value="upload" { (words.say("admin-upload")) }
            }
        }
        h2 { (words.say("admin-recordings-kept")) }
        @if kept.is_empty() { p { (words.say("admin-recordings-none")) } }
        @else {
            table {
                thead { tr { @for id in columns { th scope="col" { (words.say(id)) } } } }
                tbody { @for k in kept { (row(&words, k)) } }
            }
        }
    }
}

fn row(words: &Words<'_>, k: &Kept) -> Markup {
    let named = [("day", k.day.into()), ("lang", k.lang.as_str().into())];
    html! {
        tr {
            td { (k.day) }
            td { (k.lang) }
            td { (minutes(k.duration_ms)) }
            td { (format!("{:.1} MB", k.size as f64 / 1_048_576.0)) }
            td {
                form method="post" action="/admin/recordings" enctype="multipart/form-data" {
                    input type="hidden" name="day" value=(k.day);
                    input type="hidden" name="lang" value=(k.lang);
                    button type="submit" name="action" value="delete" class="quiet"
                        aria-label=(words.say_with("admin-recordings-delete", &named)) { (words.say("admin-delete")) }
                }
            }
        }
    }
}

/// The admin page's section: the way to the recordings.
pub(super) fn section(state: &AppState) -> Markup {
    let words = Words::of(state);
    let (sentence, href) = ("admin-recordings-section", "/admin/recordings");
    html! {
        h2 { (words.say("admin-recordings-heading")) }
        p { (words.linked(sentence, &[], href, "admin-recordings-change")) }
    }
}
