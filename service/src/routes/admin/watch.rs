//! The prayer watch's coverage at `/admin`: every turn of the fast (covered, thin, empty), the
//! next 48 hours' gaps first, a CSV, and an announcement drafted from the gaps. Counts only:
//! nothing links a pledge to anyone.

use std::collections::BTreeMap;

use actix_web::{HttpResponse, get, web};
use jiff::{Timestamp, ToSpan};
use maud::{Markup, html};

use super::{AdminPages, Administrator, Opened, Words, off, unavailable};
use crate::app::admin_overview::now_ms;
use crate::app::{admin, watch};
use crate::domain::{WatchPlan, WatchTurn};
use crate::state::AppState;

/// How many the church hopes will keep each turn: fewer (but some) is thin.
fn keepers(state: &AppState) -> i64 {
    let watch = state.catalogue.programme.prayer_watch.as_ref();
    watch
        .and_then(|w| w.hours.as_ref())
        .map_or(1, |h| i64::from(h.keepers_per_turn))
}

/// How a turn stands (`empty`, `thin` or `covered`: the page's class, and the word written).
fn cover(turn: &WatchTurn, keepers: i64) -> &'static str {
    match turn.keeping {
        0 => "empty",
        n if n < keepers => "thin",
        _ => "covered",
    }
}

fn starts(turn: &WatchTurn) -> Option<Timestamp> {
    turn.starts_at.parse().ok()
}

/// The turns that start in the next 48 hours with no one keeping them, soonest first.
fn gaps(plan: &WatchPlan, now: Timestamp) -> Vec<&WatchTurn> {
    let until = now + 48.hours();
    plan.turns
        .iter()
        .filter(|t| t.keeping == 0 && starts(t).is_some_and(|at| at >= now && at < until))
        .collect()
}

/// The watch as the church's first language has it.
pub(super) async fn read(state: &AppState) -> sqlx::Result<Option<WatchPlan>> {
    let lang = state.catalogue.first_language();
    let church = &state.admin.time_zone;
    watch::plan(&state.catalogue, church, &state.admin.db, &lang).await
}

/// How a turn stands, in words.
fn cover_words(words: &Words<'_>, turn: &WatchTurn, keepers: i64) -> String {
    words.say_with(
        "admin-watch-cover",
        &[("cover", cover(turn, keepers).into())],
    )
}

/// An announcement about the next 48 hours' gaps: (title, body); none when there are none.
pub(super) fn draft(
    state: &AppState,
    plan: &WatchPlan,
    now: Timestamp,
) -> Option<(String, String)> {
    let gaps = gaps(plan, now);
    if gaps.is_empty() {
        return None;
    }
    let words = Words::of(state);
    let hours: Vec<String> = gaps
        .iter()
        .map(|t| {
            let at = [("day", t.day.into()), ("start", t.start.as_str().into())];
            words.say_with("admin-watch-draft-hour", &at)
        })
        .collect();
    let title = words.say_with(
        "admin-watch-draft-title",
        &[
            ("title", plan.title.as_str().into()),
            ("count", gaps.len().into()),
        ],
    );
    let body = words.say_with(
        "admin-watch-draft-body",
        &[("hours", hours.join("; ").into())],
    );
    Some((title, body))
}

/// The admin page's section.
pub(super) fn section(state: &AppState, plan: &WatchPlan, now: Timestamp) -> Markup {
    let keepers = keepers(state);
    let gaps = gaps(plan, now);
    let mut nights: BTreeMap<u16, Vec<&WatchTurn>> = BTreeMap::new();
    for turn in &plan.turns {
        nights.entry(turn.day).or_default().push(turn);
    }
    let starts: Vec<&str> = nights
        .values()
        .next()
        .map(|turns| turns.iter().map(|t| t.start.as_str()).collect())
        .unwrap_or_default();
    let words = Words::of(state);
    let csv = html! { a href="/admin/watch.csv" download="watch.csv" { (words.say("admin-download-csv")) } };
    let intro = [
        ("zone", plan.time_zone.as_str().into()),
        ("keepers", keepers.into()),
    ];
    html! {
        h2 { (words.say_with("admin-watch-heading", &[("title", plan.title.as_str().into())])) }
        p class="muted" { (words.around("admin-watch-intro", &intro, "link", csv)) }
        h3 { (words.say("admin-watch-gaps-heading")) }
        @if gaps.is_empty() {
            p { (words.say("admin-watch-no-gaps")) }
        } @else {
            ul class="gaps" { @for turn in &gaps { li { (gap(&words, turn)) } } }
            form method="get" action="/admin" {
                input type="hidden" name="draft" value="watch";
                button type="submit" class="quiet" { (words.say("admin-watch-draft")) }
            }
        }
        table class="coverage" tabindex="0" aria-label=(words.say("admin-watch-table")) {
            thead { tr { th scope="col" { (words.say("admin-watch-night")) } @for start in &starts { th scope="col" { (start) } } } }
            tbody {
                @for (day, turns) in &nights {
                    tr {
                        th scope="row" { (day) }
                        @for turn in turns {
                            td class=(cover(turn, keepers)) {
                                (turn.keeping) " · " (cover_words(&words, turn, keepers))
                                @if turn.kept > 0 { br; (words.say_with("admin-watch-kept", &[("kept", turn.kept.into())])) }
                            }
                        }
                    }
                }
            }
        }
    }
}

/// A turn no one keeps yet: its night and hour, and its theme if it has one.
fn gap(words: &Words<'_>, turn: &WatchTurn) -> String {
    let mut at = vec![
        ("day", turn.day.into()),
        ("start", turn.start.as_str().into()),
    ];
    match &turn.theme {
        Some(theme) => {
            at.push(("theme", theme.as_str().into()));
            words.say_with("admin-watch-gap-theme", &at)
        }
        None => words.say_with("admin-watch-gap", &at),
    }
}

/// The CSV's columns (the catalogue's words for them have no comma).
const CSV_COLUMNS: [&str; 7] = [
    "admin-watch-night",
    "admin-watch-start",
    "admin-watch-starts-at",
    "admin-watch-theme",
    "admin-watch-keeping",
    "admin-watch-cover-column",
    "admin-watch-kept-column",
];

/// The watch's coverage as CSV: a row a turn.
#[utoipa::path(tag = "admin", responses(AdminPages))]
#[get("/admin/watch.csv")]
pub async fn watch_csv(
    signed_in: Administrator<Opened>,
    state: web::Data<AppState>,
) -> HttpResponse {
    let plan = match read(&state).await {
        Ok(Some(plan)) => plan,
        Ok(None) => return off(&state),
        Err(err) => return unavailable(&state, &err),
    };
    let downloaded = "downloaded the watch's coverage (CSV)";
    if let Err(err) = admin::note(&state.admin, &signed_in.email, downloaded, now_ms()).await {
        return unavailable(&state, &err);
    }
    let words = Words::of(&state);
    let quote = |s: &str| format!("\"{}\"", s.replace('"', "\"\""));
    let header: Vec<String> = CSV_COLUMNS.iter().map(|id| words.say(id)).collect();
    let mut csv = format!("{}\r\n", header.join(","));
    for turn in &plan.turns {
        csv.push_str(&format!(
            "{},{},{},{},{},{},{}\r\n",
            turn.day,
            turn.start,
            turn.starts_at,
            quote(turn.theme.as_deref().unwrap_or_default()),
            turn.keeping,
            cover_words(&words, turn, keepers(&state)),
            turn.kept
        ));
    }
    HttpResponse::Ok()
        .content_type("text/csv; charset=utf-8")
        .insert_header(("content-disposition", "attachment; filename=\"watch.csv\""))
        .insert_header(("cache-control", "no-store"))
        .body(csv)
}
