//! The announcement form (with its preview) and the list of announcements, as markup.

use maud::{Markup, html};

use super::AnnouncementForm;
use crate::app::admin_overview::Announcement;
use crate::app::announcements::{PER_DAY, church_time};
use crate::content::{Arg, Language};
use crate::domain::{ANNOUNCEMENT_BODY_MAX_CHARS, ANNOUNCEMENT_TITLE_MAX_CHARS, AnnouncementText};
use crate::routes::admin::Words;
use crate::state::AppState;

/// The announcement form (`action`: where it posts), with an error or a preview above it.
pub(in crate::routes::admin) fn compose(
    state: &AppState,
    action: &str,
    form: &AnnouncementForm,
    error: Option<&str>,
    preview: Option<&AnnouncementText>,
) -> Markup {
    let words = Words::of(state);
    let days = state.catalogue.programme.length_days;
    let editing = action != "/admin/announcements";
    let links = [
        ("", "admin-opens-nothing"),
        ("/", "admin-opens-cover"),
        ("/days", "admin-opens-days"),
        ("/journey", "admin-opens-journey"),
    ];
    let most = |n: usize| [("most", Arg::from(n))];
    let zone = state.admin.time_zone.iana_name().unwrap_or("UTC");
    html! {
        h2 { (words.say(if editing { "admin-announcement-edit-heading" } else { "admin-announcement-write-heading" })) }
        p class="muted" { (words.say_with("admin-announcement-intro", &most(PER_DAY as usize))) }
        @if let Some(error) = error { p class="error" role="alert" { (error) } }
        @if let Some(text) = preview { (previewed(state, text)) }
        form method="post" action=(action) {
            label for="title" { (words.say_with("admin-title-label", &most(ANNOUNCEMENT_TITLE_MAX_CHARS))) }
            input id="title" name="title" required maxlength=(ANNOUNCEMENT_TITLE_MAX_CHARS) value=(form.title);
            label for="body" { (words.say_with("admin-text-label", &most(ANNOUNCEMENT_BODY_MAX_CHARS))) }
            textarea id="body" name="body" required maxlength=(ANNOUNCEMENT_BODY_MAX_CHARS) rows="4" { (form.body) }
            @for lang in other_languages(state) { (translation(state, form, &lang)) }
            label for="link" { (words.say("admin-opens")) }
            select id="link" name="link" {
                @for (value, label) in &links {
                    option value=(value) selected[form.link == *value] { (words.say(label)) }
                }
                @for day in 1..=days {
                    @let value = format!("/day/{day}");
                    option value=(value) selected[form.link == value] { (words.say_with("admin-day-number", &[("day", day.into())])) }
                }
            }
            fieldset {
                legend { (words.say("admin-when")) }
                label class="choice" { input type="radio" name="when" value="now" checked[form.when != "at"]; " " (words.say("admin-send-now")) }
                label class="choice" { input type="radio" name="when" value="at" checked[form.when == "at"]; " " (words.say_with("admin-send-at", &[("zone", zone.into())])) }
                label for="at" { (words.say("admin-date-and-time")) }
                input id="at" name="at" type="datetime-local" value=(form.at);
            }
            label class="choice" {
                input type="checkbox" name="about_watch" value="on" checked[form.about_watch == "on"];
                " " (words.say("admin-about-watch"))
            }
            div class="actions" {
                button type="submit" name="action" value="preview" class="quiet" { (words.say("admin-preview")) }
                " "
                button type="submit" name="action" value="save" { (words.say(if editing { "admin-save-changes" } else { "admin-save" })) }
                @if editing { " " button type="submit" name="action" value="cancel" class="quiet" formnovalidate { (words.say("admin-cancel-announcement")) } }
            }
        }
    }
}

/// The announcement as members will see it: a notification and the app's card, and a
/// notification in each language it was translated into.
fn previewed(state: &AppState, text: &AnnouncementText) -> Markup {
    let words = Words::of(state);
    let church = &state.catalogue.programme.church;
    html! {
        section class="preview" aria-label=(words.say("admin-preview")) {
            h3 { (words.say("admin-preview-notification")) }
            div class="notification" { strong { (text.title) } p { (text.body) } }
            h3 { (words.say("admin-preview-card")) }
            div class="card" {
                p class="muted" { (words.say_with("admin-preview-from", &[("church", church.as_str().into())])) }
                strong { (text.title) }
                p { (text.body) }
                @if let Some(link) = &text.link { p { (words.say_with("admin-preview-opens", &[("link", link.as_str().into())])) } }
            }
            @for t in &text.translations {
                @let language = language_name(state, &state.catalogue.language(&t.lang));
                h3 { (words.say_with("admin-preview-notification-in", &[("language", language.into())])) }
                div class="notification" lang=(t.lang) { strong { (t.title) } p { (t.body) } }
            }
        }
    }
}

/// The form's fields for the words in `lang`.
fn translation(state: &AppState, form: &AnnouncementForm, lang: &Language) -> Markup {
    let words = Words::of(state);
    let (title, body) = form.words_in(lang.code());
    let name = [("language", Arg::from(language_name(state, lang)))];
    let (title_id, body_id) = (
        format!("title_{}", lang.code()),
        format!("body_{}", lang.code()),
    );
    html! {
        fieldset lang=(lang.code()) {
            legend { (words.say_with("admin-translation-legend", &name)) }
            label for=(title_id) { (words.say_with("admin-title-in", &name)) }
            input id=(title_id) name=(title_id) maxlength=(ANNOUNCEMENT_TITLE_MAX_CHARS) value=(title);
            label for=(body_id) { (words.say_with("admin-text-in", &name)) }
            textarea id=(body_id) name=(body_id) maxlength=(ANNOUNCEMENT_BODY_MAX_CHARS) rows="4" { (body) }
        }
    }
}

/// Every announcement, the latest first: when, what, and whether it went out.
pub(in crate::routes::admin) fn history(
    state: &AppState,
    list: &[Announcement],
    now: i64,
) -> Markup {
    let words = Words::of(state);
    let heading = words.say("admin-announcements-heading");
    let columns = [
        "admin-when",
        "admin-announcement-column",
        "admin-state-column",
    ];
    html! {
        h2 { (heading) }
        @if list.is_empty() { p class="muted" { (words.say("admin-announcements-none")) } }
        @else {
            table tabindex="0" aria-label=(heading) {
                thead { tr { @for id in columns { th scope="col" { (words.say(id)) } } } }
                tbody {
                    @for item in list {
                        tr {
                            td { (church_time(&state.admin, item.send_at)) }
                            td { strong { (item.title) } br; (item.body) }
                            td { (stands(&words, item, now)) }
                        }
                    }
                }
            }
        }
    }
}

/// Whether an announcement was cancelled, is scheduled, or went out (and how it went).
fn stands(words: &Words<'_>, item: &Announcement, now: i64) -> Markup {
    if item.cancelled_at.is_some() {
        return html! { (words.say("admin-cancelled")) };
    }
    if item.pending(now) {
        let href = format!("/admin/announcements/{}", item.id);
        return words.linked("admin-scheduled", &[], &href, "admin-edit-or-cancel");
    }
    let mut args = vec![
        ("sent", Arg::from(item.sent)),
        ("failed", Arg::from(item.failed)),
        ("gone", Arg::from(item.gone)),
    ];
    let id = if item.retried > 0 {
        args.push(("retried", Arg::from(item.retried)));
        "admin-gone-out-retried"
    } else {
        "admin-gone-out"
    };
    html! { (words.say_with(id, &args)) }
}

/// The languages the programme offers after its first: an announcement may be written in each.
pub(super) fn other_languages(state: &AppState) -> impl Iterator<Item = Language> + '_ {
    let codes = state.catalogue.languages();
    codes
        .iter()
        .skip(1)
        .map(|code| state.catalogue.language(code))
}

/// A language as it names itself (`Español`).
pub(super) fn language_name(state: &AppState, lang: &Language) -> String {
    state.catalogue.message(lang, "language-name", &[])
}
