//! The admin area's words: the catalogue's `admin-*` messages (`messages/<lang>/service/admin*.ftl`)
//! in the programme's first language, which the administrators' area speaks.

use maud::{Markup, PreEscaped, html};

use crate::content::{Arg, Catalogue, Language};
use crate::state::AppState;

/// What stands for a piece of markup while a message is formatted (a private-use character no
/// message or value holds).
const HOLE: &str = "\u{E000}";

/// The catalogue in the admin area's language.
pub(super) struct Words<'a> {
    catalogue: &'a Catalogue,
    lang: Language,
}

impl<'a> Words<'a> {
    pub fn of(state: &'a AppState) -> Self {
        let catalogue = state.catalogue.as_ref();
        Words {
            lang: catalogue.first_language(),
            catalogue,
        }
    }

    /// The language the words are in.
    pub fn lang(&self) -> &Language {
        &self.lang
    }

    /// Message `id`.
    pub fn say(&self, id: &str) -> String {
        self.catalogue.message(&self.lang, id, &[])
    }

    /// Message `id` with its variables.
    pub fn say_with(&self, id: &str, args: &[(&str, Arg<'_>)]) -> String {
        self.catalogue.message(&self.lang, id, args)
    }

    /// `date` as the admin pages write it (`admin-date`).
    pub fn date(&self, date: jiff::civil::Date) -> String {
        self.say_with(
            "admin-date",
            &[
                (
                    "weekday",
                    i64::from(date.weekday().to_monday_one_offset()).into(),
                ),
                ("day", i64::from(date.day()).into()),
                ("month", i64::from(date.month()).into()),
                ("year", i64::from(date.year()).into()),
            ],
        )
    }

    /// Message `id` as markup, its variable `name` being `inner` (a link, a name in bold): the
    /// sentence stays whole in the catalogue, and its words are escaped around the markup.
    pub fn around(&self, id: &str, args: &[(&str, Arg<'_>)], name: &str, inner: Markup) -> Markup {
        let mut all = args.to_vec();
        all.push((name, Arg::from(HOLE)));
        let text = self.say_with(id, &all);
        let (before, after) = text.split_once(HOLE).unwrap_or((text.as_str(), ""));
        html! { (before) (PreEscaped(inner.into_string())) (after) }
    }

    /// A link to `href` whose words are message `id`, inside message `sentence` as `$link`.
    pub fn linked(&self, sentence: &str, args: &[(&str, Arg<'_>)], href: &str, id: &str) -> Markup {
        self.around(
            sentence,
            args,
            "link",
            html! { a href=(href) { (self.say(id)) } },
        )
    }
}
