//! The pastor's recordings for members: `GET /api/recordings` (what there is) and `GET
//! /api/recordings/{lang}/{day}` (the audio, with range requests: a media element asks for
//! ranges, and an offline copy answers them from its cache). Versioned by content hash: the
//! address with `?v=` is cached for good.

use actix_web::http::{StatusCode, header};
use actix_web::{HttpRequest, HttpResponse, ResponseError, get, web};
use serde::Deserialize;
use utoipa::IntoParams;

use super::{ApiError, NotRead};
use crate::content::Said;
use crate::domain::{ErrorBody, PublishedRecording, PublishedRecordings};
use crate::state::AppState;
use crate::storage::recordings::{self, Kept};

/// How many hex digits of the SHA-256 a recording's address carries.
const VERSION_DIGITS: usize = 16;

fn url_of(kept: &Kept) -> String {
    format!(
        "/api/recordings/{}/{}?v={}",
        kept.lang,
        kept.day,
        &kept.sha256[..VERSION_DIGITS]
    )
}

/// Every recording of the day guides, by day and language.
#[utoipa::path(
    tag = "recordings",
    responses(
        (status = 200, description = "The recordings", body = PublishedRecordings),
        NotRead,
    ),
)]
#[get("/recordings")]
pub async fn recordings_list(state: web::Data<AppState>) -> Result<HttpResponse, ApiError> {
    let kept = recordings::list(&state.db).await?;
    let recordings = kept
        .iter()
        .map(|k| PublishedRecording {
            day: u16::try_from(k.day).unwrap_or_default(),
            lang: k.lang.clone(),
            duration_ms: k.duration_ms,
            size: k.size,
            url: url_of(k),
        })
        .collect();
    Ok(super::revalidated_json(PublishedRecordings { recordings }))
}

/// The recording named in the path.
#[derive(Deserialize, IntoParams)]
#[into_params(parameter_in = Path)]
pub struct RecordingPath {
    /// A language of the programme.
    #[param(max_length = 35)]
    lang: String,
    /// A day of the programme.
    day: u16,
}

/// The version asked for.
#[derive(Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
pub struct RecordingVersion {
    /// The first 16 hex digits of the recording's SHA-256: with it the answer is cached for good.
    #[param(max_length = 64)]
    v: Option<String>,
}

/// A day's recording in a language: all of it, or the one range asked for (`Range: bytes=…`).
#[utoipa::path(
    tag = "recordings",
    params(RecordingPath, RecordingVersion),
    responses(
        (status = 200, description = "The recording", content_type = "audio/mpeg", body = Vec<u8>),
        (status = 206, description = "The range asked for", content_type = "audio/mpeg", body = Vec<u8>),
        (status = 304, description = "Not modified (If-None-Match)"),
        (status = 404, description = "No recording of that day in that language", body = ErrorBody),
        (status = 416, description = "The range is outside the recording (`Content-Range: bytes */<size>`)", body = ErrorBody),
        NotRead,
    ),
)]
#[get("/recordings/{lang}/{day}")]
pub async fn recording_audio(
    req: HttpRequest,
    path: web::Path<RecordingPath>,
    version: web::Query<RecordingVersion>,
    state: web::Data<AppState>,
) -> Result<HttpResponse, ApiError> {
    let kept = recordings::find(&state.db, path.day, &path.lang)
        .await?
        .ok_or_else(|| {
            ApiError::new(StatusCode::NOT_FOUND, Said::new("error-no-recording"))
                .because("no_recording")
        })?;
    let etag = format!("\"{}\"", kept.sha256);
    let cache = match version.v.as_deref() {
        Some(v) if kept.sha256.starts_with(v) && v.len() == VERSION_DIGITS => {
            "public, max-age=31536000, immutable"
        }
        _ => "no-cache",
    };
    let answer = |status: StatusCode| {
        let mut builder = HttpResponse::build(status);
        builder
            .insert_header(("accept-ranges", "bytes"))
            .insert_header(("etag", etag.as_str()))
            .insert_header(("cache-control", cache));
        builder
    };
    let header = |name: &str| req.headers().get(name).and_then(|v| v.to_str().ok());
    if header("if-none-match").is_some_and(|tags| tags.split(',').any(|t| t.trim() == etag)) {
        return Ok(answer(StatusCode::NOT_MODIFIED).finish());
    }
    let size = u64::try_from(kept.size).unwrap_or_default();
    let range = match header("range").map(|r| http_range::HttpRange::parse(r, size)) {
        // One range is answered with it; several, or one that cannot be read, with the whole.
        Some(Ok(ranges)) if ranges.len() == 1 => Some((ranges[0].start, ranges[0].length)),
        Some(Err(http_range::HttpRangeParseError::NoOverlap)) => {
            let refused = Said::new("error-recording-range");
            let mut answer = ApiError::new(StatusCode::RANGE_NOT_SATISFIABLE, refused)
                .because("range_not_satisfiable")
                .error_response();
            let whole = format!("bytes */{size}").parse().expect("a header value");
            answer.headers_mut().insert(header::CONTENT_RANGE, whole);
            return Ok(answer);
        }
        _ => None,
    };
    let (start, length) = range.unwrap_or((0, size));
    let Some(bytes) = recordings::bytes(&state.db, &kept, start, length).await? else {
        // Replaced or deleted between the two reads: the member asks again.
        return Err(ApiError::storage_unavailable());
    };
    let mut response = match range {
        Some(_) => {
            let end = start + length - 1;
            let mut partial = answer(StatusCode::PARTIAL_CONTENT);
            partial.insert_header(("content-range", format!("bytes {start}-{end}/{size}")));
            partial
        }
        None => answer(StatusCode::OK),
    };
    Ok(response.content_type(kept.mime.as_str()).body(bytes))
}
