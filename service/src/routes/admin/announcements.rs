//! Writing announcements: a form with a preview (as a notification and as the card in the app),
//! sent now or scheduled on the church's clock, and each one's page to edit or cancel it until
//! it goes out.

use std::collections::BTreeMap;

use actix_web::http::StatusCode;
use actix_web::{HttpRequest, HttpResponse, get, post, web};
use jiff::civil::DateTime;
use maud::{Markup, html};
use utoipa::{IntoParams, ToSchema};

use super::{AdminPages, guard, off, page, see_admin, signed_in, to_admin_page, unavailable};
use crate::app::announcements::{
    self as announce, AnnouncementRefused, Draft, PER_DAY, When, church_time,
};
use crate::content::Language;
use crate::domain::{
    ANNOUNCEMENT_BODY_MAX_CHARS, ANNOUNCEMENT_TITLE_MAX_CHARS, AnnouncementText,
    AnnouncementTranslation,
};
use crate::state::AppState;
use crate::storage::announcements::{self, Announcement};
use crate::storage::now_ms;

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
    req: HttpRequest,
    state: web::Data<AppState>,
    form: Option<web::Form<AnnouncementForm>>,
) -> HttpResponse {
    submit(&req, &state, form, None).await
}

/// The form's address opened as a page: the admin page.
#[utoipa::path(tag = "admin", responses(AdminPages))]
#[get("/admin/announcements")]
pub async fn new_announcement_page(state: web::Data<AppState>) -> HttpResponse {
    to_admin_page(&state)
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
    req: HttpRequest,
    state: web::Data<AppState>,
    path: web::Path<AnnouncementPath>,
) -> HttpResponse {
    if state.admin.admins.is_empty() {
        return off(&state);
    }
    if admin_of(&req, &state).await.is_none() {
        return see_admin().finish();
    }
    let action = format!("/admin/announcements/{}", path.id);
    let db = &state.admin.db;
    let found = match announcements::find(db, &path.id).await {
        Ok(Some(found)) => announcements::translations(db, &path.id)
            .await
            .map(|translations| Some((found, translations))),
        Ok(None) => Ok(None),
        Err(err) => Err(err),
    };
    match found {
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
            Some(&AnnouncementRefused::NotPending.to_string()),
            None,
        ),
        Err(err) => unavailable(&state, &err),
    }
}

/// Previews, saves or cancels an announcement that has not gone out.
#[utoipa::path(tag = "admin", params(AnnouncementPath), request_body(content = AnnouncementForm, content_type = "application/x-www-form-urlencoded"), responses(AdminPages))]
#[post("/admin/announcements/{id}")]
pub async fn save_announcement(
    req: HttpRequest,
    state: web::Data<AppState>,
    path: web::Path<AnnouncementPath>,
    form: Option<web::Form<AnnouncementForm>>,
) -> HttpResponse {
    submit(&req, &state, form, Some(&path.id)).await
}

/// A form's button: a preview, or saving (or cancelling) announcement `id`, or a new one.
async fn submit(
    req: &HttpRequest,
    state: &AppState,
    form: Option<web::Form<AnnouncementForm>>,
    id: Option<&str>,
) -> HttpResponse {
    if let Some(refused) = guard(req, state).await {
        return refused;
    }
    let Some(email) = admin_of(req, state).await else {
        return see_admin().finish();
    };
    let form = form.map(web::Form::into_inner).unwrap_or_default();
    let action = id.map_or_else(
        || "/admin/announcements".to_string(),
        |id| format!("/admin/announcements/{id}"),
    );
    let (desk, now) = (&state.admin, now_ms());
    let answer = match (id, form.read(state)) {
        (Some(id), _) if form.action == "cancel" => {
            announce::cancel(desk, &email, id, now).await.map(|()| None)
        }
        (_, Ok(draft)) if form.action == "preview" => Ok(Some(draft.text)),
        (Some(id), Ok(draft)) => announce::edit(desk, &email, id, draft, now)
            .await
            .map(|()| None),
        (None, Ok(draft)) => announce::write(desk, &email, draft, now)
            .await
            .map(|_| None),
        (_, Err(refused)) => Err(refused),
    };
    match answer {
        Ok(None) => see_admin().finish(),
        Ok(Some(preview)) => form_page(state, StatusCode::OK, &action, &form, None, Some(&preview)),
        Err(refused) => refusal(state, &action, &form, refused),
    }
}

async fn admin_of(req: &HttpRequest, state: &AppState) -> Option<String> {
    signed_in(req, state)
        .await
        .ok()
        .flatten()
        .map(|(_, email)| email)
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
        Some(&refused.to_string()),
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
    page(
        state,
        status,
        html! {
            h1 { "Announcements" }
            p { a href="/admin" { "Back to the admin page" } }
            (compose(state, action, form, error, preview))
        },
    )
}

/// The announcement form (`action`: where it posts), with an error or a preview above it.
pub(super) fn compose(
    state: &AppState,
    action: &str,
    form: &AnnouncementForm,
    error: Option<&str>,
    preview: Option<&AnnouncementText>,
) -> Markup {
    let church = &state.catalogue.programme.church;
    let days = state.catalogue.programme.length_days;
    let editing = action != "/admin/announcements";
    let links = [
        ("", "No link".to_string()),
        ("/", "The cover".into()),
        ("/days", "The days list".into()),
        ("/journey", "My journey".into()),
    ];
    html! {
        h2 { @if editing { "Edit the announcement" } @else { "Write an announcement" } }
        p class="muted" { "It reaches members as a notification (if they keep church announcements on) and as a card in the app. At most " (PER_DAY) " a day: more become noise members learn to ignore." }
        @if let Some(error) = error { p class="error" role="alert" { (error) } }
        @if let Some(text) = preview {
            section class="preview" aria-label="Preview" {
                h3 { "As a notification" }
                div class="notification" { strong { (text.title) } p { (text.body) } }
                h3 { "As the card in the app" }
                div class="card" {
                    p class="muted" { "From " (church) }
                    strong { (text.title) }
                    p { (text.body) }
                    @if let Some(link) = &text.link { p { "Opens " (link) } }
                }
                @for t in &text.translations {
                    h3 { "As a notification in " (language_name(state, &state.catalogue.language(&t.lang))) }
                    div class="notification" lang=(t.lang) { strong { (t.title) } p { (t.body) } }
                }
            }
        }
        form method="post" action=(action) {
            label for="title" { "Title (at most " (ANNOUNCEMENT_TITLE_MAX_CHARS) " characters)" }
            input id="title" name="title" required maxlength=(ANNOUNCEMENT_TITLE_MAX_CHARS) value=(form.title);
            label for="body" { "Text (at most " (ANNOUNCEMENT_BODY_MAX_CHARS) " characters)" }
            textarea id="body" name="body" required maxlength=(ANNOUNCEMENT_BODY_MAX_CHARS) rows="4" { (form.body) }
            @for lang in other_languages(state) {
                @let (title, body) = form.words_in(lang.code());
                @let name = language_name(state, &lang);
                fieldset lang=(lang.code()) {
                    legend { "In " (name) " (optional: members whose app is in " (name) " get it in these words; the others get the words above)" }
                    label for=(format!("title_{}", lang.code())) { "Title in " (name) }
                    input id=(format!("title_{}", lang.code())) name=(format!("title_{}", lang.code())) maxlength=(ANNOUNCEMENT_TITLE_MAX_CHARS) value=(title);
                    label for=(format!("body_{}", lang.code())) { "Text in " (name) }
                    textarea id=(format!("body_{}", lang.code())) name=(format!("body_{}", lang.code())) maxlength=(ANNOUNCEMENT_BODY_MAX_CHARS) rows="4" { (body) }
                }
            }
            label for="link" { "Opens" }
            select id="link" name="link" {
                @for (value, label) in &links {
                    option value=(value) selected[form.link == *value] { (label) }
                }
                @for day in 1..=days {
                    @let value = format!("/day/{day}");
                    option value=(value) selected[form.link == value] { "Day " (day) }
                }
            }
            fieldset {
                legend { "When" }
                label class="choice" { input type="radio" name="when" value="now" checked[form.when != "at"]; " Send now" }
                label class="choice" { input type="radio" name="when" value="at" checked[form.when == "at"]; " At a time on the church's clock (" (state.admin.time_zone.iana_name().unwrap_or("UTC")) ")" }
                label for="at" { "Date and time" }
                input id="at" name="at" type="datetime-local" value=(form.at);
            }
            label class="choice" {
                input type="checkbox" name="about_watch" value="on" checked[form.about_watch == "on"];
                " About tonight's prayer watch: not pushed to members for whom it is already past 21:30 (they see it in the app)"
            }
            div class="actions" {
                button type="submit" name="action" value="preview" class="quiet" { "Preview" }
                " "
                button type="submit" name="action" value="save" { @if editing { "Save changes" } @else { "Save" } }
                @if editing { " " button type="submit" name="action" value="cancel" class="quiet" formnovalidate { "Cancel this announcement" } }
            }
        }
    }
}

/// Every announcement, the latest first: when, what, and whether it went out.
pub(super) fn history(state: &AppState, list: &[Announcement], now: i64) -> Markup {
    html! {
        h2 { "Announcements" }
        @if list.is_empty() { p class="muted" { "None yet." } }
        @else {
            table tabindex="0" aria-label="Announcements" {
                thead { tr { th scope="col" { "When" } th scope="col" { "Announcement" } th scope="col" { "State" } } }
                tbody {
                    @for item in list {
                        tr {
                            td { (church_time(&state.admin, item.send_at)) }
                            td { strong { (item.title) } br; (item.body) }
                            td {
                                @if item.cancelled_at.is_some() { "Cancelled" }
                                @else if item.pending(now) { "Scheduled · " a href=(format!("/admin/announcements/{}", item.id)) { "Edit or cancel" } }
                                @else {
                                    "Gone out · sent " (item.sent) ", failed " (item.failed) ", gone " (item.gone)
                                    @if item.retried > 0 { " · retried " (item.retried) }
                                }
                            }
                        }
                    }
                }
            }
        }
    }
}

/// The languages the programme offers after its first: an announcement may be written in each.
fn other_languages(state: &AppState) -> impl Iterator<Item = Language> + '_ {
    let codes = state.catalogue.languages();
    codes
        .iter()
        .skip(1)
        .map(|code| state.catalogue.language(code))
}

/// A language as it names itself (`Español`).
fn language_name(state: &AppState, lang: &Language) -> String {
    state.catalogue.message(lang, "language-name", &[])
}

pub(super) fn blank_form() -> AnnouncementForm {
    AnnouncementForm::default()
}

/// The form with a title and body drafted for the administrator to check and send.
pub(super) fn drafted_form(title: String, body: String) -> AnnouncementForm {
    AnnouncementForm {
        title,
        body,
        ..AnnouncementForm::default()
    }
}
