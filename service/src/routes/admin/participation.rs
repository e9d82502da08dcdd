//! The church praying together, anonymously: for each day, how many devices took part, how many
//! ticked each slot and how many were counted at the prayer watch; a chart over the whole fast
//! (an SVG drawn here); and the same as CSV. Any figure under 5 reads "fewer than 5".

use actix_web::{HttpResponse, get, web};
use maud::{Markup, html};

use super::{AdminPages, Administrator, Opened, Words, unavailable};
use crate::app::admin_overview::{DEVICES, Days, now_ms};
use crate::app::{admin, tally};
use crate::content::PRAYER_WATCH_KEY;
use crate::domain::tally_shown;
use crate::state::AppState;

/// The columns: devices, each default slot, the watch if the church keeps one (key, heading).
fn columns(state: &AppState) -> Vec<(String, String)> {
    let programme = &state.catalogue.programme;
    let devices = Words::of(state).say("admin-devices");
    std::iter::once((DEVICES.to_string(), devices))
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
fn written(words: &Words<'_>, days: &Days, day: u16, key: &str) -> String {
    shown(days, day, key).map_or_else(|id| words.say(id), |n| n.to_string())
}

/// A published figure of 5 or more, or the message it reads as instead.
fn shown(days: &Days, day: u16, key: &str) -> Result<i64, &'static str> {
    match days.get(&day).and_then(|d| d.get(key)) {
        None => Err("admin-not-yet"),
        Some(_) => figure(days, day, key).ok_or("admin-fewer"),
    }
}

/// The admin page's section.
pub(super) fn section(state: &AppState, days: &Days) -> Markup {
    let words = Words::of(state);
    let columns = columns(state);
    let length = state.catalogue.programme.length_days;
    let csv = "/admin/participation.csv";
    let download =
        html! { a href=(csv) download="participation.csv" { (words.say("admin-download-csv")) } };
    html! {
        h2 { (words.say("admin-together-heading")) }
        p class="muted" { (words.around("admin-together-intro", &[], "link", download)) }
        @if days.is_empty() { p { (words.say("admin-together-none")) } } @else { (chart(&words, days, length)) }
        table tabindex="0" aria-label=(words.say("admin-together-table")) {
            thead { tr { th scope="col" { (words.say("admin-day")) } @for (_, heading) in &columns { th scope="col" { (heading) } } } }
            tbody {
                @for day in days.keys() {
                    tr {
                        th scope="row" { (day) }
                        @for (key, _) in &columns {
                            td { (written(&words, days, *day, key)) }
                        }
                    }
                }
            }
        }
    }
}

/// Devices per day over the whole fast, as bars (days under 5 as none).
fn chart(words: &Words<'_>, days: &Days, length: u16) -> Markup {
    let values: Vec<i64> = (1..=length)
        .map(|d| figure(days, d, DEVICES).unwrap_or(0))
        .collect();
    let top = values.iter().copied().max().unwrap_or(0).max(5);
    let (width, height, bar) = (f64::from(length) * 12.0, 120.0, 10.0);
    let label = words.say_with(
        "admin-together-chart",
        &[("length", length.into()), ("top", top.into())],
    );
    html! {
        svg class="chart" role="img" aria-label=(label) viewBox=(format!("0 0 {width} {height}")) width=(width) height=(height) {
            @for (i, value) in values.iter().enumerate() {
                @let h = (*value as f64) / (top as f64) * (height - 2.0);
                @let count = if *value > 0 { value.to_string() } else { words.say("admin-fewer") };
                rect x=(format!("{:.0}", i as f64 * 12.0 + 1.0)) y=(format!("{:.1}", height - h)) width=(bar) height=(format!("{h:.1}")) {
                    title { (words.say_with("admin-together-bar", &[("day", (i + 1).into()), ("count", count.into())])) }
                }
            }
        }
    }
}

/// The tally as CSV: a row a day, a column each (figures under 5 read "fewer than 5").
#[utoipa::path(tag = "admin", responses(AdminPages))]
#[get("/admin/participation.csv")]
pub async fn participation_csv(
    signed_in: Administrator<Opened>,
    state: web::Data<AppState>,
) -> HttpResponse {
    let days = match tally::all_days(&state.db).await {
        Ok(days) => days,
        Err(err) => return unavailable(&state, &err),
    };
    let downloaded = "downloaded the participation counts (CSV)";
    if let Err(err) = admin::note(&state.admin, &signed_in.email, downloaded, now_ms()).await {
        return unavailable(&state, &err);
    }
    let words = Words::of(&state);
    let columns = columns(&state);
    let quote = |s: &str| format!("\"{}\"", s.replace('"', "\"\""));
    let mut csv = std::iter::once(words.say("admin-day"))
        .chain(columns.iter().map(|(_, heading)| quote(heading)))
        .collect::<Vec<_>>()
        .join(",");
    csv.push_str("\r\n");
    for day in days.keys() {
        let row: Vec<String> = std::iter::once(day.to_string())
            .chain(
                columns
                    .iter()
                    .map(|(key, _)| written(&words, &days, *day, key)),
            )
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
        assert_eq!(shown(&days, 2, "*"), Ok(6));
        assert_eq!(shown(&days, 2, "morning"), Err("admin-fewer"));
        assert_eq!(
            shown(&days, 2, "evening"),
            Err("admin-not-yet"),
            "not published yet"
        );
        assert_eq!(shown(&days, 3, "*"), Err("admin-not-yet"));
    }
}
