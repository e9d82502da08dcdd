//! Writing announcements: a form with a preview (as a notification and as the card in the app),
//! sent now or scheduled on the church's clock, and each one's page to edit or cancel it until
//! it goes out.

mod compose;
mod told;

use std::collections::BTreeMap;

use actix_web::http::StatusCode;
use actix_web::{HttpResponse, get, post, web};
use jiff::civil::DateTime;
use maud::html;
use utoipa::{IntoParams, ToSchema};

use super::{
    AdminPages, Administrator, Opened, Posted, Through, Words, page, see_admin, unavailable,
};
use crate::app::admin_overview::{self, Announcement, now_ms};
use crate::app::announcements::{self as announce, AnnouncementRefused, Draft, When};
use crate::domain::{AnnouncementText, AnnouncementTranslation};
use crate::state::AppState;
pub(super) use compose::{compose, history};
use compose::{language_name, other_languages};
use told::told;

/// What the announcement form sends.
#[derive(Debug, Default, Clone, serde::Deserialize, ToSchema)]
pub struct AnnouncementForm {
    #[serde(default)]
    title: String,
    #[serde(default)]
    body: String,
    /// A page of the app, or empty for none.
    #[serde(default)]
    link: String,
    /// `now`, or `at` (with `at`).
    #[serde(default)]
    when: String,
    /// `YYYY-MM-DDTHH:MM` on the church's clock.
    #[serde(default)]
    at: String,
    /// `on`: about tonight's prayer watch.
    #[serde(default)]
    about_watch: String,
    /// `preview`, `save` or (an existing one) `cancel`.
    #[serde(default)]
    action: String,
    /// The words in each other language: `title_<lang>` and `body_<lang>` (both empty: none).
    #[serde(flatten)]
    #[schema(value_type = std::collections::BTreeMap<String, String>)]
    translated: BTreeMap<String, String>,
}

impl AnnouncementForm {
    fn of(
        found: &Announcement,
        translations: &[AnnouncementTranslation],
        state: &AppState,
    ) -> Self {
        let at = jiff::Timestamp::from_millisecond(found.send_at)
            .map(|t| {
                t.to_zoned(state.admin.time_zone.clone())
                    .strftime("%Y-%m-%dT%H:%M")
                    .to_string()
            })
            .unwrap_or_default();
        AnnouncementForm {
            title: found.title.clone(),
            body: found.body.clone(),
            link: found.link.clone().unwrap_or_default(),
            when: "at".into(),
            at,
            about_watch: if found.about_watch != 0 {
                "on".into()
            } else {
                String::new()
            },
            action: String::new(),
            translated: translations
                .iter()
                .flat_map(|t| {
                    [
                        (format!("title_{}", t.lang), t.title.clone()),
                        (format!("body_{}", t.lang), t.body.clone()),
                    ]
                })
                .collect(),
        }
    }

    /// The words written in `lang`: (title, text).
    fn words_in(&self, lang: &str) -> (&str, &str) {
        let field = |name: &str| {
            self.translated
                .get(&format!("{name}_{lang}"))
                .map_or("", String::as_str)
        };
        (field("title"), field("body"))
    }

    fn read(&self, state: &AppState) -> Result<Draft, AnnouncementRefused> {
        let days = state.catalogue.programme.length_days;
        let mut text = AnnouncementText::parse(&self.title, &self.body, Some(&self.link), days)?;
        for lang in other_languages(state) {
            let (title, body) = self.words_in(lang.code());
            text = text.translated(lang.code(), &language_name(state, &lang), title, body)?;
        }
        let when = if self.when == "at" {
            When::At(
                self.at
                    .trim()
                    .parse::<DateTime>()
                    .map_err(|_| AnnouncementRefused::InThePast)?,
            )
        } else {
            When::Now
        };
        Ok(Draft {
            text,
            when,
            about_watch: self.about_watch == "on",
        })
    }
}

/// Previews or saves a new announcement.
#[utoipa::path(tag = "admin", request_body(content = AnnouncementForm, content_type = "application/x-www-form-urlencoded"), responses(AdminPages))]
#[post("/admin/announcements")]
pub async fn new_announcement(
    admin: Administrator<Posted>,
    state: web::Data<AppState>,
    form: Option<web::Form<AnnouncementForm>>,
) -> HttpResponse {
    submit(&admin.email, &state, form, None).await
}

/// The form's address opened as a page: the admin page.
#[utoipa::path(tag = "admin", responses(AdminPages))]
#[get("/admin/announcements")]
pub async fn new_announcement_page(_: Through<Opened>) -> HttpResponse {
    see_admin().finish()
}

/// An announcement's path.
#[derive(serde::Deserialize, IntoParams)]
#[into_params(parameter_in = Path)]
pub struct AnnouncementPath {
    /// The announcement's id.
    id: String,
}

/// An announcement's page: its form while it has not gone out.
#[utoipa::path(tag = "admin", params(AnnouncementPath), responses(AdminPages))]
#[get("/admin/announcements/{id}")]
pub async fn announcement_page(
    _: Administrator<Opened>,
    state: web::Data<AppState>,
    path: web::Path<AnnouncementPath>,
) -> HttpResponse {
    let action = format!("/admin/announcements/{}", path.id);
    match admin_overview::announcement(&state.admin, &path.id).await {
        Ok(Some((found, translations))) if found.pending(now_ms()) => form_page(
            &state,
            StatusCode::OK,
            &action,
            &AnnouncementForm::of(&found, &translations, &state),
            None,
            None,
        ),
        Ok(_) => form_page(
            &state,
            StatusCode::GONE,
            "/admin/announcements",
            &AnnouncementForm::default(),
            Some(&told(&Words::of(&state), &AnnouncementRefused::NotPending)),
            None,
        ),
        Err(err) => unavailable(&state, &err),
    }
}

/// Previews, saves or cancels an announcement that has not gone out.
#[utoipa::path(tag = "admin", params(AnnouncementPath), request_body(content = AnnouncementForm, content_type = "application/x-www-form-urlencoded"), responses(AdminPages))]
#[post("/admin/announcements/{id}")]
pub async fn save_announcement(
    admin: Administrator<Posted>,
    state: web::Data<AppState>,
    path: web::Path<AnnouncementPath>,
    form: Option<web::Form<AnnouncementForm>>,
) -> HttpResponse {
    submit(&admin.email, &state, form, Some(&path.id)).await
}

/// A form's button: a preview, or saving (or cancelling) announcement `id`, or a new one.
async fn submit(
    email: &str,
    state: &AppState,
    form: Option<web::Form<AnnouncementForm>>,
    id: Option<&str>,
) -> HttpResponse {
    let form = form.map(web::Form::into_inner).unwrap_or_default();
    let action = id.map_or_else(
        || "/admin/announcements".to_string(),
        |id| format!("/admin/announcements/{id}"),
    );
    let (desk, now) = (&state.admin, now_ms());
    let answer = match (id, form.read(state)) {
        (Some(id), _) if form.action == "cancel" => {
            announce::cancel(desk, email, id, now).await.map(|()| None)
        }
        (_, Ok(draft)) if form.action == "preview" => Ok(Some(draft.text)),
        (Some(id), Ok(draft)) => announce::edit(desk, email, id, draft, now)
            .await
            .map(|()| None),
        (None, Ok(draft)) => announce::write(desk, email, draft, now).await.map(|_| None),
        (_, Err(refused)) => Err(refused),
    };
    match answer {
        Ok(None) => see_admin().finish(),
        Ok(Some(preview)) => form_page(state, StatusCode::OK, &action, &form, None, Some(&preview)),
        Err(refused) => refusal(state, &action, &form, refused),
    }
}

fn refusal(
    state: &AppState,
    action: &str,
    form: &AnnouncementForm,
    refused: AnnouncementRefused,
) -> HttpResponse {
    let status = match &refused {
        AnnouncementRefused::Storage(err) => return unavailable(state, err),
        AnnouncementRefused::NotPending => StatusCode::GONE,
        AnnouncementRefused::DayIsFull | AnnouncementRefused::TodayIsFull => {
            StatusCode::TOO_MANY_REQUESTS
        }
        _ => StatusCode::BAD_REQUEST,
    };
    form_page(
        state,
        status,
        action,
        form,
        Some(&told(&Words::of(state), &refused)),
        None,
    )
}

fn form_page(
    state: &AppState,
    status: StatusCode,
    action: &str,
    form: &AnnouncementForm,
    error: Option<&str>,
    preview: Option<&AnnouncementText>,
) -> HttpResponse {
    let words = Words::of(state);
    page(
        state,
        status,
        html! {
            h1 { (words.say("admin-announcements-heading")) }
            p { a href="/admin" { (words.say("admin-back-to-page")) } }
            (compose(state, action, form, error, preview))
        },
    )
}

/// The form with a title and body drafted for the administrator to check and send.
pub(super) fn drafted_form(title: String, body: String) -> AnnouncementForm {
    AnnouncementForm {
        title,
        body,
        ..AnnouncementForm::default()
    }
}
