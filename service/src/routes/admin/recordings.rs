//! `/admin/recordings`: the pastor's recordings of the day guides, one per day and language.
//! An administrator uploads one (a form, `multipart/form-data`: the day, the language, the
//! file), replaces or deletes it; the service reads the file's format and length and refuses
//! anything else in words. Every upload and deletion is in the audit log.

use actix_multipart::Multipart;
use actix_web::http::StatusCode;
use actix_web::{HttpRequest, HttpResponse, get, post, web};
use futures_util::StreamExt;
use maud::{Markup, html};

use super::{AdminPages, guard, off, page, see_admin, signed_in, unavailable};
use crate::app::recordings::{self, RecordingError};
use crate::domain::RECORDING_MAX_BYTES;
use crate::state::AppState;
use crate::storage::now_ms;
use crate::storage::recordings::Kept;

/// The recordings kept, and the form to upload one.
#[utoipa::path(tag = "admin", responses(AdminPages))]
#[get("/admin/recordings")]
pub async fn recordings_page(req: HttpRequest, state: web::Data<AppState>) -> HttpResponse {
    if state.admin.admins.is_empty() {
        return off(&state);
    }
    match signed_in(&req, &state).await {
        Ok(Some(_)) => listing(&state, StatusCode::OK, None).await,
        Ok(None) => see_admin().finish(),
        Err(err) => unavailable(&state, &err),
    }
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
    req: HttpRequest,
    state: web::Data<AppState>,
    form: Option<Multipart>,
) -> HttpResponse {
    if let Some(refused) = guard(&req, &state).await {
        return refused;
    }
    let Some(email) = signed_in(&req, &state).await.ok().flatten().map(|(_, e)| e) else {
        return see_admin().finish();
    };
    let sent = match form {
        Some(form) => read_form(form).await,
        None => Ok(Sent::default()),
    };
    let Ok(sent) = sent else {
        let told = "The form could not be read. Please choose the file again and upload it.";
        return listing(&state, StatusCode::BAD_REQUEST, Some(told)).await;
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
        Ok(()) => HttpResponse::SeeOther()
            .insert_header(("location", "/admin/recordings"))
            .insert_header(("cache-control", "no-store"))
            .finish(),
        Err(RecordingError::Storage(err)) => unavailable(&state, &err),
        Err(refused) => {
            let status = match refused {
                RecordingError::Refused(crate::domain::RecordingRefused::TooLarge) => {
                    StatusCode::PAYLOAD_TOO_LARGE
                }
                RecordingError::NotFound => StatusCode::NOT_FOUND,
                _ => StatusCode::UNPROCESSABLE_ENTITY,
            };
            listing(&state, status, Some(&refused.to_string())).await
        }
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
    html! {
        header {
            h1 { "Recordings" }
            a href="/admin" { "Back to the admin area" }
        }
        p class="muted" {
            "Your recording of a day's guide plays above its text on the day page, in the language you recorded it in; "
            "members may keep a week of them on their phone. Upload Opus, AAC (M4A) or MP3, at most 25 MB "
            "(64 to 128 kbit/s is plenty for speech). A new upload replaces the day's recording."
        }
        @if let Some(error) = error { p class="error" role="alert" { (error) } }
        form method="post" action="/admin/recordings" enctype="multipart/form-data" class="preview" {
            fieldset {
                legend { "Upload a recording" }
                label for="recording-day" { "Day" }
                select id="recording-day" name="day" {
                    @for day in catalogue.days.keys() {
                        option value=(day) { "Day " (day) ": " (catalogue.days[day].theme) }
                    }
                }
                label for="recording-lang" { "Language" }
                select id="recording-lang" name="lang" {
                    @for lang in catalogue.languages() { option value=(lang) { (lang) } }
                }
                label for="recording-file" { "Recording" }
                input id="recording-file" type="file" name="file" required
                    accept="audio/ogg,audio/opus,audio/mp4,audio/x-m4a,audio/aac,audio/mpeg,.opus,.ogg,.m4a,.mp3";
                button type="submit" name="action" value="upload" { "Upload" }
            }
        }
        h2 { "Kept" }
        @if kept.is_empty() { p { "No recordings yet: members hear the guide read by their phone's voice, where it has one." } }
        @else {
            table {
                thead { tr { th scope="col" { "Day" } th scope="col" { "Language" } th scope="col" { "Length" } th scope="col" { "Size" } th scope="col" { "Delete" } } }
                tbody {
                    @for k in kept {
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
                                        aria-label=(format!("Delete the recording of day {} ({})", k.day, k.lang)) { "Delete" }
                                }
                            }
                        }
                    }
                }
            }
        }
    }
}

/// The admin page's section: the way to the recordings.
pub(super) fn section() -> Markup {
    html! {
        h2 { "Recordings" }
        p {
            "Record the day's guide in your own voice: it plays above the text on the day page. "
            a href="/admin/recordings" { "Upload or change the recordings" }
        }
    }
}
