//! The prayer watch's coverage at `/admin`: every turn of the fast (covered, thin, empty), the
//! next 48 hours' gaps first, a CSV, and an announcement drafted from the gaps. Counts only:
//! nothing links a pledge to anyone.

use std::collections::BTreeMap;

use actix_web::{HttpRequest, HttpResponse, get, web};
use jiff::{Timestamp, ToSpan};
use maud::{Markup, html};

use super::{AdminPages, off, see_admin, signed_in, unavailable};
use crate::app::{admin, watch};
use crate::domain::{WatchPlan, WatchTurn};
use crate::state::AppState;
use crate::storage::now_ms;

/// How many the church hopes will keep each turn: fewer (but some) is thin.
fn keepers(state: &AppState) -> i64 {
    let watch = state.catalogue.programme.prayer_watch.as_ref();
    watch
        .and_then(|w| w.hours.as_ref())
        .map_or(1, |h| i64::from(h.keepers_per_turn))
}

/// How a turn stands, as the page and the CSV write it.
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

/// An announcement about the next 48 hours' gaps: (title, body); none when there are none.
pub(super) fn draft(plan: &WatchPlan, now: Timestamp) -> Option<(String, String)> {
    let gaps = gaps(plan, now);
    if gaps.is_empty() {
        return None;
    }
    let hours: Vec<String> = gaps
        .iter()
        .map(|t| format!("night of day {} at {}", t.day, t.start))
        .collect();
    let title = format!("{}: {} hour(s) with no one yet", plan.title, gaps.len());
    let body = format!(
        "These hours of the watch have no one keeping them yet: {}. Open Keep watch in the app to take one.",
        hours.join("; ")
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
    html! {
        h2 { (plan.title) ": the watch, hour by hour" }
        p class="muted" {
            "How many members pledged each hour (times on the church's clock, " (plan.time_zone) "). "
            "Covered: " (keepers) " or more (programme.json's keepersPerTurn); thin: fewer; empty: no one yet. Counts only: a pledge names no one. "
            a href="/admin/watch.csv" download="watch.csv" { "Download as CSV" }
        }
        h3 { "The next 48 hours' gaps" }
        @if gaps.is_empty() {
            p { "Every hour of the next 48 has someone keeping it." }
        } @else {
            ul class="gaps" {
                @for turn in &gaps { li { "Night of day " (turn.day) ", " (turn.start) @if let Some(theme) = &turn.theme { " (" (theme) ")" } } }
            }
            form method="get" action="/admin" {
                input type="hidden" name="draft" value="watch";
                button type="submit" class="quiet" { "Draft an announcement about these hours" }
            }
        }
        table class="coverage" tabindex="0" aria-label="The watch's coverage, by night and hour" {
            thead { tr { th scope="col" { "Night of day" } @for start in &starts { th scope="col" { (start) } } } }
            tbody {
                @for (day, turns) in &nights {
                    tr {
                        th scope="row" { (day) }
                        @for turn in turns {
                            td class=(cover(turn, keepers)) {
                                (turn.keeping) " · " (cover(turn, keepers))
                                @if turn.kept > 0 { br; (turn.kept) " kept" }
                            }
                        }
                    }
                }
            }
        }
    }
}

/// The watch's coverage as CSV: a row a turn.
#[utoipa::path(tag = "admin", responses(AdminPages))]
#[get("/admin/watch.csv")]
pub async fn watch_csv(req: HttpRequest, state: web::Data<AppState>) -> HttpResponse {
    if state.admin.admins.is_empty() {
        return off(&state);
    }
    let email = match signed_in(&req, &state).await {
        Ok(Some((_, email))) => email,
        Ok(None) => return see_admin().finish(),
        Err(err) => return unavailable(&state, &err),
    };
    let plan = match read(&state).await {
        Ok(Some(plan)) => plan,
        Ok(None) => return off(&state),
        Err(err) => return unavailable(&state, &err),
    };
    let downloaded = "downloaded the watch's coverage (CSV)";
    if let Err(err) = admin::note(&state.admin, &email, downloaded, now_ms()).await {
        return unavailable(&state, &err);
    }
    let quote = |s: &str| format!("\"{}\"", s.replace('"', "\"\""));
    let mut csv = String::from("Night of day,Start,Starts at (UTC),Theme,Keeping,Cover,Kept\r\n");
    for turn in &plan.turns {
        csv.push_str(&format!(
            "{},{},{},{},{},{},{}\r\n",
            turn.day,
            turn.start,
            turn.starts_at,
            quote(turn.theme.as_deref().unwrap_or_default()),
            turn.keeping,
            cover(turn, keepers(&state)),
            turn.kept
        ));
    }
    HttpResponse::Ok()
        .content_type("text/csv; charset=utf-8")
        .insert_header(("content-disposition", "attachment; filename=\"watch.csv\""))
        .insert_header(("cache-control", "no-store"))
        .body(csv)
}
