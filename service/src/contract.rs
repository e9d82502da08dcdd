//! The PWA's TypeScript types and shared constants, generated from the Rust definitions (the
//! same ones the OpenAPI document is read from): `pwa/src/types/content.ts` and `api.ts`.
//! These tests fail when a committed file drifts; `npm run gen:types` rewrites them. Test-only:
//! `ts-rs` is a dev-dependency and never reaches the release binary.

use std::path::Path;

use ts_rs::TS;

use crate::content::model::*;
use crate::content::placeholders::PlaceholderFormat;
use crate::content::{PRAYER_WATCH_KEY, twelve_hour};
use crate::domain::*;
use crate::routes::JOURNEY_LIMIT_BYTES;
use crate::routes::app_pages::{DAY_PAGE_ROUTE, FIXED_PAGES, NOT_FOUND_FILE};

/// The TypeScript declarations of the types named.
macro_rules! decls {
    ($($ty:ty),* $(,)?) => {{
        let cfg = ts_rs::Config::new();
        vec![$(<$ty>::decl(&cfg)),*]
    }};
}

/// A generated TypeScript file: a header naming its source, then each declaration exported.
fn typescript_file(source: &str, decls: &[String]) -> String {
    let mut out = format!("// Generated from {source} by `npm run gen:types`. Do not edit.\n");
    for decl in decls {
        out.push('\n');
        // A leading doc comment stays above the `export`.
        let (doc, code) = match decl.split_once("*/\n") {
            Some((doc, code)) if decl.starts_with("/**") => (format!("{doc}*/\n"), code),
            _ => (String::new(), decl.as_str()),
        };
        out.push_str(&doc);
        out.push_str("export ");
        out.push_str(code);
        out.push('\n');
    }
    out
}

fn content_types() -> String {
    let mut decls = decls! {
        Programme, PinnedCover, DefaultSlot, PrayerWatch, WatchHours, PrayerWallPlan, Rhythms, Rhythm, RhythmKey, WayKey, PastoralContact, WaysOfFasting, WayOfFasting, WayCard,
        Countdown, WayTips, Safety, SafetySection, DayGuide, Scripture, Slot, Journal,
        Sustaining, DateLine, Footer, CloseShownAs, Icon, ClockTime, PlaceholderFormat, HourCycle,
    };
    let rule: Vec<String> = CloseShownAs::ALL
        .iter()
        .map(|shown| {
            let name = serde_json::to_string(shown).unwrap();
            format!("  {name}: {},", shown.checkable())
        })
        .collect();
    decls.push(
        "/** Whether the close, shown this way, is a slot a member ticks (`CloseShownAs::checkable`). */\n"
            .to_string()
            + &format!(
                "const CLOSE_IS_CHECKABLE: Readonly<Record<CloseShownAs, boolean>> = {{\n{}\n}};",
                rule.join("\n")
            ),
    );
    decls.push(
        "/** The ways of fasting that fast from food: a day's `foodTips` are theirs (`content::model::FOOD_WAYS`, `Sustaining::tips_for`). */\n"
            .to_string()
            + &format!(
                "const FOOD_WAYS: ReadonlyArray<keyof WaysOfFasting> = {};",
                serde_json::to_string(&crate::content::model::FOOD_WAYS).unwrap()
            ),
    );
    decls.push(
        "/** The most words the once-a-day path may ask a member to read. */\n".to_string()
            + &format!("const SHORT_PATH_MAX_WORDS = {SHORT_PATH_MAX_WORDS};"),
    );
    decls.extend(crate::content::placeholders::typescript_table());
    typescript_file("service/src/content/model/", &decls)
}

/// Times the guide prints, as the service formats them (e-mails, notifications, calendar): the
/// PWA's own formatter is tested against every one.
const TWELVE_HOUR_SAMPLES: [(i8, i8); 6] = [(0, 0), (6, 0), (9, 5), (12, 0), (17, 45), (21, 0)];

fn api_types() -> String {
    let samples: Vec<String> = TWELVE_HOUR_SAMPLES
        .iter()
        .map(|&(h, m)| {
            let time = jiff::civil::Time::new(h, m, 0, 0).unwrap();
            format!("  [\"{h:02}:{m:02}\", \"{}\"],", twelve_hour(time))
        })
        .collect();
    let mut decls = decls! {
        SummaryRequest, JourneySummaryRequest, JourneyDay, SummaryQueued, SummaryDelivery, ConfirmCodeRequest, SubscribeRequest, BrowserSubscription,
        BrowserSubscriptionKeys, PreferencesRequest, SubscribeResponse, PushPublicKey, Preferences,
        SnoozeRequest, Snoozed, TestReminderRequest, TestReminderSent, PushMessage, PushNotification,
        ReminderData, ProgrammeSettings, PublishedAnnouncement, PublishedAnnouncements, TallyRequest, SlotTally, DayTally,
        AskRequest, Asked, RequestStatus, WallRequest, PrayerWall, PrayedRequest, ReportRequest, OwnRequest, MineRequest, MyRequest, Mine, AnsweredRequest, WithdrawRequest,
        PledgeRequest, WatchTurn, WatchPlan, WatchHour, WatchRemindersRequest, WatchReminders, KeptRequest,
        PublishedRecording, PublishedRecordings, RhythmKey, WayKey,
        GuideMailRequest, GuideMailAnswer, GuideMailDelivery, GuideMailState,
        ErrorBody,
    };
    // A constant the PWA shares, with its doc comment.
    let constant = |doc: &str, decl: String| format!("/** {doc} */\nconst {decl};");
    decls.extend([
        constant(
            "The reminder key of the nightly prayer watch.",
            format!("PRAYER_WATCH_KEY = {PRAYER_WATCH_KEY:?}"),
        ),
        constant(
            "The longest journal text the service accepts, in characters.",
            format!("JOURNAL_MAX_CHARS = {JOURNAL_MAX_CHARS}"),
        ),
        constant(
            "The longest prayer request the service accepts, in characters.",
            format!("PRAYER_REQUEST_MAX_CHARS = {PRAYER_REQUEST_MAX_CHARS}"),
        ),
        constant(
            "The longest line of thanks for an answered request, in characters.",
            format!("PRAYER_THANKS_MAX_CHARS = {PRAYER_THANKS_MAX_CHARS}"),
        ),
        constant(
            "An author's key for one request: base64url characters of 256 random bits.",
            format!("AUTHOR_KEY_CHARS = {AUTHOR_KEY_CHARS}"),
        ),
        constant(
            "A prayer wall tap's token: base64url characters of 128 random bits.",
            format!("WALL_TOKEN_CHARS = {WALL_TOKEN_CHARS}"),
        ),
        constant(
            "The most hours of the watch one device is reminded of.",
            format!("WATCH_REMINDER_HOURS_MAX = {WATCH_REMINDER_HOURS_MAX}"),
        ),
        constant(
            "The largest journey summary body the service accepts, in bytes.",
            format!("JOURNEY_LIMIT_BYTES = {JOURNEY_LIMIT_BYTES}"),
        ),
        constant(
            "`HH:MM` → the 12-hour time the service prints, for the PWA's formatter to match.",
            format!(
                "TWELVE_HOUR_SAMPLES: ReadonlyArray<readonly [string, string]> = [\n{}\n]",
                samples.join("\n")
            ),
        ),
    ]);
    let pages: Vec<String> = FIXED_PAGES
        .iter()
        .map(|(path, file)| format!("  {path:?}: \"/{file}\","))
        .collect();
    decls.extend([
        "/** The app's pages at fixed paths and the file the build prerenders for each; `/day/N` is\n * `/day/N.html`, any other path `NOT_FOUND_PAGE`. */\n".to_string()
            + &format!("const APP_PAGES = {{\n{}\n}} as const;", pages.join("\n")),
        format!("const NOT_FOUND_PAGE = \"/{NOT_FOUND_FILE}\";"),
        "/** A day's page, `{day}` its number (`content::DAY_PAGE`): `lib/page-files.ts` makes and reads it. */\n".to_string()
            + &format!("const DAY_PAGE = {DAY_PAGE_ROUTE:?};"),
        "/** What the service answers itself, as patterns of paths: every route it registers that is\n * not a page of the app (all of `/api`). The service worker leaves navigations to them to the network. */\n".to_string()
            + &format!(
                "const SERVICE_PATHS: ReadonlyArray<string> = [\n{}\n];",
                service_paths()
                    .iter()
                    .map(|p| format!("  {p:?},"))
                    .collect::<Vec<_>>()
                    .join("\n")
            ),
        "/** Every `/api` operation's path, by its handler's name (`{param}`: one path segment, filled by\n * `lib/api-path.ts`): the app names these, never a path typed by hand. */\n".to_string()
            + &format!(
                "const API_PATHS = {{\n{}\n}} as const;",
                api_paths()
                    .iter()
                    .map(|(name, path)| format!("  {name}: {path:?},"))
                    .collect::<Vec<_>>()
                    .join("\n")
            ),
        "/** Where the guide keeps its recipient tokens in `localStorage` (the confirmation page reads it too). */\n".to_string()
            + &format!("const DEVICE_TOKENS_STORE = {DEVICE_TOKENS_STORE:?};"),
    ]);
    typescript_file(
        "service/src/domain/, service/src/content/ and service/src/routes/app_pages.rs",
        &decls,
    )
}

/// The service's route registry, as its API document has it.
fn registry() -> utoipa::openapi::OpenApi {
    use utoipa_actix_web::AppExt;
    let (_, document) = actix_web::App::new()
        .into_utoipa_app()
        .openapi(crate::routes::document_header())
        .configure(crate::routes::register(
            actix_cors::Cors::default(),
            std::env::temp_dir(),
            true,
        ))
        .split_for_parts();
    document
}

/// Every `/api` operation: (its handler's name in camelCase, its path), sorted by name.
fn api_paths() -> Vec<(String, String)> {
    let document = registry();
    let mut paths: Vec<(String, String)> = Vec::new();
    for (path, item) in &document.paths.paths {
        if !path.starts_with("/api/") {
            continue;
        }
        let operations = [
            &item.get,
            &item.post,
            &item.put,
            &item.patch,
            &item.delete,
            &item.head,
        ];
        for operation in operations.into_iter().flatten() {
            let id = operation.operation_id.clone().unwrap_or_default();
            let mut name = String::new();
            let mut upper = false;
            for c in id.chars() {
                match (c, upper) {
                    ('_', _) => upper = true,
                    (c, true) => {
                        name.extend(c.to_uppercase());
                        upper = false;
                    }
                    (c, false) => name.push(c),
                }
            }
            paths.push((name, path.clone()));
        }
    }
    paths.sort();
    paths
}

/// Every route of the service's registry that is not a page of the app, as an anchored pattern
/// (`{param}` is one path segment); `/api` is the service's as a whole.
fn service_paths() -> Vec<String> {
    let document = registry();
    let pages: Vec<&str> = FIXED_PAGES
        .iter()
        .map(|(path, _)| *path)
        .chain([DAY_PAGE_ROUTE])
        .collect();
    let routes: Vec<&String> = document.paths.paths.keys().collect();
    assert!(
        routes.iter().any(|r| r.as_str() == DAY_PAGE_ROUTE),
        "the day page is registered as {DAY_PAGE_ROUTE}"
    );
    let mut patterns = vec!["^/api(/|$)".to_string()];
    for route in routes {
        if pages.contains(&route.as_str()) || route.starts_with("/api/") {
            continue;
        }
        let segments: Vec<String> = route
            .split('/')
            .map(|segment| {
                if segment.starts_with('{') && segment.ends_with('}') {
                    "[^/]+".to_string()
                } else {
                    segment.replace('.', "\\.")
                }
            })
            .collect();
        patterns.push(format!("^{}$", segments.join("/")));
    }
    patterns
}

fn check(relative: &str, generated: String) {
    let path = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("..")
        .join(relative);
    if std::env::var_os("UPDATE_TS_TYPES").is_some() {
        std::fs::write(&path, &generated).unwrap();
    }
    let committed = std::fs::read_to_string(&path).unwrap_or_default();
    assert!(
        committed == generated,
        "{relative} is out of date with the Rust types; run `npm run gen:types`"
    );
}

#[test]
fn content_types_ts_matches_the_rust_types() {
    check("pwa/src/types/content.ts", content_types());
}

#[test]
fn api_types_ts_matches_the_rust_types() {
    check("pwa/src/types/api.ts", api_types());
}
