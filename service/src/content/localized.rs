//! The catalogue in a member's language: the programme and guides as that language writes them,
//! the service's messages, times on the church's clock and dates, and the app's pages.

use jiff::civil::{Date, Time};

use super::clock::write_time;
use super::language::Language;
use super::load::Catalogue;
use super::messages::{Arg, Said};
use super::model::{DayGuide, HourCycle, PRAYER_WATCH_KEY, Programme};
use super::placeholders::PlaceholderFormat;

impl Catalogue {
    /// The languages the programme offers, the first being its own.
    pub fn languages(&self) -> &[String] {
        &self.programme.languages
    }

    /// The programme's first language.
    pub fn first_language(&self) -> Language {
        Language::offered("", self.languages())
    }

    /// The language an `Accept-Language` value asks for ([`Language::negotiate`]).
    pub fn negotiate(&self, accept_language: Option<&str>) -> Language {
        Language::negotiate(accept_language, self.languages())
    }

    /// A stored or linked code as offered now ([`Language::offered`]).
    pub fn language(&self, code: &str) -> Language {
        Language::offered(code, self.languages())
    }

    /// The app's page `path` in `lang` ([`Language::page_path`]).
    pub fn page_path(&self, lang: &Language, path: &str) -> String {
        lang.page_path(self.languages(), path)
    }

    /// The programme as `lang` writes it (its titles, slots, watch, safety page).
    pub fn programme_in(&self, lang: &Language) -> &Programme {
        self.translations
            .get(lang.code())
            .map_or(&self.programme, |t| &t.programme)
    }

    /// Day `day`'s guide as `lang` writes it (the first language's where it has none).
    pub fn day_in(&self, lang: &Language, day: u16) -> Option<&DayGuide> {
        self.translations
            .get(lang.code())
            .and_then(|t| t.days.get(&day))
            .or_else(|| self.day(day))
    }

    /// The title of reminder `key` of day `day` as `lang` writes it: the day's slot, or the
    /// prayer watch (none for a church without one).
    pub fn slot_title(&self, lang: &Language, day: u16, key: &str) -> Option<&str> {
        if key == PRAYER_WATCH_KEY {
            let watch = self.programme_in(lang).prayer_watch.as_ref()?;
            return Some(&watch.title);
        }
        let guide = self.day_in(lang, day)?;
        let slot = guide.timed_slots().find(|s| s.key == key)?;
        Some(&slot.title)
    }

    /// A message said later ([`Said`]), in `lang`.
    pub fn say(&self, lang: &Language, said: &Said) -> String {
        self.messages.say(lang.code(), said)
    }

    /// Message `id` of the service's catalogue in `lang` ([`Messages::format`]).
    pub fn message(&self, lang: &Language, id: &str, args: &[(&str, Arg<'_>)]) -> String {
        self.messages.format(lang.code(), id, args)
    }

    /// `time` on the church's clock, as `lang` writes it (`6:00 PM`, `6:00 p. m.`, `18:00`).
    pub fn clock(&self, lang: &Language, time: Time) -> String {
        write_time(
            &self.messages,
            lang.code(),
            self.hour_cycle(),
            time,
            PlaceholderFormat::Time,
        )
    }

    /// `date` in full, as `lang` writes it (`Friday, October 3, 2025`, `viernes, 3 de octubre
    /// de 2025`).
    pub fn long_date(&self, lang: &Language, date: Date) -> String {
        let weekday = i64::from(date.weekday().to_monday_one_offset());
        self.message(
            lang,
            "date-long",
            &[
                ("weekday", weekday.into()),
                ("month", i64::from(date.month()).into()),
                ("day", i64::from(date.day()).into()),
                ("year", i64::from(date.year()).into()),
            ],
        )
    }

    fn hour_cycle(&self) -> HourCycle {
        self.programme.hour_cycle.unwrap_or_default()
    }
}
