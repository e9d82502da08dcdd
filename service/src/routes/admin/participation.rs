//! The church praying together, anonymously: for each day, how many devices took part, how many
//! ticked each slot and how many were counted at the prayer watch; a chart over the whole fast
//! (an SVG drawn here); and the same as CSV. Any figure under 5 reads "fewer than 5".

use std::collections::BTreeMap;

use actix_web::{HttpRequest, HttpResponse, get, web};
use maud::{Markup, html};

use super::{AdminPages, off, see_admin, signed_in, unavailable};
use crate::app::{admin, tally};
use crate::content::PRAYER_WATCH_KEY;
use crate::domain::tally_shown;
use crate::state::AppState;
use crate::storage::now_ms;
use crate::storage::tally::DEVICES;

type Days = BTreeMap<u16, BTreeMap<String, i64>>;

const FEWER: &str = "fewer than 5";
/// A figure whose time has not come (`app::tally::published`).
const NOT_YET: &str = "not yet";

/// The columns: devices, each default slot, the watch if the church keeps one (key, heading).
fn columns(state: &AppState) -> Vec<(String, String)> {
    let programme = &state.catalogue.programme;
    std::iter::once((DEVICES.to_string(), "Devices".to_string()))
        .chain(
            programme
                .default_slots
                .iter()
                .map(|s| (s.key.clone(), s.title.clone())),
        )
        .chain(
            programme
                .prayer_watch
                .iter()
                .map(|watch| (PRAYER_WATCH_KEY.to_string(), watch.title.clone())),
        )
        .collect()
}

/// A published figure of 5 or more; `None` for one under 5 or not yet published.
fn figure(days: &Days, day: u16, key: &str) -> Option<i64> {
    days.get(&day)
        .and_then(|d| d.get(key))
        .copied()
        .and_then(tally_shown)
}

/// A figure as the page and the CSV write it: the count, "fewer than 5" or "not yet".
fn written(days: &Days, day: u16, key: &str) -> String {
    match days.get(&day).and_then(|d| d.get(key)) {
        None => NOT_YET.to_string(),
        Some(_) => figure(days, day, key).map_or_else(|| FEWER.to_string(), |n| n.to_string()),
    }
}

/// The admin page's section.
pub(super) fn section(state: &AppState, days: &Days) -> Markup {
    let columns = columns(state);
    let length = state.catalogue.programme.length_days;
    html! {
        h2 { "Praying together" }
        p class="muted" {
            "Counted only from members who chose to be, anonymously: a device sends a fresh random token each day, "
            "so no one can be followed from day to day. Any figure under 5 reads “" (FEWER) "”; "
            "a prayer time's figure is published an hour after it begins, and the day's once the day is over (“" (NOT_YET) "” until then). "
            a href="/admin/participation.csv" download="participation.csv" { "Download as CSV" }
        }
        @if days.is_empty() { p { "No counts yet." } } @else { (chart(days, length)) }
        table tabindex="0" aria-label="Praying together, by day" {
            thead { tr { th scope="col" { "Day" } @for (_, heading) in &columns { th scope="col" { (heading) } } } }
            tbody {
                @for day in days.keys() {
                    tr {
                        th scope="row" { (day) }
                        @for (key, _) in &columns {
                            td { (written(days, *day, key)) }
                        }
                    }
                }
            }
        }
    }
}

/// Devices per day over the whole fast, as bars (days under 5 as none).
fn chart(days: &Days, length: u16) -> Markup {
    let values: Vec<i64> = (1..=length)
        .map(|d| figure(days, d, DEVICES).unwrap_or(0))
        .collect();
    let top = values.iter().copied().max().unwrap_or(0).max(5);
    let (width, height, bar) = (f64::from(length) * 12.0, 120.0, 10.0);
    let label = format!("Devices taking part each day, days 1 to {length}; the highest is {top}.");
    html! {
        svg class="chart" role="img" aria-label=(label) viewBox=(format!("0 0 {width} {height}")) width=(width) height=(height) {
            @for (i, value) in values.iter().enumerate() {
                @let h = (*value as f64) / (top as f64) * (height - 2.0);
                rect x=(format!("{:.0}", i as f64 * 12.0 + 1.0)) y=(format!("{:.1}", height - h)) width=(bar) height=(format!("{h:.1}")) {
                    title { "Day " (i + 1) ": " @if *value > 0 { (value) } @else { (FEWER) } }
                }
            }
        }
    }
}

/// The tally as CSV: a row a day, a column each (figures under 5 read "fewer than 5").
#[utoipa::path(tag = "admin", responses(AdminPages))]
#[get("/admin/participation.csv")]
pub async fn participation_csv(req: HttpRequest, state: web::Data<AppState>) -> HttpResponse {
    if state.admin.admins.is_empty() {
        return off(&state);
    }
    let email = match signed_in(&req, &state).await {
        Ok(Some((_, email))) => email,
        Ok(None) => return see_admin().finish(),
        Err(err) => return unavailable(&state, &err),
    };
    let days = match tally::all_days(&state.db).await {
        Ok(days) => days,
        Err(err) => return unavailable(&state, &err),
    };
    let downloaded = "downloaded the participation counts (CSV)";
    if let Err(err) = admin::note(&state.admin, &email, downloaded, now_ms()).await {
        return unavailable(&state, &err);
    }
    let columns = columns(&state);
    let quote = |s: &str| format!("\"{}\"", s.replace('"', "\"\""));
    let mut csv = std::iter::once("Day".to_string())
        .chain(columns.iter().map(|(_, heading)| quote(heading)))
        .collect::<Vec<_>>()
        .join(",");
    csv.push_str("\r\n");
    for day in days.keys() {
        let row: Vec<String> = std::iter::once(day.to_string())
            .chain(columns.iter().map(|(key, _)| written(&days, *day, key)))
            .collect();
        csv.push_str(&row.join(","));
        csv.push_str("\r\n");
    }
    HttpResponse::Ok()
        .content_type("text/csv; charset=utf-8")
        .insert_header((
            "content-disposition",
            "attachment; filename=\"participation.csv\"",
        ))
        .insert_header(("cache-control", "no-store"))
        .body(csv)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_figure_reads_its_count_fewer_than_5_or_not_yet() {
        let days: Days = [(2, [("*".to_string(), 6), ("morning".to_string(), 3)].into())].into();
        assert_eq!(written(&days, 2, "*"), "6");
        assert_eq!(written(&days, 2, "morning"), FEWER);
        assert_eq!(written(&days, 2, "evening"), NOT_YET, "not published yet");
        assert_eq!(written(&days, 3, "*"), NOT_YET);
    }
}
