mod admin;
mod admin_door;
mod admin_words;
mod announcement_push;
mod announcements;
mod app_pages;
mod bad_settings;
mod burst;
mod content_check;
mod delivery;
mod guide_mail;
mod hardening;
mod health;
mod helpers;
mod instances;
mod journey_summary;
mod languages;
mod layers;
mod openapi;
mod operations;
mod outbox_storage;
mod parser_properties;
mod prayer_wall;
mod push_abuse;
mod recipient_limits;
mod recipients;
mod recordings;
mod reminders;
mod request_properties;
mod request_strategies;
mod retention;
mod rhythms;
mod schemas;
mod send_summary;
mod settings_documented;
mod ssrf;
mod start_date;
mod tally;
mod test_data;
mod test_reminder;
mod watch;
mod watch_reminders;

use prayer_fast_test_support::{
    ports, postgres as support_postgres, push_sink, settings, smtp_sink,
};

/// Makes each test given two, `<name>::sqlite` and `<name>::postgres`: the same body, with every
/// database it makes on that engine. For the tests that reach the storage, so a mistake in either
/// engine's SQL fails the first `cargo test`. A doc comment before the test's attribute says
/// what it proves (both tests carry it).
#[macro_export]
macro_rules! on_both_engines {
    ($($(#[$attr:meta])+ async fn $name:ident() $body:block)*) => {$(
        mod $name {
            #[allow(unused_imports)]
            use super::*;

            $(#[$attr])+
            async fn sqlite() {
                $crate::test_data::on_engine($crate::test_data::Engine::Sqlite, async $body).await
            }

            $(#[$attr])+
            async fn postgres() {
                $crate::test_data::on_engine($crate::test_data::Engine::Postgres, async $body).await
            }
        }
    )*};
}
